import type { Vec3 } from '@swept/core';
import { checkSphereAtTriangle } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { settled, triangleBoxApart, triangleCase } from '../wall-case.ts';
import { wallStart } from '../wall-rational.ts';

/** {@link sphereTriangleOverlapExact} without its argument check and count; `settled.fallback` tells how it was settled. */
export function triangleOverlaps(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  if (triangleBoxApart(c, c, r, p0, p1, p2)) {
    settled.fallback = false;
    return false;
  }
  settled.fallback = true;
  return wallStart(triangleCase(c, c, r, p0, p1, p2)).g < 0;
}

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
  recordWall(settled.fallback);
  return overlaps;
}
