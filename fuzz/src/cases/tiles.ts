/**
 * Boxes through tile maps and axis-aligned levels (`castBox`, `moveBox`; contract §10), in
 * the variant's units. Tile maps: random kinds, long full rows (solid or one-way), a
 * floor with a one-tile gap and a corridor one tile high (the box exactly as wide or
 * high as the tile, or one unit — an ulp, a raw unit — more), a run (every solid tile on
 * one side of a full row or column: a floor, a ceiling, a wall of stacked tiles) with the
 * box touching it and sliding along; tile sizes that are powers of two or that round
 * (0.1, a raw size not a power of two). The box where the grid puts it: its edge on a
 * grid line, its centre on a tile's eighth, over the gap, in the corridor, under and over
 * one-way rows. Plus `createLevel2` levels of horizontal and vertical segments and points,
 * with filter bits. The mover's options as the circles' movers draw them.
 */
import type { Vec2 } from '@swept/core';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { BoxLevelArgs, TileMapArgs } from '../types.ts';
import { filterBits } from './levels.ts';
import { moveOptions } from './moves.ts';
import { fits, nudge, reachable } from './units.ts';

const EMPTY = 0;
const SOLID = 1;
const ONE_WAY_UP = 2;

/** An eighth of a unit in the variant's units (raw 8192, else `2^(e−3)`). */
function eighths(units: Units, e: number): (k: number) => number {
  return (k) => (units === 'raw' ? k * 8192 : k * 2 ** (e - 3));
}

/** `k/8` of `x`, rounded to a raw unit in fixed. */
function part(units: Units, x: number, k: number): number {
  return units === 'raw' ? Math.round((x * k) / 8) : (x * k) / 8;
}

/** The tile side: 1/2, 1 or 2 units (a power of two), or one that rounds. */
function tileSize(units: Units, p: (k: number) => number): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(p(4), p(8), p(16)) },
    {
      weight: 1,
      arbitrary:
        units === 'raw'
          ? fc.integer({ min: 3, max: 3 * 65536 })
          : fc.constantFrom(0.1, 0.3, 1 / 3, 0.7),
    },
  );
}

/** A map's shape before the box: the grid, its kinds, and the rows and columns that matter. */
interface Shape {
  columns: number;
  rows: number;
  tiles: number[];
  /** A row (and column) the box is placed at. */
  row: number;
  column: number;
}

const kind = fc.constantFrom(EMPTY, EMPTY, EMPTY, SOLID, SOLID, ONE_WAY_UP);

/** Random kinds, some rows made full runs (solid or one-way). */
const randomShape: fc.Arbitrary<Shape> = fc
  .record({ columns: fc.integer({ min: 1, max: 64 }), rows: fc.integer({ min: 1, max: 10 }) })
  .chain(({ columns, rows }) =>
    fc.record({
      columns: fc.constant(columns),
      rows: fc.constant(rows),
      tiles: fc.array(kind, { minLength: columns * rows, maxLength: columns * rows }),
      full: fc.array(fc.tuple(fc.nat(rows - 1), fc.constantFrom(SOLID, ONE_WAY_UP)), {
        maxLength: 3,
      }),
      row: fc.nat(rows - 1),
      column: fc.nat(columns - 1),
    }),
  )
  .map(({ columns, rows, tiles, full, row, column }) => {
    const t = [...tiles];
    for (const [r, k] of full) t.fill(k, r * columns, (r + 1) * columns);
    return { columns, rows, tiles: t, row, column };
  });

/**
 * A solid floor (row 1) with a one-tile gap at `column`, a corridor one tile high above
 * it when `roof` (row 3 solid, the gap kept in the floor only), one-way rows elsewhere.
 */
const gapShape: fc.Arbitrary<Shape> = fc
  .record({
    columns: fc.integer({ min: 3, max: 24 }),
    column: fc.nat(),
    roof: fc.boolean(),
    oneWay: fc.boolean(),
  })
  .map(({ columns, column, roof, oneWay }) => {
    const rows = 6;
    const g = 1 + (column % (columns - 2));
    const tiles = new Array<number>(columns * rows).fill(EMPTY);
    tiles.fill(SOLID, columns, 2 * columns);
    tiles[columns + g] = EMPTY;
    if (roof) tiles.fill(SOLID, 3 * columns, 4 * columns);
    if (oneWay) tiles.fill(ONE_WAY_UP, 4 * columns, 5 * columns);
    return { columns, rows, tiles, row: 2, column: g };
  });

/**
 * A run: every solid tile at or below a full row (or its mirror: above, or a full column
 * with everything on one side), random solid tiles under it; `row`/`column` the tile
 * just past the run's face.
 */
const runShape: fc.Arbitrary<Shape> = fc
  .record({
    columns: fc.integer({ min: 2, max: 48 }),
    rows: fc.integer({ min: 2, max: 12 }),
    at: fc.nat(),
    axis: fc.constantFrom(0, 1),
    side: fc.constantFrom(-1, 1),
    under: fc.array(fc.boolean(), { minLength: 48 * 12, maxLength: 48 * 12 }),
  })
  .map(({ columns, rows, at, axis, side, under }) => {
    const lines = axis === 1 ? rows : columns;
    const face = at % (lines - 1);
    // The full line of tiles is `face` (side +1: solid at or below it) or `face + 1` (side −1).
    const full = side > 0 ? face : face + 1;
    const tiles = Array.from({ length: columns * rows }, (_, i) => {
      const [c, r] = [i % columns, Math.floor(i / columns)];
      const k = axis === 1 ? r : c;
      if (k === full) return SOLID;
      const behind = side > 0 ? k < full : k > full;
      return behind && under[i] ? SOLID : EMPTY;
    });
    const next = side > 0 ? full + 1 : full - 1;
    return {
      columns,
      rows,
      tiles,
      row: axis === 1 ? next : Math.floor(rows / 2),
      column: axis === 0 ? next : Math.floor(columns / 2),
    };
  });

/** A half extent: the tile's half (as wide as a gap), one unit more, eighths of a tile, or a little. */
function halfExtent(units: Units, t: number): fc.Arbitrary<number> {
  const half = units === 'raw' ? Math.floor(t / 2) : t / 2;
  return fc.oneof(
    fc.constantFrom(half, nudge(units, half, true)),
    fc
      .integer({ min: 1, max: 24 })
      .map((k) => Math.max(part(units, t, k), units === 'raw' ? 1 : 0)),
    units === 'raw' ? fc.integer({ min: 1, max: 4096 }) : fc.constantFrom(2 ** -20, 2 ** -8),
  );
}

/** Where the box's centre goes on one axis near grid line `k`: an edge on the line, an eighth of a tile in. */
function near(units: Units, line: (k: number) => number, k: number, t: number, h: number) {
  return fc.oneof(
    fc.constantFrom(line(k) + h, line(k) - h, line(k + 1) - h, line(k) + part(units, t, 4)),
    fc.integer({ min: -16, max: 24 }).map((j) => line(k) + part(units, t, j)),
  );
}

/** A displacement along a few tiles: along an axis, or both, in eighths of a tile. */
function displacement(units: Units, t: number, columns: number): fc.Arbitrary<Vec2> {
  const reach = 8 * Math.min(columns + 2, 24);
  const step = fc.oneof(
    fc.constant(0),
    fc.integer({ min: -reach, max: reach }).map((j) => part(units, t, j)),
  );
  return fc.record({ x: step, y: step });
}

/** A tile map with a box on it. */
function tileMapCase(units: Units): fc.Arbitrary<BoxLevelArgs> {
  return fc
    .record({
      e: fc.constantFrom(-8, 0, 4),
      shape: fc.oneof(randomShape, gapShape, runShape),
      ox: fc.integer({ min: -64, max: 64 }),
      oy: fc.integer({ min: -64, max: 64 }),
    })
    .chain(({ e, shape, ox, oy }) => {
      const q = eighths(units, e);
      return tileSize(units, q).chain((t) => {
        const origin = { x: q(ox), y: q(oy) };
        const { columns, rows, tiles } = shape;
        const map: TileMapArgs = { columns, rows, tileSize: t, origin, tiles };
        const lineX = (k: number) => origin.x + k * t;
        const lineY = (k: number) => origin.y + k * t;
        return fc
          .record({ hx: halfExtent(units, t), hy: halfExtent(units, t) })
          .chain(({ hx, hy }) =>
            fc.record({
              map: fc.constant(map),
              walls: fc.constant([]),
              category: fc.constant(null),
              mask: fc.constant(null),
              b: fc.record({
                x: near(units, lineX, shape.column, t, hx),
                y: near(units, lineY, shape.row, t, hy),
              }),
              hb: fc.constant({ x: hx, y: hy }),
              d: displacement(units, t, shape.columns),
              options: moveOptions(units, 2),
            }),
          );
      });
    });
}

/** A `createLevel2` level of horizontal and vertical segments and points, with filter bits. */
function axisLevelCase(units: Units): fc.Arbitrary<BoxLevelArgs> {
  const wall = fc.record({
    x: fc.integer({ min: -40, max: 40 }),
    y: fc.integer({ min: -40, max: 40 }),
    length: fc.integer({ min: -48, max: 48 }),
    how: fc.constantFrom(0, 0, 1, 1, 2),
  });
  return fc
    .record({
      e: fc.constantFrom(-8, 0, 4),
      walls: fc.array(wall, { minLength: 1, maxLength: 16 }),
    })
    .chain(({ e, walls }) => {
      const q = eighths(units, e);
      const n = walls.length;
      const perWall = fc.option(fc.array(filterBits, { minLength: n, maxLength: n }), {
        nil: null,
      });
      const at = (w: (typeof walls)[number]): Vec2[] => {
        const [x1, y1] =
          w.how === 0 ? [w.x + w.length, w.y] : w.how === 1 ? [w.x, w.y + w.length] : [w.x, w.y];
        return [
          { x: q(w.x), y: q(w.y) },
          { x: q(x1), y: q(y1) },
        ];
      };
      const coordinate = fc.integer({ min: -48, max: 48 }).map(q);
      const extent = fc.integer({ min: 1, max: 24 }).map(q);
      return fc.record({
        map: fc.constant(null),
        walls: fc.constant(walls.map(at)),
        category: perWall,
        mask: perWall,
        b: fc.record({ x: coordinate, y: coordinate }),
        hb: fc.record({ x: extent, y: extent }),
        d: fc.record({ x: coordinate, y: coordinate }),
        options: moveOptions(units, 2),
      });
    });
}

/** The cases of `castBox` and `moveBox`: tile maps mostly, axis-aligned levels too. */
export function boxLevelArgs(units: Units): fc.Arbitrary<BoxLevelArgs> {
  return fc
    .oneof(
      { weight: 3, arbitrary: tileMapCase(units) },
      { weight: 1, arbitrary: axisLevelCase(units) },
    )
    .filter(
      (a) =>
        a.hb.x > 0 &&
        a.hb.y > 0 &&
        reachable(units, a.b, Math.max(a.hb.x, a.hb.y), a.d) &&
        fits(units, [a.b.x, a.b.y, a.d.x, a.d.y, a.b.x + a.d.x, a.b.y + a.d.y]),
    );
}
