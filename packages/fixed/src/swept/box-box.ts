import type { Vec2 } from '@swept/core';
import { boxesRawTime } from '../time-of-impact/box-box.ts';
import { checkBoxes2 } from '../validate.ts';

/**
 * Whether two moving axis-aligned boxes (raw centres `a0 → a1`, `b0 → b1`,
 * raw half extents `ha`, `hb`) touch at some `t ∈ [0, 1]`, exactly: the
 * slab method on raw integers, every comparison an exact sign (see
 * `time-of-impact/box-contact.ts`). A graze along a face or a corner touch
 * counts. No band, no epsilon.
 *
 * @example sweptBoxes({ x: 0, y: 0 }, { x: 10 * ONE, y: 0 }, { x: ONE, y: ONE }, { x: 5 * ONE, y: 2 * ONE }, { x: 5 * ONE, y: 2 * ONE }, { x: ONE, y: ONE }) // true (a graze along the top face)
 */
export function sweptBoxes(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): boolean {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  return boxesRawTime(a0, a1, ha, b0, b1, hb) >= 0;
}
