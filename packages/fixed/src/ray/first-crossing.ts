/**
 * The decision of a moving point `p0 → p1` against a segment `s0 → s1`, on
 * exact scalars: doubles when every one is an integer below 2^53, limbs
 * (`limbs.ts`) otherwise. The logic only takes signs of scalars and of their
 * differences, so one kernel serves both representations; each supplies its
 * exact {@link Arithmetic}.
 *
 * With `d = p1 − p0`, `e = s1 − s0`, `w = s0 − p0`, Cramer's rule on
 * `t·d − u·e = w` gives `t = (w × e)/(d × e)`, `u = (w × d)/(d × e)`
 * (the HAKUHIN article). Along the segment's line the point sits at
 * `u(t) = (u0 + t·(u1 − u0))/(e·e)` with `u0 = (p0 − s0)·e`, `u1 = (p1 − s0)·e`.
 */

export interface SegmentScalars<T> {
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

/** What the kernel needs of a representation, all exact. */
export interface Arithmetic<T> {
  /** The sign of `x`: −1, 0 or 1. */
  sign(x: T): number;
  /** The sign of `a − b`. */
  compare(a: T, b: T): number;
  /** `floor(65536·|n|/|d|)` for `|n| ≤ |d|`, `d ≠ 0`. */
  ratio(n: T, d: T): number;
}

/** Where the point first meets the segment: raw `t` and `u`, written by {@link firstCrossing}. */
export const crossing = { t: 0, u: 0 };

/** Whether the point meets the segment for some `t, u ∈ [0, 1]`; the smallest `t` goes to {@link crossing}. */
export function firstCrossing<T>(s: SegmentScalars<T>, a: Arithmetic<T>): boolean {
  const { cross, side, wxd } = s;
  const c = a.sign(cross);
  if (c !== 0) {
    // Crossing lines: t = side/cross and u = wxd/cross must both lie in [0, 1].
    const outside =
      c > 0
        ? a.sign(side) < 0 ||
          a.compare(side, cross) > 0 ||
          a.sign(wxd) < 0 ||
          a.compare(wxd, cross) > 0
        : a.sign(side) > 0 ||
          a.compare(side, cross) < 0 ||
          a.sign(wxd) > 0 ||
          a.compare(wxd, cross) < 0;
    if (outside) return false;
    crossing.t = a.ratio(side, cross);
    crossing.u = a.ratio(wxd, cross);
    return true;
  }
  if (s.pointSegment) {
    // The segment is the point s0: on the motion's line, between p0 and p1.
    if (a.sign(wxd) !== 0) return false;
    if (s.still) {
      if (!s.startsAtS0) return false;
      crossing.t = 0;
    } else {
      if (a.sign(s.wd) < 0 || a.compare(s.wd, s.dd) > 0) return false;
      crossing.t = a.ratio(s.wd, s.dd);
    }
    crossing.u = 0;
    return true;
  }
  // Parallel or still: only a point on the segment's line can hit.
  if (a.sign(side) !== 0) return false;
  const { ee, u0, u1 } = s;
  const s0 = a.sign(u0);
  if (s0 >= 0 && a.sign(s.u0MinusEe) <= 0) {
    crossing.t = 0;
    crossing.u = a.ratio(u0, ee);
    return true;
  }
  if (s0 < 0) {
    // Before s0: enters through u = 0 at t = −u0/(u1 − u0) if it gets there by t = 1.
    if (a.sign(u1) < 0) return false;
    crossing.t = a.ratio(u0, s.de);
    crossing.u = 0;
    return true;
  }
  // Beyond s1: enters through u = 1 at t = (u0 − ee)/(u0 − u1) if it gets there by t = 1.
  if (a.compare(u1, ee) > 0) return false;
  crossing.t = a.ratio(s.u0MinusEe, s.de);
  crossing.u = 65536;
  return true;
}
