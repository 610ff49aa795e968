import type { TimeOfImpact3, Vec3 } from '@swept/core';
import { checkSwept3, contactAt3, contactAtInto3, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { MISS, sweptVerdict3, TOUCH } from '../exact/swept-verdict.ts';
import { firstTouch, touch } from './first-touch.ts';

/** `exact` time of impact of two spheres; the 3D {@link circlesTimeOfImpactExact}. */
export function spheresTimeOfImpactExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): TimeOfImpact3 | null {
  return touches3(a0, a1, ra, b0, b1, rb)
    ? contactAt3(touch.t, touch.status, a0, a1, ra, b0, b1)
    : null;
}

/** {@link spheresTimeOfImpactExact} into `out`; the 3D {@link circlesTimeOfImpactExactInto}. */
export function spheresTimeOfImpactExactInto(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  if (!touches3(a0, a1, ra, b0, b1, rb)) return false;
  contactAtInto3(out, touch.t, touch.status, a0, a1, ra, b0, b1);
  return true;
}

/** Whether the spheres touch, decided exactly; when they do, `touch` holds the first touch. */
function touches3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): boolean {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict3(a0, a1, ra, b0, b1, rb);
  if (verdict === MISS) {
    record(STAGE_FILTER);
    return false;
  }
  sweep.load3(a0, a1, ra, b0, b1, rb);
  // A touch the filter certified needs no second look.
  const touching = verdict === TOUCH || sweep.touches();
  if (touching) firstTouch();
  record(sweep.stage);
  return touching;
}
