/**
 * A fast pre-screen of the arguments of the `exact` policy. The core owns
 * argument validation: whenever this screen fails, the exact queries call the
 * core's own query with the caller's untouched arguments, so the core throws
 * its `RangeError` naming the caller's parameter. The screen is the core's
 * input range (every coordinate and radius `0` or of magnitude in
 * `[INPUT_MIN, INPUT_MAX]` = `[2^-200, 2^200]`, radii `≥ 0`), never wider: the filter's error bounds
 * below rely on it (no underflow, no overflow).
 */
import { INPUT_MAX, INPUT_MIN, type Vec2, type Vec3 } from '@swept/core';

// Module constants, read once: a re-exported binding may compile to a getter
// (it does under CommonJS transpilation), too slow for a check on every call.
const MAX: number = INPUT_MAX;
const MIN: number = INPUT_MIN;

/** `0` or a number whose magnitude lies in `[INPUT_MIN, INPUT_MAX]` (false for NaN, ±Infinity). */
export function inRange(x: number): boolean {
  const m = Math.abs(x);
  return m <= MAX && (m >= MIN || m === 0);
}

/** A radius the core accepts: in range and not negative. */
export function radiusInRange(r: number): boolean {
  return typeof r === 'number' && r >= 0 && inRange(r);
}

/** A `{x, y}` whose components are in range. */
export function vec2InRange(v: Vec2): boolean {
  return v != null && inRange(v.x) && inRange(v.y);
}

/** A `{x, y, z}` whose components are in range. */
export function vec3InRange(v: Vec3): boolean {
  return v != null && inRange(v.x) && inRange(v.y) && inRange(v.z);
}

/** The arguments of a 2D swept query are all in range. */
export function sweptInRange2(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  return (
    vec2InRange(a0) &&
    vec2InRange(a1) &&
    radiusInRange(ra) &&
    vec2InRange(b0) &&
    vec2InRange(b1) &&
    radiusInRange(rb)
  );
}

/** The arguments of a 3D swept query are all in range. */
export function sweptInRange3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  return (
    vec3InRange(a0) &&
    vec3InRange(a1) &&
    radiusInRange(ra) &&
    vec3InRange(b0) &&
    vec3InRange(b1) &&
    radiusInRange(rb)
  );
}
