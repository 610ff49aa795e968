/**
 * A ball against a still point — a segment's end disc, a triangle's corner
 * ball: the piece both the capsule (`capsule.ts`) and the rounded slab
 * (`rounded-slab.ts`) decide with the two-body quadratic's own stages.
 */
import { coef, exactCoef } from '../coefficients.ts';
import { sign } from '../exact/limbs.ts';
import {
  HIT,
  sweptDecision,
  sweptDecisionLimbs,
  TOI_MISS,
  TOI_UNDECIDED,
  toiCode,
  toiCodeLimbs,
  UNDECIDED,
} from '../quadratic.ts';
import { settled } from './settled.ts';
import { fromQuadraticCode, MISS } from './wall-pieces.ts';

/**
 * The code of the circle (or sphere) `c0 → c1` (radius `r`) against the
 * still point `v` (an end of a segment, a corner of a triangle): the
 * two-body quadratic of `quadratic.ts`, whose double coefficients the
 * caller has just written into `coef`; `exact` forms them in limbs
 * (`exactCoef`) when the filter cannot decide. `decide`: only hit or miss
 * matters (any hit code).
 */
export function pointCode<V>(
  c0: V,
  c1: V,
  r: number,
  v: V,
  decide: boolean,
  exact: (a0: V, a1: V, b0: V, b1: V, r: number) => void,
): number {
  const { P, Q, R, F1, S, scale } = coef;
  if (decide) {
    const hit = sweptDecision(P, Q, R, F1, S, scale);
    if (hit !== UNDECIDED) return hit === HIT ? 0 : MISS;
  } else {
    const code = toiCode(P, Q, R, F1, S, scale);
    // toiCode never returns 0 for a filtered R within its error, so R === 0 is exact here.
    if (code !== TOI_UNDECIDED) return code === TOI_MISS ? MISS : fromQuadraticCode(code, R === 0);
  }
  settled.limbs = true;
  exact(c0, c1, v, v, r);
  if (decide) return sweptDecisionLimbs() ? 0 : MISS;
  const code = toiCodeLimbs();
  return code === TOI_MISS ? MISS : fromQuadraticCode(code, sign(exactCoef.R) === 0);
}
