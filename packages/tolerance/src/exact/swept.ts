import {
  sweptCircles as coreSweptCircles,
  sweptSpheres as coreSweptSpheres,
  type Vec2,
  type Vec3,
} from '@swept/core';
import { sweptInRange2, sweptInRange3 } from './range.ts';
import { countQuery } from './stats.ts';
import { sweep } from './sweep.ts';

/**
 * `exact` swept test of two circles: `true` iff `f(t) ≤ 0` for some
 * `t ∈ [0, 1]`, decided exactly for the given doubles (see `sweep.ts`).
 * Arguments outside the core's range go to the core, which throws.
 */
export function sweptCirclesExact(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) coreSweptCircles(a0, a1, ra, b0, b1, rb);
  sweep.load2(a0, a1, ra, b0, b1, rb);
  const touches = sweep.touches();
  countQuery(sweep.usedFallback);
  return touches;
}

/** `exact` swept test of two spheres; the 3D {@link sweptCirclesExact}. */
export function sweptSpheresExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  if (!sweptInRange3(a0, a1, ra, b0, b1, rb)) coreSweptSpheres(a0, a1, ra, b0, b1, rb);
  sweep.load3(a0, a1, ra, b0, b1, rb);
  const touches = sweep.touches();
  countQuery(sweep.usedFallback);
  return touches;
}
