/**
 * castBox (`docs/contract.md` §10) against the oracle's castBoxExact over every wall:
 * on tile maps (the oracle expands the map itself) and on createLevel2 levels of
 * horizontal and vertical segments; small integers times a power of two, so nothing
 * rounds before the one division and `t` is the exact time correctly rounded. The
 * seam-free property, one-way platforms, bad input. (A box exactly as wide as a gap
 * touches its corners — touch is closed — and falls through it: `moveBox`'s test.)
 */
import { castBoxExact, levelExact, ratToNumber, tileMapExact, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castBox,
  createLevel2,
  createTileMap2,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
} from '../../src/index.ts';
import { tileMapArbitrary } from '../tile-cases.ts';

const S = TILE_SOLID;
const W = TILE_ONE_WAY_UP;
const v = (x: number, y: number) => ({ x, y });
const box = fc.record({
  b: fc.tuple(fc.integer({ min: -8, max: 40 }), fc.integer({ min: -8, max: 30 })),
  h: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
  d: fc.tuple(fc.integer({ min: -24, max: 24 }), fc.integer({ min: -24, max: 24 })),
});

type Exact = ReturnType<typeof castBoxExact>;

/** The core's answer against the exact one: the wall, status, normal and `t` (correctly rounded). */
function expectExact(hit: ReturnType<typeof castBox>, exact: Exact): void {
  if (exact === null) {
    expect(hit).toBeNull();
    return;
  }
  expect(hit).not.toBeNull();
  expect(hit!.wall).toBe(exact.wall);
  expect(hit!.status).toBe(exact.status);
  expect(hit!.t).toBe(ratToNumber(exact.t));
  expect([hit!.normal.x, hit!.normal.y]).toEqual(
    exact.axis === 0 ? [exact.sign, 0] : [0, exact.sign],
  );
}

describe('castBox equals the exact earliest box–wall touch', () => {
  it.each([1, 2 ** -3])('on tile maps (coordinates times %s)', (k) => {
    fc.assert(
      fc.property(
        tileMapArbitrary(),
        fc.array(box, { minLength: 1, maxLength: 6 }),
        (tc, boxes) => {
          const map = createTileMap2(tc.spec);
          const exactMap = tileMapExact(tc.spec);
          for (const { b, h, d } of boxes) {
            const [bb, hb, dd] = [
              v(b[0] * k, b[1] * k),
              v(h[0] * k, h[1] * k),
              v(d[0] * k, d[1] * k),
            ];
            const exact = castBoxExact(
              exactMap,
              vecFromDoubles(bb),
              vecFromDoubles(hb),
              vecFromDoubles(dd),
            );
            expectExact(castBox(map, bb, hb, dd), exact);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on createLevel2 levels of horizontal and vertical segments (points, coincident walls)', () => {
    const wall = fc
      .tuple(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -6, max: 6 }),
        fc.nat(2),
      )
      .map(([x, y, len, dir]) =>
        dir === 0 ? [x, y, x + len, y] : dir === 1 ? [x, y, x, y + len] : [x, y, x, y],
      );
    fc.assert(
      fc.property(
        fc.array(wall, { minLength: 1, maxLength: 12 }),
        fc.array(box, { maxLength: 6 }),
        (walls, boxes) => {
          const flat = walls.flat();
          const level = createLevel2({ segments: Float64Array.from(flat) });
          const exactLevel = levelExact(flat, 2);
          for (const { b, h, d } of boxes) {
            const [bb, hb, dd] = [v(b[0] - 15, b[1] - 10), v(h[0], h[1]), v(d[0], d[1])];
            const exact = castBoxExact(
              exactLevel,
              vecFromDoubles(bb),
              vecFromDoubles(hb),
              vecFromDoubles(dd),
            );
            expectExact(castBox(level, bb, hb, dd), exact);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('castBox on tile maps', () => {
  const columns = 64;
  const floor = new Uint8Array(columns * 3).fill(S, 0, columns);
  const map = createTileMap2({ columns, rows: 3, tileSize: 1, origin: v(0, 0), tiles: floor });

  it('is seam-free: sliding along a long floor of tiles meets only the floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 256 }),
        fc.integer({ min: 1, max: 256 }),
        fc.integer({ min: -40 * 256, max: 40 * 256 }),
        fc.integer({ min: -4, max: 0 }),
        (x, w, dx, dy) => {
          // Resting exactly on the floor (y = 1), any start, any length, pressing or grazing.
          const hb = v(w / 512, 0.5);
          const hit = castBox(map, v(2 + x / 256, 1.5), hb, v(dx / 256, dy / 256));
          if (hit !== null) expect(hit.normal).toEqual(v(0, 1));
        },
      ),
    );
  });

  it('one-way platforms: landed on from above, passed from below and from inside', () => {
    const tiles = Uint8Array.of(0, 0, 0, W, W, W, 0, 0, 0);
    const deck = createTileMap2({ columns: 3, rows: 3, tileSize: 1, origin: v(0, 0), tiles });
    // The platform's top is y = 2.
    expect(castBox(deck, v(1.5, 3), v(0.5, 0.5), v(0, -2))?.t).toBe(0.25);
    expect(castBox(deck, v(1.5, 0.5), v(0.5, 0.5), v(0, 3))).toBeNull();
    expect(castBox(deck, v(1.5, 2), v(0.5, 0.5), v(0, -3))).toBeNull();
    // Resting exactly on it: a touch at t = 0 that a fall presses into.
    expect(castBox(deck, v(1.5, 2.5), v(0.5, 0.5), v(0, -1))).toMatchObject({
      t: 0,
      status: 'impact',
    });
  });

  it('refuses a slanted wall and bad arguments with a RangeError naming them', () => {
    const slanted = createLevel2({ segments: Float64Array.of(0, 0, 4, 0, 0, 0, 1, 1) });
    expect(() => castBox(slanted, v(0, 3), v(1, 1), v(0, -1))).toThrow(
      /level must be a level whose walls are all axis-aligned \(wall 1 is not\)/,
    );
    expect(() => castBox({} as never, v(0, 3), v(1, 1), v(0, -1))).toThrow(
      /level must be a level made by createLevel2/,
    );
    expect(() => castBox(map, v(Number.NaN, 3), v(1, 1), v(0, -1))).toThrow(/b\.x/);
    expect(() => castBox(map, v(0, 3), v(1, -1), v(0, -1))).toThrow(/hb\.y must be >= 0/);
    expect(() => castBox(map, v(0, 3), v(1, 1), v(0, 2 ** 201))).toThrow(/d\.y/);
    expect(() => castBox(map, v(0, 3), v(1, 1), v(0, -1), { mask: -1 })).toThrow(/options\.mask/);
  });
});
