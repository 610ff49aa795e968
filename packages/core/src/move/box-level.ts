import type { Level2 } from '../level/level.ts';
import { moveBoxWith } from '../level/move-box.ts';
import { createMoveResult2, type MoveOptions2, type MoveResult2 } from '../level/move-options.ts';
import { CORE_BOX_MOVE } from '../level/variant.ts';
import type { Vec2 } from '../types.ts';

/**
 * Moves a box with half extents `hb` from `b` by `d` through `level` (a tile map, or a
 * `createLevel2` level of horizontal and vertical segments): up to `maxLegs` legs, each
 * ending at the first wall the remaining motion would pass into, then sliding along it
 * (or stopping, or bouncing: `options.response`). Every normal is an axis, so a slide
 * zeroes one component of what remains: two blocking contacts at most. Never ends
 * inside a wall nor passes through one (decided exactly, touching allowed); pressed
 * onto a floor or into a corner frame after frame it stays on the same bits; one-way
 * platforms block it only when it falls onto them from above. The answer is
 * `moveCircle`'s, `c` the box's final centre. See `docs/contract.md` §10.
 *
 * @example
 * const map = createTileMap2({ columns: 8, rows: 4, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
 * const move = moveBox(map, { x: 2, y: 3 }, { x: 0.5, y: 0.5 }, { x: 1, y: -4 });
 * // move.c: { x: 3, y: 1.5 } — down onto the floor (y = 1), then along it; move.onFloor: true
 */
export function moveBox(
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options?: MoveOptions2,
): MoveResult2 {
  return moveBoxWith(CORE_BOX_MOVE, level, b, hb, d, options, createMoveResult2());
}

/**
 * {@link moveBox} into a caller-owned result (from `createMoveResult2()`): nothing is
 * allocated once the result has held its largest move. Returns `out`.
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
  return moveBoxWith(CORE_BOX_MOVE, level, b, hb, d, options, out);
}
