import type { CastOptions, Level3, LevelContact3, Vec3 } from '@swept/core';
import { castSphereWith } from '@swept/core/internal';
import { FIXED_CAST } from '../level/create.ts';

/**
 * The first wall of `level` (from this package's `createLevel3`) a sphere of raw radius
 * `r` touches while its centre moves from `c` by `d`, or `null`: exactly the earliest,
 * over every wall the filter admits, of this package's
 * `sphereTriangleTimeOfImpact(c, c + d, r, p0, p1, p2)`, its answer bit for bit plus
 * `wall`; the same raw `t` ties to the smallest wall index.
 */
export function castSphere(
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  options?: CastOptions,
): LevelContact3 | null {
  return castSphereWith(FIXED_CAST, level, c, r, d, options);
}
