/**
 * moveCircle and moveCircleInto under every policy: the movers' suite (`core/test/move-suites.ts`)
 * — hand-built levels answered from the policy's touch distance (bit for bit under
 * `exact`), random moves judged exactly: never inside, never through, whatever the
 * policy's contact times (the exact clearance certifies every leg).
 */
import { describe } from 'vitest';
import { circleMoveSuite } from '../../../core/test/move-suites.ts';
import { MOVE_POLICIES, moveVariant } from '../move-policies.ts';

describe.each(MOVE_POLICIES.map((p) => [p.name, p] as const))(
  'moveCircle under %s',
  (_name, policy) => circleMoveSuite(moveVariant(policy)),
);
