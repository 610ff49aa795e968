import {
  separateCircles as coreSeparateCircles,
  separateSpheres as coreSeparateSpheres,
  radiusInRange,
  type Separation2,
  type Separation3,
  type Vec2,
  type Vec3,
  vec2InRange,
  vec3InRange,
} from '@swept/core';
import { massesValid, pushApart } from '../push-apart.ts';
import { overlapsExactly2, overlapsExactly3, overlapUsedFallback } from './overlap.ts';
import { countQuery } from './stats.ts';

/**
 * `exact` separation of two circles: the core's mass-weighted push, with the
 * post-condition in exact arithmetic — `|b − a| ≥ ra + rb` holds exactly for
 * the returned positions, so the exact overlap test is `false`. Positions
 * that do not overlap exactly come back unchanged (as fresh objects).
 */
export function separateCirclesExact(
  a: Vec2,
  ra: number,
  ma: number,
  b: Vec2,
  rb: number,
  mb: number,
): Separation2 {
  if (
    !(
      vec2InRange(a) &&
      radiusInRange(ra) &&
      vec2InRange(b) &&
      radiusInRange(rb) &&
      massesValid(ma, mb)
    )
  ) {
    coreSeparateCircles(a, ra, ma, b, rb, mb);
  }
  if (!overlapsExactly2(a, ra, b, rb)) {
    countQuery(overlapUsedFallback);
    return { a: { x: a.x, y: a.y }, b: { x: b.x, y: b.y } };
  }
  let fallback = overlapUsedFallback;
  const overlaps = (p: Vec2, q: Vec2): boolean => {
    const o = overlapsExactly2(p, ra, q, rb);
    fallback ||= overlapUsedFallback;
    return o;
  };
  const result = pushApart(coreSeparateCircles, overlaps, a, ra, ma, b, rb, mb, 0);
  countQuery(fallback);
  return result;
}

/** `exact` separation of two spheres; the 3D {@link separateCirclesExact}. */
export function separateSpheresExact(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): Separation3 {
  if (
    !(
      vec3InRange(a) &&
      radiusInRange(ra) &&
      vec3InRange(b) &&
      radiusInRange(rb) &&
      massesValid(ma, mb)
    )
  ) {
    coreSeparateSpheres(a, ra, ma, b, rb, mb);
  }
  if (!overlapsExactly3(a, ra, b, rb)) {
    countQuery(overlapUsedFallback);
    return { a: { x: a.x, y: a.y, z: a.z }, b: { x: b.x, y: b.y, z: b.z } };
  }
  let fallback = overlapUsedFallback;
  const overlaps = (p: Vec3, q: Vec3): boolean => {
    const o = overlapsExactly3(p, ra, q, rb);
    fallback ||= overlapUsedFallback;
    return o;
  };
  const result = pushApart(coreSeparateSpheres, overlaps, a, ra, ma, b, rb, mb, 0);
  countQuery(fallback);
  return result;
}
