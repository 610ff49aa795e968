import { createMoveResult3 } from '@swept/core';
import { type MoveVariant, moveWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `moveSphere` under a policy (`v`, from `policyMove`): the 3D `moveCircleUnder`,
 * over the policy's own `sphereTriangleTimeOfImpact` and `separateSphereTriangle`.
 */
export function moveSphereUnder(v: MoveVariant): PolicyQueries['moveSphere'] {
  return (level, c, r, d, options) => moveWith(v, 3, level, c, r, d, options, createMoveResult3());
}

/** `moveSphereInto` under a policy: {@link moveSphereUnder} into a caller-owned result. */
export function moveSphereIntoUnder(v: MoveVariant): PolicyQueries['moveSphereInto'] {
  return (level, c, r, d, out, options) => moveWith(v, 3, level, c, r, d, options, out);
}
