/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * A point moving along a path, `P(τ) = A + τ·(B − A)`, against a segment
 * `S0–S1`, at one double `τ`: the Voronoi region of the segment that holds
 * `P` (its start corner, its end corner, or its flat side), the sign of
 * `g = distance(P, segment)² − r²`, the sign of its rate along the path, and
 * the side of the segment's line. The `exact` circle–segment queries
 * (`segment-touch.ts`) ask these at `τ = 0`, `1` and near the first touch;
 * the same questions with the roles swapped (a corner of the wall against
 * the circle's path) bound the closest approach. Everything is a sign of a
 * polynomial of degree at most 4 in the input differences (and 2 in `τ`):
 * no square root, no division.
 *
 * With `W0 = P − S0`, `W1 = P − S1`, `d = B − A`, `e = S1 − S0`:
 *
 * - region: the start corner when `e = 0` or `W0·e ≤ 0`; else the end
 *   corner when `W1·e ≥ 0`; else the flat side (the closed Voronoi regions of
 *   a segment; on a boundary both features give the same distance and rate);
 * - `g` at a corner `Sj`: `|Wj|² − r²`; on the flat side `|e|²` times it,
 *   `h² − r²|e|²` with `h = W0 × e` (Lagrange's identity);
 * - the rate's sign `(P − closest point)·d`: at a corner `Wj·d`; on the flat
 *   side `h·(d × e)/|e|²` (Lagrange again), whose sign is `sign(h)·sign(d × e)`.
 *
 * **Range (the guard).** These stages are used only when every input is 0
 * or has a magnitude in `[2^-100, 2^100]` and `τ` is 0 or in `[2^-100, 1]`
 * ({@link inRange}, {@link timeInRange}); the callers send anything else to
 * the exact last resort. Then every input and `τ` is a multiple of `2^-152`
 * (a double's last bit is 52 places below its leading one), so every exact
 * monomial of the polynomials above (at most four input factors and two `τ`
 * factors) that is not zero is a multiple of `2^-912` and, in magnitude,
 * below `2^420`.
 *
 * **Stage 1, the double filter.** Each quantity is evaluated in doubles as
 * written, one rounding per operation, at most 7 operations deep, with its
 * magnitude, and decided by the rule of `wall-stages.ts` (a value beyond
 * `±2^-49·M`); in range no rounded value underflows (a sum or product of
 * multiples of a power of two `G ≥ 2^-912` that is not zero is a normal
 * multiple of `G`) or overflows. `g` near a root then goes to the
 * double-double stage (`exact/bounded-double-double.ts`).
 *
 * **Stage 3, exact.** A doubtful sign is recomputed in floating-point
 * expansions (`exact/exact-terms.ts`) from the exact input differences (TwoDiff
 * pairs): every component is a multiple of `2^-912` and below `2^996`, so
 * every TwoProduct inside is exact (`expansion.ts`' conditions), and the
 * largest component carries the sign.
 */
import type { Vec2 } from '@swept/core';
import { STAGE_DOUBLE_DOUBLE, STAGE_FILTER, type Stage } from '@swept/core/internal';
import {
  Bounded,
  boundedAdd,
  boundedDifference,
  boundedExact,
  boundedMultiply,
  boundedScale,
  boundedSign,
} from '../exact/bounded-double-double.ts';
import {
  add,
  compare,
  difference,
  dot,
  Exact,
  negate,
  product,
  scale,
} from '../exact/exact-terms.ts';
import { certain, used } from './wall-stages.ts';

/** The point lies in the start corner's region (or the segment is a point). */
export const START = 0;
/** The point lies in the end corner's region. */
export const END = 1;
/** The point projects onto the segment's interior or onto its flat side. */
export const SIDE = 2;

const LOW = 2 ** -100;
const HIGH = 2 ** 100;
const { abs } = Math;

/** `x` is 0 or has a magnitude in `[2^-100, 2^100]`: the stages' range. */
export function inRange(x: number): boolean {
  const m = abs(x);
  return m === 0 || (m >= LOW && m <= HIGH);
}

/** `τ` is 0 or in `[2^-100, 1]`: the stages' range for a time. */
export function timeInRange(tau: number): boolean {
  return tau === 0 || (tau >= LOW && tau <= 1);
}

// The loaded query: path A → B, segment S0 → S1, radius r.
let ax = 0;
let ay = 0;
let bx = 0;
let by = 0;
let s0x = 0;
let s0y = 0;
let s1x = 0;
let s1y = 0;
let rad = 0;

/** Loads a path `a → b`, a radius and a segment (all in range). */
export function loadSegmentPoint(a: Vec2, b: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  ax = a.x;
  ay = a.y;
  bx = b.x;
  by = b.y;
  s0x = s0.x;
  s0y = s0.y;
  s1x = s1.x;
  s1y = s1.y;
  rad = r;
  prepared = Number.NaN;
}

/** The answers of the last {@link evaluate}. */
export const at: { region: number; g: number; slope: number } = {
  region: START,
  g: 0,
  slope: 0,
};

// The filter's values at the last τ (doubles, and their magnitudes).
let w0x = 0;
let w0y = 0;
let mw0x = 0;
let mw0y = 0;
let dx = 0;
let dy = 0;
let mdx = 0;
let mdy = 0;
let ex = 0;
let ey = 0;
let mex = 0;
let mey = 0;
let w1x = 0;
let w1y = 0;
let mw1x = 0;
let mw1y = 0;

/**
 * Evaluates the loaded query at `τ` (in range) into {@link at}: the region,
 * the sign of `g` and, when `withSlope`, the sign of its rate.
 */
export function evaluate(tau: number, withSlope: boolean): void {
  dx = bx - ax;
  dy = by - ay;
  mdx = abs(ax) + abs(bx);
  mdy = abs(ay) + abs(by);
  // W0 = (A − S0) + τ·d: 3 operations deep.
  w0x = ax - s0x + tau * dx;
  w0y = ay - s0y + tau * dy;
  mw0x = abs(ax) + abs(s0x) + tau * mdx;
  mw0y = abs(ay) + abs(s0y) + tau * mdy;
  ex = s1x - s0x;
  ey = s1y - s0y;
  mex = abs(s0x) + abs(s1x);
  mey = abs(s0y) + abs(s1y);
  let region = START;
  if (ex !== 0 || ey !== 0) {
    // W0·e: 5 deep.
    let s = certain(w0x * ex + w0y * ey, mw0x * mex + mw0y * mey);
    if (Number.isNaN(s)) s = exactDot(tau, 0, E_);
    if (s > 0) {
      w1x = ax - s1x + tau * dx;
      w1y = ay - s1y + tau * dy;
      mw1x = abs(ax) + abs(s1x) + tau * mdx;
      mw1y = abs(ay) + abs(s1y) + tau * mdy;
      s = certain(w1x * ex + w1y * ey, mw1x * mex + mw1y * mey);
      if (Number.isNaN(s)) s = exactDot(tau, 1, E_);
      region = s >= 0 ? END : SIDE;
      if (region === END) {
        at.region = END;
        at.g = cornerG(tau, 1);
        at.slope = withSlope ? cornerSlope(tau, 1, w1x, w1y, mw1x, mw1y) : 0;
        return;
      }
    }
  }
  at.region = region;
  if (region === START) {
    at.g = cornerG(tau, 0);
    at.slope = withSlope ? cornerSlope(tau, 0, w0x, w0y, mw0x, mw0y) : 0;
    return;
  }
  // h = W0 × e: 5 deep; h² − r²·|e|²: 7 deep.
  const h = w0x * ey - w0y * ex;
  const mh = mw0x * mey + mw0y * mex;
  let sg = certain(
    h * h - rad * rad * (ex * ex + ey * ey),
    mh * mh + rad * rad * (mex * mex + mey * mey),
  );
  if (Number.isNaN(sg)) sg = ddSideG(tau);
  if (Number.isNaN(sg)) sg = exactSideG(tau);
  at.g = sg;
  if (!withSlope) {
    at.slope = 0;
    return;
  }
  let sh = certain(w0x * ey - w0y * ex, mw0x * mey + mw0y * mex);
  if (Number.isNaN(sh)) sh = exactCross(tau, H_);
  let sde = certain(dx * ey - dy * ex, mdx * mey + mdy * mex);
  if (Number.isNaN(sde)) sde = exactCross(tau, DE_);
  at.slope = sh * sde;
}

/**
 * The sign of `d × e` (`d = B − A`; `dot` false) or of `d · e` (`dot` true):
 * `d × e = 0` when the motion is parallel to the segment (or either is
 * zero), so `f²` can be constant on an interval; `d · e` says which way
 * along it. (3 operations deep.)
 */
export function motionSign(dot: boolean): number {
  const exl = s1x - s0x;
  const eyl = s1y - s0y;
  const mx = (abs(ax) + abs(bx)) * (abs(s0x) + abs(s1x));
  const my = (abs(ay) + abs(by)) * (abs(s0y) + abs(s1y));
  const myx = (abs(ax) + abs(bx)) * (abs(s0y) + abs(s1y));
  const mxy = (abs(ay) + abs(by)) * (abs(s0x) + abs(s1x));
  const s = dot
    ? certain((bx - ax) * exl + (by - ay) * eyl, mx + my)
    : certain((bx - ax) * eyl - (by - ay) * exl, myx + mxy);
  if (!Number.isNaN(s)) return s;
  prepare(0);
  dot2(D, dot ? E : Eperp);
  return value.sign();
}

/** `value = u · v` for exact 2D vectors. */
function dot2(u: [Exact, Exact], v: [Exact, Exact]): void {
  dot(u, v, 2, null, value);
}

/** The sign of `(P(τ) − S0) × e`: which side of the segment's line `P` is on. */
export function sideOfLine(tau: number): number {
  const dxl = bx - ax;
  const dyl = by - ay;
  const wx = ax - s0x + tau * dxl;
  const wy = ay - s0y + tau * dyl;
  const mwx = abs(ax) + abs(s0x) + tau * (abs(ax) + abs(bx));
  const mwy = abs(ay) + abs(s0y) + tau * (abs(ay) + abs(by));
  const exl = s1x - s0x;
  const eyl = s1y - s0y;
  const s = certain(wx * eyl - wy * exl, mwx * (abs(s0y) + abs(s1y)) + mwy * (abs(s0x) + abs(s1x)));
  return !Number.isNaN(s) ? s : exactCross(tau, H_);
}

/** The filter's sign of `h² − r²·|e|²` (`h = W0 × e`: 5 deep; all of it 7 deep), or NaN. */
function filterSideG(): number {
  const h = w0x * ey - w0y * ex;
  const mh = mw0x * mey + mw0y * mex;
  return certain(
    h * h - rad * rad * (ex * ex + ey * ey),
    mh * mh + rad * rad * (mex * mex + mey * mey),
  );
}

/** The filter's sign of `|Wj|² − r²` at corner `j` (6 deep), or NaN. */
function filterCornerG(j: number): number {
  const wx = j === 0 ? w0x : w1x;
  const wy = j === 0 ? w0y : w1y;
  const mx = j === 0 ? mw0x : mw1x;
  const my = j === 0 ? mw0y : mw1y;
  return certain(wx * wx + wy * wy - rad * rad, mx * mx + my * my + rad * rad);
}

/**
 * The sign of `g` at `τ` for the loaded query from one stage alone (NaN when
 * that stage cannot decide), in the region {@link evaluate} finds: for the
 * tests, which check each stage against the oracle on its own.
 */
export function gSignByStage(tau: number, stage: Stage): number {
  evaluate(tau, false);
  const region = at.region;
  const j = region === END ? 1 : 0;
  if (stage === STAGE_FILTER) return region === SIDE ? filterSideG() : filterCornerG(j);
  if (stage === STAGE_DOUBLE_DOUBLE) return region === SIDE ? ddSideG(tau) : ddCornerG(tau, j);
  return region === SIDE ? exactSideG(tau) : exactCornerG(tau, j);
}

/** `|Wj|² − r²` at corner `j`: the filter, the double-double stage, expansions. */
function cornerG(tau: number, j: number): number {
  const s = filterCornerG(j);
  if (!Number.isNaN(s)) return s;
  const b = ddCornerG(tau, j);
  return !Number.isNaN(b) ? b : exactCornerG(tau, j);
}

/** `Wj·d` at corner `j` (5 deep). */
function cornerSlope(
  tau: number,
  j: number,
  wx: number,
  wy: number,
  mx: number,
  my: number,
): number {
  const s = certain(wx * dx + wy * dy, mx * mdx + my * mdy);
  return !Number.isNaN(s) ? s : exactDot(tau, j, D_);
}

// ---- The double-double stage (`exact/bounded-double-double.ts`) for `g` near a root. ----

const bx0 = new Bounded();
const by0 = new Bounded();
const bt = new Bounded();
const bq = new Bounded();
const bh = new Bounded();
const bex = new Bounded();
const bey = new Bounded();
const bee = new Bounded();
const brr = new Bounded();

/** `Wj` at `τ` into `bx0`, `by0`: `(A − Sj) + τ·(B − A)`, 3 operations. */
function boundedCorner(tau: number, j: number): void {
  boundedDifference(bx, ax, bt);
  boundedScale(bt, tau, bt);
  boundedDifference(ax, j === 0 ? s0x : s1x, bx0);
  boundedAdd(bx0, bt, 1, bx0);
  boundedDifference(by, ay, bt);
  boundedScale(bt, tau, bt);
  boundedDifference(ay, j === 0 ? s0y : s1y, by0);
  boundedAdd(by0, bt, 1, by0);
  used.doubleDouble = true;
}

/** `|Wj|² − r²` in the double-double stage (8 operations), or NaN. */
function ddCornerG(tau: number, j: number): number {
  boundedCorner(tau, j);
  boundedMultiply(bx0, bx0, bq);
  boundedMultiply(by0, by0, bt);
  boundedAdd(bq, bt, 1, bq);
  boundedExact(rad, brr);
  boundedMultiply(brr, brr, brr);
  boundedAdd(bq, brr, -1, bq);
  return boundedSign(bq);
}

/** `h² − r²|e|²` (`h = W0 × e`) in the double-double stage (12 operations), or NaN. */
function ddSideG(tau: number): number {
  boundedCorner(tau, 0);
  boundedDifference(s1x, s0x, bex);
  boundedDifference(s1y, s0y, bey);
  boundedMultiply(bx0, bey, bh);
  boundedMultiply(by0, bex, bt);
  boundedAdd(bh, bt, -1, bh);
  boundedMultiply(bh, bh, bh);
  boundedMultiply(bex, bex, bee);
  boundedMultiply(bey, bey, bt);
  boundedAdd(bee, bt, 1, bee);
  boundedExact(rad, brr);
  boundedMultiply(brr, brr, brr);
  boundedMultiply(brr, bee, brr);
  boundedAdd(bh, brr, -1, bh);
  return boundedSign(bh);
}

// ---- Stage 3: expansions, built once per (query, τ) on demand. ----

const pair = (): [Exact, Exact] => [new Exact(), new Exact()];
const W: [[Exact, Exact], [Exact, Exact]] = [pair(), pair()];
const D = pair();
const E = pair();
const R = new Exact(1);
/** `(ey, −ex)`: crossing with e is a dot product with it. */
const Eperp = pair();
const scratchA = pair();
const scratchB = new Exact(8);
const value = new Exact(64);
const square = new Exact(128);
const rr = new Exact(4);
const ee = new Exact(16);
const rree = new Exact(64);
let prepared = Number.NaN;

const D_ = 0;
const E_ = 1;
const H_ = 2;
const DE_ = 3;

/** Builds the exact `W0`, `W1`, `d`, `e` at `τ` (once per query and τ). */
function prepare(tau: number): void {
  used.exact = true;
  if (prepared === tau) return;
  difference(bx, ax, D[0]);
  difference(by, ay, D[1]);
  difference(s1x, s0x, E[0]);
  difference(s1y, s0y, E[1]);
  copyInto(E[1], Eperp[0]);
  negate(E[0], Eperp[1]);
  const corners = [
    [s0x, s0y],
    [s1x, s1y],
  ] as const;
  for (let j = 0; j < 2; j++) {
    const [cx, cy] = corners[j]!;
    for (let i = 0; i < 2; i++) {
      difference(i === 0 ? ax : ay, i === 0 ? cx : cy, scratchA[0]);
      scale(D[i]!, tau, scratchB);
      add(scratchA[0], scratchB, 1, W[j]![i]!);
    }
  }
  R.v[0] = rad;
  R.n = 1;
  prepared = tau;
}

function copyInto(e: Exact, out: Exact): void {
  out.reserve(e.n).set(e.v.subarray(0, e.n));
  out.n = e.n;
}

/** The exact sign of `Wj·e` (`what = E_`) or `Wj·d` (`what = D_`). */
function exactDot(tau: number, j: number, what: number): number {
  prepare(tau);
  dot(W[j]!, what === E_ ? E : D, 2, null, value);
  return value.sign();
}

/** The exact sign of `W0 × e` (`what = H_`) or `d × e` (`what = DE_`). */
function exactCross(tau: number, what: number): number {
  prepare(tau);
  dot(what === H_ ? W[0] : D, Eperp, 2, null, value);
  return value.sign();
}

/** The exact sign of `|Wj|² − r²`. */
function exactCornerG(tau: number, j: number): number {
  prepare(tau);
  dot(W[j]!, W[j]!, 2, R, value);
  return value.sign();
}

/** The exact sign of `h² − r²|e|²`. */
function exactSideG(tau: number): number {
  prepare(tau);
  dot(W[0], Eperp, 2, null, value);
  product(value, value, square);
  dot(E, E, 2, null, ee);
  product(R, R, rr);
  product(rr, ee, rree);
  return compare(square, rree);
}
