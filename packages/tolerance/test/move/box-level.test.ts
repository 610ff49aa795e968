/**
 * moveBox under every policy, judged leg by leg with the exact oracle on tile maps whose
 * grid lines round: never inside, never through (one-way walls by the rule), at most
 * `maxLegs` legs; pressed into a corner it stays on the same bits.
 */
import {
  boxLegOverlapsWallExact,
  boxOverlapsLevelExact,
  ratToNumber,
  tileMapExact,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleArbitrary, tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { createTileMap2, TILE_SOLID, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

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
            level.walls.forEach((wall, k) => {
              if (level.oneWay?.[k] && !(end.y < at.y && at.y - hb.y >= ratToNumber(wall[0]![1]!)))
                return;
              expect(boxLegOverlapsWallExact(X(at), X(end), X(hb), wall)).toBe(false);
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
});
