/**
 * The contact status of a time of impact (`docs/contract.md`, "2.1 Time of impact"),
 * from the signs of `f(0) = R` and the approach rate `Q`.
 */

import { coefficients, type SweptCase } from '../quadratic.ts';
import { sign } from '../rat.ts';
import { sweptBallsExact } from '../swept/ball-ball.ts';

/** The same string union as `ContactStatus` in @swept/core (kept local: core tests import us). */
export type ContactStatus = 'impact' | 'overlap' | 'separating';

/** `null` when the bodies never touch; else `'overlap'` (R < 0), `'separating'` (R = 0, Q ≥ 0) or `'impact'`. */
export function ballsTimeOfImpactStatus(c: SweptCase): ContactStatus | null {
  if (!sweptBallsExact(c)) return null;
  const { Q, R } = coefficients(c);
  if (sign(R) < 0) return 'overlap';
  if (sign(R) === 0 && sign(Q) >= 0) return 'separating';
  return 'impact';
}
