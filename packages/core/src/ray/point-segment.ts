import type { RaySegmentHit, Vec2 } from '../types.ts';
import { checkRaySegment } from '../validate/shapes.ts';
import { flushTiny, setUnit2 } from '../vec.ts';

/**
 * Moving point vs segment: the point moves `p0 → p1` over the step, the
 * segment `s0 → s1` stands still. `null` iff no `t ∈ [0, 1]`, `u ∈ [0, 1]`
 * give `p0 + t·(p1 − p0) = s0 + u·(s1 − s0)`; else the smallest such `t` with
 * its `u`, the contact `point` and the segment's unit `normal` facing the
 * point's start side (`normal·(p0 − s0) ≥ 0`; if `p0` is on the segment's
 * line, facing against the motion; if that is zero too, the left normal
 * `(−ey, ex)/|e|` of `e = s1 − s0`).
 *
 * Edge cases (the contract's): collinear motion along the segment gives the
 * first `t` at which the point is on it; a degenerate segment (`s0 = s1`) is
 * a point, whose normal faces against the motion (`(1, 0)` when the point
 * does not move either); a point that does not move hits at `t = 0` iff it
 * lies on the segment.
 *
 * The HAKUHIN article derives `t = (ab × ac) / (cd × ab)` — "time = distance / speed".
 * Here both parameters come from one denominator, `d × e` with
 * `d = p1 − p0`, and the range tests `0 ≤ t, u ≤ 1` are made on the
 * numerators before dividing, so a hit never depends on a rounded quotient.
 *
 * @example
 * // A bullet crossing a wall from left to right:
 * raySegment({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 4, y: -5 }, { x: 4, y: 5 });
 * // → { t: 0.4, u: 0.5, point: { x: 4, y: 0 }, normal: { x: -1, y: 0 } }
 */
export function raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null {
  checkRaySegment(p0, p1, s0, s1);
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = s0.x - p0.x;
  const wy = s0.y - p0.y;
  // p0 + t·d = s0 + u·e  ⇔  t·d − u·e = w; crossing with e and with d:
  // t = (w × e)/(d × e), u = (w × d)/(d × e).
  let den = dx * ey - dy * ex;
  let t: number;
  let u: number;
  if (den !== 0) {
    let tn = wx * ey - wy * ex;
    let un = wx * dy - wy * dx;
    if (den < 0) {
      den = -den;
      tn = -tn;
      un = -un;
    }
    if (tn < 0 || tn > den || un < 0 || un > den) return null;
    t = tn / den;
    u = un / den;
  } else {
    // Parallel motion (or a degenerate motion or segment).
    const dd = dx * dx + dy * dy;
    const ee = ex * ex + ey * ey;
    if (dd === 0) {
      // The point stands still: a hit at t = 0 iff it lies on the segment.
      if (ee === 0) {
        if (wx !== 0 || wy !== 0) return null;
        u = 0;
      } else {
        if (wx * ey - wy * ex !== 0) return null;
        const un = -(wx * ex + wy * ey); // (p0 − s0)·e
        if (un < 0 || un > ee) return null;
        u = un / ee;
      }
      t = 0;
    } else {
      // The point moves: it must travel on the segment's line, then the
      // segment is the interval of times [ts0, ts1] (in units of dd).
      if (wx * dy - wy * dx !== 0) return null;
      const ts0 = wx * dx + wy * dy;
      const ts1 = ts0 + (ex * dx + ey * dy);
      const lo = Math.min(ts0, ts1);
      const hi = Math.max(ts0, ts1);
      if (hi < 0 || lo > dd) return null;
      if (lo <= 0) {
        // Already on the segment at the start.
        t = 0;
        u = ee === 0 ? 0 : clamp01(-(wx * ex + wy * ey) / ee);
      } else {
        t = lo / dd;
        u = lo === ts0 ? 0 : 1;
      }
    }
  }
  return {
    // `+ 0` turns a −0 (from a negated zero numerator) into 0.
    t: t + 0,
    u: u + 0,
    point: { x: flushTiny(p0.x + t * dx), y: flushTiny(p0.y + t * dy) },
    normal: facingNormal({ x: 0, y: 0 }, dx, dy, ex, ey, wx, wy),
  };
}

function clamp01(x: number): number {
  return Math.min(Math.max(x, 0), 1);
}

/**
 * The segment normal the contract asks for, written into `out`: the unit
 * left normal `(−ey, ex)/|e|`, flipped to face `p0` (`p0 − s0 = −w`), or,
 * with `p0` on the line, to face against the motion `d`.
 */
function facingNormal(
  out: Vec2,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  wx: number,
  wy: number,
): Vec2 {
  if (ex === 0 && ey === 0) return setUnit2(out, -dx, -dy);
  // side = (−ey, ex)·(p0 − s0) = ey·wx − ex·wy; facing = (−ey, ex)·d.
  const side = ey * wx - ex * wy;
  const flip = side < 0 || (side === 0 && ey * dx - ex * dy < 0);
  return flip ? setUnit2(out, ey, -ex) : setUnit2(out, -ey, ex);
}
