import type { Level2, MoveOptions2, MoveResult2, Vec2 } from '@swept/core';
import { createMoveResult2 } from '@swept/core';
import { moveWith } from '@swept/core/internal';
import { FIXED_MOVE } from '../level/move.ts';

/**
 * Moves a circle of raw radius `r` from `c` by `d` through `level` (from this package's
 * `createLevel2`): up to `maxLegs` legs, each ending at the first wall that blocks the
 * motion, then sliding along it (or stopping, or bouncing: `options.response`). Every
 * number is raw Q16.16, the options too (`restitution` and `floorCos` in `[0, 65536]`,
 * `up` of length 65536), and every step is an exact integer: the same bits on every
 * engine. Never ends inside a wall and never passes through one, by the exact distance;
 * a circle that starts inside walls is pushed out first. See `docs/contract.md`, "Movers".
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
 * const move = moveCircle(level, { x: 0, y: 2 * ONE }, ONE, { x: 3 * ONE, y: -4 * ONE });
 * // Down onto the floor at t = 16384 (0.25): legs [{ x: 49152, y: 65536 }, { x: 196608, y: 65536 }],
 * // then along it: move.c = { x: 196608, y: 65536 }, move.onFloor = true
 */
export function moveCircle(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveWith(FIXED_MOVE, 2, level, c, r, d, options, createMoveResult2());
}

/**
 * {@link moveCircle} into a caller-owned result (from `createMoveResult2()`): nothing is
 * allocated once the result has held its largest move. Returns `out`.
 *
 * @example
 * const out = createMoveResult2();
 * moveCircleInto(level, player, ONE, step, out); // every frame, the same `out`
 */
export function moveCircleInto(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  out: MoveResult2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveWith(FIXED_MOVE, 2, level, c, r, d, options, out);
}
