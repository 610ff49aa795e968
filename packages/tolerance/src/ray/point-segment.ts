/**
 * `ray/`: `raySegment` under `exact` (this file) and the two filters that
 * round its `t` and `u` down; band policies answer it as the core does.
 *
 * `exact` moving point vs segment. With `d = p1 − p0`, `e = s1 − s0`,
 * `w = s0 − p0`, Cramer's rule on `t·d − u·e = w` gives `t = (w × e)/(d × e)`
 * and `u = (w × d)/(d × e)` (HAKUHIN's `t = (ab × ac) / (cd × ab)`).
 *
 * Filter: a miss in general position is decided by the signs of five
 * values — `den = d × e`, `tn = t·(d × e) = w × e`, `un = u·(d × e) = w × d`,
 * and `(t − 1)·(d × e) = (s0 − p1) × e = tn − den`,
 * `(u − 1)·(d × e) = (s1 − p0) × d = un − den` (exact identities, since
 * `s0 − p1 = w − d` and `s1 − p0 = w + e`), each taken with the sign of
 * `den`. Error bound (`u = 2^-53`): a cross `a × b` is computed as
 * `fl(p − q)`, `p = fl(ax·by)`, `q = fl(ay·bx)`, from rounded differences,
 * so each exact monomial `|Ax·By|` is at most `|p|/(1 − u)³` and the error
 * is at most `u·|p − q| + γ3·(|Ax·By| + |Ay·Bx|) < 4.01u·P` with
 * `P = |p| + |q|`. A derived `tn − den` (or `un − den`) adds the two
 * errors and one rounding of at most `u·(|tn| + |den|) ≤ 1.01u·(Pt + Pd)`:
 * below `5.02u·(Pt + Pd)`. So a sign is certain once its value exceeds
 * `K·P = 8u·P` (`K·(Pt + Pd)` for a derived one), computed as
 * `fl(K·fl(|p| + |q|)) ≥ 8u(1 − u)·P` (and the sum of two such bounds,
 * `≥ 8u(1 − u)²·(Pt + Pd)`). Nothing underflows: every nonzero difference
 * of inputs is a multiple of 2^-252, so a nonzero product is at least
 * 2^-504; a zero `P` means both products, hence the exact cross, are zero
 * (a difference of doubles rounds to zero only when it is zero), and a zero
 * bound then leaves that sign doubtful, as it must. The filter is written
 * out in {@link raySegmentExact} itself, after the argument check, so the
 * coordinates are loaded once and a miss costs no further call.
 *
 * Opposite signs: when a cross's two products have opposite signs (or one
 * is zero and the other not), the cross's sign is certain without a bound.
 * A difference of in-range doubles rounds to a double of the same sign, and
 * to zero only when it is zero (rounding is monotone; `0` is a double), so
 * `sign(dx) = sign(Dx)` for the exact difference `Dx`; a nonzero rounded
 * difference is at least 2^-252 in magnitude, so a product of two is at
 * least 2^-504 (above the smallest normal 2^-1022 and a double: it neither
 * underflows to 0 nor changes sign), and `sign(p) = sign(Dx·Ey)`; then
 * `Dx·Ey − Dy·Ex` with `Dx·Ey > 0 ≥ Dy·Ex` is positive, and so is
 * `fl(p − q) ≥ p > 0` (mirrored for the other sign). (Inputs outside 2^±200
 * would break the middle step: a product of two differences near 2^-600
 * underflows to 0.) The filter does not use this: the derived signs
 * `tn − den` and `un − den` need both crosses' full error bounds whatever
 * the signs of their products, so every bound is computed anyway, and
 * testing the products' signs first would only add a branch (argued, not
 * measured; BENCHMARKS.md).
 *
 * When all five are certain, so is a hit, whose `t` and `u` are then rounded down
 * by the double-double quotient of `quotient-filter.ts`, or, when that is
 * doubtful, with the double-double filter of `cross-filter.ts` in a
 * search. Doubtful signs, parallel and
 * degenerate motion go to the exact stage: the same cross and dot products
 * as floating-point expansions of the exact input differences
 * (`exact/exact-terms.ts`), which also rounds `t` and `u` down to doubles (the
 * largest double not after the exact ratio, by the exact sign of
 * `n − t·d` at each double tried).
 */
import type { RaySegmentHit, Vec2 } from '@swept/core';
import {
  checkRaySegment,
  expansionEstimate,
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
} from '@swept/core/internal';
import { largestDoubleAtOrBefore } from '../double.ts';
import {
  add,
  atOrBeforeRatio,
  compare,
  constant,
  difference,
  dot,
  Exact,
  negate,
} from '../exact/exact-terms.ts';
import { record } from '../exact/stats.ts';
import { CROSS_DOUBT, crossSign, loadCross } from './cross-filter.ts';
import { floorQuotient, loadQuotients, QUOTIENT_DOUBT, TN_AT, UN_AT } from './quotient-filter.ts';

/** `8u`, `u = 2^-53`: the filter's relative bound (header). */
const K = 2 ** -50;

/** An exact 2D vector of input differences. */
type Pair = [Exact, Exact];

function differencePair(a: Vec2, b: Vec2): Pair {
  const x = new Exact();
  const y = new Exact();
  difference(a.x, b.x, x);
  difference(a.y, b.y, y);
  return [x, y];
}

/** `u × v = ux·vy − uy·vx`, exactly. */
function cross(u: Pair, v: Pair): Exact {
  const minusX = new Exact();
  negate(v[0], minusX);
  const out = new Exact(16);
  dot(u, [v[1], minusX], 2, null, out);
  return out;
}

/** `u · v`, exactly. */
function inner(u: Pair, v: Pair): Exact {
  const out = new Exact(16);
  dot(u, v, 2, null, out);
  return out;
}

/** `−e` as a new value. */
function minus(e: Exact): Exact {
  const out = new Exact(e.n);
  negate(e, out);
  return out;
}

/** The largest double not above `n / d`, for exact `0 ≤ n ≤ d`, `d > 0`. */
function floorRatio(n: Exact, d: Exact): number {
  const guess = expansionEstimate(n.v, n.n) / expansionEstimate(d.v, d.n);
  return largestDoubleAtOrBefore((t) => atOrBeforeRatio(t, n, d), guess);
}

/** The unit vector along `(x, y)` (never the zero vector here). */
function unit(x: number, y: number): Vec2 {
  const m = Math.max(Math.abs(x), Math.abs(y));
  const sx = x / m;
  const sy = y / m;
  const length = Math.sqrt(sx * sx + sy * sy);
  return { x: sx / length, y: sy / length };
}

// The last filter run's `den`, `tn`, `un`, in a typed array: module-level
// `let`s holding doubles are boxed anew on every write (an allocation per
// call, measured as most of this query's overhead over the core).
const last = new Float64Array(3);
const DEN = 0;
const TN = 1;
const UN = 2;

/** The first contact as exact ratios `t = tn/td`, `u = un/ud`, or null. */
interface ExactHit {
  tn: Exact;
  td: Exact;
  un: Exact;
  ud: Exact;
}

const ZERO = constant(0);
const ONE = constant(1);

function solveExactly(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): ExactHit | null {
  const d = differencePair(p1, p0);
  const e = differencePair(s1, s0);
  const w = differencePair(s0, p0);
  let den = cross(d, e);
  if (den.sign() !== 0) {
    let tn = cross(w, e);
    let un = cross(w, d);
    if (den.sign() < 0) {
      den = minus(den);
      tn = minus(tn);
      un = minus(un);
    }
    if (tn.sign() < 0 || compare(tn, den) > 0 || un.sign() < 0 || compare(un, den) > 0) {
      return null;
    }
    return { tn, td: den, un, ud: den };
  }
  const dd = inner(d, d);
  const ee = inner(e, e);
  const minusWe = minus(inner(w, e));
  if (dd.sign() === 0) {
    // The point stands still: a hit at t = 0 iff it lies on the segment.
    if (ee.sign() === 0) {
      return w[0].sign() === 0 && w[1].sign() === 0
        ? { tn: ZERO, td: ONE, un: ZERO, ud: ONE }
        : null;
    }
    if (cross(w, e).sign() !== 0 || minusWe.sign() < 0 || compare(minusWe, ee) > 0) return null;
    return { tn: ZERO, td: ONE, un: minusWe, ud: ee };
  }
  // The point moves parallel to the segment: it must travel on its line;
  // the segment's ends are then reached at times ts0/dd and ts1/dd.
  if (cross(w, d).sign() !== 0) return null;
  const ts0 = inner(w, d);
  const ts1 = new Exact(32);
  add(ts0, inner(e, d), 1, ts1);
  const ts0First = compare(ts0, ts1) < 0;
  const lo = ts0First ? ts0 : ts1;
  const hi = ts0First ? ts1 : ts0;
  if (hi.sign() < 0 || compare(lo, dd) > 0) return null;
  // Already on the segment at the start: u from the projection of p0.
  if (lo.sign() <= 0) {
    return ee.sign() === 0
      ? { tn: ZERO, td: ONE, un: ZERO, ud: ONE }
      : { tn: ZERO, td: ONE, un: minusWe, ud: ee };
  }
  return { tn: lo, td: dd, un: compare(lo, ts0) === 0 ? ZERO : ONE, ud: ONE };
}

/**
 * The contract's normal: the segment's unit normal facing `p0`'s side, or,
 * with `p0` on the segment's line, facing against the motion, else the left
 * normal `(−ey, ex)/|e|`; a degenerate segment faces against the motion
 * (`(1, 0)` when the point does not move either) — the core's choices, with
 * the side decided exactly.
 */
function facingNormal(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): Vec2 {
  // A difference of two doubles is zero exactly when they are equal.
  if (s1.x === s0.x && s1.y === s0.y) {
    if (p1.x === p0.x && p1.y === p0.y) return { x: 1, y: 0 };
    return unit(p0.x - p1.x, p0.y - p1.y);
  }
  const e = differencePair(s1, s0);
  // side = (−ey, ex)·(p0 − s0) = w × e; facing = (−ey, ex)·d = −(d × e).
  const side = cross(differencePair(s0, p0), e).sign();
  const flip = side < 0 || (side === 0 && cross(differencePair(p1, p0), e).sign() < 0);
  const fx = s1.x - s0.x;
  const fy = s1.y - s0.y;
  return flip ? unit(fy, -fx) : unit(-fy, fx);
}

const ORIGIN: Vec2 = { x: 0, y: 0 };

/** The hit {@link roundHit} is rounding (module state: no closures per call). */
const rounding: {
  p0: Vec2;
  p1: Vec2;
  s0: Vec2;
  s1: Vec2;
  sigma: number;
  exact: ExactHit | null;
} = { p0: ORIGIN, p1: ORIGIN, s0: ORIGIN, s1: ORIGIN, sigma: 1, exact: null };

/** The rounded hit's exact solution, computed the first time it is needed. */
function roundingExactly(): ExactHit {
  const r = rounding;
  r.exact ??= solveExactly(r.p0, r.p1, r.s0, r.s1)!;
  return r.exact;
}

/** `t ≤ t*`  ⇔  σ·((p(t) − s0) × e) ≤ 0 (with that cross product loaded). */
function tAtOrBefore(t: number): boolean {
  const s = crossSign(t);
  if (s !== CROSS_DOUBT) return rounding.sigma * s <= 0;
  const { tn: n, td: d } = roundingExactly();
  return atOrBeforeRatio(t, n, d);
}

/** `u ≤ u*`  ⇔  σ·((s(u) − p0) × d) ≥ 0 (with that cross product loaded). */
function uAtOrBefore(u: number): boolean {
  const s = crossSign(u);
  if (s !== CROSS_DOUBT) return rounding.sigma * s >= 0;
  const { un: n, ud: d } = roundingExactly();
  return atOrBeforeRatio(u, n, d);
}

/**
 * A certain hit in general position: `t` and `u` rounded down from the
 * double-double quotient (`quotient-filter.ts`); a parameter on a double,
 * or within that quotient's error bound of one, is searched for with the
 * double-double cross filter (`cross-filter.ts`), falling back to the exact
 * stage only within ~2^-44 ulps of a double; the normal's side is
 * the sign of `w × e`, certified by the first filter. Records the stage it
 * needed.
 */
function roundHit(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit {
  const den = last[DEN]!;
  const tn = last[TN]!;
  const un = last[UN]!;
  const sigma = den < 0 ? -1 : 1;
  loadQuotients(p0, p1, s0, s1);
  let t = floorQuotient(TN_AT, sigma);
  let u = floorQuotient(UN_AT, sigma);
  rounding.exact = null;
  if (t === QUOTIENT_DOUBT || u === QUOTIENT_DOUBT) {
    rounding.p0 = p0;
    rounding.p1 = p1;
    rounding.s0 = s0;
    rounding.s1 = s1;
    rounding.sigma = sigma;
  }
  if (t === QUOTIENT_DOUBT) {
    loadCross(s0.x, s0.y, p0.x, p0.y, p1.x, p1.y, s0.x, s0.y, s1.x, s1.y);
    t = largestDoubleAtOrBefore(tAtOrBefore, tn / den);
  }
  if (u === QUOTIENT_DOUBT) {
    loadCross(p0.x, p0.y, s0.x, s0.y, s1.x, s1.y, p0.x, p0.y, p1.x, p1.y);
    u = largestDoubleAtOrBefore(uAtOrBefore, un / den);
  }
  record(rounding.exact === null ? STAGE_DOUBLE_DOUBLE : STAGE_EXPANSION);
  // side = (−ey, ex)·(p0 − s0) = w × e = tn, certified (> bound) by the filter.
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  return {
    t,
    u,
    point: { x: p0.x + t * (p1.x - p0.x), y: p0.y + t * (p1.y - p0.y) },
    normal: tn < 0 ? unit(ey, -ex) : unit(-ey, ex),
  };
}

/**
 * `exact` moving point vs segment: `null` iff the point never meets the
 * segment during the step (decided exactly, with the contract's parallel,
 * collinear and degenerate rules); else `t` and `u` are the largest doubles
 * not after the exact first contact's parameters, `point = p0 + t·(p1 − p0)`.
 */
export function raySegmentExact(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null {
  checkRaySegment(p0, p1, s0, s1);
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = s0.x - p0.x;
  const wy = s0.y - p0.y;
  // Each cross is certain beyond K times its own monomials' magnitude (header).
  let p = dx * ey;
  let q = dy * ex;
  const den = p - q;
  const denBound = K * (Math.abs(p) + Math.abs(q));
  // `den`'s sign without a branch (0 for 0: then `size` is 0, never above
  // the bound, and the exact stage decides).
  const flip = Math.sign(den);
  const size = flip * den;
  if (size > denBound) {
    p = wx * ey;
    q = wy * ex;
    const tn = p - q;
    const tBound = K * (Math.abs(p) + Math.abs(q));
    const t0 = flip * tn;
    // (t − 1)·(d × e) = (w − d) × e = tn − den and (u − 1)·(d × e) =
    // (w + e) × d = un − den are identities, so the last two signs come from
    // a subtraction each (error: the header's). Each certain miss returns
    // as soon as it is seen (most pairs miss).
    if (t0 < -tBound || t0 - size > tBound + denBound) {
      record(STAGE_FILTER);
      return null;
    }
    p = wx * dy;
    q = wy * dx;
    const un = p - q;
    const uBound = K * (Math.abs(p) + Math.abs(q));
    const u0 = flip * un;
    if (u0 < -uBound || u0 - size > uBound + denBound) {
      record(STAGE_FILTER);
      return null;
    }
    if (
      t0 > tBound &&
      t0 - size < -(tBound + denBound) &&
      u0 > uBound &&
      u0 - size < -(uBound + denBound)
    ) {
      last[DEN] = den;
      last[TN] = tn;
      last[UN] = un;
      return roundHit(p0, p1, s0, s1);
    }
  }
  return solvedExactly(p0, p1, s0, s1);
}

/** The exact stage: doubtful signs, parallel and degenerate motion. */
function solvedExactly(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null {
  record(STAGE_EXPANSION);
  const hit = solveExactly(p0, p1, s0, s1);
  if (hit === null) return null;
  const t = floorRatio(hit.tn, hit.td);
  return {
    t,
    u: floorRatio(hit.un, hit.ud),
    point: { x: p0.x + t * (p1.x - p0.x), y: p0.y + t * (p1.y - p0.y) },
    normal: facingNormal(p0, p1, s0, s1),
  };
}
