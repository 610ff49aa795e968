import type { Vec2 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { TOI_MISS } from '../quadratic.ts';
import { checkCircleBox2 } from '../validate.ts';
import { roundedBoxCode } from '../walls/rounded-box.ts';

/**
 * Whether a moving circle (`c0 → c1`, radius `r`) and a moving box
 * (`b0 → b1`, half extents `hb`) touch at some `t ∈ [0, 1]`, exactly
 * (grazing a face or a corner, and starting in contact, count).
 *
 * @example
 * // A ball of radius 1 passing exactly 1 beside a box's face grazes it; one raw unit farther misses:
 * sweptCircleBox({ x: 3 * ONE, y: 9 * ONE }, { x: 3 * ONE, y: -9 * ONE }, ONE, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2 * ONE, y: 2 * ONE }) // true
 * sweptCircleBox({ x: 3 * ONE + 1, y: 9 * ONE }, { x: 3 * ONE + 1, y: -9 * ONE }, ONE, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2 * ONE, y: 2 * ONE }) // false
 */
export function sweptCircleBox(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  checkCircleBox2(c0, c1, r, b0, b1, hb);
  counter.count(false);
  const code = roundedBoxCode(c0.x - b0.x, c0.y - b0.y, c1.x - b1.x, c1.y - b1.y, hb.x, hb.y, r);
  return code !== TOI_MISS;
}
