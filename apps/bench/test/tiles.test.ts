/**
 * The tiles bench's judges on hand-made maps whose answers follow from the
 * geometry (no timing here): a box inside a tile, and the stops that are real
 * (a wall ahead, an exposed corner met diagonally) against the ones on a
 * hidden edge between two floor tiles (a seam) or on nothing.
 */
import { TILE_SOLID } from '@swept/core';
import { describe, expect, it } from 'vitest';
import { insideSolid, judging } from '../src/tiles/judge.ts';
import { embed, generateRoom, solidAt, type TileGrid } from '../src/tiles/map.ts';

const HALF = { x: 0.375, y: 0.4375 };

/** Rows bottom first: a floor of four tiles (row 0) and a wall tile at (3, 1). */
function floorAndWall(): TileGrid {
  const columns = 4;
  const tiles = new Uint8Array(columns * 3);
  for (let c = 0; c < 4; c++) tiles[c] = TILE_SOLID;
  tiles[columns + 3] = TILE_SOLID;
  return { columns, rows: 3, tiles };
}

describe('the tiles bench', () => {
  const grid = floorAndWall();

  it('finds a box inside a tile exactly: touching is not inside, a hair in is', () => {
    expect(insideSolid(grid, 1.5, 1.4375, HALF)).toBe(false); // standing on the floor
    expect(insideSolid(grid, 1.5, 1.4375 - 2 ** -40, HALF)).toBe(true);
    expect(insideSolid(grid, 2.625, 1.4375, HALF)).toBe(false); // against the wall's face x = 3
    expect(insideSolid(grid, 2.625 + 2 ** -40, 1.5, HALF)).toBe(true);
  });

  it('counts a stop on the hidden edge between two floor tiles as a seam, and real stops not', () => {
    const judge = judging(grid, HALF);
    // Sliding right on the floor (bottom at y = 1), stopped at x = 2: the face between tiles 1 and 2.
    judge.contact(0, 0, 1, 1.625, 1.4375);
    expect(judge.verdict.seams).toBe(1);
    // Stopped by the wall tile (3, 1) ahead: real.
    judge.contact(0, 0, 1, 2.625, 1.4375);
    // Landing on the floor: real.
    judge.contact(0, 1, -1, 1.5, 1.4375);
    // Stopped moving right at x = 3 with its bottom at y = 2: the wall tile's exposed top
    // corner (3, 2) met corner to corner (the tile beside it, (2, 1), is empty): real.
    judge.contact(0, 0, 1, 2.625, 2.4375);
    // Stopped in mid-air, nothing ahead: a seam (a stop on nothing).
    judge.contact(0, 0, 1, 0.625, 2.0);
    expect(judge.verdict).toMatchObject({ contacts: 5, seams: 2 });
  });

  it('embeds a small room into the corner of a large one, unchanged', () => {
    const small = generateRoom(1, 10, 10);
    const big = embed(small, generateRoom(2, 40, 30));
    for (let r = 0; r < 10; r++) {
      for (let c = 0; c < 10; c++) expect(solidAt(big, c, r)).toBe(solidAt(small, c, r));
    }
  });
});
