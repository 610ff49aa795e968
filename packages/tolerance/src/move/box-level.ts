import { createMoveResult2 } from '@swept/core';
import { type BoxMoveVariant, moveBoxWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `moveBox` under a policy (`v`, from `policyBoxMove`): the core's course of a box's
 * move with the policy's own box cast, every leg certified exactly.
 */
export function moveBoxUnder(v: BoxMoveVariant): PolicyQueries['moveBox'] {
  return (level, b, hb, d, options) =>
    moveBoxWith(v, level, b, hb, d, options, createMoveResult2());
}

/** `moveBoxInto` under a policy: {@link moveBoxUnder} into a caller-owned result. */
export function moveBoxIntoUnder(v: BoxMoveVariant): PolicyQueries['moveBoxInto'] {
  return (level, b, hb, d, out, options) => moveBoxWith(v, level, b, hb, d, options, out);
}
