import type { Vec3 } from '@swept/core';
import { checkBoxes3 } from '@swept/core/internal';
import { boxValues, exactSlab, slabStage } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';

/** `exact` swept test of two cuboids: some `t ∈ [0, 1]` touches on every axis, exactly. */
export function sweptCuboidsExact(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): boolean {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  const touches = exactSlab(boxValues(3, a0, a1, ha, b0, b1, hb), 3);
  record(slabStage);
  return touches;
}
