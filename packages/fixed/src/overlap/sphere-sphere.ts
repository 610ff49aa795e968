import type { Vec3 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { overlap3, overlapUsedFallback } from '../overlap-decision.ts';
import { checkOverlap3 } from '../validate.ts';

/**
 * Whether two spheres overlap, exactly: `|b − a| < ra + rb` (strict:
 * touching is not overlapping).
 *
 * @example spheresOverlap({ x: 0, y: 0, z: 0 }, ONE, { x: ONE, y: ONE, z: 0 }, ONE) // true
 */
export function spheresOverlap(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  checkOverlap3(a, ra, b, rb);
  const overlaps = overlap3(b.x - a.x, b.y - a.y, b.z - a.z, ra + rb);
  counter.count(overlapUsedFallback);
  return overlaps;
}
