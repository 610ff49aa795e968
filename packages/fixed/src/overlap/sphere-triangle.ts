import type { Vec3 } from '@swept/core';
import { countSettled } from '../exact/capsule.ts';
import { slabCode } from '../exact/rounded-slab.ts';
import { OVERLAP } from '../exact/wall-pieces.ts';
import { checkRadius, checkVec3, isRawRadius, isRawVec3 } from '../validate.ts';

/** {@link sphereTriangleOverlap} without checks (shared with the push-out). */
export function triangleOverlapRaw(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  // A still sphere overlaps exactly when some piece of the rounded slab is overlapped at t = 0.
  const code = slabCode(c, c, r, p0, p1, p2, false);
  countSettled();
  return code === OVERLAP;
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
  if (!(isRawVec3(c) && isRawRadius(r) && isRawVec3(p0) && isRawVec3(p1) && isRawVec3(p2))) {
    checkVec3('c', c);
    checkRadius('r', r);
    checkVec3('p0', p0);
    checkVec3('p1', p1);
    checkVec3('p2', p2);
  }
  return triangleOverlapRaw(c, r, p0, p1, p2);
}
