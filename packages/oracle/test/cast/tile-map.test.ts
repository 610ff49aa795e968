import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmp, type RVec, rat, ratFromDouble, tileMapExact } from '../../src/index.ts';

/** Random small maps: every kind, borders included. */
const maps = fc
  .record({ columns: fc.integer({ min: 1, max: 7 }), rows: fc.integer({ min: 1, max: 6 }) })
  .chain(({ columns, rows }) =>
    fc.record({
      columns: fc.constant(columns),
      rows: fc.constant(rows),
      tiles: fc.array(fc.constantFrom(0, 1, 1, 2), {
        minLength: columns * rows,
        maxLength: columns * rows,
      }),
    }),
  );

const n = (r: { n: bigint; d: bigint }) => Number(r.n) / Number(r.d);

/**
 * The exposed unit faces of a map, from the contract's words, one face at a time:
 * `[x0, y0, x1, y1, oneWay, facing]` on a unit grid (tileSize 1, origin 0).
 */
function unitFaces(columns: number, rows: number, tiles: number[]) {
  const kind = (c: number, r: number) =>
    c < 0 || r < 0 || c >= columns || r >= rows ? 0 : tiles[r * columns + c]!;
  const faces: [number, number, number, number, boolean, string][] = [];
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c < columns; c++) {
      const below = kind(c, r - 1);
      const above = kind(c, r);
      if (below === 1 && above !== 1) faces.push([c, r, c + 1, r, false, 'up']);
      else if (above === 1 && below !== 1) faces.push([c, r, c + 1, r, false, 'down']);
      else if (below === 2 && above !== 1) faces.push([c, r, c + 1, r, true, 'one-way']);
    }
  }
  for (let c = 0; c <= columns; c++) {
    for (let r = 0; r < rows; r++) {
      const left = kind(c - 1, r);
      const right = kind(c, r);
      if (left === 1 && right !== 1) faces.push([c, r, c, r + 1, false, 'right']);
      else if (right === 1 && left !== 1) faces.push([c, r, c, r + 1, false, 'left']);
    }
  }
  return faces;
}

describe('tileMapExact', () => {
  it('covers every exposed face once, by maximal runs of one kind, in the contract order', () => {
    fc.assert(
      fc.property(maps, ({ columns, rows, tiles }) => {
        const level = tileMapExact({ columns, rows, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
        const walls = level.walls.map((w): [number, number, number, number] => [
          n(w[0]![0]!),
          n(w[0]![1]!),
          n(w[1]![0]!),
          n(w[1]![1]!),
        ]);
        const faces = unitFaces(columns, rows, tiles);
        const owner = faces.map(([x0, y0, x1, y1, oneWay]) =>
          walls.findIndex(
            ([a0, b0, a1, b1], k) =>
              level.oneWay![k] === oneWay &&
              (y0 === y1
                ? b0 === y0 && b1 === y0 && a0 <= x0 && x1 <= a1
                : a0 === x0 && a1 === x0 && b0 <= y0 && y1 <= b1),
          ),
        );
        // Every face lies in a wall of its kind; every wall is exactly its faces (no gap, one facing).
        expect(owner.every((k) => k >= 0)).toBe(true);
        walls.forEach(([a0, b0, a1, b1], k) => {
          const mine = faces.filter((_, i) => owner[i] === k);
          expect(mine.length).toBe(a1 - a0 + (b1 - b0));
          expect(new Set(mine.map((f) => f[5])).size).toBe(1);
        });
        // Maximal: no two walls of one facing meet end to end on one line.
        const facing = walls.map((_, k) => faces[owner.indexOf(k)]![5]);
        walls.forEach(([, , a1, b1], k) => {
          walls.forEach(([a0, b0], j) => {
            if (j !== k && facing[j] === facing[k]) expect(a0 === a1 && b0 === b1).toBe(false);
          });
        });
        // Order: horizontal by line then x, then vertical by line then y.
        const key = ([a0, b0, , b1]: readonly number[]) => (b0 === b1 ? [0, b0, a0] : [1, a0, b0]);
        for (let k = 1; k < walls.length; k++) {
          const p = key(walls[k - 1]!);
          const q = key(walls[k]!);
          const before = p[0]! - q[0]! || p[1]! - q[1]! || p[2]! - q[2]!;
          expect(before).toBeLessThan(0);
        }
      }),
    );
  });

  it('merges a floor of tiles into one wall and keeps a solid top beneath a one-way tile', () => {
    // Rows bottom first: a floor of 4, a one-way tile resting on its second tile.
    const level = tileMapExact({
      columns: 4,
      rows: 2,
      tileSize: 1,
      origin: { x: 0, y: 0 },
      tiles: [1, 1, 1, 1, 0, 2, 0, 0],
    });
    const at = (w: readonly RVec[]) => w.flatMap((p) => p.map(n));
    expect(level.walls.map(at)).toEqual([
      [0, 0, 4, 0], // the floor's bottom
      [0, 1, 4, 1], // its top, whole: the one-way tile is not solid
      [1, 2, 2, 2], // the one-way top
      [0, 0, 0, 1], // the floor's left side
      [4, 0, 4, 1], // its right side
    ]);
    expect(Array.from(level.oneWay!)).toEqual([false, false, true, false, false]);
  });

  it('places the grid lines at origin + k·tileSize (doubles as rounded, raw exactly)', () => {
    const d = tileMapExact({
      columns: 1,
      rows: 1,
      tileSize: 0.1,
      origin: { x: 0.2, y: -3 },
      tiles: [1],
    });
    // The far line is the double 0.2 + 1·0.1 = 0.30000000000000004, not 3/10.
    expect(cmp(d.walls[0]![1]![0]!, ratFromDouble(0.30000000000000004))).toBe(0);
    expect(cmp(d.walls[0]![1]![0]!, rat(3, 10))).toBe(1);
    const raw = tileMapExact(
      { columns: 2, rows: 1, tileSize: 32768, origin: { x: 65536, y: 0 }, tiles: [1, 1] },
      'raw',
    );
    expect(raw.walls[0]!.map((p) => n(p[0]!))).toEqual([1, 2]);
  });
});
