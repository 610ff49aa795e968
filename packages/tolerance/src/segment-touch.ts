/**
 * The `exact` circle–segment decisions without BigInt: the first touch
 * rounded down to a double, or a certified miss, from signs at double times
 * (`segment-point.ts`: the double filter, then expansions), or "undecided"
 * (NaN) for the exact last resort (`wall-rational.ts`).
 *
 * **Convexity.** The distance `f(t)` from `C(t) = c0 + t·(c1 − c0)` to the
 * segment (a convex set) is a convex function of `t`, differentiable where
 * it is positive, with `f'(t)·f(t) = (C(t) − closest point)·d`: the rate
 * `segment-point.ts` signs. So `{t : g(t) ≤ 0}` (`g = f² − r²`) is one
 * interval `[t_in, t_out]` (or empty), and at a double `τ > 0` with
 * `g(0) > 0`, the signs of `g(τ)` and of the rate say where `τ` lies
 * ({@link classify}):
 *
 * - `g(τ) < 0`: inside the interval, so a touch exists and `t* < τ`;
 * - `g(τ) > 0`, rate `< 0`: `f` decreases at `τ`, so by convexity
 *   `f(t) ≥ f(τ) + f'(τ)(t − τ) > r` for all `t < τ`: `τ < t*` (if any);
 * - `g(τ) > 0`, rate `> 0`: `f > r` from `τ` on: `t* < τ`, or no touch;
 * - `g(τ) > 0`, rate `= 0`: `τ` minimises `f`, and `f(τ) > r`: never;
 * - `g(τ) = 0`, `r > 0`: rate `< 0` means `τ = t*` exactly; rate `> 0`
 *   means `τ = t_out` after `t_in`: `t* < τ`;
 * - `g(τ) = 0`, rate `= 0` (a graze, or with `r = 0` the point on the
 *   segment, where the rate is 0): `τ` minimises `f`. Unless the motion is
 *   parallel to the segment (`d × e = 0`, `e ≠ 0`), every piece of `f²` (a
 *   corner's `|W|²`, the side's `h²/|e|²`) is a strictly convex quadratic,
 *   so `f²` is strictly convex, the minimiser is unique and `τ = t*`. A
 *   parallel slide at distance `r` (`f = r` while the centre projects onto
 *   the segment) began at `τ` if `τ` is where the centre enters the side's
 *   region (a corner's region boundary, moving into the side), else
 *   earlier, after 0.
 *
 * The first touch rounded down is the double `τ` with `τ ≤ t* < next(τ)`,
 * found from the core's double estimate in a step or two.
 *
 * **Misses.** When the core reports none, a miss is certified by convexity
 * (`f` not decreasing at 0, or `g(1) > 0` with `f` not increasing at 1:
 * the minimum over `[0, 1]` is at an end, where `g > 0`) or, for a closest
 * approach inside the step, by the distance between the path and the
 * segment: when the two segments do not cross (both path ends strictly on
 * one side of the wall's line, or both wall corners strictly on one side of
 * the path's line), that distance is the smallest of the four end-to-segment
 * distances; two are `f(0)` and `f(1)`, and a wall corner's distance to the
 * path is its distance to the path's line when it projects inside the path,
 * else one of those two.
 */
import {
  type ContactStatus,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
  type Vec2,
} from '@swept/core';
import { nextDown, nextUp } from './double.ts';
import {
  at,
  evaluate,
  inRange,
  loadSegmentPoint,
  motionSign,
  SIDE,
  START,
  sideOfLine,
  timeInRange,
} from './segment-point.ts';

/** No touch during the step. */
export const NEVER = -1;

const estimate = createSegmentContact();

/** All of a circle–segment query's numbers are in the stages' range. */
export function segmentInRange(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  return (
    inRange(c0.x) &&
    inRange(c0.y) &&
    inRange(c1.x) &&
    inRange(c1.y) &&
    inRange(r) &&
    inRange(s0.x) &&
    inRange(s0.y) &&
    inRange(s1.x) &&
    inRange(s1.y)
  );
}

/**
 * The contract's status of the last {@link segmentFirstTouch}, from the
 * exact signs at `t = 0`: `overlap` when `g(0) < 0`; `separating` when
 * `g(0) = 0` and the rate is not negative; else `impact`.
 */
export const touchStart: { status: ContactStatus } = { status: 'impact' };

// Outcomes of `classify`.
const BEFORE = 0; // τ < t*, or no touch at all
const AFTER = 1; // no touch from τ on (t* < τ, or none)
const AFTER_TOUCH = 2; // a touch exists and t* < τ
const AT = 3; // τ = t*
const NONE = 4; // no touch at all
const DOUBT = 5;

/** The loaded segment is a point (`e = 0`): every piece of `f²` is a corner's. */
let s0Equal = false;

/** Where `τ > 0` lies relative to the touching interval, given `g(0) > 0` (module comment). */
function classify(tau: number, r: number): number {
  if (!timeInRange(tau)) return DOUBT;
  evaluate(tau, true);
  const { g, slope } = at;
  if (g < 0) return AFTER_TOUCH;
  if (g > 0) return slope < 0 ? BEFORE : slope > 0 ? AFTER : NONE;
  if (slope !== 0) return slope < 0 ? AT : AFTER_TOUCH;
  if (s0Equal || motionSign(false) !== 0) return AT;
  // Sliding along at distance r: inside the side's region the slide began
  // earlier (after 0, as g(0) > 0); at a corner's end of it, it begins now
  // if the motion runs into the side from that corner.
  if (at.region === SIDE) return AFTER_TOUCH;
  const along = motionSign(true);
  return (at.region === START ? along > 0 : along < 0) ? AT : AFTER_TOUCH;
}

/**
 * The first touch of the circle `c0 → c1` (radius `r`) with the segment,
 * rounded down to a double; {@link NEVER}; or NaN when only the last resort
 * can tell. All numbers must be in range ({@link segmentInRange}).
 */
export function segmentFirstTouch(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): number {
  loadSegmentPoint(c0, c1, r, s0, s1);
  s0Equal = s0.x === s1.x && s0.y === s1.y;
  evaluate(0, true);
  touchStart.status = at.g < 0 ? 'overlap' : at.g === 0 && at.slope >= 0 ? 'separating' : 'impact';
  if (at.g <= 0) return 0;
  if (at.slope >= 0) return NEVER; // f does not decrease from 0: its minimum is f(0) > r
  if (!circleSegmentTimeOfImpactInto(estimate, c0, c1, r, s0, s1))
    return certifyMiss(c0, c1, r, s0, s1);
  let tau = estimate.t;
  if (tau === 0) tau = Number.MIN_VALUE; // g(0) > 0: t* > 0
  let state = classify(tau, r);
  for (let steps = 0; steps < 8; steps++) {
    if (state === AT) return tau;
    if (state === NONE) return NEVER;
    if (state === DOUBT) return Number.NaN;
    if (state === BEFORE) {
      if (tau === 1) return NEVER; // no touch before 1, and g(1) > 0
      const next = nextUp(tau);
      const after = classify(next, r);
      if (after === AFTER_TOUCH) return tau;
      if (after === AT) return next;
      if (after === AFTER || after === DOUBT) return Number.NaN; // a touch inside (τ, next(τ)), if any
      tau = next;
      state = after;
    } else {
      // AFTER or AFTER_TOUCH: step down (t* > 0).
      tau = nextDown(tau);
      if (tau === 0) return Number.NaN;
      state = classify(tau, r);
    }
  }
  return Number.NaN;
}

/**
 * A miss when the core saw none and `f` decreases at 0 (module comment); NaN
 * when that cannot be shown; or, when a wall corner lies exactly at distance
 * `r` from the path (a touch the core's rounding missed), a double estimate
 * of when the path passes it, to search from.
 */
function certifyMiss(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): number {
  evaluate(1, true);
  if (at.g <= 0) return Number.NaN;
  if (at.slope <= 0) return NEVER;
  // The closest approach is inside the step: the path and the wall must not cross…
  const crossFree =
    sideOfLine(0) * sideOfLine(1) > 0 || cornerSide(c0, c1, r, s0) * cornerSide(c0, c1, r, s1) > 0;
  if (!crossFree) return Number.NaN;
  // …and each wall corner must be farther than r from the path.
  const near = cornerClear(c0, c1, r, s0);
  if (near !== NEVER) return near;
  return s0.x !== s1.x || s0.y !== s1.y ? cornerClear(c0, c1, r, s1) : NEVER;
}

/** The side of the path's line that the wall corner `p` is on. */
function cornerSide(c0: Vec2, c1: Vec2, r: number, p: Vec2): number {
  loadSegmentPoint(p, p, r, c0, c1);
  return sideOfLine(0);
}

/**
 * {@link NEVER} when the corner `p` is farther than `r` from the path (given
 * `g(0), g(1) > 0`); NaN when it is nearer; when exactly at `r`, the double
 * estimate `(p − c0)·d / |d|²` of when the path passes it.
 */
function cornerClear(c0: Vec2, c1: Vec2, r: number, p: Vec2): number {
  loadSegmentPoint(p, p, r, c0, c1);
  evaluate(0, false);
  if (at.region !== SIDE || at.g > 0) return NEVER;
  if (at.g < 0) return Number.NaN;
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const t = ((p.x - c0.x) * dx + (p.y - c0.y) * dy) / (dx * dx + dy * dy);
  return t > 0 && t <= 1 ? t : Number.NaN;
}
