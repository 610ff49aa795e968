/**
 * The point-vs-segment parameters `t* = (w × e)/(d × e)` and
 * `u* = (w × d)/(d × e)` rounded down to doubles from double-double values
 * of the three crosses, with one short residual sign per parameter as a
 * rule (four at most) instead of a search (the `cross-filter.ts` search
 * re-evaluates a whole double-double cross at every double it tries).
 *
 * With `u = 2^-53`: the inputs' differences are split exactly by TwoDiff
 * (`a = ah + al`, `|al| ≤ u|ah|`), so each cross
 * `a × b = (axh + axl)(byh + byl) − (ayh + ayl)(bxh + bxl)` is
 * `axh·byh − ayh·bxh` (two TwoProducts, their highs subtracted by TwoDiff:
 * all exact) plus low-order terms. With `M = |axh·byh| + |ayh·bxh|`: the
 * exact low parts (`pl`, `ql`, `sl`) are each within `uM`, the four mixed
 * products (`axh·byl` …) sum to within `2uM` and round by at most `2u²M`
 * in all, the six additions of these low terms (partial sums within
 * `4.1uM`) round by at most `6·4.1u²M`, and the dropped
 * `axl·byl − ayl·bxl` is within `u²M`: the error is below `28u²M`. The
 * filter uses `2^-100·fl(M) = 64u²·fl(M)` (`fl(M) ≥ (1 − u)M`).
 *
 * Each cross is then renormalized by TwoSum (exact), so `|low| ≤ u·|high|`.
 * When the four difference tails and both TwoProduct tails are zero (inputs
 * on a common grid), every low-order term but the exact TwoDiff tail is an
 * exact zero, so the cross is exact: its error bound is 0.
 *
 * Rounding `t* = N/D` down (`N > 0`, `D > 0` the crosses times the sign of
 * `d × e`, known as `n = nh + nl`, `d = dh + dl` within `En`, `Ed`): for a
 * double `q ∈ [0, 1]`, `q ≤ t*` iff `R(q) = q·D − N ≤ 0`. `R` is evaluated
 * as `h = fl(q·dh − nh)` plus the low sum `(TwoDiff tail + TwoProduct tail)
 * + (q·dl − nl)`: without rounding in the low sum that is exactly
 * `q·d − n`, within `q·Ed + En ≤ Ed + En` of `R(q)`. With `A = |dh| + |nh|`:
 * `|h| ≤ (1 + u)A`, the TwoDiff tail is within `u|h|`, the TwoProduct tail
 * within `u|dh|`, `q·dl` within `u|dh|` (rounding by `u²|dh|`), `nl` within
 * `u|nh|`; the three additions of the low sum (partial sums within
 * `1.01uA`, `2.01uA`, `3.02uA`) and the product round by below `7.1u²A` in
 * all, so `Ed + En + 2^-96·A` (`2^-96 = 1024u²`, `fl(A) ≥ (1 − u)A`) bounds
 * the error. The last addition (`h` + low sum) is not part of that error:
 * rounding is monotone, so a rounded sum compares with a double bound as
 * the exact sum does. When both crosses are exact with zero low parts
 * (`d = dh`, `n = nh`) and the TwoDiff and TwoProduct tails of the residual
 * are zero, `h = q·dh − nh` is exactly `R(q)`: its sign is certain, zero
 * included, and `R(q) = 0` means `t* = q`. A certain `R(q) < 0` with a certain `R(q⁺) > 0` (`q⁺`
 * the next double) makes `q` the answer; a certain `R(q) > 0` with a certain
 * `R(q⁻) < 0` makes the double below, `q⁻`. The neighbour's sign usually
 * follows from `R(q)` and one exact product (`R(q±) = R(q) ± δ·D`, proof at
 * the neighbour step at `floorNear`), so a hit costs one residual per parameter. The first
 * guess is `fl(nh/dh)`, the nearest double to `t*` but for near-ties or
 * large cross errors; when neither it nor the double below is the answer,
 * the double-double quotient rounded to a double is tried (`t*` within an
 * ulp of it). A `t*` on a double (unless found exactly as above) or within
 * the error of one is left to the caller. Underflow: every nonzero input
 * difference is a multiple of 2^-252, so products are 0 or above 2^-504 and the error terms above
 * 2^-610, all normal; overflow: differences are below 2^202.
 */
import type { Vec2 } from '@swept/core';
import {
  differenceTail,
  highHalf,
  productTail,
  splitProductTail,
  sumTail,
} from '@swept/core/internal';
import { nextDown, nextUp } from '../double.ts';

/** Returned when the rounding is not certain (never a parameter in `[0, 1]`). */
export const QUOTIENT_DOUBT = -1;

const CROSS_ERROR = 2 ** -100;
const RESIDUAL_ERROR = 2 ** -96;

// Loaded split differences, then crosses as high, low and error: a typed
// array (module-level doubles would be boxed anew on every write).
const state = new Float64Array(50);
// d = p1 − p0, e = s1 − s0, w = s0 − p0: per coordinate the TwoDiff high
// and low, then the high's Dekker halves (split once: each high is a factor
// of two products).
const D = 0;
const E = 8;
const W = 16;
// d × e, w × e, w × d: high, low, error bound.
const DEN = 24;
const TN = 27;
const UN = 30;
// The inputs, loaded once.
const P0 = 40;
const P1 = 42;
const S0 = 44;
const S1 = 46;
/** The differences `d = p1 − p0`, `e = s1 − s0`, `w = s0 − p0` per coordinate, as (a, b, out) triples. */
// biome-ignore format: one (a, b, out) triple per line.
const DIFFERENCES = new Int8Array([
  P1, P0, D,  P1 + 1, P0 + 1, D + 4,
  S1, S0, E,  S1 + 1, S0 + 1, E + 4,
  S0, P0, W,  S0 + 1, P0 + 1, W + 4,
]);
/** The crosses `d × e`, `w × e`, `w × d` as (left, right, out) triples. */
const CROSSES = new Int8Array([D, E, DEN, W, E, TN, W, D, UN]);
// The quotient being rounded (`floorQuotient`): `n = nh + nl`, `d = dh + dl`
// times the sign of `d × e`, the residual's error bound, whether both
// crosses are exact (1) or not (0), and the last residual value tested.
const NH = 33;
const NL = 34;
const DH = 35;
const DL = 36;
const BOUND = 37;
const EXACT = 38;
const RESIDUAL = 39;
// `dh`'s Dekker halves (a factor of every residual's product).
const DH_HIGH = 48;
const DH_LOW = 49;

/**
 * Loads `d × e`, `w × e` and `w × d` for a moving point `p0 → p1` and a
 * segment `s0 → s1` in double-double.
 */
export function loadQuotients(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  state[P0] = p0.x;
  state[P0 + 1] = p0.y;
  state[P1] = p1.x;
  state[P1 + 1] = p1.y;
  state[S0] = s0.x;
  state[S0 + 1] = s0.y;
  state[S1] = s1.x;
  state[S1 + 1] = s1.y;
  // Loops over index tables, not calls per difference and per cross: a hit
  // is rare among misses and its code runs cold, so less code pays. Each
  // difference `a − b` into `state[out..out+3]`: TwoDiff high and low, then
  // the high's Dekker halves (split once: each high is a factor of two
  // products).
  for (let k = 0; k < 18; k += 3) {
    const a = state[DIFFERENCES[k]!]!;
    const b = state[DIFFERENCES[k + 1]!]!;
    const out = DIFFERENCES[k + 2]!;
    const h = a - b;
    const half = highHalf(h);
    state[out] = h;
    state[out + 1] = differenceTail(a, b, h);
    state[out + 2] = half;
    state[out + 3] = h - half;
  }
  // Each cross `state[a] × state[b]` into `state[out..out+2]`: high, low,
  // error bound (see the header).
  for (let k = 0; k < 9; k += 3) {
    const a = CROSSES[k]!;
    const b = CROSSES[k + 1]!;
    const out = CROSSES[k + 2]!;
    const axh = state[a]!;
    const axl = state[a + 1]!;
    const ayh = state[a + 4]!;
    const ayl = state[a + 5]!;
    const bxh = state[b]!;
    const bxl = state[b + 1]!;
    const byh = state[b + 4]!;
    const byl = state[b + 5]!;
    const p = axh * byh;
    const q = ayh * bxh;
    const s = p - q;
    const pl = splitProductTail(state[a + 2]!, state[a + 3]!, state[b + 6]!, state[b + 7]!, p);
    const ql = splitProductTail(state[a + 6]!, state[a + 7]!, state[b + 2]!, state[b + 3]!, q);
    const low =
      differenceTail(p, q, s) + (pl - ql) + (axh * byl + axl * byh) - (ayh * bxl + ayl * bxh);
    // Renormalized by TwoSum (exact): the low part is then within u·|high|.
    const high = s + low;
    state[out] = high;
    state[out + 1] = sumTail(s, low, high);
    // Nothing rounded when the differences and both products were exact
    // (header): a sum of magnitudes is zero only when each is (no branches).
    const tails =
      Math.abs(axl) + Math.abs(ayl) + Math.abs(bxl) + Math.abs(byl) + Math.abs(pl) + Math.abs(ql);
    state[out + 2] = tails === 0 ? 0 : CROSS_ERROR * (Math.abs(p) + Math.abs(q));
  }
}

/** A residual sign that is not certain (never -1, 0 or 1). */
const DOUBT = 2;

/**
 * The certified sign of `R(q) = q·D − N` for the loaded quotient (see the
 * header; 0 only when `R(q) = 0` is certain), or {@link DOUBT}; the value
 * it tested is left in `state[RESIDUAL]` (for the neighbour step).
 */
function residualSign(q: number): number {
  const nh = state[NH]!;
  const dh = state[DH]!;
  const ph = q * dh;
  const h = ph - nh;
  const hTail = differenceTail(ph, nh, h);
  const qHalf = highHalf(q);
  const pTail = splitProductTail(qHalf, q - qHalf, state[DH_HIGH]!, state[DH_LOW]!, ph);
  // Both error-free tails zero with exact crosses: `h` is exactly `q·dh − nh = R(q)`.
  if (state[EXACT] === 1 && hTail === 0 && pTail === 0) {
    state[RESIDUAL] = h;
    return Math.sign(h);
  }
  const value = h + (hTail + pTail + (q * state[DL]! - state[NL]!));
  state[RESIDUAL] = value;
  const bound = state[BOUND]!;
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return DOUBT;
}

/** `2^-50 = 8u`: the neighbour step's relative margin (see below). */
const STEP_MARGIN = 2 ** -50;
/** Below this `q` the step `δ·dh` could underflow; the neighbour is then evaluated. */
const STEP_MIN = 2 ** -400;

/**
 * The largest double not above `N/D` when `q` is it or the double after
 * it, certified by the residual at `q` and its neighbour's; else
 * {@link QUOTIENT_DOUBT}. The neighbour's residual is evaluated only when
 * the neighbour step cannot decide.
 *
 * The neighbour step: the neighbour `q'` of `q` (one double away,
 * `δ = |q' − q|`) has a certain residual of the opposite sign when
 * `fl(y − |v|) > fl(4·bound + 8u·y)`, `y = δ·dh`, from the residual's value
 * `v` at `q` alone: `R(q') = R(q) ± δ·D`, so one multiplication replaces a
 * second residual.
 *
 * Proof (`u = 2^-53`; `R(q) < 0` certain, `q' = q⁺` above; the case
 * `R(q) > 0`, `q' = q⁻` is its mirror image). Let `v` be the tested value,
 * `v = fl(X)` with `|X − R(q)| ≤ B ≤ bound` (the header; `X = v` exactly on
 * the exact path), so `X ≥ v(1 + u)` (`v < 0`, `|X − fl(X)| ≤ u|fl(X)|`).
 * `δ = q⁺ − q` is exact (Sterbenz) and a power of two (`q` is normal), so
 * `y = δ·dh` is exact: `q ≥ 2^-400` gives `δ ≥ 2^-452`, `dh ≥ 2^-505`
 * (`|D| ≥ 2^-504`, a nonzero cross of multiples of `2^-252`), so
 * `y ≥ 2^-957` and `8u·y ≥ 2^-1007` stay normal. With `D ≥ dh + dl − Ed`,
 * `|dl| ≤ u·dh` and `δ ≤ 1`: `δ·D ≥ y(1 − u) − Ed`, and `Ed ≤ bound`
 * (`bound` is a rounded sum that contains `Ed` as a term, and rounding is
 * monotone). So `R(q⁺) > v(1 + u) − bound + y(1 − u) − bound`, which is
 * positive when `y − |v| > 2·bound + u(|v| + y)`; with `|v| < y` (else the
 * test below fails) it suffices that `y − |v| > 2·bound + 2u·y`. The test
 * is `s = fl(y − |v|) > c = fl(4·bound + 8u·y)` (`4·bound` and `8u·y` exact):
 * then `y − |v| ≥ s(1 − u) > c(1 − u) ≥ (4·bound + 8u·y)(1 − u)² >
 * 2·bound + 2u·y`.
 */
function floorNear(q: number): number {
  const here = residualSign(q);
  // R(q) = 0: t* is the double q.
  if (here === 0) return q;
  if (here === DOUBT) return QUOTIENT_DOUBT;
  if (here < 0 && q === 1) return 1;
  // R(q) < 0: is R(q⁺) > 0? R(q) > 0: is R(q⁻) ≤ 0?
  const neighbour = here < 0 ? nextUp(q) : nextDown(q);
  const answer = here < 0 ? q : neighbour;
  if (q >= STEP_MIN) {
    const y = (here < 0 ? neighbour - q : q - neighbour) * state[DH]!;
    if (y - Math.abs(state[RESIDUAL]!) > 4 * state[BOUND]! + STEP_MARGIN * y) return answer;
  }
  const there = residualSign(neighbour);
  if (there === 0) return neighbour;
  return there === -here ? answer : QUOTIENT_DOUBT;
}

/**
 * The largest double not above `N/D` for the loaded numerator `at`
 * (`TN_AT` for `t`, `UN_AT` for `u`), with `sigma` the sign of `d × e`,
 * or {@link QUOTIENT_DOUBT}. Requires `0 < N/D < 1` certified (the
 * filter's hit).
 */
export function floorQuotient(at: number, sigma: number): number {
  const nh = sigma * state[at]!;
  const nl = sigma * state[at + 1]!;
  const dh = sigma * state[DEN]!;
  const dl = sigma * state[DEN + 1]!;
  const crossErrors = state[at + 2]! + state[DEN + 2]!;
  state[NH] = nh;
  state[NL] = nl;
  state[DH] = dh;
  state[DL] = dl;
  const dhHalf = highHalf(dh);
  state[DH_HIGH] = dhHalf;
  state[DH_LOW] = dh - dhHalf;
  state[EXACT] = crossErrors === 0 && nl === 0 && dl === 0 ? 1 : 0;
  state[BOUND] = crossErrors + RESIDUAL_ERROR * (Math.abs(dh) + Math.abs(nh));
  // The quotient of the high parts first: the nearest double to `t*` but
  // for a near-tie or a large cross error. Only a guess either way: the
  // residual signs certify the answer.
  const q0 = Math.min(nh / dh, 1);
  const near = floorNear(q0);
  if (near !== QUOTIENT_DOUBT) return near;
  // The double-double quotient, rounded: q0 + (n − q0·d)/d.
  const ph = q0 * dh;
  const remainder = nh - ph - productTail(q0, dh, ph) + nl - q0 * dl;
  const q = Math.min(q0 + remainder / dh, 1);
  return q === q0 ? QUOTIENT_DOUBT : floorNear(q);
}

/** Where {@link floorQuotient} finds `w × e` (for `t`). */
export const TN_AT: number = TN;
/** Where {@link floorQuotient} finds `w × d` (for `u`). */
export const UN_AT: number = UN;
