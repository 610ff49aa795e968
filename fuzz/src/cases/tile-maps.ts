/**
 * Tile maps (`createTileMap2`; contract §10) and where bodies go on them, in the variant's
 * units, for the box casts and movers (`tiles.ts`) and the circles' (`levels.ts`):
 * random kinds, long full rows (solid or one-way), a floor with a one-tile gap and a
 * corridor one tile high, a run (every solid tile on one side of a full row or column: a
 * floor, a ceiling, a wall of stacked tiles), a one-way platform over a floor meeting a
 * solid tile at its height, a long floor with nothing above; tile sizes that are powers of two or that round (0.1, a raw
 * size not a power of two). A body where the grid puts it: its edge on a grid line
 * (resting on a floor, against a wall, under or on a one-way top), its centre on a
 * tile's eighth or a grid line (over a seam); displacements along a few tiles.
 */
import type { Vec2 } from '@swept/core';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { TileMapArgs } from '../types.ts';

export const EMPTY = 0;
export const SOLID = 1;
export const ONE_WAY_UP = 2;

/** An eighth of a unit in the variant's units (raw 8192, else `2^(e−3)`). */
export function eighths(units: Units, e: number): (k: number) => number {
  return (k) => (units === 'raw' ? k * 8192 : k * 2 ** (e - 3));
}

/** `k/8` of `x`, rounded to a raw unit in fixed. */
export function part(units: Units, x: number, k: number): number {
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

/** A map's shape before the body: the grid, its kinds, and the tile the body is placed at. */
export interface Shape {
  columns: number;
  rows: number;
  tiles: number[];
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

/**
 * A solid floor (row 0) under a one-way platform (row `height`, columns `from` to `to`),
 * a solid tile beside it at its height when `junction` (a solid run's end meeting a
 * one-way run's); the body at the platform's row (inside it: it falls out), the row
 * above (on it) or below (jumping up through it).
 */
const platformShape: fc.Arbitrary<Shape> = fc
  .record({
    columns: fc.integer({ min: 3, max: 32 }),
    height: fc.integer({ min: 1, max: 3 }),
    from: fc.nat(),
    span: fc.integer({ min: 1, max: 32 }),
    junction: fc.boolean(),
    at: fc.integer({ min: -1, max: 1 }),
    column: fc.nat(),
  })
  .map(({ columns, height, from, span, junction, at, column }) => {
    const rows = height + 3;
    const tiles = new Array<number>(columns * rows).fill(EMPTY);
    tiles.fill(SOLID, 0, columns);
    const lo = from % columns;
    const hi = Math.min(columns, lo + span);
    tiles.fill(ONE_WAY_UP, height * columns + lo, height * columns + hi);
    if (junction && hi < columns) tiles[height * columns + hi] = SOLID;
    return { columns, rows, tiles, row: height + at, column: lo + (column % (hi - lo)) };
  });

/**
 * A long floor: a full row of solid tiles (or, one time in three, one-way tops) with
 * random solid tiles under it and nothing above; the body in the row above it.
 */
export const floorShape: fc.Arbitrary<Shape> = fc
  .record({
    columns: fc.integer({ min: 8, max: 64 }),
    rows: fc.integer({ min: 2, max: 6 }),
    at: fc.nat(),
    top: fc.constantFrom(SOLID, SOLID, ONE_WAY_UP),
    under: fc.array(fc.boolean(), { minLength: 64 * 6, maxLength: 64 * 6 }),
    column: fc.nat(),
  })
  .map(({ columns, rows, at, top, under, column }) => {
    const floor = at % (rows - 1);
    const tiles = Array.from({ length: columns * rows }, (_, i) => {
      const r = Math.floor(i / columns);
      if (r === floor) return top;
      return r < floor && under[i] ? SOLID : EMPTY;
    });
    return { columns, rows, tiles, row: floor + 1, column: column % columns };
  });

/** The shapes of the box cases. */
export const boxShapes = fc.oneof(randomShape, gapShape, runShape);

/** The shapes of the circle cases: the boxes', and one-way platforms over a floor. */
export const circleShapes = fc.oneof(randomShape, gapShape, runShape, platformShape);

/** A tile map drawn: the map, its shape, its tile side and grid lines. */
export interface DrawnMap {
  map: TileMapArgs;
  shape: Shape;
  tileSize: number;
  lineX: (k: number) => number;
  lineY: (k: number) => number;
}

/** A map of one of `shapes`, its origin on an eighth (of 2^−8, 1 or 16 units), its tile side drawn. */
export function tileMap(units: Units, shapes: fc.Arbitrary<Shape>): fc.Arbitrary<DrawnMap> {
  return fc
    .record({
      e: fc.constantFrom(-8, 0, 4),
      shape: shapes,
      ox: fc.integer({ min: -64, max: 64 }),
      oy: fc.integer({ min: -64, max: 64 }),
    })
    .chain(({ e, shape, ox, oy }) => {
      const q = eighths(units, e);
      return tileSize(units, q).map((t) => {
        const origin = { x: q(ox), y: q(oy) };
        const { columns, rows, tiles } = shape;
        return {
          map: { columns, rows, tileSize: t, origin, tiles },
          shape,
          tileSize: t,
          lineX: (k: number) => origin.x + k * t,
          lineY: (k: number) => origin.y + k * t,
        };
      });
    });
}

/** Where a body's centre goes on one axis near grid line `k`: an edge (at `h`) on the line, an eighth of a tile in. */
export function near(units: Units, line: (k: number) => number, k: number, t: number, h: number) {
  return fc.oneof(
    fc.constantFrom(line(k) + h, line(k) - h, line(k + 1) - h, line(k) + part(units, t, 4)),
    fc.integer({ min: -16, max: 24 }).map((j) => line(k) + part(units, t, j)),
  );
}

/** A displacement along a few tiles: along an axis, or both, in eighths of a tile. */
export function displacement(units: Units, t: number, columns: number): fc.Arbitrary<Vec2> {
  const reach = 8 * Math.min(columns + 2, 24);
  const step = fc.oneof(
    fc.constant(0),
    fc.integer({ min: -reach, max: reach }).map((j) => part(units, t, j)),
  );
  return fc.record({ x: step, y: step });
}
