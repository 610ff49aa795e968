import { createSegmentContact, type SegmentContact, type Vec2 } from '@swept/core';
import {
  checkCircleSegment,
  STAGE_EXPANSION,
  STAGE_FILTER,
  segmentContactAt,
} from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { NEVER, segmentFirstTouch, segmentInRange, touchStart } from '../walls/segment-touch.ts';
import { segmentBoxApart, segmentCase } from '../walls/wall-case.ts';
import { floorToDouble, wallStart, wallTouch } from '../walls/wall-rational.ts';
import { resetWallStages, wallStage } from '../walls/wall-stages.ts';

/**
 * `exact` time of impact of a circle with a segment: `null` iff they never
 * touch (decided exactly); else the contract's result with `t` the largest
 * double not after the exact first touch `t*` (so `c` is never past the
 * contact) and `status` from the exact sign of `g(0)` and its rate. `c`,
 * `u`, `point` and `normal` are the core's geometry at that `t`.
 *
 * Stages: the exact box filter; then signs at double times
 * (`walls/segment-touch.ts`: the double filter, then expansions); the exact
 * last resort (`walls/wall-rational.ts`) only for what those leave open.
 */
export function circleSegmentTimeOfImpactExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): SegmentContact | null {
  checkCircleSegment(c0, c1, r, s0, s1);
  if (segmentBoxApart(c0, c1, r, s0, s1)) {
    record(STAGE_FILTER);
    return null;
  }
  let t = Number.NaN;
  let status = touchStart.status;
  if (segmentInRange(c0, c1, r, s0, s1)) {
    resetWallStages();
    t = segmentFirstTouch(c0, c1, r, s0, s1);
    status = touchStart.status;
  }
  if (!Number.isNaN(t)) {
    record(wallStage());
    if (t === NEVER) return null;
  } else {
    const wall = segmentCase(c0, c1, r, s0, s1);
    const touch = wallTouch(wall);
    record(STAGE_EXPANSION);
    if (touch === null) return null;
    t = floorToDouble(touch);
    status = wallStart(wall).status;
  }
  const out = createSegmentContact();
  segmentContactAt(out, t, c0.x, c0.y, c1.x, c1.y, s0.x, s0.y, s1.x, s1.y);
  out.status = status;
  return out;
}
