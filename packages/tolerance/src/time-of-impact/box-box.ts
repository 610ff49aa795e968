import { createTimeOfImpact2, type TimeOfImpact2, type Vec2 } from '@swept/core';
import { checkBoxes2, setBoxContact2 } from '@swept/core/internal';
import { boxValues, exactContact, exactSlab, slabStage } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';

/**
 * `exact` time of impact of two boxes: `null` iff they never touch; else
 * `t` is the largest double not after the exact first touch `t*`, and the
 * status and the normal's axis (the last to start touching, x before y on
 * an exact tie; touching at the start, the least penetration) are exact.
 * `a`, `b`, `point` are the core's geometry at that `t` (`box-contact.ts`).
 */
export function boxesTimeOfImpactExact(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 | null {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  const touches = exactSlab(boxValues(2, a0, a1, ha, b0, b1, hb), 2);
  record(slabStage);
  if (!touches) return null;
  const out = createTimeOfImpact2();
  const { t, status, axis, sign } = exactContact;
  setBoxContact2(out, t, status, axis, sign, a0, a1, ha, b0, b1, hb);
  return out;
}
