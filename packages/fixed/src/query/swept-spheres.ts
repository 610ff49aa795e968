import type { Vec3 } from '@swept/core';
import { coef, coefficients3, coefficientsBig3 } from '../exact/coefficients.ts';
import { HIT, sweptDecision, sweptDecisionBig, UNDECIDED } from '../exact/quadratic.ts';
import { countFallback, countFilter } from '../exact/stats.ts';
import { checkRadius, checkVec3 } from '../validate.ts';

/**
 * Whether two moving spheres touch at some `t ∈ [0, 1]` (grazing counts),
 * exactly: `f(t) = |C0 + t·D|² − r² ≤ 0` somewhere on `[0, 1]` for the given
 * raw values, decided without sqrt or division (seed 000, with the corrected
 * vertex test). No band, no epsilon.
 *
 * @example sweptSpheres({ x: 0, y: 0, z: 0 }, { x: 10 * ONE, y: 0, z: 0 }, ONE, { x: 5 * ONE, y: 2 * ONE, z: 0 }, { x: 5 * ONE, y: 2 * ONE, z: 0 }, ONE) // true (touches at t = 0.5)
 */
export function sweptSpheres(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  checkVec3('a0', a0);
  checkVec3('a1', a1);
  checkRadius('ra', ra);
  checkVec3('b0', b0);
  checkVec3('b1', b1);
  checkRadius('rb', rb);
  const r = ra + rb;
  coefficients3(a0, a1, b0, b1, r);
  const d = sweptDecision(coef.P, coef.Q, coef.R, coef.F1, coef.S, coef.scale);
  if (d !== UNDECIDED) {
    countFilter();
    return d === HIT;
  }
  countFallback();
  const [P, Q, R, F1, S] = coefficientsBig3(a0, a1, b0, b1, r);
  return sweptDecisionBig(P, Q, R, F1, S);
}
