import type { Vec3 } from '@swept/core';
import { checkSphereTriangle } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { triangleBoxApart, triangleCase } from '../wall-case.ts';
import { wallTouch } from '../wall-rational.ts';

/**
 * `exact` swept test of a sphere against a triangle: `true` iff the distance
 * from `C(t)` to the triangle is `≤ r` for some `t ∈ [0, 1]`, decided
 * exactly for the given doubles: far misses by the exact box filter, the
 * rest by the rounded slab's pieces in exact arithmetic (`wall-rational.ts`).
 */
export function sweptSphereTriangleExact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  if (triangleBoxApart(c0, c1, r, p0, p1, p2)) {
    recordWall(false);
    return false;
  }
  const touches = wallTouch(triangleCase(c0, c1, r, p0, p1, p2)) !== null;
  recordWall(true);
  return touches;
}
