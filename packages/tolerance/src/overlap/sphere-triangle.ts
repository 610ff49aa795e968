import type { Vec3 } from '@swept/core';
import { checkSphereAtTriangle } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { settled, triangleOverlaps } from '../walls/wall-overlap.ts';

/**
 * `exact` overlap of a sphere and a triangle: `true` iff the distance from
 * `c` to the triangle is `< r`, exactly for the given doubles.
 */
export function sphereTriangleOverlapExact(
  c: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  const overlaps = triangleOverlaps(c, r, p0, p1, p2);
  record(settled.stage);
  return overlaps;
}
