import type { Vec2 } from '../types.ts';
import { checkCircleAtBox2 } from '../validate/shapes.ts';
import { roundedBoxSide2 } from '../walls/rounded-box.ts';

/**
 * Static overlap of a circle with a box: `true` iff the distance from `c` to
 * the box (centre `b`, half extents `hb`) is `< r` — strict: touching is not
 * overlapping — or, for `r = 0`, `c` lies strictly inside the box (a point
 * inside a box overlaps it, as a point inside a circle does).
 * `separateCircleBox` verifies its result with this very predicate.
 *
 * @example
 * circleBoxOverlap({ x: 3, y: 0 }, 1, { x: 0, y: 0 }, { x: 2, y: 2 }); // false: resting on the right face
 * circleBoxOverlap({ x: 2.5, y: 0 }, 1, { x: 0, y: 0 }, { x: 2, y: 2 }); // true
 */
export function circleBoxOverlap(c: Vec2, r: number, b: Vec2, hb: Vec2): boolean {
  checkCircleAtBox2(c, r, b, hb);
  return roundedBoxSide2(c.x - b.x, c.y - b.y, hb.x, hb.y, r) < 0;
}
