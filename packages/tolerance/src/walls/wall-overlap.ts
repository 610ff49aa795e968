/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The `exact` overlap of a ball standing still against a wall — is its
 * centre closer than `r` to the segment or triangle, exactly? — shared by
 * `overlap/` (the query) and `separate/` (its post-condition, asked again
 * after every push). The stages in order: the box filter (`wall-case.ts`),
 * the staged sign of `g(0)` (`segment-point.ts`, `triangle-point.ts`: the
 * double filter, the double-double stage, expansions) while the numbers are
 * in their range, else the exact last resort (`wall-rational.ts`).
 */
import type { Vec2, Vec3 } from '@swept/core';
import { STAGE_EXPANSION, STAGE_FILTER, type Stage } from '@swept/core/internal';
import { at, evaluate, loadSegmentPoint } from './segment-point.ts';
import { segmentInRange } from './segment-touch.ts';
import { at3, evaluate3, loadTrianglePoint, triangleInRange } from './triangle-point.ts';
import { segmentBoxApart, segmentCase, triangleBoxApart, triangleCase } from './wall-case.ts';
import { wallStart } from './wall-rational.ts';
import { resetWallStages, wallStage } from './wall-stages.ts';

/** The stage that settled the last {@link segmentOverlaps} / {@link triangleOverlaps}. */
export const settled: { stage: Stage } = { stage: STAGE_FILTER };

/** Whether the circle at `c` overlaps the segment (distance `< r`), exactly; `settled.stage` tells how it was settled. */
export function segmentOverlaps(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  if (segmentBoxApart(c, c, r, s0, s1)) {
    settled.stage = STAGE_FILTER;
    return false;
  }
  if (segmentInRange(c, c, r, s0, s1)) {
    // The sign of g(0) for a circle that stays put: the double filter, then expansions.
    resetWallStages();
    loadSegmentPoint(c, c, r, s0, s1);
    evaluate(0, false);
    settled.stage = wallStage();
    return at.g < 0;
  }
  settled.stage = STAGE_EXPANSION;
  return wallStart(segmentCase(c, c, r, s0, s1)).g < 0;
}

/** Whether the sphere at `c` overlaps the triangle (distance `< r`), exactly; `settled.stage` tells how it was settled. */
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
