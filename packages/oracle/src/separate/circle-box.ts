/**
 * The separation post-condition of a circle pushed off a box, judged exactly:
 * after, they do not overlap; a pair that did not overlap came back unchanged;
 * one that did ends no further apart than touching plus `slack` (the gap
 * `d(W) ≤ r + slack`, measured by the signed gap `d² − r² ≤ slack·(2r + slack)`).
 */
import { add, cmp, mul, type Rat, rat, sign } from '../rat.ts';
import { isZeroVec, type RVec, vsub } from '../vec.ts';
import { circleBoxGap } from '../walls/rounded-box.ts';
import type { SeparationVerdict } from './circle-segment.ts';

/** Judges a push of the circle `c → c2` and the box `b → b2` apart (radius `r`, half extents `hb`). */
export function circleBoxSeparationVerdict(
  before: { c: RVec; b: RVec },
  after: { c: RVec; b: RVec },
  r: Rat,
  hb: RVec,
  slack: Rat,
): SeparationVerdict {
  const was = circleBoxGap(vsub(before.c, before.b), r, hb);
  const now = circleBoxGap(vsub(after.c, after.b), r, hb);
  if (sign(was) >= 0) {
    return isZeroVec(vsub(after.c, before.c)) && isZeroVec(vsub(after.b, before.b))
      ? { ok: true }
      : { ok: false, reason: 'moved a pair that did not overlap' };
  }
  if (sign(now) < 0) return { ok: false, reason: 'still overlapping' };
  const limit = mul(slack, add(mul(rat(2), r), slack));
  if (cmp(now, limit) > 0) return { ok: false, reason: 'pushed further than touching + slack' };
  return { ok: true };
}
