/**
 * level/: tile maps (`docs/contract.md` §10) — a grid of tiles made into a level whose
 * walls are the exposed faces of its solid tiles merged into maximal runs (so a body
 * sliding along a flat run of tiles meets one wall: seam-free), one-way-up tops
 * flagged, and each tile's walls indexed for the grid walk (`grid-walk.ts`). Written
 * once for every variant, as `createLevel`: the value rule and the margin are
 * parameters.
 */
import type { BoxMargin } from '../scene/boxes.ts';
import type { ValueRule } from '../scene/check.ts';
import type { Vec2 } from '../types.ts';
import { describe } from '../validate/values.ts';
import type { TileGrid } from './grid-walk.ts';
import { buildLevel, type Level2 } from './level.ts';

/** An empty tile: no wall. */
export const TILE_EMPTY = 0;
/** A solid tile: its faces towards non-solid tiles (and the map's border) are walls. */
export const TILE_SOLID = 1;
/** A one-way-up platform: its top face blocks only a body moving down onto it from above (§10). */
export const TILE_ONE_WAY_UP = 2;

/** What `createTileMap2` takes (raw Q16.16 `tileSize` and `origin` in @swept/fixed). */
export interface TileMapOptions {
  /** Tiles per row, a positive integer. */
  columns: number;
  /** Rows, a positive integer; row 0 is the bottom (y up). */
  rows: number;
  /** The side of a tile, `> 0`. */
  tileSize: number;
  /** The corner of tile (0, 0) with the smallest x and y. */
  origin: Vec2;
  /** `columns·rows` kinds, row-major: tile (column, row) is `tiles[row·columns + column]` (copied). */
  tiles: Uint8Array;
}

/** A tile map, made by `createTileMap2`: a `Level2` (its walls are its runs), opaque, immutable. */
export interface TileMap2 {
  /** `2`: a 2D level. */
  readonly dimension: 2;
  /** The number of walls (merged runs of exposed faces). */
  readonly count: number;
  /** Tiles per row. */
  readonly columns: number;
  /** Rows. */
  readonly rows: number;
}

function positiveInteger(name: string, v: unknown): number {
  if (!(typeof v === 'number' && Number.isInteger(v) && v >= 1)) {
    throw new RangeError(`${name} must be a positive integer (got ${describe(v)})`);
  }
  return v;
}

/**
 * Checks a tile map's options (a `RangeError` naming each bad one, before anything
 * is built) and builds it: its grid lines, walls, one-way flags and tile index.
 */
export function createTileMap(
  options: TileMapOptions,
  rule: ValueRule,
  margin: BoxMargin,
): TileMap2 {
  if (typeof options !== 'object' || options === null) {
    throw new RangeError(`options must be an object (got ${describe(options)})`);
  }
  const columns = positiveInteger('columns', options.columns);
  const rows = positiveInteger('rows', options.rows);
  const tiles = options.tiles;
  if (!(tiles instanceof Uint8Array)) {
    throw new RangeError(`tiles must be a Uint8Array (got ${describe(tiles)})`);
  }
  if (tiles.length !== columns * rows) {
    throw new RangeError(
      `tiles.length must be columns·rows = ${columns * rows} (got ${tiles.length})`,
    );
  }
  for (let k = 0; k < tiles.length; k++) {
    if (tiles[k]! > TILE_ONE_WAY_UP) {
      throw new RangeError(
        `tiles[${k}] must be TILE_EMPTY (0), TILE_SOLID (1) or TILE_ONE_WAY_UP (2) (got ${tiles[k]})`,
      );
    }
  }
  const size = Float64Array.of(options.tileSize);
  if (rule.bad(size, 1, true) >= 0) throw rule.error('tileSize', options.tileSize, true);
  const s = options.tileSize;
  if (!(s > 0)) throw new RangeError(`tileSize must be > 0 (got ${describe(s)})`);
  const origin = options.origin;
  if (typeof origin !== 'object' || origin === null) {
    throw new RangeError(`origin must be an object with numeric x and y (got ${describe(origin)})`);
  }
  const o = Float64Array.of(origin.x, origin.y);
  if (rule.bad(o, 1, false) >= 0) throw rule.error('origin.x', origin.x, false);
  if (rule.bad(o.subarray(1), 1, false) >= 0) throw rule.error('origin.y', origin.y, false);
  const xs = gridLines('x', o[0]!, s, columns, rule);
  const ys = gridLines('y', o[1]!, s, rows, rule);
  const map = new Uint8Array(tiles);
  const { corners, oneWay, owners } = runs(map, columns, rows, xs, ys);
  const count = corners.length / 4;
  const grid: TileGrid = Object.freeze({
    columns,
    rows,
    tileSize: s,
    origin: o,
    ...tileIndex(owners, columns * rows),
    seen: new Int32Array(count),
  });
  const anyOneWay = oneWay.includes(1);
  return buildLevel(2, rule.values, margin, corners, null, null, grid, anyOneWay ? oneWay : null, {
    columns,
    rows,
  }) as Level2 as TileMap2;
}

/**
 * The grid lines `origin + k·size`, `k = 0 … n`, as the variant adds (doubles:
 * `k·size` then `+ origin`, each rounded; raw integers: exact). The far one must be a
 * value the variant accepts, and each line must differ from the one before (a size
 * too small for the origin would merge tiles).
 */
function gridLines(axis: 'x' | 'y', origin: number, size: number, n: number, rule: ValueRule) {
  const lines = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) lines[k] = origin + k * size;
  if (rule.bad(lines.subarray(n), 1, false) >= 0) {
    const count = axis === 'x' ? 'columns' : 'rows';
    throw new RangeError(
      `${count}·tileSize must keep origin.${axis} + ${count}·tileSize inside the input range (got ${lines[n]})`,
    );
  }
  for (let k = 1; k <= n; k++) {
    if (!(lines[k]! > lines[k - 1]!)) {
      throw new RangeError(
        `tileSize must keep the grid lines apart (origin.${axis} + k·tileSize is the same for k = ${k - 1} and ${k})`,
      );
    }
  }
  return lines;
}

// The faces a line's unit stretch can be: 0 none; faces merge only with equal codes.
const UP = 1;
const DOWN = 2;
const ONE_WAY = 3;
const RIGHT = 1;
const LEFT = 2;

/**
 * The map's walls in the contract's order (horizontal runs by line from the bottom up,
 * then left to right; then vertical runs by line from the left, then bottom up), each
 * from its low end to its high end, with its one-way flag and, per wall, the tiles
 * whose face it is (`owners`: wall, tile pairs).
 */
function runs(map: Uint8Array, columns: number, rows: number, xs: Float64Array, ys: Float64Array) {
  const kind = (c: number, r: number) =>
    c < 0 || r < 0 || c >= columns || r >= rows ? TILE_EMPTY : map[r * columns + c]!;
  const corners: number[] = [];
  const oneWay: number[] = [];
  const owners: number[] = [];
  for (let line = 0; line <= rows; line++) {
    let c = 0;
    while (c < columns) {
      const code = horizontalFace(kind(c, line - 1), kind(c, line));
      let end = c + 1;
      while (
        code !== 0 &&
        end < columns &&
        horizontalFace(kind(end, line - 1), kind(end, line)) === code
      )
        end++;
      if (code !== 0) {
        const wall = oneWay.length;
        corners.push(xs[c]!, ys[line]!, xs[end]!, ys[line]!);
        oneWay.push(code === ONE_WAY ? 1 : 0);
        const row = code === DOWN ? line : line - 1;
        for (let k = c; k < end; k++) owners.push(wall, row * columns + k);
      }
      c = end;
    }
  }
  for (let line = 0; line <= columns; line++) {
    let r = 0;
    while (r < rows) {
      const code = verticalFace(kind(line - 1, r), kind(line, r));
      let end = r + 1;
      while (
        code !== 0 &&
        end < rows &&
        verticalFace(kind(line - 1, end), kind(line, end)) === code
      )
        end++;
      if (code !== 0) {
        const wall = oneWay.length;
        corners.push(xs[line]!, ys[r]!, xs[line]!, ys[end]!);
        oneWay.push(0);
        const column = code === RIGHT ? line - 1 : line;
        for (let k = r; k < end; k++) owners.push(wall, k * columns + column);
      }
      r = end;
    }
  }
  return {
    corners: Float64Array.from(corners),
    oneWay: Uint8Array.from(oneWay),
    owners: Int32Array.from(owners),
  };
}

/** The face between a tile `below` and the tile `above` it. */
function horizontalFace(below: number, above: number): number {
  if (below === TILE_SOLID && above !== TILE_SOLID) return UP;
  if (above === TILE_SOLID && below !== TILE_SOLID) return DOWN;
  if (below === TILE_ONE_WAY_UP && above !== TILE_SOLID) return ONE_WAY;
  return 0;
}

/** The face between a tile `left` and the tile `right` of it. */
function verticalFace(left: number, right: number): number {
  if (left === TILE_SOLID && right !== TILE_SOLID) return RIGHT;
  if (right === TILE_SOLID && left !== TILE_SOLID) return LEFT;
  return 0;
}

/** Each tile's walls, from the (wall, tile) pairs: `start` by tile, `walls` in wall order. */
function tileIndex(owners: Int32Array, tiles: number): { start: Int32Array; walls: Int32Array } {
  const start = new Int32Array(tiles + 1);
  for (let i = 1; i < owners.length; i += 2) start[owners[i]! + 1]!++;
  for (let k = 0; k < tiles; k++) start[k + 1]! += start[k]!;
  const next = start.slice(0, tiles);
  const walls = new Int32Array(owners.length / 2);
  for (let i = 0; i < owners.length; i += 2) walls[next[owners[i + 1]!]!++] = owners[i]!;
  return { start, walls };
}
