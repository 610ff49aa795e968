import type { Level2 } from '../level/level.ts';
import { moveWith } from '../level/move.ts';
import { createMoveResult2, type MoveOptions2, type MoveResult2 } from '../level/move-options.ts';
import { CORE_MOVE } from '../level/variant.ts';
import type { Vec2 } from '../types.ts';

/**
 * Moves a circle of radius `r` from `c` by `d` through `level`: up to `maxLegs` legs,
 * each ending at the first wall that blocks the motion, then sliding along it (or
 * stopping, or bouncing: `options.response`). Never ends inside a wall and never
 * passes through one, by the exact distance; a circle that starts inside walls is
 * pushed out first (a leg and a contact of its own). See `docs/contract.md`, "Movers".
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
 * const move = moveCircle(level, { x: 0, y: 2 }, 1, { x: 3, y: -4 });
 * // move.c: { x: 3, y: 1 } — down onto the floor at (0.75, 1), then along it
 * // move.legs: [{ x: 0.75, y: 1 }, { x: 3, y: 1 }], move.onFloor: true
 */
export function moveCircle(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveWith(CORE_MOVE, 2, level, c, r, d, options, createMoveResult2());
}

/**
 * {@link moveCircle} into a caller-owned result (from `createMoveResult2()`): nothing is
 * allocated once the result has held its largest move. Returns `out`.
 *
 * @example
 * const out = createMoveResult2();
 * moveCircleInto(level, player, 1, step, out); // every frame, the same `out`
 */
export function moveCircleInto(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  out: MoveResult2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveWith(CORE_MOVE, 2, level, c, r, d, options, out);
}
