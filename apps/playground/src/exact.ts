/**
 * The exact answers the variants are compared with, from @swept/oracle
 * (BigInt rationals): decimal digits of the exact time of impact, the
 * exact residual gap after a push-apart, and whether a body ended inside a wall
 * (or a box inside a tile).
 */
import type { Vec2 } from '@swept/core';
import {
  ballsOverlapMargin,
  ballsTimeOfImpactFloor,
  boxesOverlapExact,
  circlePolylineTimeOfImpactExact,
  circleSegmentOverlapExact,
  compareSurd,
  distanceSquared,
  floorSurd,
  type Rat,
  ratFromDouble,
  ratToNumber,
  raySegmentExact,
  sign,
  sweptBallsExact,
  sweptCaseFromDoubles,
  vecFromDoubles,
  wallMargin,
} from '@swept/oracle';
import { offsetFromSegment, type Segment } from './segment.ts';

/** Decimal places shown for times of impact: enough to see a double's last digits. */
export const T_DIGITS = 17;
const SCALE = 10n ** BigInt(T_DIGITS);

/** `q ∈ [0, 1]` truncated to {@link T_DIGITS} decimals, e.g. `0.48007…`. */
function digitsOfFloor(k: bigint): string {
  if (k >= SCALE) return `1.${'0'.repeat(T_DIGITS)}`;
  return `0.${k.toString().padStart(T_DIGITS, '0')}`;
}

function floorScaled(q: Rat): bigint {
  const n = q.n * SCALE;
  return n >= 0n ? n / q.d : -((-n + q.d - 1n) / q.d);
}

/** The exact `t*` of two moving circles, truncated to {@link T_DIGITS} decimals; `null` on a miss. */
export function exactToiDigits(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): string | null {
  const c = sweptCaseFromDoubles(a0, a1, ra, b0, b1, rb);
  return sweptBallsExact(c) ? digitsOfFloor(ballsTimeOfImpactFloor(c, SCALE)) : null;
}

/** The exact first `t` of a moving point on a segment, truncated; `null` on a miss. */
export function exactRayDigits(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): string | null {
  const hit = raySegmentExact(
    vecFromDoubles(p0),
    vecFromDoubles(p1),
    vecFromDoubles(s0),
    vecFromDoubles(s1),
  );
  return hit === null ? null : digitsOfFloor(floorScaled(hit.t));
}

/** The exact gap `|b − a| − (ra + rb)` of two circles, as the nearest double, and its exact sign. */
export function exactGap(
  a: Vec2,
  ra: number,
  b: Vec2,
  rb: number,
): { gap: number; sign: -1 | 0 | 1 } {
  // margin = |b − a|² − r², exact; gap = margin / (|b − a| + r), the division in doubles.
  const margin = ballsOverlapMargin(
    vecFromDoubles(a),
    ratFromDouble(ra),
    vecFromDoubles(b),
    ratFromDouble(rb),
  );
  const s = sign(margin);
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  const gap = s === 0 ? 0 : ratToNumber(margin) / (distance + ra + rb);
  return { gap, sign: s };
}

/** A polyline of a level: its corners, and whether the last runs back to the first. */
export interface Polyline {
  points: readonly Vec2[];
  closed: boolean;
}

/**
 * The exact first `t` of a moving circle against a level of polylines (the
 * earliest over them), truncated to {@link T_DIGITS} decimals; `null` on a miss.
 */
export function exactLevelDigits(
  c0: Vec2,
  c1: Vec2,
  r: number,
  level: readonly Polyline[],
): string | null {
  const [e0, e1, er] = [vecFromDoubles(c0), vecFromDoubles(c1), ratFromDouble(r)];
  let best: ReturnType<typeof circlePolylineTimeOfImpactExact> = null;
  for (const { points, closed } of level) {
    const hit = circlePolylineTimeOfImpactExact(e0, e1, er, points.map(vecFromDoubles), closed);
    if (hit !== null && (best === null || compareSurd(hit.t, best.t) < 0)) best = hit;
  }
  return best === null ? null : digitsOfFloor(floorSurd(best.t, SCALE));
}

/** The exact gap `distance(c, s0–s1) − r`, as the nearest double, and its exact sign. */
export function exactWallGap(
  c: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): { gap: number; sign: -1 | 0 | 1 } {
  // margin = distance² − r², exact; gap = margin / (distance + r), the division in doubles.
  const wall = [vecFromDoubles(s0), vecFromDoubles(s1)];
  const centre = vecFromDoubles(c);
  const margin = wallMargin(centre, ratFromDouble(r), wall);
  const s = sign(margin);
  const distance = Math.sqrt(ratToNumber(distanceSquared(centre, wall)));
  return { gap: s === 0 ? 0 : ratToNumber(margin) / (distance + r), sign: s };
}

/**
 * The index of the first of `walls` the circle at `c` overlaps, judged exactly
 * (`circleSegmentOverlapExact`: distance < r in rationals); -1 when it overlaps
 * none. Walls farther than r + 1 by a distance in doubles are left out: the
 * doubles' error on these coordinates is far below 1, so none of them overlaps.
 */
export function wallInside(c: Vec2, r: number, walls: readonly Segment[]): number {
  const reach = (r + 1) * (r + 1);
  const centre = vecFromDoubles(c);
  const radius = ratFromDouble(r);
  return walls.findIndex(([s0, s1]) => {
    const { x, y } = offsetFromSegment(c, s0, s1);
    return (
      x * x + y * y <= reach &&
      circleSegmentOverlapExact(centre, radius, vecFromDoubles(s0), vecFromDoubles(s1))
    );
  });
}

/**
 * Whether the box at `b` with half extents `hb` overlaps any of `boxes`
 * (strictly: touching is not overlapping), judged exactly by the oracle's
 * `boxesOverlapExact` on the doubles as rationals.
 */
export function boxOverlapsAny(b: Vec2, hb: Vec2, boxes: readonly { c: Vec2; h: Vec2 }[]): boolean {
  const [eb, ehb] = [vecFromDoubles(b), vecFromDoubles(hb)];
  return boxes.some(({ c, h }) => boxesOverlapExact(vecFromDoubles(c), vecFromDoubles(h), eb, ehb));
}
