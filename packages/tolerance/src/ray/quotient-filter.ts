/**
 * The point-vs-segment parameters `t* = (w × e)/(d × e)` and
 * `u* = (w × d)/(d × e)` rounded down to doubles from double-double values
 * of the three crosses, with two short residual signs per parameter instead
 * of a search (the `cross-filter.ts` search re-evaluates a whole
 * double-double cross at every double it tries).
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
 * all, so `Ed + En + 2^-96·A` (`2^-96 = 128u²`, `fl(A) ≥ (1 − u)A`) bounds
 * the error. The last addition (`h` + low sum) is not part of that error:
 * rounding is monotone, so a rounded sum compares with a double bound as
 * the exact sum does. When both crosses are exact with zero low parts
 * (`d = dh`, `n = nh`) and the TwoDiff and TwoProduct tails of the residual
 * are zero, `h = q·dh − nh` is exactly `R(q)`: its sign is certain, zero
 * included, and `R(q) = 0` means `t* = q`. A certain `R(q) < 0` with a certain `R(q⁺) > 0` (`q⁺`
 * the next double) makes `q` the answer; a certain `R(q) > 0` with a certain
 * `R(q⁻) < 0` makes the double below, `q⁻`. The guess `q` is the
 * double-double quotient rounded to a double, so `t*` lies within an ulp of
 * it; a `t*` on a double (unless found exactly as above) or within the
 * error of one is left to the caller. Underflow: every nonzero input difference is a multiple of
 * 2^-252, so products are 0 or above 2^-504 and the error terms above
 * 2^-610, all normal; overflow: differences are below 2^202.
 */
import { differenceTail, productTail, sumTail } from '@swept/core/internal';
import { nextDown, nextUp } from '../double.ts';

/** Returned when the rounding is not certain (never a parameter in `[0, 1]`). */
export const QUOTIENT_DOUBT = -1;

const CROSS_ERROR = 2 ** -100;
const RESIDUAL_ERROR = 2 ** -96;

// Loaded split differences, then crosses as high, low and error: a typed
// array (module-level doubles would be boxed anew on every write).
const state = new Float64Array(21);
// d = p1 − p0, e = s1 − s0, w = s0 − p0, each x high, x low, y high, y low.
const D = 0;
const E = 4;
const W = 8;
// d × e, w × e, w × d: high, low, error bound.
const DEN = 12;
const TN = 15;
const UN = 18;

function split(at: number, a: number, b: number, c: number, f: number): void {
  const xh = a - b;
  const yh = c - f;
  state[at] = xh;
  state[at + 1] = differenceTail(a, b, xh);
  state[at + 2] = yh;
  state[at + 3] = differenceTail(c, f, yh);
}

/** `state[a] × state[b]` into `state[out..out+2]` (high, low, error bound; see the header). */
function cross(a: number, b: number, out: number): void {
  const axh = state[a]!;
  const axl = state[a + 1]!;
  const ayh = state[a + 2]!;
  const ayl = state[a + 3]!;
  const bxh = state[b]!;
  const bxl = state[b + 1]!;
  const byh = state[b + 2]!;
  const byl = state[b + 3]!;
  const p = axh * byh;
  const q = ayh * bxh;
  const s = p - q;
  const pl = productTail(axh, byh, p);
  const ql = productTail(ayh, bxh, q);
  const low =
    differenceTail(p, q, s) + (pl - ql) + (axh * byl + axl * byh) - (ayh * bxl + ayl * bxh);
  // Renormalized by TwoSum (exact): the low part is then within u·|high|.
  const high = s + low;
  state[out] = high;
  state[out + 1] = sumTail(s, low, high);
  // Nothing rounded when the differences and both products were exact (header).
  const exact = axl === 0 && ayl === 0 && bxl === 0 && byl === 0 && pl === 0 && ql === 0;
  state[out + 2] = exact ? 0 : CROSS_ERROR * (Math.abs(p) + Math.abs(q));
}

/**
 * Loads `d × e`, `w × e` and `w × d` for a moving point `p0 → p1` and a
 * segment `s0 → s1` in double-double.
 */
export function loadQuotients(
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  s0x: number,
  s0y: number,
  s1x: number,
  s1y: number,
): void {
  split(D, p1x, p0x, p1y, p0y);
  split(E, s1x, s0x, s1y, s0y);
  split(W, s0x, p0x, s0y, p0y);
  cross(D, E, DEN);
  cross(W, E, TN);
  cross(W, D, UN);
}

/** A residual sign that is not certain (never -1, 0 or 1). */
const DOUBT = 2;

/**
 * The certified sign of `R(q) = q·D − N` (see the header; 0 only when
 * `R(q) = 0` is certain), or {@link DOUBT}. `exact`: `d` and `n` are
 * exactly `dh` and `nh`.
 */
function residualSign(
  q: number,
  nh: number,
  nl: number,
  dh: number,
  dl: number,
  bound: number,
  exact: boolean,
): number {
  const ph = q * dh;
  const h = ph - nh;
  const hTail = differenceTail(ph, nh, h);
  const pTail = productTail(q, dh, ph);
  // Both error-free tails zero: `h` is exactly `q·dh − nh = R(q)`.
  if (exact && hTail === 0 && pTail === 0) return Math.sign(h);
  const value = h + (hTail + pTail + (q * dl - nl));
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return DOUBT;
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
  const exact = crossErrors === 0 && nl === 0 && dl === 0;
  const bound = crossErrors + RESIDUAL_ERROR * (Math.abs(dh) + Math.abs(nh));
  // The double-double quotient, rounded: q0 + (n − q0·d)/d.
  const q0 = nh / dh;
  const ph = q0 * dh;
  const remainder = nh - ph - productTail(q0, dh, ph) + nl - q0 * dl;
  const q = Math.min(q0 + remainder / dh, 1);
  const here = residualSign(q, nh, nl, dh, dl, bound, exact);
  // R(q) = 0: t* is the double q.
  if (here === 0) return q;
  if (here < 0) {
    if (q === 1) return 1;
    const above = nextUp(q);
    const next = residualSign(above, nh, nl, dh, dl, bound, exact);
    if (next === 0) return above;
    return next === 1 ? q : QUOTIENT_DOUBT;
  }
  if (here === 1) {
    const below = nextDown(q);
    return residualSign(below, nh, nl, dh, dl, bound, exact) <= 0 ? below : QUOTIENT_DOUBT;
  }
  return QUOTIENT_DOUBT;
}

/** Where {@link floorQuotient} finds `w × e` (for `t`). */
export const TN_AT: number = TN;
/** Where {@link floorQuotient} finds `w × d` (for `u`). */
export const UN_AT: number = UN;
