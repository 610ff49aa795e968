import {
  createMoveResult2,
  type Level2,
  type MoveOptions2,
  type MoveResult2,
  type Vec2,
} from '@swept/core';
import { moveBoxWith } from '@swept/core/internal';
import { FIXED_BOX_MOVE } from '../level/move.ts';

/**
 * Moves a box with raw half extents `hb` from `b` by `d` through `level` (a tile map or
 * a level of horizontal and vertical segments from this package), every step an exact
 * integer (`docs/contract.md` §10): contacts block only where the remaining motion
 * would overlap their wall, each leg ends where the box touches (its `t` floored) and is
 * certified exactly, a slide zeroes one axis per contact; the same bits on every
 * engine. The answer is `moveCircle`'s, raw.
 *
 * @example
 * const move = moveBox(map, { x: 2 * ONE, y: 3 * ONE }, { x: ONE / 2, y: ONE / 2 }, { x: ONE, y: -4 * ONE });
 * // move.c: { x: 3 * ONE, y: 1.5 * ONE }: down onto the floor (y = 1), then along it
 */
export function moveBox(
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveBoxWith(FIXED_BOX_MOVE, level, b, hb, d, options, createMoveResult2());
}

/**
 * {@link moveBox} into a caller-owned result (from `createMoveResult2()`). Returns `out`.
 *
 * @example
 * const out = createMoveResult2();
 * moveBoxInto(map, player, half, step, out); // every frame, the same `out`
 */
export function moveBoxInto(
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  out: MoveResult2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveBoxWith(FIXED_BOX_MOVE, level, b, hb, d, options, out);
}
