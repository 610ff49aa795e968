/**
 * The separation post-condition of a wall push-out, judged exactly: the
 * returned centre does not overlap the wall, a centre that did not overlap
 * came back unchanged, and one that did moved no further than the wall's
 * surface plus `slack`: `distance ≤ r + slack`, i.e.
 * `distance² − r² ≤ slack·(2r + slack)`.
 */

import { wallMargin } from '../overlap/circle-segment.ts';
import { add, cmp, mul, type Rat, rat, sign } from '../rat.ts';
import { isZeroVec, type RVec, vsub } from '../vec.ts';

export interface SeparationVerdict {
  /** The post-condition holds: not overlapping after, unchanged if apart before, not pushed too far. */
  ok: boolean;
  /** Why not, when `ok` is false. */
  reason?: string;
}

/** Judges a push-out of the circle or sphere at `before` to `after` against `wall` (2 or 3 corners). */
export function separationVerdict(
  before: RVec,
  after: RVec,
  r: Rat,
  wall: readonly RVec[],
  slack: Rat,
): SeparationVerdict {
  const was = wallMargin(before, r, wall);
  const now = wallMargin(after, r, wall);
  if (sign(was) >= 0) {
    return isZeroVec(vsub(after, before))
      ? { ok: true }
      : { ok: false, reason: 'moved a circle that did not overlap' };
  }
  if (sign(now) < 0) return { ok: false, reason: 'still overlaps the wall' };
  const limit = mul(slack, add(mul(rat(2), r), slack));
  if (cmp(now, limit) > 0) return { ok: false, reason: 'pushed further than r + slack' };
  return { ok: true };
}
