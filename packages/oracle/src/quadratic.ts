/**
 * The motion model every swept question is asked of, exactly. With `C0 = b0 − a0`, `C1 = b1 − a1`, `D = C1 − C0`,
 * `r = ra + rb`, the squared gap is `f(t) = P t² + 2 Q t + R` with `P = D·D`,
 * `Q = C0·D`, `R = C0·C0 − r²` (`docs/contract.md`, "1. The model"); the bodies touch
 * at `t` iff `f(t) ≤ 0`. `f` is a convex parabola (or a line when `P = 0`), so
 * its minimum on `[0, 1]` is at an end or at the vertex `−Q/P`.
 */
import { ratFromDouble, ratFromRaw } from './double.ts';
import { add, cmp, div, mul, neg, ONE, type Rat, rat, sign, sub, ZERO } from './rat.ts';
import { dot, type RVec, type VecLike, vecFromDoubles, vecFromRaw, vsub } from './vec.ts';

/** Two moving round bodies, exactly: centres `a0 → a1` and `b0 → b1`, radii `ra`, `rb`. */
export interface SweptCase {
  a0: RVec;
  a1: RVec;
  ra: Rat;
  b0: RVec;
  b1: RVec;
  rb: Rat;
}

/** A case from double inputs, in the argument order of `sweptCircles` / `sweptSpheres`. */
export function sweptCaseFromDoubles(
  a0: VecLike,
  a1: VecLike,
  ra: number,
  b0: VecLike,
  b1: VecLike,
  rb: number,
): SweptCase {
  return {
    a0: vecFromDoubles(a0),
    a1: vecFromDoubles(a1),
    ra: ratFromDouble(ra),
    b0: vecFromDoubles(b0),
    b1: vecFromDoubles(b1),
    rb: ratFromDouble(rb),
  };
}

/** A case from Q16.16 raw inputs (as taken by @swept/fixed). */
export function sweptCaseFromRaw(
  a0: VecLike,
  a1: VecLike,
  ra: number,
  b0: VecLike,
  b1: VecLike,
  rb: number,
): SweptCase {
  return {
    a0: vecFromRaw(a0),
    a1: vecFromRaw(a1),
    ra: ratFromRaw(ra),
    b0: vecFromRaw(b0),
    b1: vecFromRaw(b1),
    rb: ratFromRaw(rb),
  };
}

/** The coefficients of `f(t) = P t² + 2 Q t + R` and the pieces they come from. */
export interface Coefficients {
  P: Rat;
  Q: Rat;
  R: Rat;
  C0: RVec;
  C1: RVec;
  r: Rat;
}

const cache = new WeakMap<SweptCase, Coefficients>();

/** `P`, `Q`, `R` of a case (memoised per case object; cases are treated as immutable). */
export function coefficients(c: SweptCase): Coefficients {
  const hit = cache.get(c);
  if (hit) return hit;
  const C0 = vsub(c.b0, c.a0);
  const C1 = vsub(c.b1, c.a1);
  const D = vsub(C1, C0);
  const r = add(c.ra, c.rb);
  const out = { P: dot(D, D), Q: dot(C0, D), R: sub(dot(C0, C0), mul(r, r)), C0, C1, r };
  cache.set(c, out);
  return out;
}

/** `f(t) = |C(t)|² − r²`, exactly. */
export function fAt(c: SweptCase, t: Rat): Rat {
  const { P, Q, R } = coefficients(c);
  return add(add(mul(mul(P, t), t), mul(mul(rat(2n), Q), t)), R);
}

/** The vertex `−Q/P` of `f`, or `null` when `P = 0` (no vertex). */
export function vertex(c: SweptCase): Rat | null {
  const { P, Q } = coefficients(c);
  return sign(P) === 0 ? null : div(neg(Q), P);
}

/** The minimum of `f` on `[0, 1]`, exactly (the vertex clamped to the interval). */
export function fMinExact(c: SweptCase): Rat {
  const v = vertex(c);
  if (v === null) {
    const f0 = fAt(c, ZERO);
    const f1 = fAt(c, ONE);
    return cmp(f0, f1) <= 0 ? f0 : f1;
  }
  const t = cmp(v, ZERO) < 0 ? ZERO : cmp(v, ONE) > 0 ? ONE : v;
  return fAt(c, t);
}
