import { createTriangleContact, type TriangleContact, type Vec3 } from '@swept/core';
import { checkSphereTriangle, triangleContactAt } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { triangleBoxApart, triangleCase } from '../wall-case.ts';
import { floorToDouble, wallStart, wallTouch } from '../wall-rational.ts';

/**
 * `exact` time of impact of a sphere with a triangle: `null` iff they never
 * touch (decided exactly); else the contract's result with `t` the largest
 * double not after the exact first touch `t*` and `status` from the exact
 * sign of `g(0)` and its rate. `c`, `point` and `normal` are the core's
 * geometry at that `t`.
 */
export function sphereTriangleTimeOfImpactExact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): TriangleContact | null {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  if (triangleBoxApart(c0, c1, r, p0, p1, p2)) {
    recordWall(false);
    return null;
  }
  const wall = triangleCase(c0, c1, r, p0, p1, p2);
  const touch = wallTouch(wall);
  recordWall(true);
  if (touch === null) return null;
  const out = createTriangleContact();
  triangleContactAt(out, floorToDouble(touch), c0, c1, r, p0, p1, p2);
  out.status = wallStart(wall).status;
  return out;
}
