/**
 * Boxes through tile maps and axis-aligned levels (`castBox`, `moveBox`; contract §10), in
 * the variant's units. Tile maps (`tile-maps.ts`): random kinds, full rows, a floor with a
 * one-tile gap and a corridor one tile high (the box exactly as wide or high as the tile,
 * or one unit — an ulp, a raw unit — more), a run with the box touching it and sliding
 * along; the box where the grid puts it: its edge on a grid line, its centre on a tile's
 * eighth, over the gap, in the corridor, under and over one-way rows. Plus `createLevel2`
 * levels of horizontal and vertical segments and points, with filter bits. The mover's
 * options as the circles' movers draw them.
 */
import type { Vec2 } from '@swept/core';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { BoxLevelArgs } from '../types.ts';
import { filterBits } from './levels.ts';
import { moveOptions } from './moves.ts';
import { boxShapes, displacement, eighths, near, part, tileMap } from './tile-maps.ts';
import { fits, nudge, reachable } from './units.ts';

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

/** A tile map with a box on it. */
function tileMapCase(units: Units): fc.Arbitrary<BoxLevelArgs> {
  return tileMap(units, boxShapes).chain(({ map, shape, tileSize: t, lineX, lineY }) =>
    fc.record({ hx: halfExtent(units, t), hy: halfExtent(units, t) }).chain(({ hx, hy }) =>
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
    ),
  );
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
