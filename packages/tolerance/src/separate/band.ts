import type { Separation } from '@swept/core';
import { innerDistance, pushGrowth, radiiInRange } from '../band.ts';
import type { OverlapQuery } from '../overlap/band.ts';
import type { BandPolicy } from '../policy.ts';
import { massesValid, pushApart, type SeparateQuery } from './push-apart.ts';

/**
 * Band separation: positions that do not overlap under the policy come back
 * unchanged (copied); otherwise the core pushes them apart, mass-weighted, to
 * `r` (slop: `r + s`), and further by a few ulps if rounding would leave them
 * overlapping under the policy. Post-condition: the policy's overlap test of
 * the result is `false`.
 */
export function separateBand<V>(
  policy: BandPolicy,
  separate: SeparateQuery<V>,
  overlap: OverlapQuery<V>,
  copy: (v: V) => V,
  a: V,
  ra: number,
  ma: number,
  b: V,
  rb: number,
  mb: number,
): Separation<V> {
  if (!(radiiInRange(ra, rb) && massesValid(ma, mb))) separate(a, ra, ma, b, rb, mb);
  const inner = innerDistance(policy, ra + rb);
  if (!overlap(a, inner, b, 0)) return { a: copy(a), b: copy(b) };
  const overlaps = (p: V, q: V): boolean => overlap(p, inner, q, 0);
  return pushApart(separate, overlaps, a, ra, ma, b, rb, mb, pushGrowth(policy));
}
