import type { TimeOfImpact3, Vec3 } from '@swept/core';
import { checkSwept3, contactAt3, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { MISS, sweptVerdict3, TOUCH } from '../exact/swept-verdict.ts';
import { firstTouch } from './first-touch.ts';

/** `exact` time of impact of two spheres; the 3D {@link circlesTimeOfImpactExact}. */
export function spheresTimeOfImpactExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): TimeOfImpact3 | null {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict3(a0, a1, ra, b0, b1, rb);
  if (verdict === MISS) {
    record(STAGE_FILTER);
    return null;
  }
  sweep.load3(a0, a1, ra, b0, b1, rb);
  let result: TimeOfImpact3 | null = null;
  // A touch the filter certified needs no second look.
  if (verdict === TOUCH || sweep.touches()) {
    const { t, status } = firstTouch();
    result = contactAt3(t, status, a0, a1, ra, b0, b1);
  }
  record(sweep.stage);
  return result;
}
