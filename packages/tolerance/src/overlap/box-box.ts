import type { Vec2 } from '@swept/core';
import { checkBoxesOverlap2, STAGE_FILTER, signOfSum } from '@swept/core/internal';
import { record } from '../exact/stats.ts';

/** `exact` overlap of two boxes: `|b − a|ᵢ < haᵢ + hbᵢ` on both axes, exactly. */
export function boxesOverlapExact(a: Vec2, ha: Vec2, b: Vec2, hb: Vec2): boolean {
  checkBoxesOverlap2(a, ha, b, hb);
  record(STAGE_FILTER);
  return overlapOnAxisExact(a.x, ha.x, b.x, hb.x) && overlapOnAxisExact(a.y, ha.y, b.y, hb.y);
}

/**
 * One axis of the boxes' overlap, exactly: the sign of `ha + hb − |b − a|`,
 * a sum of four doubles (`signOfSum`: Grow-Expansion), `|b − a|` taking the
 * sign of `b − a` from the exact comparison `b ≥ a`. Shared by the cuboids
 * and by the separations' post-condition.
 */
export function overlapOnAxisExact(a: number, ha: number, b: number, hb: number): boolean {
  return b >= a ? signOfSum(ha, hb, -b, a, 0) > 0 : signOfSum(ha, hb, b, -a, 0) > 0;
}
