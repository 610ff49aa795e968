import { type CastVariant, castRayWith } from '@swept/core/internal';
import type { PolicyQueries } from '../policy-queries.ts';

/** `castRay` under a policy (`v`, from `policyCast`): its `castCircle` / `castSphere` at `r = 0`. */
export function castRayUnder(v: CastVariant): PolicyQueries['castRay'] {
  return ((level, p, d, options) =>
    castRayWith(v, level, p as never, d as never, options)) as PolicyQueries['castRay'];
}
