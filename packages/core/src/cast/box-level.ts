import { castBoxWith, type LevelBoxContact } from '../level/cast.ts';
import type { CastOptions, Level2 } from '../level/level.ts';
import { CORE_BOX_CAST } from '../level/variant.ts';
import type { Vec2 } from '../types.ts';

/**
 * The first wall of `level` a box with half extents `hb` touches while its centre moves
 * from `b` by `d`, or `null` (`docs/contract.md` §10): each wall the filter and the
 * one-way rule admit is a degenerate box, answered by the box–box kernel; the earliest
 * `t` wins, ties to the smallest wall index. `{ t, status, point, normal, c, wall }`:
 * `status` and `point` box–box's (touching and moving along is `'separating'` at
 * `t = 0`, touching and moving into an `'impact'` at `t = 0`), the normal from the wall
 * towards the box (as `castCircle`'s), `c` the box's centre at `t`. Works on tile maps
 * and on `createLevel2` levels of horizontal and vertical segments; a level with a
 * slanted wall is refused (a `RangeError` naming `level`).
 *
 * @example
 * const map = createTileMap2({ columns: 4, rows: 1, tileSize: 1, origin: { x: 0, y: 0 }, tiles: Uint8Array.of(1, 1, 1, 1) });
 * castBox(map, { x: 2, y: 3 }, { x: 0.5, y: 0.5 }, { x: 0, y: -4 });
 * // { t: 0.375, status: 'impact', normal: { x: 0, y: 1 }, point: { x: 2, y: 1 }, c: { x: 2, y: 1.5 }, wall: 1 }
 */
export function castBox(
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options?: CastOptions,
): LevelBoxContact | null {
  return castBoxWith(CORE_BOX_CAST, level, b, hb, d, options);
}
