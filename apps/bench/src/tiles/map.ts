/**
 * The tile maps of the tiles bench (y up, tile size 1, origin 0, as contract
 * §10 reads them): a walled room with a solid ground, seeded platforms (solid
 * runs) and pillars (stacked tiles) — long flat runs, so every floor, ceiling
 * and wall is full of seams between tiles. `solid(x, y)` is the same map as
 * the voxel peer reads it.
 */
import { TILE_SOLID } from '@swept/core';
import { createRng } from '../rng.ts';

export interface TileGrid {
  columns: number;
  rows: number;
  tiles: Uint8Array;
}

export function solidAt(map: TileGrid, column: number, row: number): boolean {
  if (column < 0 || row < 0 || column >= map.columns || row >= map.rows) return false;
  return map.tiles[row * map.columns + column] === TILE_SOLID;
}

/** A `columns × rows` room: border walls, a ground, platforms and pillars, seeded. */
export function generateRoom(seed: number, columns: number, rows: number): TileGrid {
  const rng = createRng(seed);
  const tiles = new Uint8Array(columns * rows);
  const set = (c: number, r: number) => {
    if (c >= 0 && r >= 0 && c < columns && r < rows) tiles[r * columns + c] = TILE_SOLID;
  };
  for (let c = 0; c < columns; c++) {
    set(c, 0);
    set(c, rows - 1);
  }
  for (let r = 0; r < rows; r++) {
    set(0, r);
    set(columns - 1, r);
  }
  const area = columns * rows;
  for (let k = 0; k < area / 40; k++) {
    const r = rng.int(3, rows - 3);
    const c = rng.int(1, columns - 2);
    const length = rng.int(3, 12);
    for (let i = 0; i < length; i++) set(c + i, r);
  }
  for (let k = 0; k < area / 150; k++) {
    const c = rng.int(2, columns - 3);
    const height = rng.int(2, 5);
    for (let i = 1; i <= height; i++) set(c, i);
  }
  return { columns, rows, tiles };
}

/**
 * `big` with `small` copied into its lower-left corner (its right and top
 * borders kept): the same neighbourhood inside a much larger map.
 */
export function embed(small: TileGrid, big: TileGrid): TileGrid {
  const tiles = Uint8Array.from(big.tiles);
  for (let r = 0; r < small.rows; r++) {
    for (let c = 0; c < small.columns; c++) {
      tiles[r * big.columns + c] = small.tiles[r * small.columns + c]!;
    }
  }
  return { columns: big.columns, rows: big.rows, tiles };
}
