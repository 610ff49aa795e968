/**
 * A fast pre-screen of the arguments of the `exact` policy, built from the
 * core's own input predicates. The core owns
 * argument validation: whenever this screen fails, the exact queries call the
 * core's own query with the caller's untouched arguments, so the core throws
 * its `RangeError` naming the caller's parameter. The screen is the core's
 * input range (every coordinate and radius `0` or of magnitude in
 * `[INPUT_MIN, INPUT_MAX]` = `[2^-200, 2^200]`, radii `≥ 0`), never wider: the filter's error bounds
 * below rely on it (no underflow, no overflow).
 */
import { radiusInRange, type Vec2, type Vec3, vec2InRange, vec3InRange } from '@swept/core';

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
