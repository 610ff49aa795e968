import { type MoveVariant, moveManyWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `moveCircles` under a policy (`v`, from `policyMove`): every body moved as the
 * policy's `moveCircle` would, through the core's batch course.
 */
export function moveCirclesUnder(v: MoveVariant): PolicyQueries['moveCircles'] {
  return (level, bodies, displacements, out, options) =>
    moveManyWith(v, 2, level, bodies, displacements, out, options);
}
