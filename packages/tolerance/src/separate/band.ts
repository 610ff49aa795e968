import type { Separation } from '@swept/core';
import { innerDistance, pushGrowth } from '../band.ts';
import type { CorePair, SeparateArguments } from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';
import { pushApart } from './push-apart.ts';

/**
 * Band separation: positions that do not overlap under the policy come back
 * unchanged (copied); otherwise the core pushes them apart, mass-weighted, to
 * `r` (slop: `r + s`), and further by a few ulps if rounding would leave them
 * overlapping under the policy. Post-condition: the policy's overlap test of
 * the result is `false`.
 */
export function separateBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: SeparateArguments<V>) => Separation<V> {
  return (a, ra, ma, b, rb, mb) => {
    // Checked here: the radii change below, and the masses may never reach the core.
    pair.checkSeparate(a, ra, ma, b, rb, mb);
    const inner = innerDistance(policy, ra + rb);
    if (!pair.overlap(a, inner, b, 0)) return { a: pair.copy(a), b: pair.copy(b) };
    const overlaps = (p: V, q: V): boolean => pair.overlap(p, inner, q, 0);
    return pushApart(pair.separate, overlaps, a, ra, ma, b, rb, mb, pushGrowth(policy));
  };
}
