import type { Vec2 } from '@swept/core';
import { foot, segmentFoot } from '../closest/point-segment.ts';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { checkCircleAtSegment } from '../validate.ts';
import { settled } from '../walls/settled.ts';
import { segmentOverlapRaw } from '../walls/wall-overlap.ts';
import { checkPushedInRange } from './range-edge.ts';
import { rawCopy } from './split-push.ts';

/**
 * Pushes a circle (centre `c`, radius `r`) out of the segment `s0 – s1`
 * (which never moves): the new centre, such that
 * `circleSegmentOverlap(result, r, s0, s1)` is `false` EXACTLY.
 *
 * A circle that overlaps moves along the normal from the segment's closest
 * point `q` (its end, or the foot on the line; a centre on the segment
 * moves along the left normal `(−ey, ex)`; on a point segment along
 * `(1, 0)`) to `q + r·n` rounded to the nearest raw values, then one raw
 * unit at a time along the normal's larger component until the exact test
 * clears (a unit or two at most). One that does not overlap comes back
 * unchanged (a copy).
 *
 * The range's edge: the segment never moves, so a push that would carry the
 * centre past ±(2^31 − 1) has no room (as against an immovable body in
 * `separateCircles`): a `RangeError` names `c` (`c cannot be separated from
 * the segment within the Q16.16 range ±2147483647: c.y would be … raw`).
 *
 * @example
 * // A ball of radius 1 sunk 0.25 into the floor y = 0 comes back to rest on it:
 * separateCircleSegment({ x: 0, y: 0.75 * ONE }, ONE, { x: -4 * ONE, y: 0 }, { x: 4 * ONE, y: 0 })
 * // { x: 0, y: 65536 }
 */
export function separateCircleSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2 {
  checkCircleAtSegment(c, r, s0, s1);
  const wx = c.x - s0.x;
  const wy = c.y - s0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const overlaps = segmentOverlapRaw(wx, wy, ex, ey, r);
  // One count per query: the limb stage in any of its overlap tests counts once.
  let usedLimbs = settled.limbs;
  if (!overlaps) {
    counter.count(usedLimbs);
    return rawCopy(c);
  }
  segmentFoot(wx, wy, 0, 0, ex, ey, 0);
  // The closest point q, relative to s0 (a double), and the direction n from it.
  let qx = 0;
  let qy = 0;
  let nx: number;
  let ny: number;
  if (foot.region === 0) {
    qx = ex * foot.lambda;
    qy = ey * foot.lambda;
    nx = -ey * foot.side;
    ny = ex * foot.side;
  } else {
    if (foot.region > 0) {
      qx = ex;
      qy = ey;
    }
    nx = wx - qx;
    ny = wy - qy;
  }
  if (nx === 0 && ny === 0) {
    // On the segment: its left normal; a point segment: (1, 0).
    nx = ex === 0 && ey === 0 ? 1 : -ey;
    ny = ex === 0 && ey === 0 ? 0 : ex;
  }
  const len = Math.sqrt(nx * nx + ny * ny);
  let tx = roundHalfAway(qx + (r * nx) / len);
  let ty = roundHalfAway(qy + (r * ny) / len);
  while (segmentOverlapRaw(tx, ty, ex, ey, r)) {
    usedLimbs ||= settled.limbs;
    if (Math.abs(nx) >= Math.abs(ny)) tx += nx < 0 ? -1 : 1;
    else ty += ny < 0 ? -1 : 1;
  }
  const pushed = rawCopy({ x: s0.x + tx, y: s0.y + ty });
  checkPushedInRange(pushed, 'the segment');
  usedLimbs ||= settled.limbs;
  counter.count(usedLimbs);
  return pushed;
}
