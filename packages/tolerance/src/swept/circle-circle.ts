import type { Vec2 } from '@swept/core';
import { checkSwept2, STAGE_FILTER, sweptInRange2 } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { DOUBT, sweptVerdict2, TOUCH } from '../exact/swept-verdict.ts';

/**
 * `exact` swept test of two circles: `true` iff `f(t) ≤ 0` for some
 * `t ∈ [0, 1]`, decided exactly for the given doubles (see `exact/sweep.ts`).
 * Bad arguments get the core's `RangeError` (its named argument check).
 */
export function sweptCirclesExact(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  // The fast test here, the named check only on failure: a call of checkSwept2
  // alone measured ~15 % of this query (it is not inlined across the packages).
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) checkSwept2(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict2(a0, a1, ra, b0, b1, rb);
  if (verdict !== DOUBT) {
    record(STAGE_FILTER);
    return verdict === TOUCH;
  }
  sweep.load2(a0, a1, ra, b0, b1, rb);
  const touches = sweep.touches();
  record(sweep.stage);
  return touches;
}
