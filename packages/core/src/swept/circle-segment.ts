import type { Vec2 } from '../types.ts';
import { checkCircleSegment } from '../validate/shapes.ts';
import { circleSegmentTouches } from '../walls/capsule.ts';

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
  return circleSegmentTouches(c0, c1, r, s0, s1);
}
