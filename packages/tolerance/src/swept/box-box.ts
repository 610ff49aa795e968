import type { Vec2 } from '@swept/core';
import { checkBoxes2 } from '@swept/core/internal';
import { boxValues, exactSlab, slabStage } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';

/**
 * `exact` swept test of two boxes: `true` iff `|B(t) − A(t)|ᵢ ≤ haᵢ + hbᵢ`
 * on both axes at some `t ∈ [0, 1]`, exactly for the given doubles (the
 * slab kernel in `exact/slab.ts`).
 */
export function sweptBoxesExact(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  const touches = exactSlab(boxValues(2, a0, a1, ha, b0, b1, hb), 2);
  record(slabStage);
  return touches;
}
