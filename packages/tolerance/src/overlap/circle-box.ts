import type { Vec2 } from '@swept/core';
import { checkCircleAtBox2, STAGE_EXPANSION } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { circleBoxOverlaps } from '../walls/rounded-box.ts';

/**
 * `exact` overlap of a circle and a box: `true` iff the distance from `c` to
 * the box is `< r` (for `r = 0`: `c` strictly inside the box), exactly for
 * the given doubles.
 */
export function circleBoxOverlapExact(c: Vec2, r: number, b: Vec2, hb: Vec2): boolean {
  checkCircleAtBox2(c, r, b, hb);
  const overlaps = circleBoxOverlaps(c, r, b, hb);
  record(STAGE_EXPANSION);
  return overlaps;
}
