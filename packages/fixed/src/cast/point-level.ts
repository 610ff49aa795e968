import type {
  CastOptions,
  Level2,
  Level3,
  LevelContact2,
  LevelContact3,
  Vec2,
  Vec3,
} from '@swept/core';
import { castRayWith } from '@swept/core/internal';
import { FIXED_CAST } from '../level/create.ts';

/**
 * The first wall of `level` a point moving from `p` by raw `d` meets, or `null`: this
 * package's `castCircle` / `castSphere` at `r = 0`, bit for bit (the hitscan weapon
 * and the ground probe, the same on every peer).
 */
export function castRay(
  level: Level2,
  p: Vec2,
  d: Vec2,
  options?: CastOptions,
): LevelContact2 | null;
/** The ray against a 3D level (triangles): `this package's castSphere(level, p, 0, d)`, bit for bit. */
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
  return castRayWith(FIXED_CAST, level, p, d, options);
}
