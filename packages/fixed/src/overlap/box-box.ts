import type { Vec2 } from '@swept/core';
import { overlapOnAxis } from '@swept/core/internal';
import { counter } from '../exact/stats.ts';
import { checkBoxesOverlap2 } from '../validate.ts';

/**
 * Whether two axis-aligned boxes overlap (raw values), exactly:
 * `|b − a|ᵢ < haᵢ + hbᵢ` on both axes (strict: boxes touching along a face
 * or at a corner do not overlap). Integers below `2^32`: exact.
 *
 * @example boxesOverlap({ x: 0, y: 0 }, { x: ONE, y: ONE }, { x: 2 * ONE, y: 0 }, { x: ONE, y: ONE }) // false (touching)
 */
export function boxesOverlap(a: Vec2, ha: Vec2, b: Vec2, hb: Vec2): boolean {
  checkBoxesOverlap2(a, ha, b, hb);
  counter.count(false);
  return overlapOnAxis(a.x, ha.x, b.x, hb.x) && overlapOnAxis(a.y, ha.y, b.y, hb.y);
}
