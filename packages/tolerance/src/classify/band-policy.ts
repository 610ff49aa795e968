/**
 * `classify/`: hit, graze or miss of two moving balls, under a policy —
 * `<pair>.ts` is the `exact` policy's query for the pair (`exact-passage.ts`
 * the sign both read), `band-policy.ts` (this file) the band policies' rule.
 */
import { innerDistance, outerDistance, radiiInRange } from '../band-distances.ts';
import type { CorePair, SweptArguments } from '../pairs.ts';
import type { Passage } from '../passage.ts';
import type { BandPolicy } from '../policy.ts';

/**
 * Band classification: `'miss'` when the band swept test is false (never
 * within `r + w`); `'hit'` when the centres also come within the inner edge
 * (`r − w`; `r` for slop), i.e. they overlap under the policy; else
 * `'graze'`.
 */
export function classifyBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: SweptArguments<V>) => Passage {
  return (a0, a1, ra, b0, b1, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkSwept(a0, a1, ra, b0, b1, rb);
    const r = ra + rb;
    if (!pair.swept(a0, a1, outerDistance(policy, r), b0, b1, 0)) return 'miss';
    const inner = innerDistance(policy, r);
    return inner > 0 && pair.swept(a0, a1, inner, b0, b1, 0) ? 'hit' : 'graze';
  };
}
