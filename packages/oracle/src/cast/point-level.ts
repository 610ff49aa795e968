/** The exact earliest contact of a moving point (a ray, `r = 0`) with a 2D or 3D level. */
import type { RVec } from '../vec.ts';
import {
  type CastFilter,
  castLevelExact,
  type LevelContactExact,
  type LevelExact,
  RAY_RADIUS,
} from './level.ts';

/**
 * `castRay`'s exact answer: the point moving `p → p + d` against every wall
 * of `level` the filter admits (segments in 2D, triangles in 3D, by `p`'s
 * dimension); `null` iff none is crossed or touched, else the earliest `t*`,
 * its status (and `u*` in 2D) and the wall, ties to the smallest index.
 */
export function castRayExact(
  level: LevelExact,
  p: RVec,
  d: RVec,
  options?: CastFilter,
): LevelContactExact | Omit<LevelContactExact, 'u'> | null {
  if (p.length !== 3) return castLevelExact(level, 2, p, RAY_RADIUS, d, options);
  const hit = castLevelExact(level, 3, p, RAY_RADIUS, d, options);
  return hit === null ? null : { t: hit.t, status: hit.status, wall: hit.wall };
}
