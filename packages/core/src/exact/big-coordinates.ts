/**
 * exact/: doubles as exact integers on one common scale, for the exact last stage of a
 * decision whose terms are too many for expansions to stay short (the movers' leg
 * clearance, `walls/leg-clearance.ts`). Every finite double is `m·2^e` with an integer
 * `m` (`|m| < 2^53`); multiplying every value of a question by `2^−min e` makes them all
 * integers without changing any sign or any comparison of polynomials of equal degree,
 * so BigInt arithmetic decides them exactly. Raw Q16.16 values are integers already.
 */

const view = new DataView(new ArrayBuffer(8));
const significand = new Float64Array(32);
const exponent = new Int32Array(32);
const SHIFTS: bigint[] = [];

/** `BigInt(k)` for small shifts, made once. */
function shift(k: number): bigint {
  let s = SHIFTS[k];
  if (s === undefined) {
    s = BigInt(k);
    SHIFTS[k] = s;
  }
  return s;
}

/**
 * Splits `x` into `significand[i]·2^exponent[i]` with an integer significand below 2^53:
 * integers below 2^53 whole (exponent 0), other normal doubles from their bits with the
 * trailing zero bits stripped. The variants refuse subnormal inputs.
 */
function split(x: number, i: number): void {
  if (Number.isInteger(x) && Math.abs(x) < 2 ** 53) {
    significand[i] = x;
    exponent[i] = 0;
    return;
  }
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  let e = ((hi >>> 20) & 0x7ff) - 1075;
  // The significand as a double: exact, it has 53 bits.
  let m = ((hi & 0xfffff) + 0x100000) * 4294967296 + lo;
  while (m % 2 === 0) {
    m /= 2;
    e++;
  }
  significand[i] = x < 0 ? -m : m;
  exponent[i] = e;
}

/**
 * Writes `values[i] · 2^−scale` into `out[i]` as BigInts (`i < count ≤ 32`), with
 * `scale` the least exponent among the values (so every result is an integer), and
 * returns `scale`.
 */
export function toCommonIntegers(values: ArrayLike<number>, count: number, out: bigint[]): number {
  let scale = 0;
  for (let i = 0; i < count; i++) {
    split(values[i]!, i);
    if (values[i] !== 0) scale = Math.min(scale, exponent[i]!);
  }
  for (let i = 0; i < count; i++) {
    const k = exponent[i]! - scale;
    out[i] = k === 0 ? BigInt(significand[i]!) : BigInt(significand[i]!) << shift(k);
  }
  return scale;
}
