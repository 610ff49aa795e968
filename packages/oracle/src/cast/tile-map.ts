/**
 * A tile map in exact form (`docs/contract.md` §10): the grid's lines, and
 * its walls — the exposed faces of its solid tiles merged into maximal runs,
 * one-way-up tops on their own — in the contract's order, as a
 * {@link LevelExact} every exact cast reads. Written from the contract's
 * words, tile by tile, not from any variant's code.
 */
import { ratFromDouble, ratFromRaw } from '../double.ts';
import type { Rat } from '../rat.ts';
import type { Units } from '../walls/wall-case.ts';
import type { LevelExact } from './level.ts';

/** `createTileMap2`'s options (raw Q16.16 `tileSize` and `origin` in @swept/fixed). */
export interface TileMapSpec {
  columns: number;
  rows: number;
  tileSize: number;
  origin: { x: number; y: number };
  tiles: ArrayLike<number>;
}

// The kinds of tile (the contract's TILE_EMPTY, TILE_SOLID, TILE_ONE_WAY_UP).
const EMPTY = 0;
const SOLID = 1;
const ONE_WAY_UP = 2;

/**
 * The map's grid line `k` on one axis, `origin + k·tileSize`, exactly as the
 * variant forms it: in doubles `k·tileSize` then `+ origin`, each rounded as
 * the core rounds (the lines are those doubles); raw integers exactly.
 */
export function tileLine(origin: number, k: number, tileSize: number, units: Units): Rat {
  return units === 'double'
    ? ratFromDouble(origin + k * tileSize)
    : ratFromRaw(origin + k * tileSize);
}

/**
 * The map's walls as a level: horizontal runs by line from the bottom up,
 * then left to right; then vertical runs by line from left to right, then
 * bottom up; each from its low end to its high end, `oneWay[k]` for a
 * one-way top.
 */
export function tileMapExact(spec: TileMapSpec, units: Units = 'double'): LevelExact {
  const { columns, rows, tileSize, origin, tiles } = spec;
  const kind = (c: number, r: number) =>
    c < 0 || r < 0 || c >= columns || r >= rows ? EMPTY : tiles[r * columns + c]!;
  const x = (k: number) => tileLine(origin.x, k, tileSize, units);
  const y = (k: number) => tileLine(origin.y, k, tileSize, units);
  const walls: Rat[][][] = [];
  const oneWay: boolean[] = [];
  // What each unit face of a line is: 0 none, else a code (faces merge only with equal codes).
  const runs = (
    length: number,
    face: (i: number) => number,
    put: (i0: number, i1: number, code: number) => void,
  ) => {
    let i = 0;
    while (i < length) {
      const code = face(i);
      let j = i + 1;
      while (j < length && code !== 0 && face(j) === code) j++;
      if (code !== 0) put(i, j, code);
      i = code === 0 ? i + 1 : j;
    }
  };
  const TOP = 1;
  const BOTTOM = 2;
  const ONE_WAY_TOP = 3;
  for (let line = 0; line <= rows; line++) {
    const face = (c: number) => {
      const below = kind(c, line - 1);
      const above = kind(c, line);
      if (below === SOLID && above !== SOLID) return TOP;
      if (above === SOLID && below !== SOLID) return BOTTOM;
      if (below === ONE_WAY_UP && above !== SOLID) return ONE_WAY_TOP;
      return 0;
    };
    runs(columns, face, (c0, c1, code) => {
      walls.push([
        [x(c0), y(line)],
        [x(c1), y(line)],
      ]);
      oneWay.push(code === ONE_WAY_TOP);
    });
  }
  const RIGHT = 1;
  const LEFT = 2;
  for (let line = 0; line <= columns; line++) {
    const face = (r: number) => {
      const left = kind(line - 1, r);
      const right = kind(line, r);
      if (left === SOLID && right !== SOLID) return RIGHT;
      if (right === SOLID && left !== SOLID) return LEFT;
      return 0;
    };
    runs(rows, face, (r0, r1) => {
      walls.push([
        [x(line), y(r0)],
        [x(line), y(r1)],
      ]);
      oneWay.push(false);
    });
  }
  return { walls, oneWay };
}
