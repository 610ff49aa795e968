/**
 * The decision of a moving point `p0 → p1` against a segment `s0 → s1`, on
 * exact scalars: doubles when every one is an integer below 2^53, BigInt
 * otherwise. The logic only compares scalars (JavaScript compares numbers
 * and BigInts alike, and mixes them with `0` exactly), so one kernel serves
 * both representations; each supplies its own exact `ratio`.
 *
 * With `d = p1 − p0`, `e = s1 − s0`, `w = s0 − p0`, Cramer's rule on
 * `t·d − u·e = w` gives `t = (w × e)/(d × e)`, `u = (w × d)/(d × e)`
 * (the HAKUHIN article). Along the segment's line the point sits at
 * `u(t) = (u0 + t·(u1 − u0))/(e·e)` with `u0 = (p0 − s0)·e`, `u1 = (p1 − s0)·e`.
 */

export interface SegmentScalars<T extends number | bigint> {
  /** `d × e`: zero when the motion is parallel to the segment (or either is a point). */
  cross: T;
  /** `w × e = e × (p0 − s0)`: which side of the segment's line `p0` starts on. */
  side: T;
  /** `w × d`. */
  wxd: T;
  /** `w·d` and `d·d`: where `s0` lies along the motion (point segments). */
  wd: T;
  dd: T;
  /** `e·e`, `u0`, `u1`, `u1 − u0 = d·e` and `u0 − e·e` (collinear motion). */
  ee: T;
  u0: T;
  u1: T;
  de: T;
  u0MinusEe: T;
  /** `s0 = s1`, `p0 = p1`, `s0 = p0`. */
  pointSegment: boolean;
  still: boolean;
  startsAtS0: boolean;
}

/** `floor(65536·|n|/|d|)` for `|n| ≤ |d|`, `d ≠ 0`, exactly. */
export type Ratio<T> = (n: T, d: T) => number;

/** Where the first contact is: raw `t` and `u`, written by {@link segmentContact}. */
export const contact = { t: 0, u: 0 };

/** Whether the point meets the segment for some `t, u ∈ [0, 1]`; the smallest `t` goes to {@link contact}. */
export function segmentContact<T extends number | bigint>(
  s: SegmentScalars<T>,
  ratio: Ratio<T>,
): boolean {
  const { cross, side, wxd } = s;
  if (cross > 0 || cross < 0) {
    // Crossing lines: t = side/cross and u = wxd/cross must both lie in [0, 1].
    const outside =
      cross > 0
        ? side < 0 || side > cross || wxd < 0 || wxd > cross
        : side > 0 || side < cross || wxd > 0 || wxd < cross;
    if (outside) return false;
    contact.t = ratio(side, cross);
    contact.u = ratio(wxd, cross);
    return true;
  }
  if (s.pointSegment) {
    // The segment is the point s0: on the motion's line, between p0 and p1.
    if (wxd > 0 || wxd < 0) return false;
    if (s.still) {
      if (!s.startsAtS0) return false;
      contact.t = 0;
    } else {
      if (s.wd < 0 || s.wd > s.dd) return false;
      contact.t = ratio(s.wd, s.dd);
    }
    contact.u = 0;
    return true;
  }
  // Parallel or still: only a point on the segment's line can hit.
  if (side > 0 || side < 0) return false;
  const { ee, u0, u1 } = s;
  if (u0 >= 0 && s.u0MinusEe <= 0) {
    contact.t = 0;
    contact.u = ratio(u0, ee);
    return true;
  }
  if (u0 < 0) {
    // Before s0: enters through u = 0 at t = −u0/(u1 − u0) if it gets there by t = 1.
    if (u1 < 0) return false;
    contact.t = ratio(u0, s.de);
    contact.u = 0;
    return true;
  }
  // Beyond s1: enters through u = 1 at t = (u0 − ee)/(u0 − u1) if it gets there by t = 1.
  if (u1 > ee) return false;
  contact.t = ratio(s.u0MinusEe, s.de);
  contact.u = 65536;
  return true;
}
