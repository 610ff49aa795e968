import type { Vec2 } from '@swept/core';
import { checkCircleAtSegment, STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { at, evaluate, loadSegmentPoint } from '../segment-point.ts';
import { segmentInRange } from '../segment-touch.ts';
import { record } from '../stats.ts';
import { segmentBoxApart, segmentCase, settled } from '../wall-case.ts';
import { wallStart } from '../wall-rational.ts';
import { resetWallStages, wallStage } from '../wall-stages.ts';

/** {@link circleSegmentOverlapExact} without its argument check and count; `settled.stage` tells how it was settled. */
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

/**
 * `exact` overlap of a circle and a segment: `true` iff the distance from `c`
 * to the segment is `< r`, exactly for the given doubles.
 */
export function circleSegmentOverlapExact(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  const overlaps = segmentOverlaps(c, r, s0, s1);
  record(settled.stage);
  return overlaps;
}
