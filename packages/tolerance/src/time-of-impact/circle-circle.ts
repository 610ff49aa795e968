import type { TimeOfImpact2, Vec2 } from '@swept/core';
import {
  checkSwept2,
  contactAt2,
  contactAtInto2,
  STAGE_FILTER,
  sweptInRange2,
} from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import { MISS, sweptVerdict2, TOUCH } from '../exact/swept-verdict.ts';
import { firstTouch, touch } from './first-touch.ts';

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
  return touches2(a0, a1, ra, b0, b1, rb)
    ? contactAt2(touch.t, touch.status, a0, a1, ra, b0, b1)
    : null;
}

/**
 * {@link circlesTimeOfImpactExact} into `out` (a reused result, as the
 * scenes' narrow phase keeps one): `false`, `out` untouched, iff they never
 * touch.
 */
export function circlesTimeOfImpactExactInto(
  out: TimeOfImpact2,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  if (!touches2(a0, a1, ra, b0, b1, rb)) return false;
  contactAtInto2(out, touch.t, touch.status, a0, a1, ra, b0, b1);
  return true;
}

/** Whether the circles touch, decided exactly; when they do, `touch` holds the first touch. */
function touches2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): boolean {
  // The fast test here, the named check only on failure: a call of checkSwept2
  // alone measured ~15 % of this query (it is not inlined across the packages).
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) checkSwept2(a0, a1, ra, b0, b1, rb);
  const verdict = sweptVerdict2(a0, a1, ra, b0, b1, rb);
  if (verdict === MISS) {
    record(STAGE_FILTER);
    return false;
  }
  sweep.load2(a0, a1, ra, b0, b1, rb);
  // A touch the filter certified needs no second look.
  const touching = verdict === TOUCH || sweep.touches();
  if (touching) firstTouch();
  record(sweep.stage);
  return touching;
}
