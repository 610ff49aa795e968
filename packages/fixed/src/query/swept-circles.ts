import type { Vec2 } from '@swept/core';
import { coef, coefficients2, coefficientsBig2 } from '../exact/coefficients.ts';
import { HIT, sweptDecision, sweptDecisionBig, UNDECIDED } from '../exact/quadratic.ts';
import { countFallback, countFilter } from '../exact/stats.ts';
import { checkRadius, checkVec2 } from '../validate.ts';

/**
 * Whether two moving circles touch at some `t ∈ [0, 1]` (grazing counts),
 * exactly: `f(t) = |C0 + t·D|² − r² ≤ 0` somewhere on `[0, 1]` for the given
 * raw values, decided without sqrt or division (seed 000, with the corrected
 * vertex test). No band, no epsilon.
 *
 * @example sweptCircles({ x: 0, y: 0 }, { x: 10 * ONE, y: 0 }, ONE, { x: 5 * ONE, y: 2 * ONE }, { x: 5 * ONE, y: 2 * ONE }, ONE) // true (touches at t = 0.5)
 */
export function sweptCircles(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  checkVec2('a0', a0);
  checkVec2('a1', a1);
  checkRadius('ra', ra);
  checkVec2('b0', b0);
  checkVec2('b1', b1);
  checkRadius('rb', rb);
  const r = ra + rb;
  coefficients2(a0, a1, b0, b1, r);
  const d = sweptDecision(coef.P, coef.Q, coef.R, coef.F1, coef.S, coef.scale);
  if (d !== UNDECIDED) {
    countFilter();
    return d === HIT;
  }
  countFallback();
  const [P, Q, R, F1, S] = coefficientsBig2(a0, a1, b0, b1, r);
  return sweptDecisionBig(P, Q, R, F1, S);
}
