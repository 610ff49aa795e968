/** time-of-impact/: when do two bodies first touch, and where? A file per pair and its batch forms; the results are built by `contact.ts` (two balls) and `wall-contact.ts` (a ball and a wall). */
import type { TimeOfImpact2, Vec2 } from '@swept/core';
import { coef, coefficients2, exactCoefficients2 } from '../coefficients.ts';
import { counter } from '../exact/stats.ts';
import { TOI_MISS, TOI_UNDECIDED, toiCode, toiCodeLimbs } from '../quadratic.ts';
import { checkSwept2 } from '../validate.ts';
import { contact2 } from './contact.ts';

/**
 * The first time two moving circles touch, or `null` when they never do on
 * `[0, 1]` (exactly when {@link sweptCircles} is `false`).
 *
 * `t` is the raw `floor(t*·65536)` of the exact first touch `t*`: never
 * later than the true impact, so a fast body never slips past a contact.
 * `status` is `'overlap'` (`R < 0`, `t = 0`), `'separating'` (touching at the
 * start, not approaching, `t = 0`) or `'impact'`, decided exactly. `a`, `b`,
 * `normal`, `point` follow the rounding rule in `contact.ts` (each component
 * within one raw unit of the exact value at the returned `t`). The sphere-TOI article.
 *
 * @example circlesTimeOfImpact({ x: 0, y: 0 }, { x: 10 * ONE, y: 0 }, ONE, { x: 6 * ONE, y: 0 }, { x: 6 * ONE, y: 0 }, ONE)
 * // { t: 26214 (= floor(0.4·65536)), status: 'impact', normal: { x: 65536, y: 0 }, ... }
 */
export function circlesTimeOfImpact(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): TimeOfImpact2 | null {
  checkSwept2(a0, a1, ra, b0, b1, rb);
  const code = timeOfImpactCode2(a0, a1, b0, b1, ra + rb);
  return code === TOI_MISS ? null : contact2(a0, a1, ra, b0, b1, code);
}

/**
 * The time of impact as a code (see `quadratic.ts`: `TOI_MISS`, a
 * start-contact code or the raw `t`) for checked raw inputs and `r = ra + rb`.
 * Shared with the batch and scene forms, which report exactly this.
 */
export function timeOfImpactCode2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2, r: number): number {
  coefficients2(a0, a1, b0, b1, r);
  const code = toiCode(coef.P, coef.Q, coef.R, coef.F1, coef.S, coef.scale);
  if (code !== TOI_UNDECIDED) {
    counter.count(false);
    return code;
  }
  counter.count(true);
  exactCoefficients2(a0, a1, b0, b1, r);
  return toiCodeLimbs();
}
