/** Every policy the guarantee tests run under, from tight to loose. */
import { nextUp } from '@swept/oracle';
import { absolute, exact, type Policy, relative, rounded, slop, ulps } from '../src/index.ts';

export const POLICIES: readonly Policy[] = [
  exact,
  absolute(0),
  absolute(1e-9),
  absolute(0.01),
  relative(1e-12),
  relative(1e-3),
  ulps(0),
  ulps(4),
  rounded(0),
  rounded(6),
  slop(0.005),
  slop(1),
];

/**
 * The band policies whose band is wider than the rounding on some of the generated
 * cases (the tests' `bandResolves`): `absolute(0)` and `ulps(n)` never are (`w` is 0 or
 * a few ulps of `r`), and the README promises them nothing about the rounded positions.
 */
export const RESOLVING: readonly Policy[] = POLICIES.filter(
  (p) => p.kind !== 'exact' && p.name !== 'absolute(0)' && p.kind !== 'ulps',
);

/** The README's half-width `w` of a policy at contact distance `r` (`exact`: none). */
export function halfWidthOf(policy: Policy, r: number): number {
  switch (policy.kind) {
    case 'exact':
      return 0;
    case 'relative':
      return policy.size * r;
    case 'ulps':
      return r === 0 ? 0 : policy.size * (nextUp(r) - r);
    default:
      return policy.size; // absolute eps, rounded ½·10^−digits, slop s
  }
}

/** A distance as the core takes a radius: below its input range (2^-200) it is 0. */
export const asRadius = (d: number): number => (d < 2 ** -200 ? 0 : d);
