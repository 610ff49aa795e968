import type { Vec3 } from '@swept/core';
import { checkSwept3, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { DOUBT, sweptVerdict3, TOUCH } from '../exact/swept-verdict.ts';

/** `exact` swept test of two spheres; the 3D {@link sweptCirclesExact}. */
export function sweptSpheresExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict3(a0, a1, ra, b0, b1, rb);
  if (verdict !== DOUBT) {
    record(STAGE_FILTER);
    return verdict === TOUCH;
  }
  sweep.load3(a0, a1, ra, b0, b1, rb);
  const touches = sweep.touches();
  record(sweep.stage);
  return touches;
}
