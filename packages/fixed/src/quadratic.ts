/**
 * Exact decisions on the contract's quadratic
 *
 *   f(t) = |C0 + t·D|² − r² = P t² + 2 Q t + R,   t ∈ [0, 1],
 *
 * with `P = D·D`, `Q = C0·D`, `R = |C0|² − r²`, and two more degree-2 values
 * formed directly from the inputs instead of by cancellation:
 * `F1 = f(1) = |C1|² − r²` and `S = C1·D = P + Q` (the slope at `t = 1`).
 *
 * The caller forms these five values in doubles from raw inputs, together
 * with `scale = |C0|² + |C1|² + |D|² + r²`. Two regimes:
 *
 * - `scale < 2^53` (e.g. every component of `C0` and `C1` below 2^24 raw,
 *   256 units, and `r` below 2^25): every term of every value is bounded by `scale`, so every product
 *   and partial sum is an integer below 2^53 and all five values are EXACT.
 *   (Rounding is monotone, so a computed `scale` below 2^53 proves the exact
 *   one is.) The one degree-4 comparison, `Q² ≥ P·R`, is decided by
 *   {@link compareProducts} (rounded products, Dekker terms on a tie).
 * - otherwise each value has an absolute error below `e = scale · 2^-50`
 *   (three roundings of terms bounded by `scale`, `u = 2^-53`, with margin);
 *   a sign is certain when the value lies outside `[−e, e]`. `Q² − P·R` has
 *   error below `scale² · 2^-47` (|Q| ≤ scale/2, P, |R| ≤ scale). This is a
 *   semi-static filter (Shewchuk 1997; Devillers & Preparata 1998). When it
 *   cannot decide, the caller recomputes the values in BigInt.
 *
 * Results: `HIT`/`MISS`, or `UNDECIDED` (→ BigInt). The case split is the
 * core's (`@swept/core`'s `src/quadratic.ts` says why each kind of number keeps
 * its own copy).
 */

import { compareProducts, productTail, signOfSum } from '@swept/core/internal';
import { isqrtCeilBig } from './integer.ts';

export const MISS = 0;
export const HIT = 1;
export const UNDECIDED = -1;

/** Below this scale every degree-2 value is an exact double. */
export const EXACT_SCALE = 9007199254740992; // 2^53
/** Relative error bound of a degree-2 value above EXACT_SCALE. */
const REL = 1 / 1125899906842624; // 2^-50
const DET_REL = 1 / 140737488355328; // 2^-47

/**
 * Whether `f(t) ≤ 0` for some `t ∈ [0, 1]` (the square-root-free article, with its corrected
 * vertex test): at the start (`R ≤ 0`), never when f only rises (`Q ≥ 0`),
 * at the end (`F1 ≤ 0`), never when f still falls at the end (`S ≤ 0`),
 * else at the vertex `t = −Q/P`, strictly inside, where the minimum
 * `R − Q²/P` is `≤ 0` iff `Q² ≥ P·R`.
 */
export function sweptDecision(
  P: number,
  Q: number,
  R: number,
  F1: number,
  S: number,
  scale: number,
): number {
  if (scale < EXACT_SCALE) return sweptExact(P, Q, R, F1) ? HIT : MISS;
  return sweptFiltered(P, Q, R, F1, S, scale);
}

/**
 * {@link sweptDecision} for exact coefficients (`scale < EXACT_SCALE`), small
 * enough to inline. `S = P + Q` is exact here: `|C1·D| ≤ scale/2`.
 */
export function sweptExact(P: number, Q: number, R: number, F1: number): boolean {
  if (R <= 0) return true;
  if (Q >= 0) return false;
  if (F1 <= 0) return true;
  if (P + Q <= 0) return false;
  return compareProducts(Q, Q, P, R) >= 0;
}

/** {@link sweptDecision} through the semi-static filter (`scale ≥ EXACT_SCALE`). */
export function sweptFiltered(
  P: number,
  Q: number,
  R: number,
  F1: number,
  S: number,
  scale: number,
): number {
  const e = scale * REL;
  if (R <= -e || F1 <= -e) return HIT;
  if (R <= e || F1 <= e) return UNDECIDED;
  if (Q >= e || S <= -e) return MISS;
  if (Q > -e || S < e) return UNDECIDED;
  const det = Q * Q - P * R;
  const bound = scale * scale * DET_REL;
  if (det > bound) return HIT;
  if (det < -bound) return MISS;
  return UNDECIDED;
}

/** {@link sweptDecision} on exact BigInt values. */
export function sweptDecisionBig(P: bigint, Q: bigint, R: bigint, F1: bigint, S: bigint): boolean {
  if (R <= 0n || F1 <= 0n) return true;
  if (Q >= 0n || S <= 0n) return false;
  return Q * Q >= P * R;
}

/** Time-of-impact codes besides a raw `t` in `[0, 65536]`. */
export const TOI_MISS = -1;
export const TOI_UNDECIDED = -2;
/** Overlapping at the start: `R < 0`, `t = 0`. */
export const TOI_OVERLAP = -3;
/** Touching at the start and not approaching: `R = 0`, `Q ≥ 0`, `t = 0`. */
export const TOI_SEPARATING = -4;

/**
 * The time of impact as a code: `TOI_MISS`, `TOI_OVERLAP`, `TOI_SEPARATING`,
 * `TOI_UNDECIDED` (→ {@link toiCodeBig}; below `EXACT_SCALE` only if the estimate is off by more than three steps), or the raw `t = floor(t*·65536)`
 * of an impact (status `'impact'`; `0` when touching at the start while
 * approaching). The boolean is decided first, so every hit has a `t`.
 */
export function toiCode(
  P: number,
  Q: number,
  R: number,
  F1: number,
  S: number,
  scale: number,
): number {
  const hit = sweptDecision(P, Q, R, F1, S, scale);
  if (hit === MISS) return TOI_MISS;
  if (hit === UNDECIDED) return TOI_UNDECIDED;
  const e = scale < EXACT_SCALE ? 0 : scale * REL;
  if (R < -e) return TOI_OVERLAP;
  if (R <= e) {
    if (e > 0) return TOI_UNDECIDED;
    return Q >= 0 ? TOI_SEPARATING : 0;
  }
  return firstTouchFloor(P, Q, R, e);
}

/** {@link toiCode} on exact BigInt values (never undecided). */
export function toiCodeBig(P: bigint, Q: bigint, R: bigint, F1: bigint, S: bigint): number {
  if (!sweptDecisionBig(P, Q, R, F1, S)) return TOI_MISS;
  if (R < 0n) return TOI_OVERLAP;
  if (R === 0n) return Q >= 0n ? TOI_SEPARATING : 0;
  return firstTouchFloorBig(P, Q, R);
}

/**
 * `k = floor(t*·65536)` for a hit with `R > 0`, where `t*` is the smaller
 * root of f. A double estimate of `t* = R / (−Q + √(Q² − PR))` (the stable
 * form of the smaller root, the sphere-TOI article) proposes `k`; two certain signs prove
 * it: `k/65536 ≤ t* < (k+1)/65536` (see {@link notAfterFirstTouch}). The
 * estimate is off by at most one except near a graze, where we step.
 */
function firstTouchFloor(P: number, Q: number, R: number, e: number): number {
  const disc = Q * Q - P * R;
  const t = R / (Math.sqrt(Math.max(disc, 0)) - Q);
  let k = Math.floor(t * 65536);
  if (!(k >= 0)) k = 0;
  else if (k > 65536) k = 65536;
  for (let step = 0; step < 4; step += 1) {
    const lo = notAfterFirstTouch(P, Q, R, e, k);
    if (lo === UNDECIDED) return TOI_UNDECIDED;
    if (lo === MISS) {
      // k = 0 is never after t* > 0.
      if (k === 0) return TOI_UNDECIDED;
      k -= 1;
      continue;
    }
    // t* ≤ 1: when 65536/65536 is not after it, t* = 1.
    if (k === 65536) return k;
    const hi = notAfterFirstTouch(P, Q, R, e, k + 1);
    if (hi === UNDECIDED) return TOI_UNDECIDED;
    if (hi === MISS) return k;
    k += 1;
  }
  return TOI_UNDECIDED;
}

/**
 * Whether `s = j/65536` is not after the first touch, `s ≤ t*`: before it,
 * `f(s) > 0` left of the vertex (`P s + Q < 0`), or on it, `f(s) = 0` not
 * right of the vertex. Both are degree-2 in integers,
 *
 *   g = 2^32 f(s) = 2^32 R + 2^17 j Q + j² P,   h = 65536 Q + j P.
 *
 * With exact coefficients (`e = 0`) both signs are exact: `h` is a product
 * comparison, and `g` is the exact sign of five doubles, the rounded
 * products `j·Q`, `j²·P` and their Dekker errors plus `2^32 R`. Otherwise
 * they are filtered: each term's rounding is below `2^-52` of it, and each
 * coefficient's error `e` adds `e·(2^32 + 2^17 j + j²)` (resp.
 * `e·(65536 + j)`); `g = 0` is left to BigInt. HIT = not after, MISS = after.
 */
function notAfterFirstTouch(P: number, Q: number, R: number, e: number, j: number): number {
  if (e === 0) {
    const h = compareProducts(j, P, -65536, Q);
    if (h > 0) return MISS;
    const jq = j * Q;
    const jj = j * j;
    const jjp = jj * P;
    const g = signOfSum(
      4294967296 * R,
      131072 * jq,
      131072 * productTail(j, Q, jq),
      jjp,
      productTail(jj, P, jjp),
    );
    return (g > 0 && h < 0) || g === 0 ? HIT : MISS;
  }
  const g0 = 4294967296 * R;
  const g1 = 131072 * (j * Q);
  const g2 = j * j * P;
  const g = g0 + g1 + g2;
  const gb =
    (Math.abs(g0) + Math.abs(g1) + Math.abs(g2)) * REL + e * (4294967296 + 131072 * j + j * j);
  const h0 = 65536 * Q;
  const h1 = j * P;
  const h = h0 + h1;
  const hb = (Math.abs(h0) + Math.abs(h1)) * REL + e * (65536 + j);
  if (g > gb && h < -hb) return HIT;
  if (g < -gb || h > hb) return MISS;
  return UNDECIDED;
}

/**
 * The exact formula in BigInt, with no floating point at all:
 * `k = floor((−Q·2^16 − ⌈√(2^32·(Q² − PR))⌉) / P)`. The root is rounded up
 * because it is subtracted: for an integer `N = X − ⌈Y⌉`, `X − Y` lies in
 * `[N, N + 1)`, and `floor(z / P) = floor(floor(z) / P)` for an integer P > 0.
 */
function firstTouchFloorBig(P: bigint, Q: bigint, R: bigint): number {
  const root = isqrtCeilBig((Q * Q - P * R) << 32n);
  return Number((-(Q << 16n) - root) / P);
}
