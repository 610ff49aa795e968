import type { Vec2 } from '@swept/core';
import { checkOverlap2 } from '@swept/core/internal';
import { overlapStage, overlapsExactly2 } from '../exact/overlap-decision.ts';
import { record } from '../exact/stats.ts';

/** `exact` overlap of two circles: `true` iff `|b − a| < ra + rb`, exactly. */
export function circlesOverlapExact(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  checkOverlap2(a, ra, b, rb);
  const overlaps = overlapsExactly2(a, ra, b, rb);
  record(overlapStage);
  return overlaps;
}
