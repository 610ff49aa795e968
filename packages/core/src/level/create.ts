/** level/: the core's levels and tile maps: walls in doubles, boxes widened by the core's rounding share. */
import { CORE_MARGIN } from '../scene/boxes.ts';
import { DOUBLE_VALUES } from '../scene/check.ts';
import {
  createLevel,
  type Level2,
  type Level3,
  type LevelOptions2,
  type LevelOptions3,
} from './level.ts';
import { createTileMap, type TileMap2, type TileMapOptions } from './tile-map.ts';

/**
 * Indexes a 2D level once: `segments` holds `x0, y0, x1, y1` per wall (copied: later
 * changes to the array do not reach the level). The level is immutable and is reused
 * by every cast, every frame. The walls' boxes carry the core's rounding share
 * (`scene/boxes.ts`), so one level also serves every @swept/tolerance policy.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) }); // a floor
 * castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 }); // { t: 0.4, wall: 0, … }
 */
export function createLevel2(options: LevelOptions2): Level2 {
  return createLevel(2, options, DOUBLE_VALUES, CORE_MARGIN) as Level2;
}

/** Indexes a 3D level once: `triangles` holds `x0, y0, z0, x1, y1, z1, x2, y2, z2` per wall; see {@link createLevel2}. */
export function createLevel3(options: LevelOptions3): Level3 {
  return createLevel(3, options, DOUBLE_VALUES, CORE_MARGIN) as Level3;
}

/**
 * Makes a tile map (`docs/contract.md` §10): `tiles` holds `columns·rows` kinds
 * (`TILE_EMPTY`, `TILE_SOLID`, `TILE_ONE_WAY_UP`), row-major with row 0 at the bottom
 * (y up: a y-down game passes its rows bottom first, or negates its y); tile (column,
 * row) covers `origin + (column, row)·tileSize` to the next grid lines. The map is a
 * `Level2` whose walls are the exposed faces of its solid tiles merged into maximal
 * runs (seam-free: a body sliding along a flat run of tiles meets one wall), plus the
 * one-way tops; `castCircle`, `castRay`, `moveCircle`, `castBox` and `moveBox` take it,
 * and each visits only the tiles its swept box covers. The tiles are copied.
 *
 * @example
 * const S = TILE_SOLID;
 * const map = createTileMap2({ columns: 3, rows: 2, tileSize: 16, origin: { x: 0, y: 0 }, tiles: Uint8Array.of(S, S, S, 0, 0, S) });
 * map.count; // 6: the floor's top and bottom, its left and right sides, the step's top and left side
 */
export function createTileMap2(options: TileMapOptions): TileMap2 {
  return createTileMap(options, DOUBLE_VALUES, CORE_MARGIN);
}
