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
 *   one is.) The one degree-4 comparison, `Q² ≥ P·R`, is decided by the
 *   rounded products, and on a tie by their difference modulo 2^32
 *   ({@link residueSign}) or, for products at or above 2^83, by Dekker
 *   terms (see {@link sweptDecisionExactDoubles}).
 * - otherwise each value has an absolute error below `e = scale · 2^-50`
 *   (three roundings of terms bounded by `scale`, `u = 2^-53`, with margin);
 *   a sign is certain when the value lies outside `[−e, e]`. `Q² − P·R` has
 *   error below `scale² · 2^-47` (|Q| ≤ scale/2, P, |R| ≤ scale). This is a
 *   semi-static filter (Shewchuk 1997; Devillers & Preparata 1998). When it
 *   cannot decide, the caller recomputes the values exactly in limbs
 *   (`coefficients.ts`, `exact/limbs.ts`) and decides with {@link sweptDecisionLimbs}
 *   and {@link toiCodeLimbs}.
 *
 * Results: `HIT`/`MISS`, or `UNDECIDED` (→ limbs). The case split is the
 * core's (`@swept/core`'s `src/quadratic.ts` says why each kind of number keeps
 * its own copy).
 */

import { compareProducts, productTail, signOfSum, squareTail } from '@swept/core/internal';
import { exactCoef } from './coefficients.ts';
import { FILTER50 } from './exact/filter-bounds.ts';
import { floorFirstRoot, rootScratch } from './exact/floor-root.ts';
import { compare, limbs, mul, sign } from './exact/limbs.ts';

export const MISS = 0;
export const HIT = 1;
export const UNDECIDED = -1;

/** Below this scale every degree-2 value is an exact double. */
export const EXACT_SCALE = 9007199254740992; // 2^53
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
  if (scale < EXACT_SCALE) return sweptDecisionExactDoubles(P, Q, R, F1) ? HIT : MISS;
  return sweptFiltered(P, Q, R, F1, S, scale);
}

/**
 * The residue stage shared by the exact-double decisions: the sign of an
 * integer `v` known to satisfy `|v| < 2^31`, from `v mod 2^32` alone. `m` is
 * that residue as any double integer (a sum of `Math.imul` results, each
 * exact modulo 2^32); `m | 0` is then `v` itself, because ToInt32 returns the
 * one representative of `m mod 2^32` in `[−2^31, 2^31)`.
 *
 * Why residues: on a tie (a grazing contact, a touch exactly at a grid
 * time) the rounded value says nothing about the sign, but the rounding
 * bound says the exact value is small, and a small integer is determined by
 * its low 32 bits, which `Math.imul` computes exactly (ECMAScript defines it
 * modulo 2^32, and `ToInt32` of a double integer is its value modulo 2^32).
 * Two or three multiplications instead of a Dekker split or an expansion sum.
 */
function residueSign(m: number): number {
  const v = m | 0;
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** `2^83`: below it, two products that round to the same double differ by less than 2^31. */
const RESIDUE_PRODUCT = 2 ** 83;
/** `2^31`: values known to be smaller in magnitude are settled by {@link residueSign}. */
const RESIDUE_LIMIT = 2147483648;

/**
 * {@link sweptDecision} for exact coefficients (`scale < EXACT_SCALE`), small
 * enough to inline. `S = P + Q` is exact here: `|C1·D| ≤ scale/2`.
 *
 * The vertex test `Q² ≥ P·R` on integers below 2^53 (products below 2^106):
 * rounding is monotone, so rounded products that differ order the exact
 * ones the same way (`fl(Q²) > fl(PR)` ⇒ `Q² > PR`). When they are equal,
 * `p = fl(Q²) = fl(PR)`, both exact products lie within `ulp(p)/2` of `p`,
 * so `|Q² − PR| ≤ ulp(p) ≤ 2^-52·p`, which is below 2^31 when `p < 2^83`:
 * then {@link residueSign} of `Q·Q − P·R` modulo 2^32 is the exact sign
 * (`Q | 0` is `Q mod 2^32` for any double integer). Larger ties take the
 * Dekker terms: `Q² − PR = (Q² − p) − (PR − p)`, both tails exact. (The
 * residue stage is also small code, which keeps the query and what it
 * inlines inside V8's inlining budget; BENCHMARKS.md, issue 13.)
 */
export function sweptDecisionExactDoubles(P: number, Q: number, R: number, F1: number): boolean {
  if (R <= 0) return true;
  if (Q >= 0) return false;
  if (F1 <= 0) return true;
  if (P + Q <= 0) return false;
  const qq = Q * Q;
  const pr = P * R;
  if (qq !== pr) return qq > pr;
  if (qq < RESIDUE_PRODUCT) {
    // residueSign(…) >= 0, written out (the inlining budget, see above).
    const q = Q | 0;
    return ((Math.imul(q, q) - Math.imul(P | 0, R | 0)) | 0) >= 0;
  }
  return largeTie(P, Q, R, qq);
}

/**
 * `Q² ≥ P·R` for a tie `p = fl(Q²) = fl(PR)` at or above 2^83, by the exact
 * Dekker tails: `Q² − PR = (Q² − p) − (PR − p)`. Out of line: no game-sized
 * input reaches it, and its bytes would count against {@link sweptDecisionExactDoubles}'s
 * callers' inlining budget.
 */
function largeTie(P: number, Q: number, R: number, p: number): boolean {
  return squareTail(Q, p) >= productTail(P, R, p);
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
  const e = scale * FILTER50;
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

const QQ = limbs(6);
const PR = limbs(6);

/**
 * {@link sweptDecision} on the exact values in `exactCoef` (the last stage).
 * Widths: `Q² < (2^66.6)² = 2^133.2` and `|P·R| < 2^67.6 · 2^65.6 = 2^133.2`,
 * inside the 6-limb range `[−2^143, 2^143)`; {@link compare} does not wrap.
 */
export function sweptDecisionLimbs(): boolean {
  const { P, Q, R, F1, S } = exactCoef;
  if (sign(R) <= 0 || sign(F1) <= 0) return true;
  if (sign(Q) >= 0 || sign(S) <= 0) return false;
  return compare(mul(QQ, Q, Q), mul(PR, P, R)) >= 0;
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
 * `TOI_UNDECIDED` (→ {@link toiCodeLimbs}; only at or above `EXACT_SCALE`), or the raw `t = floor(t*·65536)`
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
  const e = scale < EXACT_SCALE ? 0 : scale * FILTER50;
  if (R < -e) return TOI_OVERLAP;
  if (R <= e) {
    if (e > 0) return TOI_UNDECIDED;
    return Q >= 0 ? TOI_SEPARATING : 0;
  }
  return firstTouchFloor(P, Q, R, e);
}

/**
 * {@link toiCode} on the exact values in `exactCoef` (never undecided): the
 * boolean, the start cases, then `floor(t*·65536)` by a double estimate
 * certified with exact signs of `f` at the candidate grid times
 * (`exact/floor-root.ts`). A hit with `R > 0` has `Q < 0` (f would only rise) and
 * `Q² − PR ≥ 0` (a real root) in `(0, 1]`.
 */
export function toiCodeLimbs(): number {
  if (!sweptDecisionLimbs()) return TOI_MISS;
  const { P, Q, R } = exactCoef;
  const sr = sign(R);
  if (sr < 0) return TOI_OVERLAP;
  if (sr === 0) return sign(Q) >= 0 ? TOI_SEPARATING : 0;
  return floorFirstRoot(P, Q, R, ROOT);
}

/** `|P| < 2^67.6`, `|Q| < 2^66.6`, `|R| < 3·2^64` (`coefficients.ts`): below 2^68. */
const ROOT = rootScratch(68);

/** The raw step `floor(t·65536)` of an estimate, clamped to `[0, 65536]` (NaN and −0 → +0). */
function startOf(t: number): number {
  const k = Math.floor(t * 65536);
  return k > 0 ? Math.min(k, 65536) : 0;
}

/**
 * The largest raw `j ∈ [0, 65536]` with `j/65536 ≤ t*`, where
 * `notAfter(j)` answers that question (HIT = not after, MISS = after, or
 * UNDECIDED to give up) and `t* ∈ (0, 1]`. The predicate is monotone (true
 * up to t*, false after) and true at 0, so a search from any start finds
 * it: two evaluations when `k` is right, a gallop outwards and a bisection
 * otherwise (at most ~34 evaluations).
 */
function largestNotAfter(k: number, notAfter: (j: number) => number): number {
  let lo: number;
  let hi: number;
  let step = 1;
  let v = notAfter(k);
  if (v === UNDECIDED) return TOI_UNDECIDED;
  if (v === HIT) {
    lo = k;
    for (;;) {
      // t* ≤ 1: when 65536/65536 is not after it, t* = 1.
      if (lo === 65536) return lo;
      hi = Math.min(lo + step, 65536);
      v = notAfter(hi);
      if (v === UNDECIDED) return TOI_UNDECIDED;
      if (v === MISS) break;
      lo = hi;
      step *= 2;
    }
  } else {
    // j = 0 is never after t* > 0 (a certain predicate says HIT there), so this ends.
    hi = k;
    for (;;) {
      lo = Math.max(hi - step, 0);
      v = notAfter(lo);
      if (v === UNDECIDED) return TOI_UNDECIDED;
      if (v === HIT) break;
      hi = lo;
      step *= 2;
    }
  }
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    v = notAfter(mid);
    if (v === UNDECIDED) return TOI_UNDECIDED;
    if (v === HIT) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The coefficients `P, Q, R, e` {@link notAfterDouble} reads (set by
 * {@link firstTouchFloor}): a typed array, as a module-level `let` holding a
 * double would be boxed anew on every write.
 */
const searched = new Float64Array(4);

/**
 * `k = floor(t*·65536)` for a hit with `R > 0`, where `t*` is the smaller
 * root of f. A double estimate of `t* = R / (−Q + √(Q² − PR))` (the stable
 * form of the smaller root, the sphere-TOI article) proposes `k`; certain
 * signs prove it: `k/65536 ≤ t* < (k+1)/65536` (see {@link notAfterFirstTouch}),
 * and {@link largestNotAfter} moves `k` when they disagree. With exact
 * coefficients (`e = 0`) every sign is certain, so this never gives up;
 * otherwise an uncertain sign returns `TOI_UNDECIDED` (→ limbs).
 */
function firstTouchFloor(P: number, Q: number, R: number, e: number): number {
  const disc = Q * Q - P * R;
  const k = startOf(R / (Math.sqrt(Math.max(disc, 0)) - Q));
  // The common case, inline: k is right (k ≤ t*·65536 < k + 1).
  if (notAfterFirstTouch(P, Q, R, e, k) === HIT) {
    if (k === 65536) return k;
    if (notAfterFirstTouch(P, Q, R, e, k + 1) === MISS) return k;
  }
  searched[0] = P;
  searched[1] = Q;
  searched[2] = R;
  searched[3] = e;
  return largestNotAfter(k, notAfterDouble);
}

function notAfterDouble(j: number): number {
  return notAfterFirstTouch(searched[0]!, searched[1]!, searched[2]!, searched[3]!, j);
}

/**
 * Whether `s = j/65536` is not after the first touch, `s ≤ t*`: before it,
 * `f(s) > 0` left of the vertex (`P s + Q < 0`), or on it, `f(s) = 0` not
 * right of the vertex. Both are degree-2 in integers,
 *
 *   g = 2^32 f(s) = 2^32 R + 2^17 j Q + j² P,   h = 65536 Q + j P.
 *
 * Stage 1, a filter: each rounded term is within `2^-53` of its exact
 * value (`2^32 R`, `2^17 · 65536 Q` and `j²` are exact; `j·Q`, `j²·P`, `j·P`
 * and each sum round once), so `g` is within `3·2^-53·(|g0| + |g1| + |g2|)`
 * and `h` within `2·2^-53·(|h0| + |h1|)`, below the `2^-50` used; each
 * coefficient's error `e` (zero when they are exact) adds
 * `e·(2^32 + 2^17 j + j²)` (resp. `e·(65536 + j)`). Stages 2 and 3, with
 * exact coefficients (`e = 0`) only: {@link notAfterExact} (residues modulo
 * 2^32, then exact signs). With rounded coefficients an uncertain sign
 * (`g = 0` among them) is left to the limbs. HIT = not after, MISS = after.
 */
function notAfterFirstTouch(P: number, Q: number, R: number, e: number, j: number): number {
  const g0 = 4294967296 * R;
  const g1 = 131072 * (j * Q);
  const g2 = j * j * P;
  const g = g0 + g1 + g2;
  const gb =
    (Math.abs(g0) + Math.abs(g1) + Math.abs(g2)) * FILTER50 + e * (4294967296 + 131072 * j + j * j);
  const h0 = 65536 * Q;
  const h1 = j * P;
  const h = h0 + h1;
  const hb = (Math.abs(h0) + Math.abs(h1)) * FILTER50 + e * (65536 + j);
  if (g > gb && h < -hb) return HIT;
  if (g < -gb || h > hb) return MISS;
  return e === 0 ? notAfterExact(P, Q, R, j, g, gb, h, hb) : UNDECIDED;
}

/**
 * {@link notAfterFirstTouch}'s exact stages, for exact coefficients: each
 * sign the filter left open (`|g| ≤ gb`, `|h| ≤ hb`, where `gb`, `hb` bound
 * the rounding errors, so the exact values lie within them of `g`, `h`) is
 * settled first by its residue modulo 2^32 when the exact value is known to
 * be below 2^31 in magnitude (`|g| + gb < 2^31`: {@link residueSign}), with
 *
 *   g ≡ 2^17·j·Q + j²·P,   h ≡ 65536·Q + j·P   (mod 2^32)
 *
 * (`2^32·R ≡ 0`; each product a `Math.imul` of the operands' residues
 * `Q | 0`, `P | 0`, exact modulo 2^32; `j ≤ 65536`), and otherwise by the
 * exact sign: `h` a product comparison, `g` the exact sign of five doubles
 * (the rounded products `j·Q`, `j²·P` and their Dekker errors, plus
 * `2^32·R`). At a game's magnitudes (`|C0|`, `|D|` up to a few dozen units)
 * every tie takes the residue stage.
 */
function notAfterExact(
  P: number,
  Q: number,
  R: number,
  j: number,
  g: number,
  gb: number,
  h: number,
  hb: number,
): number {
  let sh: number;
  if (h > hb) return MISS;
  if (h < -hb) sh = -1;
  else if (Math.abs(h) + hb < RESIDUE_LIMIT) {
    sh = residueSign(Math.imul(Q | 0, 65536) + Math.imul(j, P | 0));
  } else sh = compareProducts(j, P, -65536, Q);
  if (sh > 0) return MISS;
  let sg: number;
  if (g > gb) sg = 1;
  else if (g < -gb) sg = -1;
  else if (Math.abs(g) + gb < RESIDUE_LIMIT) {
    sg = residueSign(Math.imul(Math.imul(j, Q | 0), 131072) + Math.imul(Math.imul(j, j), P | 0));
  } else {
    const jq = j * Q;
    const jj = j * j;
    const jjp = jj * P;
    sg = signOfSum(
      4294967296 * R,
      131072 * jq,
      131072 * productTail(j, Q, jq),
      jjp,
      productTail(jj, P, jjp),
    );
  }
  return (sg > 0 && sh < 0) || sg === 0 ? HIT : MISS;
}
