/** overlap/: do two standing bodies overlap? A file per pair; the decisions they share with `separate/` are `../overlap-decision.ts` and `../walls/wall-overlap.ts`. */
import type { Vec2 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { overlap2, overlapUsedFallback } from '../overlap-decision.ts';
import { checkOverlap2 } from '../validate.ts';

/**
 * Whether two circles overlap, exactly: `|b − a| < ra + rb` (strict:
 * touching is not overlapping).
 *
 * @example circlesOverlap({ x: 0, y: 0 }, ONE, { x: 2 * ONE, y: 0 }, ONE) // false (touching)
 */
export function circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  checkOverlap2(a, ra, b, rb);
  const overlaps = overlap2(b.x - a.x, b.y - a.y, ra + rb);
  counter.count(overlapUsedFallback);
  return overlaps;
}
