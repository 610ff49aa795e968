/**
 * The double-double stage both `exact` filters start from: one coordinate of
 * a linearly moving difference, `e(t) = c0 + t·(c1 − c0)` with
 * `c0 = q0 − o0`, `c1 = q1 − o1`, as an unevaluated sum `high + low`. Used by
 * `first-touch-filter.ts` (the swept quadratic at `t`) and
 * `ray/cross-filter.ts` (point vs segment at `t`).
 *
 * Error, with `M = |c0| + |c1|` and `u = 2^-53` (each difference is exact as
 * a two-term sum `h + l`, `|l| ≤ u|h|`, by TwoDiff):
 * - `d = c1 − c0 = dh + dl`: `dh` and the TwoDiff tail exact,
 *   `dl = tail + (c1l − c0l)` rounds twice: error ≤ 3u²M, `|dl| ≤ 2uM`.
 * - `e = c0 + t·d = eh + el`: `t·dh` exact (TwoProduct), `t·dl` rounds
 *   (≤ 2u²M), `c0h + t·dh` exact (TwoSum), three more additions into `el`
 *   (each ≤ u·4uM): error ≤ 20u²M, `|eh| ≤ 2M(1 + 3u)`, `|el| ≤ 5uM`.
 *
 * Nothing underflows for inputs in the core's range with `t = 0` or
 * `t ≥ 2^-400` (the filters send smaller `t` to their exact fallback).
 */
import { differenceTail, productTail, sumTail } from '@swept/core/internal';

/** The last {@link lerp}: `e = high + low`, `d`'s high part, and `M = |c0| + |c1|`. */
export const lerped = { high: 0, low: 0, dh: 0, magnitude: 0 };

/** `e(t) = (q0 − o0) + t·((q1 − o1) − (q0 − o0))` for one coordinate, into {@link lerped}. */
export function lerp(t: number, o0: number, o1: number, q0: number, q1: number): void {
  const c0h = q0 - o0;
  const c0l = differenceTail(q0, o0, c0h);
  const c1h = q1 - o1;
  const c1l = differenceTail(q1, o1, c1h);
  const dh = c1h - c0h;
  const dl = differenceTail(c1h, c0h, dh) + (c1l - c0l);
  const ph = t * dh;
  const pl = productTail(t, dh, ph);
  const eh = c0h + ph;
  lerped.high = eh;
  lerped.low = sumTail(c0h, ph, eh) + pl + c0l + t * dl;
  lerped.dh = dh;
  lerped.magnitude = Math.abs(c0h) + Math.abs(c1h);
}
