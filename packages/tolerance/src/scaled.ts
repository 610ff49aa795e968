/**
 * Exact integers for the fallback. Every input in the core's range is 0 or a
 * double of magnitude in [2^-200, 2^200], so it is an integer multiple of
 * 2^-252 (a double ≥ 2^-200 has its last bit at 2^-252 or above): times
 * 2^252 it is an integer below 2^453, computed without rounding.
 */
import { dyadic, largestDoubleAtOrBefore } from './double.ts';

const SCALE = 2 ** 252;

/** `x · 2^252` as a BigInt, exactly (for `x` in the core's range). */
export function scaled(x: number): bigint {
  return BigInt(x * SCALE);
}

/** The sign of a BigInt as `-1 | 0 | 1`. */
export function signOf(x: bigint): number {
  return x > 0n ? 1 : x < 0n ? -1 : 0;
}

/** The largest double not above `n / d`, for integers `0 ≤ n ≤ d`, `d > 0`. */
export function floorRatio(n: bigint, d: bigint): number {
  // x = m / 2^k ≤ n / d  ⇔  m·d ≤ n·2^k.
  const atOrBefore = (x: number): boolean => {
    const { mantissa, exponent } = dyadic(x);
    return mantissa * d <= n << BigInt(-exponent);
  };
  return largestDoubleAtOrBefore(atOrBefore, Number(n) / Number(d));
}
