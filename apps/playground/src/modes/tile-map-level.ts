/**
 * The Platformer mode's level: a tile map of 40 × 22 tiles — a closed room
 * with a long seamed floor, a pillar and a ledge of stacked tiles, a pit one
 * tile wide (exactly as wide as the character), a floating block and four
 * one-way platforms, each a jump above the last — and the questions the page
 * asks of the map's own data: which solid tiles a box could overlap, and whether
 * a contact lies on an exposed face (else it is a ghost on a hidden edge).
 *
 * **Coordinates.** The map lives in the library's y-up coordinates: the page's
 * world with y negated (`flipY`), so its one-way platforms are solid from above
 * on screen. The rows below are drawn top first, as they read, and handed to
 * `createTileMap2` bottom first. The character lives in the page's y-down
 * world, under the Mover mode's rule; its moves negate y going in and coming
 * out (exact in every variant).
 */
import {
  TILE_EMPTY,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
  type TileMapOptions,
  type Vec2,
} from '@swept/core';

/** The rows as on screen, top first: `#` solid, `=` one-way-up, `.` empty. */
const ROWS = [
  '########################################',
  '#......................................#',
  '#......................................#',
  '#......................................#',
  '#......................................#',
  '#..........................######......#',
  '#..........................######......#',
  '#......................................#',
  '#......................................#',
  '#..................======..............#',
  '#......................................#',
  '#......................................#',
  '#...........======.............======..#',
  '#......................................#',
  '#......................................#',
  '#....======...................##########',
  '#....................#........##########',
  '#....................#........##########',
  '##########################.#############',
  '##########################.#############',
  '##########################.#############',
  '########################################',
] as const;

const KINDS: Record<string, number> = { '#': TILE_SOLID, '=': TILE_ONE_WAY_UP, '.': TILE_EMPTY };

export const COLUMNS = 40;
export const ROWS_COUNT = ROWS.length;
/** A tile's side: the character is exactly one tile wide. */
export const TILE = 24;
/** The page's y of the map's top edge. */
const TOP = 36;
/** The corner of tile (0, 0) — the bottom-left one — in the map's y-up coordinates. */
export const ORIGIN: Vec2 = { x: 0, y: -(TOP + ROWS_COUNT * TILE) };

/** The character's half extents: one tile wide, a tile and a third tall (multiples of 1/8). */
export const HALF: Vec2 = { x: TILE / 2, y: 16 };

/** The page's y of the top of the floor (the top edge of screen row 18). */
export const FLOOR_Y = TOP + 18 * TILE;
/** Where the character starts, in the page's world: standing on the floor near the left wall. */
export const START: Vec2 = { x: 60, y: FLOOR_Y - HALF.y };

/** `(x, −y)`: between the page's y-down world and the map's y-up one, both ways. */
export const flipY = (v: Vec2): Vec2 => ({ x: v.x, y: -v.y });

/** The kinds, row-major, bottom row first (y up). */
export const TILE_KINDS: Uint8Array = Uint8Array.from(
  [...ROWS].reverse().flatMap((row) => {
    if (row.length !== COLUMNS) throw new Error(`tile-map-level: a row of ${row.length} tiles`);
    return [...row].map((ch) => KINDS[ch]!);
  }),
);

/** The map as `createTileMap2` takes it, in world units. */
export const TILE_MAP: TileMapOptions = {
  columns: COLUMNS,
  rows: ROWS_COUNT,
  tileSize: TILE,
  origin: ORIGIN,
  tiles: TILE_KINDS,
};

/** The kind of tile (column, row) — row 0 at the bottom — or empty outside the map (as the library reads it). */
export function tileKind(column: number, row: number): number {
  if (column < 0 || column >= COLUMNS || row < 0 || row >= ROWS_COUNT) return TILE_EMPTY;
  return TILE_KINDS[row * COLUMNS + column]!;
}

/** Tile (column, row)'s lower-left corner in the map's y-up coordinates. */
export function tileCorner(column: number, row: number): Vec2 {
  return { x: ORIGIN.x + column * TILE, y: ORIGIN.y + row * TILE };
}

/** A tile as a box: its centre and half extents, in the map's y-up coordinates. */
export interface TileBox {
  c: Vec2;
  h: Vec2;
}

/**
 * The solid tiles a box at `b` with half extents `hb` (map coordinates) could
 * overlap: those its extent covers, with a tile of slack on every side for the
 * rounding of the division that finds them.
 */
export function solidTilesAround(b: Vec2, hb: Vec2): TileBox[] {
  const cell = (v: number, o: number): number => Math.floor((v - o) / TILE);
  const boxes: TileBox[] = [];
  for (let row = cell(b.y - hb.y, ORIGIN.y) - 1; row <= cell(b.y + hb.y, ORIGIN.y) + 1; row++) {
    for (let col = cell(b.x - hb.x, ORIGIN.x) - 1; col <= cell(b.x + hb.x, ORIGIN.x) + 1; col++) {
      if (tileKind(col, row) !== TILE_SOLID) continue;
      const corner = tileCorner(col, row);
      boxes.push({
        c: { x: corner.x + TILE / 2, y: corner.y + TILE / 2 },
        h: { x: TILE / 2, y: TILE / 2 },
      });
    }
  }
  return boxes;
}

/**
 * Whether a contact (map coordinates) lies on an **exposed** face of the map: a
 * tile face through its point (on the face's grid line, within the face's span,
 * ends included) facing along its normal, with the tile behind it — against the
 * normal — solid (or one-way, for an upward normal: a platform's top) and the tile
 * in front not solid. Every other contact is on a **hidden internal edge**: a ghost
 * collision — a box sliding along a floor that catches the vertical side of the
 * next floor tile at their seam, or the top of a tile under another — has a normal
 * across a face between two solid tiles, or along no face at all, and is caught.
 */
export function onExposedFace(point: Vec2, normal: Vec2): boolean {
  const vertical = normal.y === 0 && Math.abs(normal.x) === 1;
  const horizontal = normal.x === 0 && Math.abs(normal.y) === 1;
  if (!vertical && !horizontal) return false;
  // Across: the axis of the normal; along: the face's own axis.
  const across = vertical ? (point.x - ORIGIN.x) / TILE : (point.y - ORIGIN.y) / TILE;
  const along = vertical ? (point.y - ORIGIN.y) / TILE : (point.x - ORIGIN.x) / TILE;
  const line = Math.round(across);
  // A face lies on a grid line; a band policy reports the point on its band's edge
  // (slop(0.5): half a unit off the face), so the nearest line within a unit is the face's.
  if (Math.abs(across - line) * TILE > 1) return false;
  const forward = vertical ? normal.x : normal.y;
  const behind = forward > 0 ? line - 1 : line;
  const front = forward > 0 ? line : line - 1;
  const kind = (a: number, k: number): number => (vertical ? tileKind(a, k) : tileKind(k, a));
  for (let k = Math.ceil(along) - 1; k <= Math.floor(along); k++) {
    const back = kind(behind, k);
    const solidBehind = back === TILE_SOLID || (back === TILE_ONE_WAY_UP && normal.y === 1);
    if (solidBehind && kind(front, k) !== TILE_SOLID) return true;
  }
  return false;
}
