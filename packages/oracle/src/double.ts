/**
 * Exact conversions between doubles and rationals. Every finite double is a
 * dyadic rational `m · 2^e`; reading its bits gives that value with no
 * rounding at all (subnormals and ±0 included).
 */
import { add, cmp, mul, type Rat, rat } from './rat.ts';

const view = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double (`-0` becomes 0). */
export function ratFromDouble(x: number): Rat {
  if (typeof x !== 'number' || !Number.isFinite(x)) {
    throw new RangeError(`x must be a finite number (got ${x})`);
  }
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const negative = hi >>> 31 === 1;
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  // Normal numbers carry the implicit leading 1; subnormals use exponent 1 − 1075.
  const exponent = biased === 0 ? -1074 : biased - 1075;
  if (biased !== 0) mantissa |= 1n << 52n;
  if (negative) mantissa = -mantissa;
  return exponent >= 0 ? rat(mantissa << BigInt(exponent)) : rat(mantissa, 1n << BigInt(-exponent));
}

/** The exact value `raw / 65536` of a Q16.16 raw integer. */
export function ratFromRaw(raw: number): Rat {
  if (!Number.isSafeInteger(raw)) throw new RangeError(`raw must be a safe integer (got ${raw})`);
  return rat(BigInt(raw), 65536n);
}

/** The next double above `x` (towards +Infinity). */
export function nextUp(x: number): number {
  if (Number.isNaN(x) || x === Number.POSITIVE_INFINITY) return x;
  if (x === 0) return Number.MIN_VALUE;
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** The next double below `x` (towards -Infinity). */
export function nextDown(x: number): number {
  return -nextUp(-x);
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length;
}

/** Multiplies by 2^k in steps that never overflow or underflow prematurely. */
function scaleByPowerOfTwo(x: number, k: number): number {
  let y = x;
  let e = k;
  while (e > 1000) {
    y *= 2 ** 1000;
    e -= 1000;
  }
  while (e < -1000) {
    y *= 2 ** -1000;
    e += 1000;
  }
  return y * 2 ** e;
}

/** A double within a few ulps of `q` (a starting point for exact bracketing). */
function approximate(q: Rat): number {
  if (q.n === 0n) return 0;
  // Shift so the integer quotient carries ~64 significant bits, then scale back.
  const shift = 64 - (bitLength(q.n) - bitLength(q.d));
  const quotient = shift >= 0 ? (q.n << BigInt(shift)) / q.d : q.n / (q.d << BigInt(-shift));
  return scaleByPowerOfTwo(Number(quotient), -shift);
}

/**
 * `[lo, hi]`: the largest double `≤ q` and the smallest double `≥ q` (equal
 * when `q` is a double). Values beyond the double range give ±Infinity or ±MAX_VALUE.
 */
export function ratBracket(q: Rat): [number, number] {
  let lo = approximate(q);
  if (Number.isFinite(lo)) {
    while (cmp(ratFromDouble(lo), q) > 0) lo = nextDown(lo);
    while (Number.isFinite(nextUp(lo)) && cmp(ratFromDouble(nextUp(lo)), q) <= 0) lo = nextUp(lo);
  }
  if (!Number.isFinite(lo)) {
    return lo > 0
      ? [Number.MAX_VALUE, Number.POSITIVE_INFINITY]
      : [Number.NEGATIVE_INFINITY, -Number.MAX_VALUE];
  }
  const hi = cmp(ratFromDouble(lo), q) === 0 ? lo : nextUp(lo);
  return [lo, hi];
}

/** The double nearest to `q` (ties to even); for messages and reports only. */
export function ratToNumber(q: Rat): number {
  const [lo, hi] = ratBracket(q);
  if (lo === hi || !Number.isFinite(lo) || !Number.isFinite(hi))
    return Number.isFinite(lo) ? lo : hi;
  const mid = mul(add(ratFromDouble(lo), ratFromDouble(hi)), rat(1n, 2n));
  const c = cmp(q, mid);
  if (c !== 0) return c < 0 ? lo : hi;
  view.setFloat64(0, lo);
  return (view.getUint32(4) & 1) === 0 ? lo : hi;
}
