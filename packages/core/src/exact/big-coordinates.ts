/**
 * exact/: doubles as exact integers on one common scale, for the exact last stage of a
 * decision whose terms are too many for expansions to stay short (the movers' leg
 * clearance, `walls/leg-clearance.ts`). Every finite double is `m·2^e` with an integer
 * `m` (`|m| < 2^53`); multiplying every value of a question by `2^−min e` makes them all
 * integers without changing any sign or any comparison of polynomials of equal degree,
 * so BigInt arithmetic decides them exactly. Raw Q16.16 values are integers already.
 */

const view = new DataView(new ArrayBuffer(8));

/** The exponent `e` of `x = m·2^e` with the integer `m` odd (`0` for zero and for integers below 2^53, which are taken whole). */
function lowExponent(x: number): number {
  if (Number.isInteger(x) && Math.abs(x) < 2 ** 53) return 0;
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  // Normal numbers only: the variants refuse subnormal inputs, and an integer ≥ 2^53
  // has a positive exponent (taken whole below, its low bits are zero).
  let e = biased - 1075;
  let mantLo = lo;
  let mantHi = (hi & 0xfffff) | 0x100000;
  // Strip trailing zero bits of the 53-bit significand so `e` is the lowest set bit's.
  if (mantLo === 0) {
    e += 32;
    mantLo = mantHi;
    mantHi = 0;
  }
  while ((mantLo & 1) === 0) {
    mantLo >>>= 1;
    e++;
  }
  return Math.min(e, 0);
}

/** The exact value of `x · 2^−scale` as a BigInt; `scale` must be at most `x`'s {@link lowExponent}. */
function scaled(x: number, scale: number): bigint {
  if (scale === 0) return BigInt(x);
  // x · 2^−scale is an integer; multiply in steps that stay exact (powers of two).
  let v = x;
  let s = -scale;
  while (s > 0) {
    const step = Math.min(s, 1000);
    v *= 2 ** step;
    s -= step;
    if (!Number.isFinite(v)) break;
  }
  if (Number.isFinite(v)) return BigInt(v);
  // Beyond the double range: scale the integer significand instead.
  const e = lowExponent(x);
  const m = x / 2 ** e; // exact: x = m·2^e with |m| < 2^53
  return BigInt(m) << BigInt(e - scale);
}

/**
 * Writes `values[i] · 2^−scale` into `out[i]` as BigInts, with `scale` the least
 * exponent among the values (so every result is an integer), and returns `scale`.
 */
export function toCommonIntegers(values: ArrayLike<number>, count: number, out: bigint[]): number {
  let scale = 0;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if (v !== 0) scale = Math.min(scale, lowExponent(v));
  }
  for (let i = 0; i < count; i++) out[i] = scaled(values[i]!, scale);
  return scale;
}
