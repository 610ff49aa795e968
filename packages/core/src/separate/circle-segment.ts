import { segmentMargin } from '../overlap/circle-segment.ts';
import { directionOrWallNormal } from '../time-of-impact/circle-segment.ts';
import type { Vec2 } from '../types.ts';
import { checkCircleAtSegment } from '../validate.ts';
import { flushTiny, maxAbs2 } from '../vec.ts';
import { ULP_FACTOR } from './push-share.ts';

/**
 * Pushes a circle out of a static segment; returns its new centre (a fresh
 * object; the wall never moves, the inputs are not mutated).
 *
 * - Not overlapping (`circleSegmentOverlap` is `false`): the centre comes
 *   back unchanged.
 * - Overlapping: it moves along the normal from the segment's nearest point to
 *   `c` (on the segment itself: the left normal `(−ey, ex)/|e|`; for a segment
 *   of length 0, `(1, 0)`) by the depth `r − distance`.
 *
 * Post-condition: `circleSegmentOverlap(result, r, s0, s1)` is `false`,
 * always — the push is verified with that predicate, and while rounding
 * leaves the circle inside by a hair (the 3e-14 of seed 003), it grows by one
 * ulp of the largest magnitude involved, doubling each time, so the result is
 * at most a few ulps beyond the wall's surface.
 *
 * @example
 * // A ball (r = 1) sunk 0.25 into a floor at y = 0 is lifted onto it:
 * separateCircleSegment({ x: 3, y: 0.75 }, 1, { x: -10, y: 0 }, { x: 10, y: 0 }); // → { x: 3, y: 1 }
 */
export function separateCircleSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2 {
  checkCircleAtSegment(c, r, s0, s1);
  const { x: cx, y: cy } = c;
  const rr = r * r;
  if (!(segmentMargin(cx, cy, s0.x, s0.y, s1.x, s1.y, rr) < 0)) return { x: cx, y: cy };
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const ee = ex * ex + ey * ey;
  const wx = cx - s0.x;
  const wy = cy - s0.y;
  const m = wx * ex + wy * ey;
  const n = { x: 1, y: 0 };
  let distance: number;
  if (ee === 0 || m <= 0) {
    distance = Math.sqrt(wx * wx + wy * wy);
    directionOrWallNormal(n, wx, wy, 0, 0, ex, ey);
  } else if (m >= ee) {
    // w − e, not c − s1: the same rounded e that chose this branch, so a centre
    // that rounds onto s1 has v = 0 and goes out along the wall normal (c − s1
    // could point back along the segment, and the push would slide along it).
    const vx = wx - ex;
    const vy = wy - ey;
    distance = Math.sqrt(vx * vx + vy * vy);
    directionOrWallNormal(n, vx, vy, 0, 0, ex, ey);
  } else {
    const side = ex * wy - ey * wx;
    distance = Math.abs(side) / Math.sqrt(ee);
    directionOrWallNormal(n, side >= 0 ? -ey : ey, side >= 0 ? ex : -ex, 0, 0, ex, ey);
  }
  return pushOut(
    cx,
    cy,
    n,
    r - distance,
    Math.max(maxAbs2(c), maxAbs2(s0), maxAbs2(s1), r),
    (x, y) => segmentMargin(x, y, s0.x, s0.y, s1.x, s1.y, rr) < 0,
  );
}

/**
 * Moves `(cx, cy)` along `n` by `depth`, then by `depth` plus one ulp of
 * `scale`, doubling, until `overlaps` says it is out.
 */
function pushOut(
  cx: number,
  cy: number,
  n: Vec2,
  depth: number,
  scale: number,
  overlaps: (x: number, y: number) => boolean,
): Vec2 {
  let push = depth;
  for (let extra = scale * ULP_FACTOR; ; extra *= 2) {
    const x = flushTiny(cx + n.x * push);
    const y = flushTiny(cy + n.y * push);
    if (!overlaps(x, y)) return { x, y };
    push = depth + extra;
  }
}
