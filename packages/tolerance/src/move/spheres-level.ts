import { type MoveVariant, moveManyWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `moveSpheres` under a policy (`v`, from `policyMove`): every body moved as the
 * policy's `moveSphere` would, through the core's batch course.
 */
export function moveSpheresUnder(v: MoveVariant): PolicyQueries['moveSpheres'] {
  return (level, bodies, displacements, out, options) =>
    moveManyWith(v, 3, level, bodies, displacements, out, options);
}
