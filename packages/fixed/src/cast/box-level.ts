import type { CastOptions, Level2, LevelBoxContact, Vec2 } from '@swept/core';
import { castBoxWith } from '@swept/core/internal';
import { FIXED_BOX_CAST } from '../level/create.ts';

/**
 * The first wall of `level` (a tile map or a level of horizontal and vertical segments
 * from this package) a box with raw half extents `hb` touches while its centre moves
 * from `b` by `d`, or `null` (`docs/contract.md` §10): the box–box kernel against each
 * wall as a degenerate box, exactly; `t` raw and floored (the same floored `t` ties to
 * the smallest wall index), the normal `(±65536, 0)` / `(0, ±65536)` from the wall
 * towards the box, `c` the box's centre at `t`. A slanted wall is refused (`level`).
 *
 * @example
 * const map = createTileMap2({ columns: 4, rows: 1, tileSize: ONE, origin: { x: 0, y: 0 }, tiles: Uint8Array.of(1, 1, 1, 1) });
 * castBox(map, { x: 2 * ONE, y: 3 * ONE }, { x: ONE / 2, y: ONE / 2 }, { x: 0, y: -4 * ONE });
 * // { t: 24576, status: 'impact', normal: { x: 0, y: 65536 }, wall: 1, … }
 */
export function castBox(
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options?: CastOptions,
): LevelBoxContact | null {
  return castBoxWith(FIXED_BOX_CAST, level, b, hb, d, options);
}
