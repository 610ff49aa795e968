import type { Separation2, Vec2 } from '@swept/core';
import { checkSeparateBoxes2 } from '@swept/core/internal';
import { separateBoxesExactly } from './slab-push.ts';

/**
 * `exact` separation of two boxes: along the exact axis of least
 * penetration, mass-weighted, until `|b − a|ᵢ ≥ haᵢ + hbᵢ` holds exactly
 * there (a few ulps beyond touching at most), so the exact overlap test of
 * the result is `false`. Boxes that do not overlap exactly come back
 * unchanged (as fresh objects).
 */
export function separateBoxesExact(
  a: Vec2,
  ha: Vec2,
  ma: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateBoxes2(a, ha, ma, b, hb, mb);
  return separateBoxesExactly(2, a, ha, ma, b, hb, mb);
}
