import { type Separation2, separateCircles, type Vec2 } from '@swept/core';
import { checkSeparate2 } from '@swept/core/internal';
import {
  overlapStage,
  overlapsExactly2,
  pushStageNeeded,
  startPush,
  stillOverlaps2,
} from '../exact/overlap-decision.ts';
import { record } from '../exact/stats.ts';
import { pushApart } from './push-apart.ts';

/**
 * `exact` separation of two circles: the core's mass-weighted push, with the
 * post-condition in exact arithmetic — `|b − a| ≥ ra + rb` holds exactly for
 * the returned positions, so the exact overlap test is `false`. Positions
 * that do not overlap exactly come back unchanged (as fresh objects).
 */
export function separateCirclesExact(
  a: Vec2,
  ra: number,
  ma: number,
  b: Vec2,
  rb: number,
  mb: number,
): Separation2 {
  checkSeparate2(a, ra, ma, b, rb, mb);
  if (!overlapsExactly2(a, ra, b, rb)) {
    record(overlapStage);
    return { a: { x: a.x, y: a.y }, b: { x: b.x, y: b.y } };
  }
  startPush(ra, rb, overlapStage);
  const result = pushApart(separateCircles, stillOverlaps2, a, ra, ma, b, rb, mb, 0);
  record(pushStageNeeded());
  return result;
}
