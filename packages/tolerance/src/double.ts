/**
 * Exact access to doubles: their value as an integer times a power of two,
 * and their neighbours. Non-negative doubles are ordered like their bit
 * patterns, so the neighbours are the bit patterns ± 1.
 */

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** `x = mantissa · 2^exponent` exactly, for a finite double `x ≥ 0`. */
export interface Dyadic {
  mantissa: bigint;
  exponent: number;
}

/** The exact value of a finite non-negative double as a {@link Dyadic}. */
export function dyadic(x: number): Dyadic {
  f64[0] = x;
  const bits = u64[0]!;
  const biased = Number(bits >> 52n);
  const fraction = bits & 0xfffffffffffffn;
  // Normal numbers carry the implicit leading 1; subnormals have exponent 1 − 1075.
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}

/** The next double above a finite `x ≥ 0`. */
export function nextUp(x: number): number {
  f64[0] = x;
  u64[0] = u64[0]! + 1n;
  return f64[0];
}

/** The next double below a finite `x > 0`. */
export function nextDown(x: number): number {
  f64[0] = x;
  u64[0] = u64[0]! - 1n;
  return f64[0];
}

/** The spacing of the doubles just above a finite `x ≥ 0` (one unit in the last place). */
export function ulp(x: number): number {
  return nextUp(x) - x;
}

/**
 * The largest double `t ∈ [0, 1]` with `atOrBefore(t)`, for a predicate that
 * holds on `[0, x*]` and fails after (`x*` in `[0, 1]`), starting from a
 * floating-point estimate of `x*`: gallops away from the guess in doubling
 * steps until `x*` is bracketed, then bisects down to adjacent doubles. A
 * good guess costs two or three evaluations; a bad one (NaN included) about
 * a hundred.
 */
export function largestDoubleAtOrBefore(atOrBefore: (t: number) => boolean, guess: number): number {
  const start = guess >= 0 && guess <= 1 ? guess : 0.5;
  let lo: number;
  let hi: number;
  if (atOrBefore(start)) {
    lo = start;
    let step = ulp(start);
    for (;;) {
      if (lo === 1) return 1;
      const next = Math.min(lo + step, 1);
      if (!atOrBefore(next)) {
        hi = next;
        break;
      }
      lo = next;
      step *= 2;
    }
  } else {
    hi = start;
    let step = start - nextDown(start);
    for (;;) {
      const next = Math.max(hi - step, 0);
      if (atOrBefore(next)) {
        lo = next;
        break;
      }
      hi = next;
      step *= 2;
    }
  }
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) return lo;
    if (atOrBefore(mid)) lo = mid;
    else hi = mid;
  }
}
