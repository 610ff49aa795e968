/**
 * @swept/fixed's moveBox, judged leg by leg with the exact oracle on raw integers:
 * never inside, never through (one-way walls by the rule); pressed into a corner 100
 * frames on the same bits; a box exactly as wide as a gap falls through, one raw unit
 * wider lands; one-way platforms.
 */
import {
  boxLegMeetsWallExact,
  boxOverlapsLevelExact,
  tileMapExact,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { createTileMap2, moveBox, TILE_ONE_WAY_UP, TILE_SOLID } from '../../src/index.ts';

const ONE = 65536;
const S = TILE_SOLID;
const W = TILE_ONE_WAY_UP;
const R = (p: { x: number; y: number }) => vecFromRaw(p);
const v = (x: number, y: number) => ({ x, y });

describe('fixed moveBox', () => {
  it('never inside, never through, on random tile maps (judged exactly)', () => {
    const m = fc.record({
      b: fc.tuple(
        fc.integer({ min: -8 * ONE, max: 40 * ONE }),
        fc.integer({ min: -8 * ONE, max: 30 * ONE }),
      ),
      h: fc.tuple(fc.integer({ min: 1, max: 4 * ONE }), fc.integer({ min: 1, max: 4 * ONE })),
      d: fc.tuple(
        fc.integer({ min: -24 * ONE, max: 24 * ONE }),
        fc.integer({ min: -24 * ONE, max: 24 * ONE }),
      ),
      response: fc.constantFrom('slide' as const, 'stop' as const, 'bounce' as const),
    });
    fc.assert(
      fc.property(
        tileMapArbitrary(8, 6, 'raw'),
        fc.array(m, { minLength: 1, maxLength: 4 }),
        (tc, moves) => {
          const map = createTileMap2(tc.spec);
          const exact = tileMapExact(tc.spec, 'raw');
          for (const {
            b: [bx, by],
            h: [hx, hy],
            d: [dx, dy],
            response,
          } of moves) {
            const b = v(bx, by);
            const hb = v(hx, hy);
            const move = moveBox(map, b, hb, v(dx, dy), { response });
            const inside = boxOverlapsLevelExact(exact, R(b), R(hb)) >= 0;
            if (inside && move.legs.length === 0) {
              expect(move.blocked).toBe(true);
              continue;
            }
            let at = inside ? move.legs[0]! : b;
            expect(boxOverlapsLevelExact(exact, R(at), R(hb))).toBe(-1);
            for (const end of move.legs.slice(inside ? 1 : 0)) {
              exact.walls.forEach((_, k) => {
                expect(boxLegMeetsWallExact(exact, k, R(at), R(end), R(hb))).toBe(false);
              });
              at = end;
            }
            expect(move.c).toEqual(at);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  // Rows bottom first: a floor, a wall on the right, a one-way platform at y = 4.
  const tiles = new Uint8Array(12 * 8);
  tiles.fill(S, 0, 12);
  for (let r = 0; r < 8; r++) tiles[r * 12 + 11] = S;
  tiles.fill(W, 3 * 12 + 4, 3 * 12 + 8);
  const map = createTileMap2({ columns: 12, rows: 8, tileSize: ONE, origin: v(0, 0), tiles });
  const hb = v(19661, 29491); // about 0.3 × 0.45 tiles

  it('pressed into a corner, 100 frames on the same bits', () => {
    let b = v(9 * ONE, 3 * ONE);
    const d = v(45875, -58982);
    for (let frame = 0; frame < 4; frame++) b = moveBox(map, b, hb, d).c;
    expect(b).toEqual(v(11 * ONE - hb.x, ONE + hb.y));
    for (let frame = 0; frame < 100; frame++) expect(moveBox(map, b, hb, d).c).toEqual(b);
  });

  it('falls through a gap exactly as wide as the box; one raw unit wider, it lands', () => {
    const gap = createTileMap2({
      columns: 5,
      rows: 2,
      tileSize: ONE,
      origin: v(0, 0),
      tiles: Uint8Array.of(S, S, 0, S, S, 0, 0, 0, 0, 0),
    });
    const from = v(2.5 * ONE, 3 * ONE);
    expect(moveBox(gap, from, v(ONE / 2, ONE / 2), v(0, -5 * ONE)).c).toEqual(
      v(2.5 * ONE, -2 * ONE),
    );
    // One raw unit wider in total: the half extent gains a half unit, so take 2·h + 1 by an odd centre.
    const wider = moveBox(gap, from, v(ONE / 2 + 1, ONE / 2), v(0, -5 * ONE));
    expect(wider.c).toEqual(v(2.5 * ONE, 1.5 * ONE));
  });

  it('jumps up through the one-way platform and lands on it', () => {
    expect(moveBox(map, v(5.5 * ONE, 2 * ONE), hb, v(0, 3 * ONE)).c).toEqual(v(5.5 * ONE, 5 * ONE));
    expect(moveBox(map, v(5.5 * ONE, 5 * ONE), hb, v(0, -2 * ONE)).c).toEqual(
      v(5.5 * ONE, 4 * ONE + hb.y),
    );
  });
});
