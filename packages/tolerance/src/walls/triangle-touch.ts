/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The `exact` sphere–triangle decisions in floating point: the first touch
 * rounded down to a double, or a certified miss, from signs at double times
 * (`triangle-point.ts`: the double filter, the double-double stage, then
 * expansions; the search and its convexity argument: `touch-search.ts`), or
 * "undecided" (NaN) for the exact last resort (`wall-rational.ts`).
 *
 * A graze (`g(τ) = 0` with a zero rate, including every touch with `r = 0`)
 * is `τ` itself unless a flat piece (an edge the motion is parallel to, or
 * the face when the motion is parallel to its plane) is at distance exactly
 * `r` and active just before `τ`: then the touch began earlier
 * (`touchedBefore` in `triangle-point.ts`, with its proof). When the
 * core reports no touch, a miss is certified by convexity (`f` not
 * decreasing at 0, or `g(1) > 0` with `f` not increasing at 1: the minimum
 * over `[0, 1]` is at an end, where `g > 0`); when both ends of the path
 * lie on the same side of the triangle's plane, farther than `r` from it
 * (the segment between them then stays farther too: the signed distance to
 * the plane is linear in `t`); or by the distance between the path and the
 * triangle (`closestApproachClear`).
 */
import {
  type ContactStatus,
  createTriangleContact,
  sphereTriangleTimeOfImpactInto,
  type Vec3,
} from '@swept/core';
import { AFTER_TOUCH, AT, floorFrom, NEVER, type Probe } from './touch-search.ts';
import {
  at3,
  edgeApproachAtEnds,
  edgeZero,
  evaluate3,
  linesClear,
  loadTrianglePoint,
  normalIsZero,
  normalSign,
  planeSide,
  timeInRange3,
  touchedBefore,
  tripleSign,
} from './triangle-point.ts';

const estimate = createTriangleContact();

/** The contract's status of the last {@link triangleFirstTouch} (see `touchStart` of `segment-touch.ts`). */
export const triangleStart: { status: ContactStatus } = { status: 'impact' };

/** The loaded query as a {@link Probe} (exported for the tests of the search). */
export const triangleProbe: Probe = {
  inRange: timeInRange3,
  evaluate: (tau) => evaluate3(tau, true),
  g: () => at3.g,
  slope: () => at3.slope,
  graze: (tau) => (touchedBefore(tau) ? AFTER_TOUCH : AT),
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
    return floorFrom(triangleProbe, estimate.t);
  const start = planeSide(0);
  const startSide = normalSign(0, 0);
  evaluate3(1, true);
  if (at3.g <= 0) return Number.NaN;
  if (at3.slope <= 0) return NEVER;
  if (start !== 0 && planeSide(1) === start) return NEVER;
  return closestApproachClear(c0, c1, r, p0, p1, p2, startSide) ? NEVER : Number.NaN;
}

/**
 * The path (a segment) and the triangle are farther than `r` apart, given
 * `g(0), g(1) > 0` (the loaded query evaluated at 1). When they do not
 * intersect, the distance between a segment and a triangle is attained at
 * an end of the segment (`f(0)`, `f(1)`) or on the triangle's boundary; a
 * segment-to-edge distance is the two lines' distance, or (parallel lines,
 * or closest points outside a segment: `edgeApproachAtEnds`) one of the
 * four end-to-segment distances, two of which are at least `f(0)`, `f(1)`,
 * the others a wall corner's distance to the path. They do
 * not intersect when both path ends lie strictly on one side of the plane,
 * or when the path's line passes outside a proper triangle (its triple
 * products with the edges have mixed strict signs: Plücker's test).
 */
function closestApproachClear(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  startSide: number,
): boolean {
  const endSide = normalSign(1, 0);
  if (startSide === 0 || endSide !== startSide) {
    if (normalIsZero()) return false; // the triple products need a proper triangle
    const a = tripleSign(0);
    const b = tripleSign(1);
    const c = tripleSign(2);
    const mixed = (a > 0 || b > 0 || c > 0) && (a < 0 || b < 0 || c < 0);
    if (!mixed) return false;
  }
  for (let k = 0; k < 3; k++) {
    if (!edgeZero(k) && !linesClear(k) && !edgeApproachAtEnds(k)) return false;
  }
  // Each corner farther than r from the path: the path as a degenerate triangle.
  for (const p of [p0, p1, p2]) {
    loadTrianglePoint(p, p, r, c0, c1, c1);
    evaluate3(0, false);
    if (at3.g <= 0) return false;
  }
  return true;
}
