import { castSphereWith, type LevelContact3 } from '../level/cast.ts';
import type { CastOptions, Level3 } from '../level/level.ts';
import { CORE_CAST } from '../level/variant.ts';
import type { Vec3 } from '../types.ts';

/**
 * The first wall of `level` a sphere of radius `r` touches while its centre moves from
 * `c` by `d`, or `null`: exactly the earliest, over every wall the filter admits, of
 * `sphereTriangleTimeOfImpact(c, c + d, r, p0, p1, p2)` (`c + d` per axis in doubles),
 * that query's answer bit for bit plus `wall`; equal `t` go to the smallest index.
 *
 * @example
 * const level = createLevel3({ triangles: Float64Array.of(-10, 0, -10, 10, 0, -10, 0, 0, 10) });
 * castSphere(level, { x: 0, y: 5, z: 0 }, 1, { x: 0, y: -10, z: 0 }); // { t: 0.4, wall: 0, … }
 */
export function castSphere(
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  options?: CastOptions,
): LevelContact3 | null {
  return castSphereWith(CORE_CAST, level, c, r, d, options);
}
