import { directionOrWallNormal } from '../closest/point-segment.ts';
import type { Vec2 } from '../types.ts';
import { checkCircleAtSegment } from '../validate/shapes.ts';
import { flushTiny, maxAbs2 } from '../vec.ts';
import { segmentMargin } from '../walls/capsule.ts';
import { leastPush } from './least-push.ts';
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
 * ulp of the largest magnitude involved, doubling each time, then is bisected
 * back to the least push the predicate accepts (`least-push.ts`), so the result
 * is at most an ulp or so beyond the least push out.
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
  // The end or the flat side is decided by the sign of m = w·(±e), with the
  // offset w = c − a from the segment's NEARER end a — never by comparing w·e
  // with |e|² from s0. Near s1 those two agree to all but their last bits:
  // their difference, (c − s1)·e, drowns in their roundings (~2^-53·|e|²). A
  // centre 1.4e-22 inside the flat side of a segment 0.3 long with slope 8e-8
  // (found by the fuzz) took the end s1 and went out along c − s1, which
  // leaned 8.4e-8 rad off the side's normal: r = 14 ended 3.5e-15·r short of
  // the line and was grown to 55 ulps past r.
  // Error band: w is rounded once per component and m is a two-term dot, so
  // m errs by at most ~2^-51·|w||e|, and the rounded e leans at most 2^-52 rad
  // off the segment. A branch taken on the wrong side of the perpendicular at
  // a therefore pushes along a direction within θ ≤ 2^-49 rad of the true one:
  // the end's direction w gains r·cos θ ≥ r(1 − 2^-99) off the line (the
  // side's normal gains ≥ r from a). The distance, |w| or |e × w|/|e|, errs by
  // a few ulps of |w| ≤ |e|/2 + distance, within the push's slack below. A
  // centre that rounds onto the line past a (c − s1 pointing back along the
  // segment: fuzz seed 303) has m > 0 and takes the side, as it should.
  const ee = ex * ex + ey * ey;
  const wx0 = cx - s0.x;
  const wy0 = cy - s0.y;
  const nearS1 = wx0 * ex + wy0 * ey > ee / 2;
  const wx = nearS1 ? cx - s1.x : wx0;
  const wy = nearS1 ? cy - s1.y : wy0;
  const m = nearS1 ? -(wx * ex + wy * ey) : wx * ex + wy * ey;
  const n = { x: 1, y: 0 };
  let distance: number;
  if (ee === 0 || m <= 0) {
    // Beyond the nearer end (from itself: a centre on it, v = 0, goes out
    // along the wall normal).
    distance = Math.sqrt(wx * wx + wy * wy);
    directionOrWallNormal(n, wx, wy, 0, 0, ex, ey);
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
 * Moves `(cx, cy)` along `n` by the least push from `depth` that `overlaps` says is out
 * (`leastPush`: up by ulps of `scale`, doubling, then bisected back).
 */
function pushOut(
  cx: number,
  cy: number,
  n: Vec2,
  depth: number,
  scale: number,
  overlaps: (x: number, y: number) => boolean,
): Vec2 {
  const at = (push: number): Vec2 => ({
    x: flushTiny(cx + n.x * push),
    y: flushTiny(cy + n.y * push),
  });
  const push = leastPush(depth, scale * ULP_FACTOR, (p) => {
    const q = at(p);
    return !overlaps(q.x, q.y);
  });
  return at(push);
}
