/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * A double-double evaluation of `f(t)` and `P·t + Q` at a double `t`, with a
 * proven error bound. Its main use is "is the double `t` at or before the
 * first touch `t*`?" — the question the `exact` time of impact asks two or three
 * times to round `t*` down. `t` sits within an ulp of `t*`, so `f(t)` is of
 * the order `u·S` and a plain double evaluation (error `~u·S`) can never
 * tell its sign. Evaluated with error-free transformations (Knuth's
 * two-sum, Dekker's two-product with Veltkamp's split — JavaScript has no
 * FMA), the error drops to `~u²·S`, which settles every `t` except those
 * within `~2^-44` ulps of `t*` or at a tangency.
 *
 * Per component, with `M = |c0| + |c1|` (`c0 = b0 − a0`, `c1 = b1 − a1`,
 * each exact as a two-term sum `h + l`, `|l| ≤ u|h|`, by TwoDiff):
 * - `d = c1 − c0 = dh + dl`: `dh` and the TwoDiff tail exact,
 *   `dl = tail + (c1l − c0l)` rounds twice: error ≤ 3u²M, `|dl| ≤ 2uM`.
 * - `e = c0 + t·d = eh + el`: `t·dh` exact (TwoProduct), `t·dl` rounds
 *   (≤ 2u²M), `c0h + t·dh` exact (TwoSum), three more additions into `el`
 *   (each ≤ u·4uM): error ≤ 20u²M, `|eh| ≤ 2M(1 + 3u)`, `|el| ≤ 5uM`.
 * - `e² = eh² (exact) + 2·eh·el (rounds: ≤ 20u²M²) + el² (≤ 25u²M²,
 *   dropped)`, plus the propagated error of `e`: ≤ (4M + …)·20u²M, so
 *   ≤ 125u²M² in all.
 * - `r² = rh² (exact) + 2·rh·rl (≤ 2u²rh²) + rl² (≤ u²rh², dropped)`.
 * - The high parts are summed by two-sums (exact); the dozen low parts
 *   (magnitudes ≤ 22u·T in all, `T = ΣM² + rh²`) by plain additions:
 *   ≤ 12u·22u·T.
 * So `|f(t) − f̃| ≤ 125u²ΣM² + 3u²rh² + 264u²T < 400u²·T`; the filter
 * uses `2^-96·T = 1024u²·T` (T itself is computed with a few roundings).
 * Nothing underflows: inputs are multiples of 2^-252 (see `sweep.ts`),
 * `T ≥ 2^-504` when non-zero, and `t` is sent to the fallback below 2^-400.
 *
 * The vertex side, `P·t + Q = C(t)·D`, is evaluated as `Σ (eh + el)·dh`:
 * each term's error is below `8u·M²`, so `2^-48·T` bounds it.
 *
 * At `t = 0` with `a1 = a0`, `b1 = b0` this is `|b − a|² − r²`: the second
 * stage of the `exact` overlap test, which settles the near-contacts that a
 * separation leaves behind (residuals of an ulp or so, far above `u²`).
 */
import type { Vec2, Vec3 } from '@swept/core';
import { differenceTail, productTail, squareTail, sumTail } from '@swept/core/internal';

const F_BOUND = 2 ** -96;
const SLOPE_BOUND = 2 ** -48;
const T_MIN = 2 ** -400;

/** A certain `true`, a certain `false`, or doubt (also what the sign functions return for doubt: never -1, 0 or 1). */
export const AT_OR_BEFORE = 1;
export const AFTER = 0;
export const DOUBT = 2;

// The loaded query (`load2` / `load3`): per coordinate, `c0 = c0h + c0l`
// and `d = dh + dl` as above, split once per query, not once per `t`.
const c0h = new Float64Array(3);
const c0l = new Float64Array(3);
const dh = new Float64Array(3);
const dl = new Float64Array(3);
let dimensions = 2;
// The doubles of the loaded query and of the last evaluation, in one typed
// array: a module-level `let` holding a double is boxed, and every write to
// it allocated (it measured most of an evaluation's cost).
const state = new Float64Array(7);
/** `Σ M² + rh²`, the bound's `T`. */
const MAGNITUDE = 0;
/** `rh²` and the low part of `r²`. */
const RADIUS_HIGH = 1;
const RADIUS_LOW = 2;
/** The last evaluation: `f(t) = high + low`, and the slope `C(t)·D`. */
const HIGH = 3;
const LOW = 4;
const SLOPE = 5;

/** Splits one coordinate of the query (`i`: 0, 1, 2); returns its `M²`. */
function loadComponent(i: number, a0: number, a1: number, b0: number, b1: number): number {
  // c0 = b0 − a0 = c0h + c0l and c1 = b1 − a1 = c1h + c1l, exactly (TwoDiff).
  const c0 = b0 - a0;
  const c1 = b1 - a1;
  const c1tail = differenceTail(b1, a1, c1);
  const c0tail = differenceTail(b0, a0, c0);
  c0h[i] = c0;
  c0l[i] = c0tail;
  // d = c1 − c0 = dh + dl.
  const d = c1 - c0;
  dh[i] = d;
  dl[i] = differenceTail(c1, c0, d) + (c1tail - c0tail);
  const m = Math.abs(c0) + Math.abs(c1);
  return m * m;
}

/** Loads `r = ra + rb` after the coordinates: `r² = rh² (exact: Square) + 2·rh·rl`. */
function loadRadius(ra: number, rb: number, coordinates: number): void {
  const rh = ra + rb;
  const rl = sumTail(ra, rb, rh);
  const gh = rh * rh;
  state[RADIUS_HIGH] = gh;
  state[RADIUS_LOW] = squareTail(rh, gh) + 2 * rh * rl;
  state[MAGNITUDE] = coordinates + gh;
}

/** Loads a 2D query for {@link evaluateAt}. */
export function load2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  dimensions = 2;
  const m = loadComponent(0, a0.x, a1.x, b0.x, b1.x) + loadComponent(1, a0.y, a1.y, b0.y, b1.y);
  loadRadius(ra, rb, m);
}

/** Loads a 3D query for {@link evaluateAt}. */
export function load3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
  dimensions = 3;
  const m =
    loadComponent(0, a0.x, a1.x, b0.x, b1.x) +
    loadComponent(1, a0.y, a1.y, b0.y, b1.y) +
    loadComponent(2, a0.z, a1.z, b0.z, b1.z);
  loadRadius(ra, rb, m);
}

/** Evaluates `f(t)` and `C(t)·D` in double-double for the loaded query. */
export function evaluateAt(t: number): void {
  let high = 0;
  let low = 0;
  let slope = 0;
  for (let i = 0; i < dimensions; i++) {
    const ch = c0h[i]!;
    const d = dh[i]!;
    // t·dh = ph + pl exactly (TwoProduct).
    const ph = t * d;
    const pl = productTail(t, d, ph);
    // e = c0 + t·d = eh + el.
    const eh = ch + ph;
    const el = sumTail(ch, ph, eh) + pl + c0l[i]! + t * dl[i]!;
    // e² = eh² (exact: Square) + 2·eh·el; eh² added to `high` by TwoSum.
    const sh = eh * eh;
    const s = high + sh;
    low += sumTail(high, sh, s) + (squareTail(eh, sh) + 2 * eh * el);
    high = s;
    slope += (eh + el) * d;
  }
  const g = state[RADIUS_HIGH]!;
  const s = high - g;
  low += differenceTail(high, g, s) - state[RADIUS_LOW]!;
  state[HIGH] = s;
  state[LOW] = low;
  state[SLOPE] = slope;
}

/** The certified sign of `f(t)` from the last evaluation, or {@link DOUBT}. */
export function fSign(): number {
  const f = state[HIGH]! + state[LOW]!;
  const bound = F_BOUND * state[MAGNITUDE]!;
  if (f > bound) return 1;
  if (f < -bound) return -1;
  return DOUBT;
}

/** The certified sign of `P·t + Q = C(t)·D` from the last evaluation, or {@link DOUBT}. */
function slopeSign(): number {
  const slope = state[SLOPE]!;
  const bound = SLOPE_BOUND * state[MAGNITUDE]!;
  if (slope > bound) return 1;
  if (slope < -bound) return -1;
  return DOUBT;
}

/**
 * Certifies `t ≤ t*` (given `f(0) > 0` and a touch) from the last
 * evaluation: before the vertex (`P·t + Q < 0`) and `f(t) > 0`; past the
 * vertex or `f(t) < 0` is after; anything else is doubt.
 */
export function atOrBeforeVerdict(t: number): number {
  if (t < T_MIN && t !== 0) return DOUBT;
  const s = slopeSign();
  if (s === DOUBT) return DOUBT;
  if (s > 0) return AFTER;
  const f = fSign();
  return f === DOUBT ? DOUBT : f > 0 ? AT_OR_BEFORE : AFTER;
}

/** Evaluates `f(t)` and `C(t)·D` in double-double for a 2D query (loads it first). */
export function evaluate2(
  t: number,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): void {
  load2(a0, a1, ra, b0, b1, rb);
  evaluateAt(t);
}

/** Evaluates `f(t)` and `C(t)·D` in double-double for a 3D query (loads it first). */
export function evaluate3(
  t: number,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): void {
  load3(a0, a1, ra, b0, b1, rb);
  evaluateAt(t);
}
