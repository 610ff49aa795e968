import { innerDistance, radiiInRange } from '../band.ts';
import type { BandPolicy } from '../policy.ts';

/** The core's `circlesOverlap` or `spheresOverlap`. */
export type OverlapQuery<V> = (a: V, ra: number, b: V, rb: number) => boolean;

/**
 * Band overlap: `true` iff `|b − a|` is below the band's inner edge
 * (`r − w`; `r` for slop) — a penetration the band does not excuse.
 */
export function overlapBand<V>(
  policy: BandPolicy,
  overlap: OverlapQuery<V>,
  a: V,
  ra: number,
  b: V,
  rb: number,
): boolean {
  if (!radiiInRange(ra, rb)) overlap(a, ra, b, rb);
  return overlap(a, innerDistance(policy, ra + rb), b, 0);
}
