/**
 * `exact` static overlap: `|b − a|² < r²` decided exactly. The filter is the
 * one of `sweep.ts` on `X = |b − a|² − r²`: at most 5 roundings per
 * monomial, `|X|_abs = |b − a|² + r²` (computed with at most 5 roundings),
 * so `|fl(X)| ≥ 2^-50 · fl(|b − a|² + r²)` certifies the sign.
 */
import {
  circlesOverlap as coreCirclesOverlap,
  spheresOverlap as coreSpheresOverlap,
  type Vec2,
  type Vec3,
} from '@swept/core';
import { radiusInRange, vec2InRange, vec3InRange } from './range.ts';
import { scaled } from './scaled.ts';
import { countQuery } from './stats.ts';

const K = 2 ** -50;

/** Whether the last {@link overlapsExactly} needed the BigInt fallback. */
export let overlapUsedFallback = false;

/**
 * The exact overlap test for in-range arguments (`z` is 0 in 2D), without
 * counting: `separate*` runs it several times per query.
 */
export function overlapsExactly(
  ax: number,
  ay: number,
  az: number,
  ra: number,
  bx: number,
  by: number,
  bz: number,
  rb: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const r = ra + rb;
  const dd = dx * dx + dy * dy + dz * dz;
  const rr = r * r;
  const x = dd - rr;
  const bound = K * (dd + rr);
  overlapUsedFallback = false;
  if (x >= bound) return false;
  if (x <= -bound) return true;
  overlapUsedFallback = true;
  const ex = scaled(bx) - scaled(ax);
  const ey = scaled(by) - scaled(ay);
  const ez = scaled(bz) - scaled(az);
  const er = scaled(ra) + scaled(rb);
  return ex * ex + ey * ey + ez * ez < er * er;
}

/** `exact` overlap of two circles: `true` iff `|b − a| < ra + rb`, exactly. */
export function circlesOverlapExact(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  if (!(vec2InRange(a) && radiusInRange(ra) && vec2InRange(b) && radiusInRange(rb))) {
    coreCirclesOverlap(a, ra, b, rb);
  }
  const overlaps = overlapsExactly(a.x, a.y, 0, ra, b.x, b.y, 0, rb);
  countQuery(overlapUsedFallback);
  return overlaps;
}

/** `exact` overlap of two spheres; the 3D {@link circlesOverlapExact}. */
export function spheresOverlapExact(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  if (!(vec3InRange(a) && radiusInRange(ra) && vec3InRange(b) && radiusInRange(rb))) {
    coreSpheresOverlap(a, ra, b, rb);
  }
  const overlaps = overlapsExactly(a.x, a.y, a.z, ra, b.x, b.y, b.z, rb);
  countQuery(overlapUsedFallback);
  return overlaps;
}
