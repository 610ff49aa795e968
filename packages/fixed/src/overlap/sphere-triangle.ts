import type { Vec3 } from '@swept/core';
import { countSettled } from '../capsule.ts';
import { slabCode } from '../rounded-slab.ts';
import { checkSphereAtTriangle } from '../validate.ts';
import { OVERLAP } from '../wall-pieces.ts';

/**
 * {@link sphereTriangleOverlap} without checks (shared with the push-out).
 * Leaves in `settled.limbs` whether the limb stage was needed; the caller counts
 * the query once.
 */
export function triangleOverlapRaw(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  // A still sphere overlaps exactly when some piece of the rounded slab is overlapped at t = 0.
  return slabCode(c, c, r, p0, p1, p2, false) === OVERLAP;
}

/**
 * Whether the sphere at `c` (radius `r`) overlaps the triangle `p0 p1 p2`:
 * `distance(c, triangle) < r`, exactly (strict: touching is not overlapping).
 *
 * @example
 * const floor = [{ x: -4 * ONE, y: -4 * ONE, z: 0 }, { x: 4 * ONE, y: -4 * ONE, z: 0 }, { x: 0, y: 4 * ONE, z: 0 }] as const;
 * sphereTriangleOverlap({ x: 0, y: 0, z: ONE }, ONE, ...floor) // false (touching)
 * sphereTriangleOverlap({ x: 0, y: 0, z: ONE - 1 }, ONE, ...floor) // true
 */
export function sphereTriangleOverlap(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  const overlaps = triangleOverlapRaw(c, r, p0, p1, p2);
  countSettled();
  return overlaps;
}
