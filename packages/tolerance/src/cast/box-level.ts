import { type BoxCastVariant, castBoxWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/**
 * `castBox` under a policy (`v`, from `policyBoxCast`): the earliest over the level's
 * axis-aligned walls of the policy's own box–segment query, through the core's course.
 */
export function castBoxUnder(v: BoxCastVariant): PolicyQueries['castBox'] {
  return (level, b, hb, d, options) => castBoxWith(v, level, b, hb, d, options);
}
