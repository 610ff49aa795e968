import { createMoveResult2 } from '@swept/core';
import { type MoveVariant, moveWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `moveCircle` under a policy (`v`, from `policyMove`): the core's course of a move
 * with the policy's own cast and push-out, every leg certified by the exact clearance.
 */
export function moveCircleUnder(v: MoveVariant): PolicyQueries['moveCircle'] {
  return (level, c, r, d, options) => moveWith(v, 2, level, c, r, d, options, createMoveResult2());
}

/** `moveCircleInto` under a policy: {@link moveCircleUnder} into a caller-owned result. */
export function moveCircleIntoUnder(v: MoveVariant): PolicyQueries['moveCircleInto'] {
  return (level, c, r, d, out, options) => moveWith(v, 2, level, c, r, d, options, out);
}
