import { type CastVariant, castSphereWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `castSphere` under a policy (`v`, from `policyCast`): the earliest over the level's
 * walls of the policy's own `sphereTriangleTimeOfImpact`, through the core's course.
 */
export function castSphereUnder(v: CastVariant): PolicyQueries['castSphere'] {
  return (level, c, r, d, options) => castSphereWith(v, level, c, r, d, options);
}
