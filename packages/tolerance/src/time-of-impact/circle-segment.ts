import { createSegmentContact, type SegmentContact, type Vec2 } from '@swept/core';
import { checkCircleSegment, segmentContactAt } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { segmentBoxApart, segmentCase } from '../wall-case.ts';
import { floorToDouble, wallStart, wallTouch } from '../wall-rational.ts';

/**
 * `exact` time of impact of a circle with a segment: `null` iff they never
 * touch (decided exactly); else the contract's result with `t` the largest
 * double not after the exact first touch `t*` (so `c` is never past the
 * contact) and `status` from the exact sign of `g(0)` and its rate. `c`,
 * `u`, `point` and `normal` are the core's geometry at that `t`.
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
    recordWall(false);
    return null;
  }
  const wall = segmentCase(c0, c1, r, s0, s1);
  const touch = wallTouch(wall);
  recordWall(true);
  if (touch === null) return null;
  const out = createSegmentContact();
  segmentContactAt(out, floorToDouble(touch), c0.x, c0.y, c1.x, c1.y, s0.x, s0.y, s1.x, s1.y);
  out.status = wallStart(wall).status;
  return out;
}
