import { innerDistance, radiiInRange } from '../band.ts';
import type { CorePair, OverlapArguments } from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';

/**
 * Band overlap: `true` iff `|b − a|` is below the band's inner edge
 * (`r − w`; `r` for slop) — a penetration the band does not excuse.
 */
export function overlapBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: OverlapArguments<V>) => boolean {
  return (a, ra, b, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkOverlap(a, ra, b, rb);
    return pair.overlap(a, innerDistance(policy, ra + rb), b, 0);
  };
}
