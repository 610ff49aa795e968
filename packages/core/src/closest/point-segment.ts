/**
 * A point against a segment: its squared distance, and the unit vector from
 * the segment's nearest point to it (the contract's wall normal when the
 * point lies on the segment). Shared by the circle–segment time of impact
 * and push-out.
 */
import type { Vec2 } from '../types.ts';
import { setUnit2 } from '../vec.ts';

/**
 * The unit vector along `(x, y)` (from the nearest point to the centre); when
 * that is zero (the centre lies on the segment), the contract's wall normal:
 * facing against the motion `d`, the left normal when `d` is zero or along the
 * segment, `−d/|d|` (or `(1, 0)`) for a segment of length 0.
 */
export function directionOrWallNormal(
  out: Vec2,
  x: number,
  y: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
): Vec2 {
  if (x !== 0 || y !== 0) return setUnit2(out, x, y);
  if (ex === 0 && ey === 0) return setUnit2(out, -dx, -dy);
  // Left normal (−ey, ex); its rate along the motion is (−ey, ex)·d.
  const facing = ex * dy - ey * dx;
  return facing > 0 ? setUnit2(out, ey, -ex) : setUnit2(out, -ey, ex);
}

/** `distance(w, segment 0 → e)²` (`ee = |e|²`), relative to the segment's start. */
export function segmentDistanceSquared(
  wx: number,
  wy: number,
  ex: number,
  ey: number,
  ee: number,
): number {
  const m = wx * ex + wy * ey;
  if (ee === 0 || m <= 0) return wx * wx + wy * wy;
  if (m >= ee) {
    const qx = wx - ex;
    const qy = wy - ey;
    return qx * qx + qy * qy;
  }
  const h = ex * wy - ey * wx;
  return (h * h) / ee;
}
