import type { Level3, MoveOptions3, MoveResult3, Vec3 } from '@swept/core';
import { createMoveResult3 } from '@swept/core';
import { moveWith } from '@swept/core/internal';
import { FIXED_MOVE } from '../level/move.ts';

/**
 * Moves a sphere of raw radius `r` from `c` by `d` through a level of triangles (from
 * this package's `createLevel3`): the 3D {@link moveCircle}; against two walls at once
 * it slides along their crease. Every number is raw Q16.16.
 *
 * @example
 * const level = createLevel3({
 *   triangles: Float64Array.of(-10 * ONE, 0, -10 * ONE, 10 * ONE, 0, -10 * ONE, 0, 0, 10 * ONE),
 * });
 * moveSphere(level, { x: 0, y: 2 * ONE, z: 0 }, ONE, { x: 3 * ONE, y: -4 * ONE, z: 0 }).c;
 * // { x: 196608, y: 65536, z: 0 }: down onto the floor, then along it
 */
export function moveSphere(
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  options?: MoveOptions3,
): MoveResult3 {
  return moveWith(FIXED_MOVE, 3, level, c, r, d, options, createMoveResult3());
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
  return moveWith(FIXED_MOVE, 3, level, c, r, d, options, out);
}
