import type { TimeOfImpact3, Vec3 } from '@swept/core';
import { coef, coefficients3, coefficientsBig3 } from '../coefficients.ts';
import { TOI_MISS, TOI_UNDECIDED, toiCode, toiCodeBig } from '../quadratic.ts';
import { counter } from '../stats.ts';
import { checkSwept3 } from '../validate.ts';
import { contact3 } from './contact.ts';

/**
 * The first time two moving spheres touch, or `null` when they never do on
 * `[0, 1]` (exactly when {@link sweptSpheres} is `false`).
 *
 * `t` is the raw `floor(t*·65536)` of the exact first touch `t*`: never
 * later than the true impact, so a fast body never slips past a contact.
 * `status` is `'overlap'` (`R < 0`, `t = 0`), `'separating'` (touching at the
 * start, not approaching, `t = 0`) or `'impact'`, decided exactly. `a`, `b`,
 * `normal`, `point` follow the rounding rule in `contact.ts` (each component
 * within one raw unit of the exact value at the returned `t`). The sphere-TOI article.
 *
 * @example spheresTimeOfImpact({ x: 0, y: 0, z: 0 }, { x: 10 * ONE, y: 0, z: 0 }, ONE, { x: 6 * ONE, y: 0, z: 0 }, { x: 6 * ONE, y: 0, z: 0 }, ONE)
 * // { t: 26214 (= floor(0.4·65536)), status: 'impact', normal: { x: 65536, y: 0, z: 0 }, ... }
 */
export function spheresTimeOfImpact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): TimeOfImpact3 | null {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  const r = ra + rb;
  coefficients3(a0, a1, b0, b1, r);
  let code = toiCode(coef.P, coef.Q, coef.R, coef.F1, coef.S, coef.scale);
  if (code === TOI_UNDECIDED) {
    counter.count(true);
    const [P, Q, R, F1, S] = coefficientsBig3(a0, a1, b0, b1, r);
    code = toiCodeBig(P, Q, R, F1, S);
  } else {
    counter.count(false);
  }
  return code === TOI_MISS ? null : contact3(a0, a1, ra, b0, b1, code);
}
