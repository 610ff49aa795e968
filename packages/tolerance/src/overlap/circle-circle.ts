import {
  circlesOverlap as coreCirclesOverlap,
  radiusInRange,
  type Vec2,
  vec2InRange,
} from '@swept/core';
import { overlapsExactly2, overlapUsedFallback } from '../overlap-decision.ts';
import { counter } from '../stats.ts';

/** `exact` overlap of two circles: `true` iff `|b − a| < ra + rb`, exactly. */
export function circlesOverlapExact(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  if (!(vec2InRange(a) && radiusInRange(ra) && vec2InRange(b) && radiusInRange(rb))) {
    coreCirclesOverlap(a, ra, b, rb);
  }
  const overlaps = overlapsExactly2(a, ra, b, rb);
  counter.count(overlapUsedFallback);
  return overlaps;
}
