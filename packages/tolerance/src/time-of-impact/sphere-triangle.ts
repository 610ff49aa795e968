import { createTriangleContact, type TriangleContact, type Vec3 } from '@swept/core';
import {
  checkSphereTriangle,
  STAGE_EXPANSION,
  STAGE_FILTER,
  triangleContactAt,
} from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { NEVER } from '../walls/touch-search.ts';
import { triangleInRange } from '../walls/triangle-point.ts';
import { triangleFirstTouch, triangleStart } from '../walls/triangle-touch.ts';
import { triangleBoxApart, triangleCase } from '../walls/wall-case.ts';
import { floorToDouble, wallStart, wallTouch } from '../walls/wall-rational.ts';
import { resetWallStages, wallStage } from '../walls/wall-stages.ts';

/**
 * `exact` time of impact of a sphere with a triangle: `null` iff they never
 * touch (decided exactly); else the contract's result with `t` the largest
 * double not after the exact first touch `t*` and `status` from the exact
 * sign of `g(0)` and its rate. `c`, `point` and `normal` are the core's
 * geometry at that `t`.
 *
 * Stages: the exact box filter; then signs at double times
 * (`walls/triangle-touch.ts`: the double filter, the double-double stage,
 * expansions); the exact last resort (`walls/wall-rational.ts`) only for what
 * those leave open.
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
    record(STAGE_FILTER);
    return null;
  }
  let t = Number.NaN;
  let status = triangleStart.status;
  if (triangleInRange(c0, c1, r, p0, p1, p2)) {
    resetWallStages();
    t = triangleFirstTouch(c0, c1, r, p0, p1, p2);
    status = triangleStart.status;
  }
  if (!Number.isNaN(t)) {
    record(wallStage());
    if (t === NEVER) return null;
  } else {
    const wall = triangleCase(c0, c1, r, p0, p1, p2);
    const touch = wallTouch(wall);
    record(STAGE_EXPANSION);
    if (touch === null) return null;
    t = floorToDouble(touch);
    status = wallStart(wall).status;
  }
  const out = createTriangleContact();
  triangleContactAt(out, t, c0, c1, r, p0, p1, p2);
  out.status = status;
  return out;
}
