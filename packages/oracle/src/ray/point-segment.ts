/**
 * Moving point vs segment, exactly: the smallest `t ∈ [0, 1]` with some
 * `u ∈ [0, 1]` and `p0 + t·d = s0 + u·e` (`d = p1 − p0`, `e = s1 − s0`).
 * Writing `w = s0 − p0`, Cramer's rule on `t·d − u·e = w` gives
 * `t = (w × e) / (d × e)` and `u = (w × d) / (d × e)` (HAKUHIN's
 * `t = (ab × ac) / (cd × ab)`). When `d × e = 0` the contract's parallel,
 * collinear and degenerate rules apply (`docs/contract.md`, "2.2 Moving point vs segment").
 */
import { add, cmp, div, neg, ONE, type Rat, sign, sub, ZERO } from '../rat.ts';
import { cross, dot, isZeroVec, type RVec, vsub } from '../vec.ts';

/** The exact first contact: time `t` along the motion and parameter `u` along the segment. */
export interface RaySegmentExact {
  t: Rat;
  u: Rat;
}

function inUnit(x: Rat): boolean {
  return sign(x) >= 0 && cmp(x, ONE) <= 0;
}

/** `null` iff the point never meets the segment during the step; else the first contact. */
export function raySegmentExact(p0: RVec, p1: RVec, s0: RVec, s1: RVec): RaySegmentExact | null {
  const d = vsub(p1, p0);
  const e = vsub(s1, s0);
  const w = vsub(s0, p0);
  const den = cross(d, e);
  if (sign(den) !== 0) {
    const t = div(cross(w, e), den);
    const u = div(cross(w, d), den);
    return inUnit(t) && inUnit(u) ? { t, u } : null;
  }
  const still = isZeroVec(d);
  const point = isZeroVec(e);
  if (still && point) return isZeroVec(w) ? { t: ZERO, u: ZERO } : null;
  if (point) {
    // The segment is the point s0: is it on the path p0 → p1, and when?
    if (sign(cross(w, d)) !== 0) return null;
    const t = div(dot(w, d), dot(d, d));
    return inUnit(t) ? { t, u: ZERO } : null;
  }
  // Parallel (or still): the point must be on the segment's line.
  if (sign(cross(w, e)) !== 0) return null;
  // Along the line the point sits at u(t) = u0 + t·k.
  const ee = dot(e, e);
  const u0 = div(neg(dot(w, e)), ee);
  if (inUnit(u0)) return { t: ZERO, u: u0 };
  if (still) return null;
  const k = div(dot(d, e), ee);
  // Entering through the nearer end: u = 0 from below, u = 1 from above.
  const end = sign(u0) < 0 ? ZERO : ONE;
  if (sign(sub(end, u0)) !== sign(k)) return null;
  const t = div(sub(end, u0), k);
  return cmp(t, ONE) <= 0 ? { t, u: end } : null;
}

/** The point-vs-segment scale `|p1 − p0|² + |s1 − s0|² + |s0 − p0|²` (`docs/contract.md`, "5. The variants and their accuracy"). */
export function raySegmentScale(p0: RVec, p1: RVec, s0: RVec, s1: RVec): Rat {
  const d = vsub(p1, p0);
  const e = vsub(s1, s0);
  const w = vsub(s0, p0);
  return add(add(dot(d, d), dot(e, e)), dot(w, w));
}
