/**
 * moveBox under every policy, judged leg by leg with the exact oracle on tile maps whose
 * grid lines round: never inside, never through (one-way walls by the rule), at most
 * `maxLegs` legs; pressed into a corner it stays on the same bits.
 */
import {
  boxLegMeetsWallExact,
  boxOverlapsLevelExact,
  tileMapExact,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleArbitrary, tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { createTileMap2, TILE_ONE_WAY_UP, TILE_SOLID, withPolicy } from '../../src/index.ts';
import { halfWidthOf, POLICIES } from '../policies.ts';

const X = (p: { x: number; y: number }) => vecFromDoubles(p);
const awkwardMap = tileMapArbitrary(7, 5, 'rounding');
const coordinate = doubleArbitrary(-2, 6);
const extent = fc.double({ min: 2 ** -10, max: 1, noNaN: true });

describe.each(POLICIES.map((p) => [p.name, p] as const))('moveBox under %s', (_, p) => {
  const q = withPolicy(p);
  it('never inside, never through, judged exactly', () => {
    fc.assert(
      fc.property(
        awkwardMap,
        fc.tuple(coordinate, coordinate, extent, extent, coordinate, coordinate),
        (tc, [bx, by, hx, hy, dx, dy]) => {
          const map = createTileMap2(tc.spec);
          const level = tileMapExact(tc.spec);
          const b = { x: bx, y: by };
          const hb = { x: hx, y: hy };
          const move = q.moveBox(map, b, hb, { x: dx, y: dy });
          const inside = boxOverlapsLevelExact(level, X(b), X(hb)) >= 0;
          if (inside && move.legs.length === 0) {
            expect(move.blocked).toBe(true);
            return;
          }
          let at = inside ? move.legs[0]! : b;
          expect(boxOverlapsLevelExact(level, X(at), X(hb))).toBe(-1);
          for (const end of move.legs.slice(inside ? 1 : 0)) {
            level.walls.forEach((_, k) => {
              expect(boxLegMeetsWallExact(level, k, X(at), X(end), X(hb))).toBe(false);
            });
            at = end;
          }
          expect(move.legs.length).toBeLessThanOrEqual(5);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('pressed into a corner of tiles 0.1 wide, 50 frames on the same bits', () => {
    const tiles = new Uint8Array(10 * 6);
    tiles.fill(TILE_SOLID, 0, 10);
    for (let r = 0; r < 6; r++) tiles[r * 10 + 9] = TILE_SOLID;
    const map = createTileMap2({
      columns: 10,
      rows: 6,
      tileSize: 0.1,
      origin: { x: 0.3, y: -0.2 },
      tiles,
    });
    let b = { x: 0.6, y: 0.25 };
    const hb = { x: 0.03, y: 0.045 };
    const d = { x: 0.07, y: -0.09 };
    for (let frame = 0; frame < 20; frame++) b = q.moveBox(map, b, hb, d).c;
    for (let frame = 0; frame < 50; frame++) expect(q.moveBox(map, b, hb, d).c).toEqual(b);
  });

  // Tile sizes at which the policy's band is a small part of a tile: a band as wide as a
  // good part of a tile (slop(1), rounded(0) on tiles of 1 or 0.3) touches the solid run's
  // end from a box still beside it, at its height, and that contact blocks x (noted in
  // the closing note of issue 25, not promised here).
  const fine = [1, 0.3, 24].filter((size) => halfWidthOf(p, size) <= size / 64);
  it.each(fine)(
    'slides across a floor where solid and one-way tiles meet (tiles %s wide): only the floor, y kept',
    (size) => {
      // The solid tile's side at the junction is an exposed face whose top end is the
      // floor's line, and the run's end (a horizontal wall's) met corner to corner is floor:
      // a box on the floor passes over it.
      const S = TILE_SOLID;
      const W = TILE_ONE_WAY_UP;
      for (const [row, dir] of [
        [[S, S, S, W, W, W], 1],
        [[W, W, W, S, S, S], 1],
        [[S, S, S, W, W, W], -1],
        [[W, W, W, S, S, S], -1],
      ] as const) {
        const tiles = Uint8Array.from([...row, 0, 0, 0, 0, 0, 0]);
        const map = createTileMap2({
          columns: 6,
          rows: 2,
          tileSize: size,
          origin: { x: 0, y: 0 },
          tiles,
        });
        const hb = { x: 0.375 * size, y: 0.375 * size };
        const start = { x: (dir > 0 ? 1 : 5) * size, y: size + hb.y + 0.25 * size };
        let b = q.moveBox(map, start, hb, { x: 0, y: -0.5 * size }).c;
        const floor = b.y;
        for (let frame = 0; frame < 40; frame++) {
          const m = q.moveBox(map, b, hb, { x: dir * 0.13 * size, y: -0.05 * size });
          for (const c of m.contacts) expect(c.normal).toEqual({ x: 0, y: 1 });
          expect(m.c.y).toBe(floor);
          b = m.c;
        }
        // It crossed the junction (x = 3·size) and ended past it.
        expect(dir > 0 ? b.x > 3 * size + hb.x : b.x < 3 * size - hb.x).toBe(true);
      }
    },
  );
});

describe('moveBox: a step one ulp high (found by the fuzz app, seed 2)', () => {
  // The grid lines round (tileSize 1/3): the box's bottom, 6.291666666666666, is one ulp
  // below the top of the floor run that starts at its right side, x = 19.375 (its line
  // 6.291666666666667). Moving right it meets that run's end: blocked along x at t = 0.
  // A band policy's cast saw a separating touch within its band and no block, the exact
  // certification refused every leg, and the move made four empty legs with no contact.
  const map = createTileMap2({
    columns: 62,
    rows: 7,
    tileSize: 0.3333333333333333,
    origin: { x: -0.625, y: 5.625 },
    tiles: Uint8Array.from(
      [
        '01102001110221111000010111120110100110201212012000020010210010',
        '01120020111100001100111120100001120100221202000200110120010011',
        '22222222222222222222222222222222222222222222222222222222222222',
        '11111002001012101011111010220221000001022100210002211000012121',
        '11111111111111111111111111111111111111111111111111111111111111',
        '00120100000210001101001110010201200101002121110202222110021111',
        '00100101000000220000001201121010121000220201010210110100002220',
      ]
        .join('')
        .split('')
        .map(Number),
    ),
  });
  const b = { x: 19.083333333333332, y: 6.458333333333333 };
  const hb = { x: 0.29166666666666663, y: 0.16666666666666669 };
  it.each(POLICIES.map((p) => [p.name, p] as const))(
    'under %s: blocked at the step, with its contact',
    (_, p) => {
      const move = withPolicy(p).moveBox(map, b, hb, { x: 0.125, y: 0 });
      expect(move.c).toEqual(b);
      expect(move.blocked).toBe(true);
      expect(move.contacts.length).toBeGreaterThan(0);
      expect(move.contacts[0]!.normal).toEqual({ x: -1, y: 0 });
    },
  );
});
