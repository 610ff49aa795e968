import type { Vec3 } from '@swept/core';
import { checkSphereAtTriangle, STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../stats.ts';
import { at3, evaluate3, loadTrianglePoint, triangleInRange } from '../triangle-point.ts';
import { settled, triangleBoxApart, triangleCase } from '../wall-case.ts';
import { wallStart } from '../wall-rational.ts';
import { resetWallStages, wallStage } from '../wall-stages.ts';

/** {@link sphereTriangleOverlapExact} without its argument check and count; `settled.stage` tells how it was settled. */
export function triangleOverlaps(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  if (triangleBoxApart(c, c, r, p0, p1, p2)) {
    settled.stage = STAGE_FILTER;
    return false;
  }
  if (triangleInRange(c, c, r, p0, p1, p2)) {
    // The sign of g(0) for a sphere that stays put: the double filter, the double-double stage, expansions.
    resetWallStages();
    loadTrianglePoint(c, c, r, p0, p1, p2);
    evaluate3(0, false);
    settled.stage = wallStage();
    return at3.g < 0;
  }
  settled.stage = STAGE_EXPANSION;
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
  record(settled.stage);
  return overlaps;
}
