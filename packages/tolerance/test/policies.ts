/** Every policy the guarantee tests run under, from tight to loose. */
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
