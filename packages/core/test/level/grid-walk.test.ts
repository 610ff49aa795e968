/**
 * The grid walk's cost (`docs/contract.md` §10): a cast on a tile map visits only the
 * tiles its swept box covers — never more than the tiles a slightly widened swept box
 * meets (counted by the exact oracle), and the same number on a 10 × 10 and a
 * 1000 × 1000 map. Counted through `gridWalkStats`, never timed. (That it loses no
 * wall: castCircle on a map is the brute force over every wall, `tile-map.test.ts`.)
 */
import { boxCaseFromDoubles, sweptBoxesExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castBox, createTileMap2, TILE_SOLID } from '../../src/index.ts';
import { gridWalkStats } from '../../src/level/grid-walk.ts';

const v = (x: number, y: number) => ({ x, y });
// Above the core's margin: 2^-17 of the distances to the map's middle, at most 2^-17·4000 < 2^-5 here.
const WIDEN = 2 ** -5;

function mapOf(columns: number, rows: number, origin = v(0, 0)) {
  // A checkerboard of solid tiles: every tile has walls.
  const tiles = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) tiles[r * columns + c] = (r + c) % 2 ? TILE_SOLID : 0;
  return createTileMap2({ columns, rows, tileSize: 1, origin, tiles });
}

/** The tiles of a `columns × rows` unit grid that the box `b ± h` moving by `d` meets, widened by `by`. */
function coveredTiles(
  b: { x: number; y: number },
  h: { x: number; y: number },
  d: { x: number; y: number },
  by: number,
  columns: number,
  rows: number,
): number {
  let n = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = v(c + 0.5, r + 0.5);
      const wide = v(h.x + by, h.y + by);
      const k = boxCaseFromDoubles(b, v(b.x + d.x, b.y + d.y), wide, cell, cell, v(0.5, 0.5));
      if (sweptBoxesExact(k)) n++;
    }
  }
  return n;
}

const cast = fc.record({
  b: fc.tuple(fc.integer({ min: 4, max: 36 }), fc.integer({ min: 4, max: 36 })),
  h: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
  d: fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 })),
});

describe('the grid walk', () => {
  const large = mapOf(1000, 1000);
  // The same tiles around (500, 500), and the same middle: the core's margin is the same.
  const small = mapOf(10, 10, v(495, 495));

  it('visits no tile the swept box (widened by 2^-5) does not meet', () => {
    fc.assert(
      fc.property(cast, ({ b, h, d }) => {
        const [bb, hb, dd] = [v(b[0] / 4, b[1] / 4), v(h[0] / 4, h[1] / 4), v(d[0] / 4, d[1] / 4)];
        const before = gridWalkStats.tiles;
        castBox(large, bb, hb, dd);
        expect(gridWalkStats.tiles - before).toBeLessThanOrEqual(
          coveredTiles(bb, hb, dd, WIDEN, 16, 16),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('costs the same on a 10 × 10 and a 1000 × 1000 map', () => {
    fc.assert(
      fc.property(cast, ({ b, h, d }) => {
        // Strictly inside the small map (495…505): 498.4…501.6, extents up to 1, motions up to 2.
        const bb = v(500 + (b[0] - 20) / 10, 500 + (b[1] - 20) / 10);
        const [hb, dd] = [v(h[0] / 8, h[1] / 8), v(d[0] / 6, d[1] / 6)];
        const before = gridWalkStats.tiles;
        const a = castBox(small, bb, hb, dd);
        const mid = gridWalkStats.tiles;
        const z = castBox(large, bb, hb, dd);
        expect(gridWalkStats.tiles - mid).toBe(mid - before);
        // And the same answer: the large map's extra tiles lie beyond the cast.
        expect(z?.t).toBe(a?.t);
      }),
      { numRuns: 200 },
    );
  });

  it('walks a long diagonal in tiles proportional to its length, not to its box', () => {
    const before = gridWalkStats.tiles;
    castBox(large, v(2.5, 2.5), v(0.25, 0.25), v(900, 900), { mask: 0 });
    // The bounding box would be 900² tiles; the swept box covers about 3 per column.
    expect(gridWalkStats.tiles - before).toBeLessThanOrEqual(
      coveredTiles(v(2.5, 2.5), v(0.25, 0.25), v(12, 12), WIDEN, 20, 20) * 75 + 4,
    );
  });
});
