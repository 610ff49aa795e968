/**
 * The `exact` sphere–triangle decisions without BigInt: the first touch
 * rounded down to a double, or a certified miss, from signs at double times
 * (`triangle-point.ts`: the double filter, the double-double stage, then
 * expansions; the search and its convexity argument: `touch-search.ts`), or
 * "undecided" (NaN) for the exact last resort (`wall-rational.ts`).
 *
 * A graze (`g(τ) = 0` with a zero rate) is left to the last resort. When the
 * core reports no touch, a miss is certified by convexity (`f` not
 * decreasing at 0, or `g(1) > 0` with `f` not increasing at 1: the minimum
 * over `[0, 1]` is at an end, where `g > 0`), or when both ends of the path
 * lie on the same side of the triangle's plane, farther than `r` from it
 * (the segment between them then stays farther too: the signed distance to
 * the plane is linear in `t`).
 */
import {
  type ContactStatus,
  createTriangleContact,
  sphereTriangleTimeOfImpactInto,
  type Vec3,
} from '@swept/core';
import { DOUBT, floorFrom, NEVER, type Probe } from './touch-search.ts';
import { at3, evaluate3, loadTrianglePoint, planeSide, timeInRange3 } from './triangle-point.ts';

const estimate = createTriangleContact();

/** The contract's status of the last {@link triangleFirstTouch} (see `touchStart` of `segment-touch.ts`). */
export const triangleStart: { status: ContactStatus } = { status: 'impact' };

const probe: Probe = {
  inRange: timeInRange3,
  evaluate: (tau) => evaluate3(tau, true),
  g: () => at3.g,
  slope: () => at3.slope,
  graze: () => DOUBT,
};

/**
 * The first touch of the sphere `c0 → c1` (radius `r`) with the triangle,
 * rounded down to a double; {@link NEVER}; or NaN when only the last resort
 * can tell. All numbers must be in range (`triangleInRange`).
 */
export function triangleFirstTouch(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): number {
  loadTrianglePoint(c0, c1, r, p0, p1, p2);
  evaluate3(0, true);
  triangleStart.status =
    at3.g < 0 ? 'overlap' : at3.g === 0 && at3.slope >= 0 ? 'separating' : 'impact';
  if (at3.g <= 0) return 0;
  if (at3.slope >= 0) return NEVER; // f does not decrease from 0: its minimum is f(0) > r
  if (sphereTriangleTimeOfImpactInto(estimate, c0, c1, r, p0, p1, p2))
    return floorFrom(probe, estimate.t);
  const start = planeSide(0);
  evaluate3(1, true);
  if (at3.g <= 0) return Number.NaN;
  if (at3.slope <= 0) return NEVER;
  return start !== 0 && planeSide(1) === start ? NEVER : Number.NaN;
}
