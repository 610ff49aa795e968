import { createTimeOfImpact3, type TimeOfImpact3, type Vec3 } from '@swept/core';
import { checkBoxes3, setBoxContact3 } from '@swept/core/internal';
import { boxValues, exactContact, exactSlab, slabStage } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';

/** `exact` time of impact of two cuboids: `boxesTimeOfImpactExact`'s rules in three axes. */
export function cuboidsTimeOfImpactExact(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): TimeOfImpact3 | null {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  const touches = exactSlab(boxValues(3, a0, a1, ha, b0, b1, hb), 3);
  record(slabStage);
  if (!touches) return null;
  const out = createTimeOfImpact3();
  const { t, status, axis, sign } = exactContact;
  setBoxContact3(out, t, status, axis, sign, a0, a1, ha, b0, b1, hb);
  return out;
}
