import { segmentMargin } from '../overlap/circle-segment.ts';
import type { Vec2 } from '../types.ts';
import { checkCircleSegment } from '../wall-arguments.ts';

/**
 * Swept test of a moving circle against a static segment: `true` iff the
 * circle moving `c0 → c1` (radius `r`) touches the segment `s0–s1` at some
 * `t ∈ [0, 1]` (distance from the centre to the segment `≤ r`; grazing and
 * starting in contact count). The centre's path must enter the capsule, the
 * segment swept by a disc of radius `r`.
 *
 * Decided as "the distance between the path `c0–c1` and the segment is at
 * most `r`": the two segments cross, or one of the four end points lies within
 * `r` of the other segment. Every test compares products of coordinate
 * differences (degree 4 at most) and divides nothing, so where those products
 * are exact (differences that are integers times one power of two, below
 * 2^12 in units of that power) the answer is exact.
 *
 * A moving wall is the same question in the wall's frame: subtract the wall's
 * displacement `Δ` from the circle's motion (`c1 − Δ`).
 *
 * @example
 * // A ball (r = 1) falling from y = 5 to y = −5 through a floor at y = 0:
 * sweptCircleSegment({ x: 0, y: 5 }, { x: 0, y: -5 }, 1, { x: -10, y: 0 }, { x: 10, y: 0 }); // true
 */
export function sweptCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleSegment(c0, c1, r, s0, s1);
  return capsuleTouches(c0.x, c0.y, c1.x, c1.y, r * r, s0.x, s0.y, s1.x, s1.y);
}

/** {@link sweptCircleSegment} on components, unchecked (`rr = r²`). */
export function capsuleTouches(
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
  rr: number,
  s0x: number,
  s0y: number,
  s1x: number,
  s1y: number,
): boolean {
  const ex = s1x - s0x;
  const ey = s1y - s0y;
  const ax = c0x - s0x;
  const ay = c0y - s0y;
  const bx = c1x - s0x;
  const by = c1y - s0y;
  const ee = ex * ex + ey * ey;
  const limit = rr * ee;
  const h0 = ex * ay - ey * ax;
  const h1 = ex * by - ey * bx;
  if (capsuleApart(h0, h1, ax * ex + ay * ey, bx * ex + by * ey, ee, limit)) return false;
  if (
    segmentMargin(c0x, c0y, s0x, s0y, s1x, s1y, rr) <= 0 ||
    segmentMargin(c1x, c1y, s0x, s0y, s1x, s1y, rr) <= 0 ||
    segmentMargin(s0x, s0y, c0x, c0y, c1x, c1y, rr) <= 0 ||
    segmentMargin(s1x, s1y, c0x, c0y, c1x, c1y, rr) <= 0
  ) {
    return true;
  }
  // A proper crossing: each segment's ends strictly on opposite sides of the
  // other. (Touching and collinear cases put an end on the other segment,
  // at distance 0, and were found above.)
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const a = dx * (s0y - c0y) - dy * (s0x - c0x);
  const b = dx * (s1y - c0y) - dy * (s1x - c0x);
  return ((a < 0 && b > 0) || (a > 0 && b < 0)) && ((h0 < 0 && h1 > 0) || (h0 > 0 && h1 < 0));
}

/**
 * Cheap rejections of the capsule test, decided on the same squares as the
 * test itself (`limit = r²|e|²`): both ends of the path on one side of the
 * segment's line beyond `r` (`h = e × (c − s0)`), or both beyond the same end
 * farther than `r` along it (`m = (c − s0)·e`). Small, so that loops inline it.
 */
export function capsuleApart(
  h0: number,
  h1: number,
  m0: number,
  m1: number,
  ee: number,
  limit: number,
): boolean {
  if (h0 * h0 > limit && h1 * h1 > limit && h0 < 0 === h1 < 0) return true;
  if (m0 < 0 && m1 < 0 && m0 * m0 > limit && m1 * m1 > limit) return true;
  const n0 = m0 - ee;
  const n1 = m1 - ee;
  return n0 > 0 && n1 > 0 && n0 * n0 > limit && n1 * n1 > limit;
}
