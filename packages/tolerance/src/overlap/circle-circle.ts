import type { Vec2 } from '@swept/core';
import { checkOverlap2 } from '@swept/core/internal';
import { overlapsExactly2, overlapUsedFallback } from '../overlap-decision.ts';
import { counter } from '../stats.ts';

/** `exact` overlap of two circles: `true` iff `|b − a| < ra + rb`, exactly. */
export function circlesOverlapExact(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  checkOverlap2(a, ra, b, rb);
  const overlaps = overlapsExactly2(a, ra, b, rb);
  counter.count(overlapUsedFallback);
  return overlaps;
}
