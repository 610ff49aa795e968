/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * A point moving along a path, `P(τ) = A + τ·(B − A)`, against a triangle
 * `p0 p1 p2`, at one double `τ`: the Voronoi region that holds `P`, the
 * sign of `g = distance(P, triangle)² − r²` and the sign of its rate along
 * the path — the 3D counterpart of `segment-point.ts`, used the same way by
 * `triangle-touch.ts`. With `Wj = P − pj`, `d = B − A`, the edges
 * `e_k = p_{k+1} − p_k` (indices mod 3) and `n = (p1 − p0) × (p2 − p0)`:
 *
 * - region (closed Voronoi regions, tried in this order; on a shared
 *   boundary both features give the same distance and rate): the corner
 *   `pj` when `Wj·e_j ≤ 0` and `Wj·e_{j−1} ≥ 0`; the edge `k` (`e_k ≠ 0`)
 *   when `W_k·e_k ≥ 0`, `W_{k+1}·e_k ≤ 0` and `(e_k × W_k)·n ≤ 0` (`P` is
 *   outside across it); else the face. A degenerate triangle (`n = 0`)
 *   keeps its corners and edges, which cover space;
 * - `g`: at a corner `|Wj|² − r²`; at an edge `|e|²` times it,
 *   `|W_k × e|² − r²|e|²` (Lagrange's identity); on the face `|n|²` times
 *   it, `(n·W0)² − r²|n|²`;
 * - the rate's sign, `(P − closest point)·d`: `Wj·d`; `(W_k × e)·(d × e)`;
 *   `sign(n·W0)·sign(n·d)`.
 *
 * **Range.** Every input is 0 or of magnitude `[2^-60, 2^60]`, and `τ` is 0
 * or in `[2^-60, 1]` ({@link triangleInRange}, {@link timeInRange3}): all are
 * multiples of `2^-112`, so a non-zero monomial of the polynomials above (at
 * most six input factors and two `τ` factors) is a multiple of `2^-896` and
 * below `2^400`: the conditions of the three stages (`segment-point.ts`) hold.
 *
 * **Stages.** The double filter evaluates each quantity as written, at most
 * 9 operations deep (`(n·W0)²`: `n` 3, `W0` 3, the product 4, the sum 6, the
 * square 7, the difference 8; `|W × e|²`: 9), so the bound `2^-49·M` of
 * `wall-stages.ts` holds. Then `g` near a
 * root in the double-double stage (`exact/bounded-double-double.ts`), then every
 * sign in expansions (`exact/exact-terms.ts`).
 */
import type { Vec3 } from '@swept/core';
import {
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
} from '@swept/core/internal';
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

/** Regions: corners 0–2, edges 3–5 (edge `k` is `3 + k`), the face 6. */
export const FACE = 6;

const LOW = 2 ** -60;
const HIGH = 2 ** 60;
const { abs } = Math;

function inRange(x: number): boolean {
  const m = abs(x);
  return m === 0 || (m >= LOW && m <= HIGH);
}

const vecInRange = (v: Vec3): boolean => inRange(v.x) && inRange(v.y) && inRange(v.z);

/** All of a sphere–triangle query's numbers are in the stages' range. */
export function triangleInRange(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  return (
    vecInRange(c0) &&
    vecInRange(c1) &&
    inRange(r) &&
    vecInRange(p0) &&
    vecInRange(p1) &&
    vecInRange(p2)
  );
}

/** `τ` is 0 or in `[2^-60, 1]`. */
export function timeInRange3(tau: number): boolean {
  return tau === 0 || (tau >= LOW && tau <= 1);
}

// The loaded query.
const A = new Float64Array(3);
const B = new Float64Array(3);
const V = new Float64Array(9);
let rad = 0;

/** Loads a path `a → b`, a radius and a triangle (all in range). */
export function loadTrianglePoint(a: Vec3, b: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  A[0] = a.x;
  A[1] = a.y;
  A[2] = a.z;
  B[0] = b.x;
  B[1] = b.y;
  B[2] = b.z;
  const ps = [p0, p1, p2];
  for (let j = 0; j < 3; j++) {
    V[3 * j] = ps[j]!.x;
    V[3 * j + 1] = ps[j]!.y;
    V[3 * j + 2] = ps[j]!.z;
  }
  rad = r;
  prepared = Number.NaN;
  // τ-free filter values: d, the edges, n.
  for (let i = 0; i < 3; i++) {
    d[i] = B[i]! - A[i]!;
    md[i] = abs(A[i]!) + abs(B[i]!);
    for (let k = 0; k < 3; k++) {
      const from = 3 * k + i;
      const to = 3 * ((k + 1) % 3) + i;
      E[3 * k + i] = V[to]! - V[from]!;
      mE[3 * k + i] = abs(V[to]!) + abs(V[from]!);
    }
  }
  // n = (p1 − p0) × (p2 − p0) = e0 × (−e2): written from the differences.
  for (let i = 0; i < 3; i++) {
    const j = (i + 1) % 3;
    const k = (i + 2) % 3;
    const aj = V[3 + j]! - V[j]!;
    const ak = V[3 + k]! - V[k]!;
    const bj = V[6 + j]! - V[j]!;
    const bk = V[6 + k]! - V[k]!;
    n[i] = aj * bk - ak * bj;
    mn[i] =
      (abs(V[3 + j]!) + abs(V[j]!)) * (abs(V[6 + k]!) + abs(V[k]!)) +
      (abs(V[3 + k]!) + abs(V[k]!)) * (abs(V[6 + j]!) + abs(V[j]!));
  }
}

/** Every stage in turn (the queries); a single stage is for the tests. */
const ALL = -1;

/**
 * The sign of `g` at `τ` for the loaded query from one stage alone (NaN when
 * that stage cannot decide), in the region {@link evaluate3} finds: for the
 * tests, which check each stage against the oracle on its own.
 */
export function gSignByStage3(tau: number, stage: Stage): number {
  evaluate3(tau, false);
  const where = at3.region;
  if (where < 3) return cornerG(tau, where, stage);
  return where < FACE ? edgeG(tau, where - 3, stage) : faceG(tau, stage);
}

/** The answers of the last {@link evaluate3}. */
export const at3: { region: number; g: number; slope: number } = { region: 0, g: 0, slope: 0 };

const d = new Float64Array(3);
const md = new Float64Array(3);
const E = new Float64Array(9);
const mE = new Float64Array(9);
const n = new Float64Array(3);
const mn = new Float64Array(3);
const W = new Float64Array(9);
const mW = new Float64Array(9);

/** The filter's `Wj` (and magnitudes) at `τ`: `(A − pj) + τ·d`, 3 deep. */
function fillW(tau: number): void {
  for (let j = 0; j < 3; j++) {
    for (let i = 0; i < 3; i++) {
      W[3 * j + i] = A[i]! - V[3 * j + i]! + tau * d[i]!;
      mW[3 * j + i] = abs(A[i]!) + abs(V[3 * j + i]!) + tau * md[i]!;
    }
  }
}

/**
 * The sign of `d · (W_k × W_{k+1})` at `τ = 0` (`W_k = A − p_k`): the path's
 * line passes through the triangle's interior only if the three have one
 * sign (the scalar triple products of the line against the edges; 6 deep).
 */
export function tripleSign(k: number): number {
  fillW(0);
  const l = (k + 1) % 3;
  let v = 0;
  let m = 0;
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    v += d[i]! * (W[3 * k + a]! * W[3 * l + b]! - W[3 * k + b]! * W[3 * l + a]!);
    m += md[i]! * (mW[3 * k + a]! * mW[3 * l + b]! + mW[3 * k + b]! * mW[3 * l + a]!);
  }
  const s = certain(v, m);
  if (!Number.isNaN(s)) return s;
  prepare(0);
  cross(XW[k]!, XW[l]!, cr);
  dot(cr, XD, 3, null, value);
  return value.sign();
}

/**
 * Whether the path's line and edge `k`'s line are farther than `r` apart:
 * `(W_k·(d × e))² > r²·|d × e|²` at `τ = 0` (8 deep); false when they are
 * parallel (`d × e = 0`) or nearer.
 */
export function linesClear(k: number): boolean {
  fillW(0);
  crossFilter(k);
  let v = 0;
  let m = 0;
  let dd = 0;
  let mdd = 0;
  for (let i = 0; i < 3; i++) {
    v += W[3 * k + i]! * de[i]!;
    m += mW[3 * k + i]! * mde[i]!;
    dd += de[i]! * de[i]!;
    mdd += mde[i]! * mde[i]!;
  }
  const s = certain(v * v - rad * rad * dd, m * m + rad * rad * mdd);
  if (!Number.isNaN(s)) return s > 0;
  prepare(0);
  cross(XD, XE[k]!, cr2);
  dot(XW[k]!, cr2, 3, null, value);
  product(value, value, square);
  dot(cr2, cr2, 3, null, ee3);
  product(XR, XR, rr3);
  product(rr3, ee3, rree3);
  return compare(square, rree3) > 0;
}

/**
 * Whether the distance between the path (the segment `A → B`) and edge `k`
 * (`e_k ≠ 0`) is attained at an end of one of them: true when the lines are
 * parallel (`m = d × e_k = 0`), or when their closest points are not both
 * strictly inside the segments. With `w = A − p_k`, the squared distance
 * `F(s, u) = |w + s·d − u·e|²` is convex on `[0, 1]²`; for `m ≠ 0` it is
 * strictly convex with its minimum at `s* = ((e × w)·m)/|m|²`,
 * `u* = ((d × w)·m)/|m|²` (there `w + s·d − u·e = λm`: cross with `e`, or
 * with `d`, and dot with `m`), and when that point is not inside the open
 * square the minimum over the square lies on its boundary. For `m = 0`,
 * `F` is a function of `λs − u` (`d = λe`), constant along lines that
 * each meet the boundary. Degree 4 in the inputs; filter depths: `e × w`
 * 5, `m` 3, the dots 8, `|m|² −` a dot 9.
 */
export function edgeApproachAtEnds(k: number): boolean {
  fillW(0);
  crossFilter(k); // we = W_k × e_k, de = m
  let nn = 0;
  let mnn = 0;
  let s = 0;
  let u = 0;
  let ms = 0;
  let mu = 0;
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    nn += de[i]! * de[i]!;
    mnn += mde[i]! * mde[i]!;
    s -= we[i]! * de[i]!;
    ms += mwe[i]! * mde[i]!;
    const dw = d[a]! * W[3 * k + b]! - d[b]! * W[3 * k + a]!;
    u += dw * de[i]!;
    mu += (md[a]! * mW[3 * k + b]! + md[b]! * mW[3 * k + a]!) * mde[i]!;
  }
  if (signed(nn, mnn, k, PARALLEL) === 0) return true;
  return (
    signed(s, ms, k, S_LOW) <= 0 ||
    signed(nn - s, mnn + ms, k, S_HIGH) <= 0 ||
    signed(u, mu, k, U_LOW) <= 0 ||
    signed(nn - u, mnn + mu, k, U_HIGH) <= 0
  );
}

const PARALLEL = 0;
const S_LOW = 1;
const S_HIGH = 2;
const U_LOW = 3;
const U_HIGH = 4;

/** The filter's sign of `v` (magnitude `m`), else the exact sign of `which` quantity of {@link edgeApproachAtEnds}. */
function signed(v: number, m: number, k: number, which: number): number {
  const f = certain(v, m);
  if (!Number.isNaN(f)) return f;
  prepare(0);
  cross(XD, XE[k]!, cr2); // m
  dot(cr2, cr2, 3, null, ee3);
  if (which === PARALLEL) return ee3.sign();
  if (which <= S_HIGH) cross(XE[k]!, XW[k]!, cr);
  else cross(XD, XW[k]!, cr);
  dot(cr, cr2, 3, null, value);
  return which === S_LOW || which === U_LOW ? value.sign() : compare(ee3, value);
}

/** Whether `n = (p1 − p0) × (p2 − p0)` is exactly 0 (the corners are collinear). */
export function normalIsZero(): boolean {
  for (let i = 0; i < 3; i++) {
    let s = certain(n[i]!, mn[i]!);
    if (Number.isNaN(s)) {
      prepare(0);
      s = XN[i]!.sign();
    }
    if (s !== 0) return false;
  }
  return true;
}

/** Whether edge `k` has length 0 (its corners coincide exactly). */
export const edgeZero = (k: number): boolean =>
  E[3 * k] === 0 && E[3 * k + 1] === 0 && E[3 * k + 2] === 0;

/** The sign of `Wj · e_k` (3 + 2 = 5 deep). */
function wDotE(tau: number, j: number, k: number): number {
  const s = certain(
    W[3 * j]! * E[3 * k]! + W[3 * j + 1]! * E[3 * k + 1]! + W[3 * j + 2]! * E[3 * k + 2]!,
    mW[3 * j]! * mE[3 * k]! + mW[3 * j + 1]! * mE[3 * k + 1]! + mW[3 * j + 2]! * mE[3 * k + 2]!,
  );
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  dot(XW[j]!, XE[k]!, 3, null, value);
  return value.sign();
}

/** The sign of `(e_k × W_k)·n`: is `P` outside across edge `k` (e×W 5 deep, the dot 8). */
const outside = (tau: number, k: number): number => edgeCrossNormal(tau, k, W, mW, 3 * k, XW[k]!);

/**
 * The sign of `(e_k × x)·n` for `x` the filter's vector at `x[o..o+2]`
 * (magnitudes `mx`), exactly `xx` (filled by `prepare`).
 */
function edgeCrossNormal(
  tau: number,
  k: number,
  x: Float64Array,
  mx: Float64Array,
  o: number,
  xx: Exact[],
): number {
  let v = 0;
  let m = 0;
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    const c = E[3 * k + a]! * x[o + b]! - E[3 * k + b]! * x[o + a]!;
    const mc = mE[3 * k + a]! * mx[o + b]! + mE[3 * k + b]! * mx[o + a]!;
    v += c * n[i]!;
    m += mc * mn[i]!;
  }
  const s = certain(v, m);
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  cross(XE[k]!, xx, cr);
  dot(cr, XN, 3, null, value);
  return value.sign();
}

/** The region holding `P(τ)` (module comment). */
function region(tau: number): number {
  for (let j = 0; j < 3; j++) {
    if (wDotE(tau, j, j) <= 0 && wDotE(tau, j, (j + 2) % 3) >= 0) return j;
  }
  for (let k = 0; k < 3; k++) {
    if (edgeZero(k)) continue;
    if (wDotE(tau, k, k) >= 0 && wDotE(tau, (k + 1) % 3, k) <= 0 && outside(tau, k) <= 0)
      return 3 + k;
  }
  return FACE;
}

/**
 * Evaluates the loaded query at `τ` (in range) into {@link at3}: the region,
 * the sign of `g` and, when `withSlope`, the sign of its rate.
 */
export function evaluate3(tau: number, withSlope: boolean): void {
  fillW(tau);
  const where = region(tau);
  at3.region = where;
  if (where < 3) {
    at3.g = cornerG(tau, where);
    at3.slope = withSlope ? cornerSlope(tau, where) : 0;
  } else if (where < FACE) {
    at3.g = edgeG(tau, where - 3);
    at3.slope = withSlope ? edgeSlope(tau, where - 3) : 0;
  } else {
    at3.g = faceG(tau);
    at3.slope = withSlope ? faceSlope(tau) : 0;
  }
}

function cornerG(tau: number, j: number, only = ALL): number {
  const o = 3 * j;
  const s = certain(
    W[o]! * W[o]! + W[o + 1]! * W[o + 1]! + W[o + 2]! * W[o + 2]! - rad * rad,
    mW[o]! * mW[o]! + mW[o + 1]! * mW[o + 1]! + mW[o + 2]! * mW[o + 2]! + rad * rad,
  );
  if (only === STAGE_FILTER || (only === ALL && !Number.isNaN(s))) return s;
  if (only !== STAGE_EXPANSION) {
    const b = ddCornerG(tau, j);
    if (only === STAGE_DOUBLE_DOUBLE || !Number.isNaN(b)) return b;
  }
  prepare(tau);
  dot(XW[j]!, XW[j]!, 3, XR, value);
  return value.sign();
}

function cornerSlope(tau: number, j: number): number {
  const o = 3 * j;
  const s = certain(
    W[o]! * d[0]! + W[o + 1]! * d[1]! + W[o + 2]! * d[2]!,
    mW[o]! * md[0]! + mW[o + 1]! * md[1]! + mW[o + 2]! * md[2]!,
  );
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  dot(XW[j]!, XD, 3, null, value);
  return value.sign();
}

// Filter scratch: W_k × e_k and d × e_k.
const we = new Float64Array(3);
const mwe = new Float64Array(3);
const de = new Float64Array(3);
const mde = new Float64Array(3);

function crossFilter(k: number): void {
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    we[i] = W[3 * k + a]! * E[3 * k + b]! - W[3 * k + b]! * E[3 * k + a]!;
    mwe[i] = mW[3 * k + a]! * mE[3 * k + b]! + mW[3 * k + b]! * mE[3 * k + a]!;
    de[i] = d[a]! * E[3 * k + b]! - d[b]! * E[3 * k + a]!;
    mde[i] = md[a]! * mE[3 * k + b]! + md[b]! * mE[3 * k + a]!;
  }
}

function edgeG(tau: number, k: number, only = ALL): number {
  crossFilter(k);
  const o = 3 * k;
  const ee = E[o]! * E[o]! + E[o + 1]! * E[o + 1]! + E[o + 2]! * E[o + 2]!;
  const mee = mE[o]! * mE[o]! + mE[o + 1]! * mE[o + 1]! + mE[o + 2]! * mE[o + 2]!;
  const s = certain(
    we[0]! * we[0]! + we[1]! * we[1]! + we[2]! * we[2]! - rad * rad * ee,
    mwe[0]! * mwe[0]! + mwe[1]! * mwe[1]! + mwe[2]! * mwe[2]! + rad * rad * mee,
  );
  if (only === STAGE_FILTER || (only === ALL && !Number.isNaN(s))) return s;
  if (only !== STAGE_EXPANSION) {
    const b = ddEdgeG(tau, k);
    if (only === STAGE_DOUBLE_DOUBLE || !Number.isNaN(b)) return b;
  }
  prepare(tau);
  cross(XW[k]!, XE[k]!, cr);
  dot(cr, cr, 3, null, value);
  dot(XE[k]!, XE[k]!, 3, null, ee3);
  product(XR, XR, rr3);
  product(rr3, ee3, rree3);
  return compare(value, rree3);
}

function edgeSlope(tau: number, k: number): number {
  crossFilter(k);
  const s = certain(
    we[0]! * de[0]! + we[1]! * de[1]! + we[2]! * de[2]!,
    mwe[0]! * mde[0]! + mwe[1]! * mde[1]! + mwe[2]! * mde[2]!,
  );
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  cross(XW[k]!, XE[k]!, cr);
  cross(XD, XE[k]!, cr2);
  dot(cr, cr2, 3, null, value);
  return value.sign();
}

/** The sign of `n·W0` (`which` 0) or `n·d` (`which` 1). */
export function normalSign(tau: number, which: number): number {
  const x = which === 0 ? W : d;
  const m = which === 0 ? mW : md;
  const s = certain(
    n[0]! * x[0]! + n[1]! * x[1]! + n[2]! * x[2]!,
    mn[0]! * m[0]! + mn[1]! * m[1]! + mn[2]! * m[2]!,
  );
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  dot(XN, which === 0 ? XW[0]! : XD, 3, null, value);
  return value.sign();
}

function faceG(tau: number, only = ALL): number {
  const h = n[0]! * W[0]! + n[1]! * W[1]! + n[2]! * W[2]!;
  const mh = mn[0]! * mW[0]! + mn[1]! * mW[1]! + mn[2]! * mW[2]!;
  const nn = n[0]! * n[0]! + n[1]! * n[1]! + n[2]! * n[2]!;
  const mnn = mn[0]! * mn[0]! + mn[1]! * mn[1]! + mn[2]! * mn[2]!;
  const s = certain(h * h - rad * rad * nn, mh * mh + rad * rad * mnn);
  if (only === STAGE_FILTER || (only === ALL && !Number.isNaN(s))) return s;
  if (only !== STAGE_EXPANSION) {
    const b = ddFaceG(tau);
    if (only === STAGE_DOUBLE_DOUBLE || !Number.isNaN(b)) return b;
  }
  prepare(tau);
  dot(XN, XW[0]!, 3, null, value);
  product(value, value, square);
  dot(XN, XN, 3, null, ee3);
  product(XR, XR, rr3);
  product(rr3, ee3, rree3);
  return compare(square, rree3);
}

/**
 * Which side of the triangle's plane `P(τ)` lies on, farther than `r` from
 * it: `sign(n·W0)` when `(n·W0)² > r²|n|²`, else 0 (also for `n = 0`).
 * Call after {@link evaluate3} at the same `τ`.
 */
export function planeSide(tau: number): number {
  return faceG(tau) > 0 ? normalSign(tau, 0) : 0;
}

function faceSlope(tau: number): number {
  return normalSign(tau, 0) * normalSign(tau, 1);
}

// ---- Grazes: did the touch begin before τ? ----

/**
 * At a graze — `g(τ) = 0` and a zero rate at a double `τ > 0`, with
 * `g(0) > 0`, right after {@link evaluate3} at `τ` — whether the touch began
 * before `τ` (else `τ` is the first touch, exactly).
 *
 * **Proof.** `f` (the distance to the triangle) is convex and `τ` minimises
 * it (`touch-search.ts`), so `g ≥ 0` everywhere and `{g ≤ 0}` is an
 * interval `[t_in, t_out] ∋ τ`. The distance is the smallest piece distance
 * over the pieces whose sides hold (`wall-rational.ts`, **Pieces**: each
 * such piece's distance is at least the distance to the triangle, and the
 * feature holding the closest point gives it), so `[t_in, τ]` is covered
 * by the finitely many closed intervals where a piece's sides hold and its
 * `q ≤ 0`; when `t_in < τ`, one of them holds points converging to `τ` from
 * below, hence (closed, an interval) some `[τ − ε, τ]`. On it `q ≥ 0` (a
 * positive multiple of that piece's distance² − r², at least `g ≥ 0`), so
 * `q = 0` on an interval: the quadratic `q` is identically 0. A corner's
 * `q` has `a = |d|² > 0` (`d = 0` would keep `g = g(0) > 0`); an edge's has
 * `a = |d × e|²`, the face's `a = (n·d)²`. So the touch began before `τ`
 * exactly when a **flat** piece (edge `k` with `e_k ≠ 0`, `d × e_k = 0`;
 * the face with `n ≠ 0`, `n·d = 0`; then `b = 0` too and `q` is the
 * constant `q(τ)`) has `q(τ) = 0` and each of its sides `γ + δ·t` holds on
 * some `[τ − ε, τ]`: `γ + δτ > 0`, or `γ + δτ = 0` with `δ ≤ 0`. Conversely
 * such a piece makes `g ≤ 0` on `[τ − ε, τ]`. The sides at `τ`
 * (`wall-rational.ts`, with `W_{k+1} = W_k − e_k`): an edge's
 * `W_k·e_k` (rate `d·e_k`) and `|e_k|² − W_k·e_k = −W_{k+1}·e_k` (rate
 * `−d·e_k`); the face's `(e_k × W_k)·n` (rate `(e_k × d)·n`). The face's
 * `q(τ)` needs no sign: its sides holding at `τ` put the projection of
 * `P(τ)` in the closed triangle, the face then holds the closest point and
 * `q(τ) = |n|²·g(τ) = 0`.
 *
 * **Cost.** Every sign is of degree at most 4 in the inputs and 2 in `τ`
 * (an edge's `q(τ)`, as `g` is signed), so inside the module's range; each
 * goes through the double filter first (the new ones at most 6 deep:
 * `d × e` 3, `d·e` 4, `(e × d)·n` 6), then expansions.
 *
 * **Statistics.** These signs are recorded as every staged sign is
 * (`wall-stages.ts`: `used.exact` once an expansion ran), so a query
 * settled here counts under `filter` or `expansion` in `exactStageStats()`
 * and never loads a last-resort case (`lastResort.cases`, `wall-case.ts`).
 */
export function touchedBefore(tau: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (edgeZero(k) || !parallelToEdge(tau, k)) continue;
    const along = alongEdge(tau, k);
    if (
      holdsBefore(wDotE(tau, k, k), along) &&
      holdsBefore(-wDotE(tau, (k + 1) % 3, k), -along) &&
      edgeG(tau, k) === 0
    )
      return true;
  }
  if (normalIsZero() || normalSign(tau, 1) !== 0) return false;
  for (let k = 0; k < 3; k++) {
    if (!holdsBefore(outside(tau, k), faceSideRate(tau, k))) return false;
  }
  return true;
}

/** A side `γ + δ·t` with value sign `value` at `τ` and rate sign `rate` holds on some `[τ − ε, τ]`. */
const holdsBefore = (value: number, rate: number): boolean =>
  value > 0 || (value === 0 && rate <= 0);

/** Whether `d × e_k = 0` exactly (each component 3 deep). */
function parallelToEdge(tau: number, k: number): boolean {
  crossFilter(k);
  for (let i = 0; i < 3; i++) {
    let s = certain(de[i]!, mde[i]!);
    if (Number.isNaN(s)) {
      prepare(tau);
      cross(XD, XE[k]!, cr2);
      s = cr2[i]!.sign();
    }
    if (s !== 0) return false;
  }
  return true;
}

/** The sign of `d · e_k` (4 deep). */
function alongEdge(tau: number, k: number): number {
  const o = 3 * k;
  const s = certain(
    d[0]! * E[o]! + d[1]! * E[o + 1]! + d[2]! * E[o + 2]!,
    md[0]! * mE[o]! + md[1]! * mE[o + 1]! + md[2]! * mE[o + 2]!,
  );
  if (!Number.isNaN(s)) return s;
  prepare(tau);
  dot(XD, XE[k]!, 3, null, value);
  return value.sign();
}

/** The sign of `(e_k × d)·n`, the rate of the face's side `k` (`e × d` 3 deep, the dot 6). */
const faceSideRate = (tau: number, k: number): number => edgeCrossNormal(tau, k, d, md, 0, XD);

// ---- The double-double stage for g. ----

const bw = [new Bounded(), new Bounded(), new Bounded()];
const bt = new Bounded();
const bq = new Bounded();
const bu = [new Bounded(), new Bounded(), new Bounded()];
const bv = [new Bounded(), new Bounded(), new Bounded()];
const bn = [new Bounded(), new Bounded(), new Bounded()];
const bs = new Bounded();
const brr = new Bounded();

/** `Wj` at `τ` into `bw`. */
function boundedW(tau: number, j: number): void {
  used.doubleDouble = true;
  for (let i = 0; i < 3; i++) {
    boundedDifference(B[i]!, A[i]!, bt);
    boundedScale(bt, tau, bt);
    boundedDifference(A[i]!, V[3 * j + i]!, bw[i]!);
    boundedAdd(bw[i]!, bt, 1, bw[i]!);
  }
}

/** `out = Σ u_i·v_i` over three bounded components. */
function boundedDot(u: Bounded[], v: Bounded[], out: Bounded): void {
  boundedMultiply(u[0]!, v[0]!, out);
  for (let i = 1; i < 3; i++) {
    boundedMultiply(u[i]!, v[i]!, bt);
    boundedAdd(out, bt, 1, out);
  }
}

/** `out = u × v` (bounded). */
function boundedCross(u: Bounded[], v: Bounded[], out: Bounded[]): void {
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    boundedMultiply(u[a]!, v[b]!, out[i]!);
    boundedMultiply(u[b]!, v[a]!, bt);
    boundedAdd(out[i]!, bt, -1, out[i]!);
  }
}

/** `r²·s - q` sign helper: the sign of `q − r²·s`. */
function minusR2(q: Bounded, s: Bounded): number {
  boundedExact(rad, brr);
  boundedMultiply(brr, brr, brr);
  boundedMultiply(brr, s, brr);
  boundedAdd(q, brr, -1, q);
  return boundedSign(q);
}

function ddCornerG(tau: number, j: number): number {
  boundedW(tau, j);
  boundedDot(bw, bw, bq);
  boundedExact(1, bs);
  return minusR2(bq, bs);
}

function ddEdgeG(tau: number, k: number): number {
  boundedW(tau, k);
  const to = (k + 1) % 3;
  for (let i = 0; i < 3; i++) boundedDifference(V[3 * to + i]!, V[3 * k + i]!, bu[i]!);
  boundedCross(bw, bu, bv);
  boundedDot(bv, bv, bq);
  boundedDot(bu, bu, bs);
  return minusR2(bq, bs);
}

function ddFaceG(tau: number): number {
  boundedW(tau, 0);
  for (let i = 0; i < 3; i++) {
    boundedDifference(V[3 + i]!, V[i]!, bu[i]!);
    boundedDifference(V[6 + i]!, V[i]!, bv[i]!);
  }
  boundedCross(bu, bv, bn);
  boundedDot(bn, bw, bq);
  boundedMultiply(bq, bq, bq);
  boundedDot(bn, bn, bs);
  return minusR2(bq, bs);
}

// ---- Expansions, built once per (query, τ) on demand. ----

const triple = (): Exact[] => [new Exact(), new Exact(), new Exact()];
const XW = [triple(), triple(), triple()];
const XE = [triple(), triple(), triple()];
const XD = triple();
const XN = triple();
const XR = new Exact(1);
const cr = triple();
const cr2 = triple();
const minus = new Exact(64);
const scratch = new Exact(8);
const value = new Exact(256);
const square = new Exact(512);
const ee3 = new Exact(64);
const rr3 = new Exact(4);
const rree3 = new Exact(256);
let prepared = Number.NaN;

/** `out = u × v`, exactly. */
function cross(u: Exact[], v: Exact[], out: Exact[]): void {
  for (let i = 0; i < 3; i++) {
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    negate(v[a]!, minus);
    dot([u[a]!, u[b]!], [v[b]!, minus], 2, null, out[i]!);
  }
}

function prepare(tau: number): void {
  used.exact = true;
  if (prepared === tau) return;
  for (let i = 0; i < 3; i++) {
    difference(B[i]!, A[i]!, XD[i]!);
    for (let k = 0; k < 3; k++) {
      difference(V[3 * ((k + 1) % 3) + i]!, V[3 * k + i]!, XE[k]![i]!);
      difference(A[i]!, V[3 * k + i]!, scratch);
      scale(XD[i]!, tau, value);
      add(scratch, value, 1, XW[k]![i]!);
    }
  }
  // n = (p1 − p0) × (p2 − p0) = e0 × (p2 − p0).
  const toP2 = triple();
  for (let i = 0; i < 3; i++) difference(V[6 + i]!, V[i]!, toP2[i]!);
  cross(XE[0]!, toP2, XN);
  XR.v[0] = rad;
  XR.n = 1;
  prepared = tau;
}
