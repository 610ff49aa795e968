import {
  spheresOverlap as coreSpheresOverlap,
  radiusInRange,
  type Vec3,
  vec3InRange,
} from '@swept/core';
import { overlapsExactly3, overlapUsedFallback } from '../overlap-decision.ts';
import { counter } from '../stats.ts';

/** `exact` overlap of two spheres; the 3D {@link circlesOverlapExact}. */
export function spheresOverlapExact(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  if (!(vec3InRange(a) && radiusInRange(ra) && vec3InRange(b) && radiusInRange(rb))) {
    coreSpheresOverlap(a, ra, b, rb);
  }
  const overlaps = overlapsExactly3(a, ra, b, rb);
  counter.count(overlapUsedFallback);
  return overlaps;
}
