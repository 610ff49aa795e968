import { type CastVariant, castCircleWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `castCircle` under a policy (`v`, from `policyCast`): the earliest over the level's
 * walls of the policy's own `circleSegmentTimeOfImpact`, through the core's course.
 */
export function castCircleUnder(v: CastVariant): PolicyQueries['castCircle'] {
  return (level, c, r, d, options) => castCircleWith(v, level, c, r, d, options);
}
