import type { Level3 } from '../level/level.ts';
import { moveWith } from '../level/move.ts';
import { createMoveResult3, type MoveOptions3, type MoveResult3 } from '../level/move-options.ts';
import { CORE_MOVE } from '../level/variant.ts';
import type { Vec3 } from '../types.ts';

/**
 * Moves a sphere of radius `r` from `c` by `d` through a level of triangles: the 3D
 * {@link moveCircle}; against two walls at once it slides along their crease.
 *
 * @example
 * const level = createLevel3({ triangles: Float64Array.of(-10, 0, -10, 10, 0, -10, 0, 0, 10) });
 * moveSphere(level, { x: 0, y: 2, z: 0 }, 1, { x: 3, y: -4, z: 0 }).c; // { x: 3, y: 1, z: 0 }
 */
export function moveSphere(
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  options?: MoveOptions3,
): MoveResult3 {
  return moveWith(CORE_MOVE, 3, level, c, r, d, options, createMoveResult3());
}

/** {@link moveSphere} into a caller-owned result (from `createMoveResult3()`); returns `out`. */
export function moveSphereInto(
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  out: MoveResult3,
  options?: MoveOptions3,
): MoveResult3 {
  return moveWith(CORE_MOVE, 3, level, c, r, d, options, out);
}
