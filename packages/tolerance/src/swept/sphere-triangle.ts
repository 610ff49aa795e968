import type { Vec3 } from '@swept/core';
import { checkSphereTriangle, STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { NEVER } from '../walls/touch-search.ts';
import { triangleInRange } from '../walls/triangle-point.ts';
import { triangleFirstTouch } from '../walls/triangle-touch.ts';
import { triangleBoxApart, triangleCase } from '../walls/wall-case.ts';
import { wallTouch } from '../walls/wall-rational.ts';
import { resetWallStages, wallStage } from '../walls/wall-stages.ts';

/**
 * `exact` swept test of a sphere against a triangle: `true` iff the distance
 * from `C(t)` to the triangle is `≤ r` for some `t ∈ [0, 1]`, decided
 * exactly for the given doubles: far misses by the exact box filter, the
 * rest by signs at double times (`walls/triangle-touch.ts`: the double filter,
 * the double-double stage, expansions), and what those leave open by the
 * rounded slab's pieces in exact arithmetic (`walls/wall-rational.ts`).
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
    record(STAGE_FILTER);
    return false;
  }
  if (triangleInRange(c0, c1, r, p0, p1, p2)) {
    resetWallStages();
    const t = triangleFirstTouch(c0, c1, r, p0, p1, p2);
    if (!Number.isNaN(t)) {
      record(wallStage());
      return t !== NEVER;
    }
  }
  const touches = wallTouch(triangleCase(c0, c1, r, p0, p1, p2)) !== null;
  record(STAGE_EXPANSION);
  return touches;
}
