import type { Vec2 } from '../types.ts';
import { checkCircleAtSegment } from '../validate.ts';

/**
 * Static overlap of a circle with a segment: `true` iff the distance from
 * `c` to the segment `s0–s1` is `< r` (strict: touching is not overlapping).
 *
 * Decided on squares without dividing (see `segmentMargin`), so it is
 * exact wherever those products are. `separateCircleSegment` verifies its
 * result with this very predicate.
 *
 * @example
 * circleSegmentOverlap({ x: 0, y: 1 }, 1, { x: -10, y: 0 }, { x: 10, y: 0 }); // false: resting on it
 * circleSegmentOverlap({ x: 0, y: 0.5 }, 1, { x: -10, y: 0 }, { x: 10, y: 0 }); // true
 */
export function circleSegmentOverlap(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  return segmentMargin(c.x, c.y, s0.x, s0.y, s1.x, s1.y, r * r) < 0;
}

/**
 * A number with the sign of `distance(p, segment a–b)² − rr`, unchecked:
 * beyond an end, `|p − end|² − rr`; over the segment, `(v × w)² − rr·|v|²`
 * (the squared distance to the line times `|v|² > 0`). No division.
 */
export function segmentMargin(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  rr: number,
): number {
  const vx = bx - ax;
  const vy = by - ay;
  const wx = px - ax;
  const wy = py - ay;
  const m = wx * vx + wy * vy;
  if (m <= 0) return wx * wx + wy * wy - rr;
  const vv = vx * vx + vy * vy;
  if (m >= vv) {
    const qx = px - bx;
    const qy = py - by;
    return qx * qx + qy * qy - rr;
  }
  const cr = vx * wy - vy * wx;
  return cr * cr - rr * vv;
}
