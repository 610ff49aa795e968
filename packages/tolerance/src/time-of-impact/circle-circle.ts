import type { TimeOfImpact2, Vec2 } from '@swept/core';
import { checkSwept2, contactAt2, STAGE_FILTER, sweptInRange2 } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { MISS, sweptVerdict2, TOUCH } from '../exact/swept-verdict.ts';
import { firstTouch } from './first-touch.ts';

/**
 * `exact` time of impact of two circles: `null` iff they never touch (decided
 * exactly); else the contract's result with `t` the largest double not after
 * the exact first touch `t*` (so the returned positions are never past the
 * contact) and `status` from the exact signs of `f(0)` and `Q`.
 */
export function circlesTimeOfImpactExact(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): TimeOfImpact2 | null {
  // The fast test here, the named check only on failure: a call of checkSwept2
  // alone measured ~15 % of this query (it is not inlined across the packages).
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) checkSwept2(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict2(a0, a1, ra, b0, b1, rb);
  if (verdict === MISS) {
    record(STAGE_FILTER);
    return null;
  }
  sweep.load2(a0, a1, ra, b0, b1, rb);
  let result: TimeOfImpact2 | null = null;
  // A touch the filter certified needs no second look.
  if (verdict === TOUCH || sweep.touches()) {
    const { t, status } = firstTouch();
    result = contactAt2(t, status, a0, a1, ra, b0, b1);
  }
  record(sweep.stage);
  return result;
}
