/**
 * The exact time of impact of a moving circle (or sphere) with a moving box:
 * `t*` and the status (the contract's "9.2 Circle against box"). `t*` is a
 * quadratic surd; round it with `surdFloor16` (fixed) or `surdBracket`
 * (tolerance `exact`), and build the contact at the rounded `t` with
 * `circleBoxContactAt`.
 */

import { type CircleBoxCase, circleBoxFirstTouch, circleBoxStatus } from '../walls/rounded-box.ts';
import type { Surd } from '../walls/surd.ts';
import type { ContactStatus } from './status.ts';

/** `null` iff they never touch during the step; else `{ t, status }` exactly. */
export function circleBoxTimeOfImpactExact(
  c: CircleBoxCase,
): { t: Surd; status: ContactStatus } | null {
  const t = circleBoxFirstTouch(c);
  return t === null ? null : { t, status: circleBoxStatus(c) };
}
