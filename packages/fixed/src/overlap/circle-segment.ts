import type { Vec2 } from '@swept/core';
import { checkCircleAtSegment } from '../validate.ts';
import { countSettled } from '../walls/settled.ts';
import { segmentOverlapRaw } from '../walls/wall-overlap.ts';

/**
 * Whether the circle at `c` (radius `r`) overlaps the segment `s0 – s1`:
 * `distance(c, segment) < r`, exactly (strict: touching is not overlapping).
 *
 * @example
 * circleSegmentOverlap({ x: 0, y: ONE }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // false (touching)
 * circleSegmentOverlap({ x: 0, y: ONE - 1 }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // true
 */
export function circleSegmentOverlap(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  const overlaps = segmentOverlapRaw(c.x - s0.x, c.y - s0.y, s1.x - s0.x, s1.y - s0.y, r);
  countSettled();
  return overlaps;
}
