import type { Vec2 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { checkCircleAtBox2 } from '../validate.ts';
import { roundedBoxSide } from '../walls/rounded-box.ts';

/**
 * Whether the circle at `c` (radius `r`) overlaps the box at `b` (half
 * extents `hb`), exactly: the distance from `c` to the box is `< r` (strict:
 * touching is not overlapping), or for `r = 0` `c` is strictly inside it.
 *
 * @example
 * circleBoxOverlap({ x: 3 * ONE, y: 0 }, ONE, { x: 0, y: 0 }, { x: 2 * ONE, y: 2 * ONE }) // false (touching)
 * circleBoxOverlap({ x: 3 * ONE - 1, y: 0 }, ONE, { x: 0, y: 0 }, { x: 2 * ONE, y: 2 * ONE }) // true
 */
export function circleBoxOverlap(c: Vec2, r: number, b: Vec2, hb: Vec2): boolean {
  checkCircleAtBox2(c, r, b, hb);
  counter.count(false);
  return roundedBoxSide(c.x - b.x, c.y - b.y, hb.x, hb.y, r) < 0;
}
