/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The first touch of a ball moving along a path against a convex wall,
 * rounded down to a double, from signs at double times (the walls' staged
 * decisions: `segment-touch.ts`, `triangle-touch.ts`).
 *
 * **Convexity.** The distance `f(t)` from `C(t) = c0 + t·(c1 − c0)` to a
 * convex set is a convex function of `t`, differentiable where it is
 * positive, with `f'(t)·f(t) = (C(t) − closest point)·d`: the rate a
 * {@link Probe} signs. So `{t : g(t) ≤ 0}` (`g = f² − r²`) is one interval
 * `[t_in, t_out]` (or empty), and at a double `τ > 0` with `g(0) > 0`, the
 * signs of `g(τ)` and of the rate say where `τ` lies ({@link classify}):
 *
 * - `g(τ) < 0`: inside the interval, so a touch exists and `t* < τ`;
 * - `g(τ) > 0`, rate `< 0`: `f` decreases at `τ`, so by convexity
 *   `f(t) ≥ f(τ) + f'(τ)(t − τ) > r` for all `t < τ`: `τ < t*` (if any);
 * - `g(τ) > 0`, rate `> 0`: `f > r` from `τ` on: `t* < τ`, or no touch;
 * - `g(τ) > 0`, rate `= 0`: `τ` minimises `f`, and `f(τ) > r`: never;
 * - `g(τ) = 0`, `r > 0`: rate `< 0` means `τ = t*` exactly; rate `> 0`
 *   means `τ = t_out` after `t_in`: `t* < τ`;
 * - `g(τ) = 0`, rate `= 0` (a graze; with `r = 0` the point on the wall,
 *   where the rate is 0): `τ` minimises `f`; whether the minimum began
 *   before `τ` is the wall's question ({@link Probe.graze}).
 *
 * The first touch rounded down is the double `τ` with `τ ≤ t* < next(τ)`,
 * found from a double estimate in a step or two ({@link floorFrom}).
 */
import { nextDown, nextUp } from '../double.ts';

/** No touch during the step. */
export const NEVER = -1;

/** `τ < t*`, or no touch at all. */
export const BEFORE = 0;
/** No touch from `τ` on (`t* < τ`, or none). */
export const AFTER = 1;
/** A touch exists and `t* < τ`. */
export const AFTER_TOUCH = 2;
/** `τ = t*`. */
export const AT = 3;
/** No touch at all. */
export const NONE = 4;
/** Only the exact last resort can tell. */
export const DOUBT = 5;

/** A wall query loaded for signs at double times. */
export interface Probe {
  /** Whether `τ` is in the stages' range. */
  inRange(tau: number): boolean;
  /** Evaluates the signs of `g` and of its rate at `τ`. */
  evaluate(tau: number): void;
  /** The sign of `g` at the last evaluated `τ`. */
  g(): number;
  /** The sign of the rate at the last evaluated `τ`. */
  slope(): number;
  /** `AT`, `AFTER_TOUCH` or `DOUBT` at `τ` (just evaluated) where `g = 0` and the rate is 0. */
  graze(tau: number): number;
}

/** Where `τ > 0` lies relative to the touching interval, given `g(0) > 0` (module comment). */
export function classify(p: Probe, tau: number): number {
  if (!p.inRange(tau)) return DOUBT;
  p.evaluate(tau);
  const g = p.g();
  const slope = p.slope();
  if (g < 0) return AFTER_TOUCH;
  if (g > 0) return slope < 0 ? BEFORE : slope > 0 ? AFTER : NONE;
  if (slope !== 0) return slope < 0 ? AT : AFTER_TOUCH;
  return p.graze(tau);
}

/** At most this many signs per search (a gallop of ≤ 64 doublings each way, then a bisection). */
const SEARCH_LIMIT = 200;

/**
 * The first touch rounded down, searched from the estimate `guess`, given
 * `g(0) > 0` (so `τ = 0` lies before `t*`, if any): the double `τ` with
 * `τ ≤ t* < next(τ)`; {@link NEVER}; or NaN when the signs cannot show it.
 *
 * It keeps `lo`, the largest double classified {@link BEFORE} (`lo < t*`
 * or no touch; 0 to start), and `hi`, the smallest classified
 * {@link AFTER} or {@link AFTER_TOUCH} (no touch from `hi` on). From the
 * estimate it gallops — one ulp, then doubling steps — up past `lo` until
 * something lies after, or down past `hi` until something lies before, then
 * bisects `(lo, hi)` (value midpoints, which stay strictly inside while the
 * two are not neighbours). It ends at a double classified {@link AT}
 * (`t*` itself), {@link NONE} or `BEFORE` at 1 (never), or with
 * `hi = next(lo)`: once a touch is known to exist (some `AFTER_TOUCH`),
 * `lo < t* < hi` and `lo` is the floor; without one, a touch inside
 * `(lo, hi)` cannot be told from none (NaN). An estimate within an ulp
 * costs two signs, as a step search would; a poor one (a rounded core root
 * hundreds of ulps off) costs about twice the logarithm of its error.
 */
export function floorFrom(p: Probe, guess: number): number {
  let lo = 0;
  let hi = Number.NaN;
  let loSeen = false; // lo came from a sign (not the start's 0)
  let touch = false;
  let tau = guess > 0 ? Math.min(guess, 1) : Number.MIN_VALUE;
  let width = 0; // the current gallop's step
  for (let calls = 0; calls < SEARCH_LIMIT; calls++) {
    const state = classify(p, tau);
    if (state === AT) return tau;
    if (state === NONE) return NEVER;
    if (state === DOUBT) return Number.NaN;
    if (state === BEFORE) {
      if (tau === 1) return NEVER; // no touch before 1, and g(1) > 0
      lo = tau;
      loSeen = true;
    } else {
      hi = tau;
      if (state === AFTER_TOUCH) touch = true;
    }
    if (Number.isNaN(hi)) {
      width = width === 0 ? nextUp(lo) - lo : 2 * width;
      tau = Math.min(lo + width, 1);
    } else if (!loSeen) {
      width = width === 0 ? hi - nextDown(hi) : 2 * width;
      tau = hi - width;
      if (tau <= 0) {
        loSeen = true; // the start's 0: bisect from it
        tau = hi / 2;
      }
    } else {
      if (nextUp(lo) === hi) return touch ? lo : Number.NaN;
      tau = lo + (hi - lo) / 2;
      if (tau <= lo || tau >= hi) tau = nextUp(lo);
    }
  }
  return Number.NaN;
}
