/**
 * @swept/fixed's createTileMap2: raw grid lines, the oracle's walls (odd tile sizes
 * included: walls with half-unit middles), castCircle on a map bit for bit the brute
 * force over them with the one-way rule read from the contract; bad input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteSegments, expectSameBits } from '../../../core/test/level-cases.ts';
import { circleMayMeet, tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { castCircle, circleSegmentTimeOfImpact, createTileMap2 } from '../../src/index.ts';

const ONE = 65536;
const coordinate = fc.integer({ min: -6 * ONE, max: 40 * ONE });

describe('fixed createTileMap2', () => {
  it('has the oracle’s walls: castCircle on the map is the brute force over them', () => {
    fc.assert(
      fc.property(
        tileMapArbitrary(8, 6, 'raw'),
        fc.array(
          fc.tuple(
            coordinate,
            coordinate,
            fc.nat(3 * ONE),
            fc.integer({ min: -20 * ONE, max: 20 * ONE }),
            fc.integer({ min: -20 * ONE, max: 20 * ONE }),
          ),
          { minLength: 1, maxLength: 5 },
        ),
        (tc, motions) => {
          const map = createTileMap2(tc.spec);
          expect(map.count).toBe(tc.segments.length / 4);
          const walls = Array.from(tc.segments);
          for (const [x, y, r, dx, dy] of motions) {
            const c = { x, y };
            const d = { x: dx, y: dy };
            // Raw integers: the landing is the same on any common scale.
            const admit = (k: number) => circleMayMeet(tc, k, c, { x: x + dx, y: y + dy }, r);
            expectSameBits(
              castCircle(map, c, r, d),
              bruteSegments(circleSegmentTimeOfImpact, walls, c, r, d, admit),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses what is not raw', () => {
    const ok = {
      columns: 2,
      rows: 1,
      tileSize: ONE,
      origin: { x: 0, y: 0 },
      tiles: Uint8Array.of(1, 0),
    };
    expect(() => createTileMap2({ ...ok, tileSize: 0.5 })).toThrow(/tileSize/);
    expect(() => createTileMap2({ ...ok, origin: { x: 1.5, y: 0 } })).toThrow(/origin\.x/);
    expect(() =>
      createTileMap2({ ...ok, tileSize: 2 ** 31 - 1, origin: { x: 2 ** 30, y: 0 } }),
    ).toThrow(/columns·tileSize must keep origin\.x/);
  });
});
