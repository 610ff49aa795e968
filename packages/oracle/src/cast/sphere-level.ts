/** The exact earliest contact of a moving sphere with a 3D level (triangles). */
import type { Rat } from '../rat.ts';
import type { RVec } from '../vec.ts';
import {
  type CastFilter,
  castLevelExact,
  type LevelContactExact,
  type LevelExact,
} from './level.ts';

/**
 * `castSphere`'s exact answer: the sphere of radius `r` moving `c → c + d`
 * against every triangle of `level` the filter admits; `null` iff none is
 * touched, else the earliest `t*` (a surd), its status and the wall, ties to
 * the smallest index.
 */
export function castSphereExact(
  level: LevelExact,
  c: RVec,
  r: Rat,
  d: RVec,
  options?: CastFilter,
): Omit<LevelContactExact, 'u'> | null {
  const hit = castLevelExact(level, 3, c, r, d, options);
  return hit === null ? null : { t: hit.t, status: hit.status, wall: hit.wall };
}
