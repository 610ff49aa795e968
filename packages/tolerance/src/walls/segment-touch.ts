/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The `exact` circle–segment decisions in floating point: the first touch
 * rounded down to a double, or a certified miss, from signs at double times
 * (`segment-point.ts`: the double filter, the double-double stage, then
 * expansions; the search and its convexity argument: `touch-search.ts`), or
 * "undecided" (NaN) for the exact last resort (`wall-rational.ts`).
 *
 * **Grazes.** Where `g(τ) = 0` and the rate is 0, `τ` minimises `f`. Unless
 * the motion is parallel to the segment (`d × e = 0`, `e ≠ 0`), every piece
 * of `f²` (a corner's `|W|²`, the side's `h²/|e|²`) is a strictly convex
 * quadratic, so `f²` is strictly convex, the minimiser is unique and
 * `τ = t*`. A parallel slide at distance `r` (`f = r` while the centre
 * projects onto the segment) began at `τ` if `τ` is where the centre enters
 * the side's region (a corner's region boundary, moving into the side), else
 * earlier, after 0 (as `g(0) > 0`).
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
import { AFTER_TOUCH, AT, floorFrom, NEVER, type Probe } from './touch-search.ts';

export { NEVER };

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

/** The loaded segment is a point (`e = 0`): every piece of `f²` is a corner's. */
let s0Equal = false;

/** The loaded circle–segment query as a {@link Probe}. */
const probe: Probe = {
  inRange: timeInRange,
  evaluate: (tau) => evaluate(tau, true),
  g: () => at.g,
  slope: () => at.slope,
  graze: () => {
    if (s0Equal || motionSign(false) !== 0) return AT;
    if (at.region === SIDE) return AFTER_TOUCH;
    const along = motionSign(true);
    return (at.region === START ? along > 0 : along < 0) ? AT : AFTER_TOUCH;
  },
};

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
  if (circleSegmentTimeOfImpactInto(estimate, c0, c1, r, s0, s1))
    return floorFrom(probe, estimate.t);
  const miss = certifyMiss(c0, c1, r, s0, s1);
  if (miss === NEVER || Number.isNaN(miss)) return miss;
  // A wall corner touches the path exactly: search from where the path passes it.
  loadSegmentPoint(c0, c1, r, s0, s1);
  return floorFrom(probe, miss);
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
