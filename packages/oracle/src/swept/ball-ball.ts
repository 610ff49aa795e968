/**
 * The swept test, exactly, for two balls (circles or spheres: vectors of any
 * length): they touch at `t` iff `f(t) ≤ 0` (see `quadratic.ts`).
 */

import { coefficients, fMinExact, type SweptCase } from '../quadratic.ts';
import { add, mul, type Rat, sign } from '../rat.ts';
import { dot } from '../vec.ts';

/** The contract's swept test: `f(t) ≤ 0` for some `t ∈ [0, 1]`. */
export function sweptBallsExact(c: SweptCase): boolean {
  return sign(fMinExact(c)) <= 0;
}

/** The swept test's scale `|C0|² + |C1|² + r²` (`docs/contract.md`, "5. The variants and their accuracy"). */
export function sweptBallsScale(c: SweptCase): Rat {
  const { C0, C1, r } = coefficients(c);
  return add(add(dot(C0, C0), dot(C1, C1)), mul(r, r));
}
