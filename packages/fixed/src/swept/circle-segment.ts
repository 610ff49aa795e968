import type { Vec2 } from '@swept/core';
import { checkCircleSegment } from '../validate.ts';
import { capsuleCode } from '../walls/capsule.ts';
import { countSettled } from '../walls/settled.ts';
import { MISS } from '../walls/wall-pieces.ts';

/**
 * Whether a circle moving `c0 → c1` (radius `r`) touches the segment
 * `s0 – s1` at some `t ∈ [0, 1]` (grazing counts), exactly: the centre's
 * path meets the capsule (the segment swept by the disc) for the given raw
 * values. No band, no epsilon.
 *
 * @example
 * // A ball of radius 1 rolling along y = 1 just reaches the end of the floor at x = 4:
 * sweptCircleSegment({ x: 6 * ONE, y: ONE }, { x: 10 * ONE, y: ONE }, ONE, { x: -4 * ONE, y: 0 }, { x: 4 * ONE, y: 0 }) // false
 * sweptCircleSegment({ x: 6 * ONE, y: ONE }, { x: 4 * ONE, y: ONE }, ONE, { x: -4 * ONE, y: 0 }, { x: 4 * ONE, y: 0 }) // true (at t = 1)
 */
export function sweptCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleSegment(c0, c1, r, s0, s1);
  const code = capsuleCode(c0, c1, r, s0, s1, true);
  countSettled();
  return code !== MISS;
}
