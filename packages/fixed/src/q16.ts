/**
 * Q16.16 numbers: a value is a raw integer `number`, `value = raw / 65536`.
 * Coordinates and radii are raw values within ±(2^31 − 1). The helpers below
 * are the arithmetic a game needs around the queries; each states how it
 * rounds, and each is exact up to that one rounding.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { describe } from '@swept/core/internal';
import { isqrtSafe, roundDiv, roundHalfAway } from './exact/integer.ts';
import { checkRaw, RAW_MAX } from './validate.ts';

/** The raw value of 1.0: `65536`. */
export const ONE = 65536;

/** The largest raw value: `2^31 − 1` (value ≈ 32767.99998). */
export const MAX_RAW: number = RAW_MAX;

/** The smallest raw value: `−(2^31 − 1)`. */
export const MIN_RAW: number = -RAW_MAX;

function outOfRange(what: string, raw: number): RangeError {
  return new RangeError(`${what} is outside the Q16.16 range ±${RAW_MAX} (got ${raw} raw)`);
}

/**
 * A double to raw Q16.16: `x · 65536` rounded to the nearest integer, ties
 * away from zero (`toFixed(0.5 / 65536) === 1`, `toFixed(-0.5 / 65536) === -1`).
 * Throws a `RangeError` for NaN, ±Infinity and values outside the range.
 */
export function toFixed(x: number): number {
  if (typeof x !== 'number' || x - x !== 0) {
    throw new RangeError(`x must be a finite number (got ${describe(x)})`);
  }
  // Scaling by a power of two is exact; the rounding is the only error.
  const raw = roundHalfAway(x * 65536);
  if (raw > RAW_MAX || raw < -RAW_MAX) throw outOfRange('x', raw);
  return raw;
}

/** A raw Q16.16 value as a double: `raw / 65536`, exact. */
export function fromFixed(raw: number): number {
  checkRaw('raw', raw);
  return raw / 65536;
}

/** A 2D vector of raw values (checked), e.g. `vec2(toFixed(1.5), 0)`. */
export function vec2(x: number, y: number): Vec2 {
  checkRaw('x', x);
  checkRaw('y', y);
  return { x, y };
}

/** A 3D vector of raw values (checked). */
export function vec3(x: number, y: number, z: number): Vec3 {
  checkRaw('x', x);
  checkRaw('y', y);
  checkRaw('z', z);
  return { x, y, z };
}

/**
 * The Q16.16 product `a · b`: `a · b / 65536` rounded to the nearest raw
 * value, ties away from zero. The 62-bit product never forms: `b` is split
 * into 16-bit halves, `a·b / 2^16 = a·bh + a·bl / 2^16`, each part exact in a
 * double. Throws a `RangeError` when the result leaves the range.
 */
export function mul(a: number, b: number): number {
  checkRaw('a', a);
  checkRaw('b', b);
  const neg = a < 0 !== b < 0;
  const ma = a < 0 ? -a : a;
  const mb = b < 0 ? -b : b;
  const bl = mb % 65536;
  const bh = (mb - bl) / 65536;
  // |a·bl| < 2^47: adding one half and flooring the exact quotient rounds it.
  const m = ma * bh + Math.floor((ma * bl + 32768) / 65536);
  if (m > RAW_MAX) throw outOfRange('mul(a, b)', neg ? -m : m);
  return neg && m !== 0 ? -m : m;
}

/**
 * The Q16.16 quotient `a / b`: `a · 65536 / b` rounded to the nearest raw
 * value, ties away from zero. Throws a `RangeError` for `b = 0` and when the
 * result leaves the range.
 */
export function div(a: number, b: number): number {
  checkRaw('a', a);
  checkRaw('b', b);
  if (b === 0) throw new RangeError('b must be non-zero (got 0)');
  // |a · 65536| < 2^47, exact; roundDiv is exact below 2^53.
  const q = b < 0 ? roundDiv(-a * 65536, -b) : roundDiv(a * 65536, b);
  if (q > RAW_MAX || q < -RAW_MAX) throw outOfRange('div(a, b)', q);
  return q;
}

/**
 * Integer square root, rounded down: the `s` with `s² ≤ n < (s + 1)²`, for
 * any safe integer `n ≥ 0` (up to 2^53 − 1). `Math.sqrt` seeds it; an exact
 * integer check corrects the seed.
 */
export function isqrt(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`n must be a safe integer >= 0 (got ${describe(n)})`);
  }
  return isqrtSafe(n);
}

/**
 * The Q16.16 square root of a raw value `x ≥ 0`, rounded down:
 * `floor(√(x / 65536) · 65536) = isqrt(x · 65536)`.
 */
export function sqrt(x: number): number {
  checkRaw('x', x);
  if (x < 0) throw new RangeError(`x must be >= 0 (got ${x})`);
  return isqrtSafe(x * 65536);
}
