import type { Vec2 } from '@swept/core';
import { checkCircleSegment, STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { NEVER, segmentFirstTouch, segmentInRange } from '../walls/segment-touch.ts';
import { segmentBoxApart, segmentCase } from '../walls/wall-case.ts';
import { wallTouch } from '../walls/wall-rational.ts';
import { resetWallStages, wallStage } from '../walls/wall-stages.ts';

/**
 * `exact` swept test of a circle against a segment: `true` iff the distance
 * from `C(t)` to the segment is `≤ r` for some `t ∈ [0, 1]`, decided exactly
 * for the given doubles: far misses by the exact box filter, the rest by
 * signs at double times (`walls/segment-touch.ts`: the double filter, then
 * expansions), and what those leave open by the capsule's pieces in exact
 * arithmetic (`walls/wall-rational.ts`).
 */
export function sweptCircleSegmentExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): boolean {
  checkCircleSegment(c0, c1, r, s0, s1);
  if (segmentBoxApart(c0, c1, r, s0, s1)) {
    record(STAGE_FILTER);
    return false;
  }
  if (segmentInRange(c0, c1, r, s0, s1)) {
    resetWallStages();
    const t = segmentFirstTouch(c0, c1, r, s0, s1);
    if (!Number.isNaN(t)) {
      record(wallStage());
      return t !== NEVER;
    }
  }
  const touches = wallTouch(segmentCase(c0, c1, r, s0, s1)) !== null;
  record(STAGE_EXPANSION);
  return touches;
}
