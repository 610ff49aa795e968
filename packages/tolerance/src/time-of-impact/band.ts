import type { TimeOfImpact } from '@swept/core';
import { innerDistance, outerDistance, radiiInRange } from '../band.ts';
import type { CorePair, SweptArguments } from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';

/**
 * Band time of impact: the first `t` at which `|B(t) − A(t)| ≤ r + w` (the
 * core's time of impact with that radius), `null` iff the band swept test is
 * false. The returned positions are checked with the band's touch test; when
 * the core's `t` rounded them a hair outside the band (a fast, nearly
 * grazing pass far from the origin), `t` is moved forward by bisection
 * towards the closest approach to the first double whose positions touch.
 * `status`: `'overlap'` if they start overlapping under the policy (closer
 * than the inner edge), `'separating'` if they start within the band and
 * are not approaching, else `'impact'`. `point = a + normal·ra`.
 */
export function timeOfImpactBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: SweptArguments<V>) => TimeOfImpact<V> | null {
  return (a0, a1, ra, b0, b1, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkSwept(a0, a1, ra, b0, b1, rb);
    const r = ra + rb;
    const outer = outerDistance(policy, r);
    const hit = pair.timeOfImpact(a0, a1, outer, b0, b1, 0);
    if (hit === null) return null;
    const [Q, P] = pair.approach(a0, a1, b0, b1);
    if (hit.t === 0 && hit.status !== 'impact') {
      if (pair.overlap(a0, innerDistance(policy, r), b0, 0)) hit.status = 'overlap';
      else hit.status = Q >= 0 ? 'separating' : 'impact';
    }
    const touchesAt = (h: TimeOfImpact<V>): boolean => pair.swept(h.a, h.a, outer, h.b, h.b, 0);
    if (!touchesAt(hit)) {
      // Bisect [t, closest approach] for the first double whose positions touch.
      const vertex = P > 0 ? -Q / P : 1;
      let hi = vertex > hit.t ? Math.min(vertex, 1) : hit.t;
      let best = pair.contactAt(hi, 'impact', a0, a1, outer, b0, b1);
      if (touchesAt(best)) {
        let lo = hit.t;
        for (;;) {
          const mid = lo + (hi - lo) / 2;
          if (mid <= lo || mid >= hi) break;
          const candidate = pair.contactAt(mid, 'impact', a0, a1, outer, b0, b1);
          if (touchesAt(candidate)) {
            hi = mid;
            best = candidate;
          } else lo = mid;
        }
        best.status = hit.status;
        pair.placePoint(best, ra);
        return best;
      }
    }
    pair.placePoint(hit, ra);
    return hit;
  };
}
