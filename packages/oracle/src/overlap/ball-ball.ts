/** Static overlap, exactly: `|b − a| < ra + rb` (strict: touching is not overlapping). */
import { add, cmp, mul, type Rat, sub } from '../rat.ts';
import { dot, type RVec, vsub } from '../vec.ts';

function squares(a: RVec, ra: Rat, b: RVec, rb: Rat): { dd: Rat; rr: Rat } {
  const d = vsub(b, a);
  const r = add(ra, rb);
  return { dd: dot(d, d), rr: mul(r, r) };
}

/** `true` iff `|b − a|² < (ra + rb)²`. */
export function ballsOverlapExact(a: RVec, ra: Rat, b: RVec, rb: Rat): boolean {
  const { dd, rr } = squares(a, ra, b, rb);
  return cmp(dd, rr) < 0;
}

/** The overlap margin `|b − a|² − (ra + rb)²` (negative when overlapping). */
export function ballsOverlapMargin(a: RVec, ra: Rat, b: RVec, rb: Rat): Rat {
  const { dd, rr } = squares(a, ra, b, rb);
  return sub(dd, rr);
}

/** The overlap test's scale `|b − a|² + (ra + rb)²` (`docs/contract.md`, "5. The variants and their accuracy"). */
export function ballsOverlapScale(a: RVec, ra: Rat, b: RVec, rb: Rat): Rat {
  const { dd, rr } = squares(a, ra, b, rb);
  return add(dd, rr);
}
