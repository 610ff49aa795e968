/**
 * level/: the fixed-point levels and what this package brings to a cast: raw Q16.16
 * walls, the exact integer boxes (no margin, nothing rounds), this package's wall
 * queries. The index and the cast's course are the core's (`@swept/core/internal`),
 * where every step on integers below 2^33 is exact: the same level and the same
 * answers on every engine.
 */
import type {
  Level2,
  Level3,
  LevelOptions2,
  LevelOptions3,
  TileMap2,
  TileMapOptions,
} from '@swept/core';
import {
  type BoxCastVariant,
  type CastVariant,
  createLevel,
  createTileMap,
  INTEGER_MARGIN,
} from '@swept/core/internal';
import { boxSegmentContact } from '../time-of-impact/box-segment.ts';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { checkCast2, checkCast3, checkCastBox, RAW_VALUES } from '../validate.ts';

/**
 * Indexes a 2D level once: `segments` holds raw Q16.16 `x0, y0, x1, y1` per wall
 * (copied). Immutable, reused by every cast; only this package's casts accept it.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
 * castCircle(level, { x: 0, y: 5 * ONE }, ONE, { x: 0, y: -10 * ONE }); // { t: 26214, wall: 0, … }
 */
export function createLevel2(options: LevelOptions2): Level2 {
  return createLevel(2, options, RAW_VALUES, INTEGER_MARGIN) as Level2;
}

/** Indexes a 3D level once: `triangles` holds raw `x0, y0, z0, x1, y1, z1, x2, y2, z2` per wall; see {@link createLevel2}. */
export function createLevel3(options: LevelOptions3): Level3 {
  return createLevel(3, options, RAW_VALUES, INTEGER_MARGIN) as Level3;
}

/**
 * Makes a tile map (`docs/contract.md` §10) from raw Q16.16 `tileSize` and `origin`:
 * every grid line `origin + k·tileSize` an exact integer. The map is a `Level2` of this
 * package: its walls are the exposed faces of its solid tiles merged into maximal runs
 * (seam-free), plus the one-way tops; this package's casts and movers take it.
 *
 * @example
 * const S = TILE_SOLID;
 * const map = createTileMap2({ columns: 3, rows: 1, tileSize: 16 * ONE, origin: { x: 0, y: 0 }, tiles: Uint8Array.of(S, S, S) });
 * castBox(map, { x: 24 * ONE, y: 40 * ONE }, { x: 4 * ONE, y: 8 * ONE }, { x: 0, y: -32 * ONE }); // { t: 32768, … }
 */
export function createTileMap2(options: TileMapOptions): TileMap2 {
  return createTileMap(options, RAW_VALUES, INTEGER_MARGIN);
}

/** This package's box casts: raw levels, exact integer boxes, its box–segment kernel. */
export const FIXED_BOX_CAST: BoxCastVariant = Object.freeze({
  values: 'raw',
  margin: INTEGER_MARGIN,
  box: boxSegmentContact,
  checkBox: checkCastBox,
});

/** This package's casts: raw levels, exact integer boxes, its own wall queries. */
export const FIXED_CAST: CastVariant = Object.freeze({
  values: 'raw',
  margin: INTEGER_MARGIN,
  segment: circleSegmentTimeOfImpact,
  triangle: sphereTriangleTimeOfImpact,
  check2: checkCast2,
  check3: checkCast3,
});
