import type { Vec3 } from '@swept/core';
import { checkSphereAtTriangle } from '../validate.ts';
import { countSettled } from '../walls/settled.ts';
import { triangleOverlapRaw } from '../walls/wall-overlap.ts';

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
