import { castRayWith, type LevelContact2, type LevelContact3 } from '../level/cast.ts';
import type { CastOptions, Level2, Level3 } from '../level/level.ts';
import { CORE_CAST } from '../level/variant.ts';
import type { Vec2, Vec3 } from '../types.ts';

/**
 * The first wall of `level` a point moving from `p` by `d` meets, or `null`: the cast
 * of a circle (2D level) or sphere (3D level) of radius 0, `castCircle(level, p, 0, d)`
 * / `castSphere(level, p, 0, d)` bit for bit. The hitscan weapon and the ground probe.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
 * castRay(level, { x: 2, y: 3 }, { x: 0, y: -10 }); // { t: 0.3, point: { x: 2, y: 0 }, wall: 0, … }
 */
export function castRay(
  level: Level2,
  p: Vec2,
  d: Vec2,
  options?: CastOptions,
): LevelContact2 | null;
/** The ray against a 3D level (triangles): `castSphere(level, p, 0, d)`, bit for bit. */
export function castRay(
  level: Level3,
  p: Vec3,
  d: Vec3,
  options?: CastOptions,
): LevelContact3 | null;
export function castRay(
  level: Level2 | Level3,
  p: Vec2 | Vec3,
  d: Vec2 | Vec3,
  options?: CastOptions,
): LevelContact2 | LevelContact3 | null {
  return castRayWith(CORE_CAST, level, p, d, options);
}
