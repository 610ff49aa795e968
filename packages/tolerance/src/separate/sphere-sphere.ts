import { type Separation3, separateSpheres, type Vec3 } from '@swept/core';
import { checkSeparate3 } from '@swept/core/internal';
import { overlapsExactly3, overlapUsedFallback } from '../overlap-decision.ts';
import { counter } from '../stats.ts';
import { pushApart } from './push-apart.ts';

/** `exact` separation of two spheres; the 3D {@link separateCirclesExact}. */
export function separateSpheresExact(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): Separation3 {
  checkSeparate3(a, ra, ma, b, rb, mb);
  if (!overlapsExactly3(a, ra, b, rb)) {
    counter.count(overlapUsedFallback);
    return { a: { x: a.x, y: a.y, z: a.z }, b: { x: b.x, y: b.y, z: b.z } };
  }
  let fallback = overlapUsedFallback;
  const overlaps = (p: Vec3, q: Vec3): boolean => {
    const o = overlapsExactly3(p, ra, q, rb);
    fallback ||= overlapUsedFallback;
    return o;
  };
  const result = pushApart(separateSpheres, overlaps, a, ra, ma, b, rb, mb, 0);
  counter.count(fallback);
  return result;
}
