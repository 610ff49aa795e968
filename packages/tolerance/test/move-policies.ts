/**
 * The policies the movers' suites run under, each as the suites' variant
 * (`core/test/move-suites.ts`): its movers, its band `w` (how far beyond `r` its
 * contact touches: 0 under `exact`, the half-width under a band) and how far beyond `r`
 * its push-out leaves a wall (`slop(s)`: `s`).
 */
import type { MoveVariantUnderTest } from '../../core/test/move-suites.ts';
import { halfWidth } from '../src/band-distances.ts';
import {
  absolute,
  exact,
  type Policy,
  relative,
  rounded,
  slop,
  ulps,
  withPolicy,
} from '../src/index.ts';

export const MOVE_POLICIES: readonly Policy[] = [
  exact,
  absolute(1e-6),
  relative(1e-6),
  ulps(4),
  rounded(6),
  slop(0.005),
];

/** The suites' variant of `policy`. */
export function moveVariant(policy: Policy): MoveVariantUnderTest {
  return {
    movers: withPolicy(policy),
    w: (r) => (policy.kind === 'exact' ? 0 : halfWidth(policy, r)),
    push: () => (policy.kind === 'slop' ? policy.size : 0),
  };
}
