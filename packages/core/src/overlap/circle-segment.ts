import type { Vec2 } from '../types.ts';
import { checkCircleAtSegment } from '../validate/shapes.ts';
import { segmentMargin } from '../walls/capsule.ts';

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
