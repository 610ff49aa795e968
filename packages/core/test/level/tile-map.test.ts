/**
 * createTileMap2 (`docs/contract.md` §10): its walls are the oracle's expansion of the
 * map (exposed faces merged into maximal runs), so castCircle and moveCircle on the
 * map answer bit for bit as on a `createLevel2` of those walls, one-way walls by the
 * contract's rule; bad input; the copy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castCircle,
  circleSegmentTimeOfImpact,
  createLevel2,
  createTileMap2,
  moveCircle,
  moveCircles,
  TILE_EMPTY,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
} from '../../src/index.ts';
import { bruteSegments, expectSameBits } from '../level-cases.ts';
import { circleMayMeet, tileCase, tileMapArbitrary } from '../tile-cases.ts';

const S = TILE_SOLID;
const W = TILE_ONE_WAY_UP;
const motion = fc.record({
  c: fc.tuple(fc.integer({ min: -6, max: 40 }), fc.integer({ min: -6, max: 30 })),
  r: fc.integer({ min: 0, max: 3 }),
  d: fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 })),
  quarter: fc.boolean(),
});

describe('createTileMap2', () => {
  it('has the oracle’s walls: castCircle on the map is the brute force over them, one-way walls by the rule', () => {
    fc.assert(
      fc.property(
        tileMapArbitrary(),
        fc.array(motion, { minLength: 1, maxLength: 6 }),
        (tc, motions) => {
          const map = createTileMap2(tc.spec);
          expect(map.count).toBe(tc.segments.length / 4);
          const walls = Array.from(tc.segments);
          for (const m of motions) {
            const k = m.quarter ? 0.25 : 1;
            const c = { x: m.c[0] * k, y: m.c[1] * k };
            const d = { x: m.d[0] * k, y: m.d[1] * k };
            const r = m.r * k;
            const c1 = { x: c.x + d.x, y: c.y + d.y };
            const admit = (w: number) => circleMayMeet(tc, w, c, c1, r);
            expectSameBits(
              castCircle(map, c, r, d),
              bruteSegments(circleSegmentTimeOfImpact, walls, c, r, d, admit),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('moves a circle as on a createLevel2 of the same walls when no tile is one-way', () => {
    fc.assert(
      fc.property(
        tileMapArbitrary(),
        fc.array(motion, { minLength: 1, maxLength: 4 }),
        (tc, motions) => {
          const tiles = tc.spec.tiles.map((t) => (t === W ? TILE_EMPTY : t));
          const plain = tileCase({ ...tc.spec, tiles });
          const map = createTileMap2(plain.spec);
          const level = createLevel2({ segments: plain.segments });
          for (const m of motions) {
            const c = { x: m.c[0], y: m.c[1] };
            const d = { x: m.d[0], y: m.d[1] };
            expectSameBits(moveCircle(map, c, m.r + 0.5, d), moveCircle(level, c, m.r + 0.5, d));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('moves a crowd (moveCircles) as moveCircle moves each body, one-way platforms included', () => {
    fc.assert(
      fc.property(
        tileMapArbitrary(),
        fc.array(motion, { minLength: 1, maxLength: 8 }),
        (tc, motions) => {
          const map = createTileMap2(tc.spec);
          const n = motions.length;
          const bodies = {
            x: Float64Array.from(motions, (m) => m.c[0]),
            y: Float64Array.from(motions, (m) => m.c[1]),
            r: Float64Array.from(motions, (m) => m.r + 0.5),
          };
          const d = {
            x: Float64Array.from(motions, (m) => m.d[0] / 2),
            y: Float64Array.from(motions, (m) => m.d[1] / 2),
          };
          const out = { x: new Float64Array(n), y: new Float64Array(n) };
          moveCircles(map, bodies, d, out);
          motions.forEach((m, i) => {
            const one = moveCircle(map, { x: m.c[0], y: m.c[1] }, m.r + 0.5, {
              x: m.d[0] / 2,
              y: m.d[1] / 2,
            });
            expect([out.x[i], out.y[i]]).toEqual([one.c.x, one.c.y]);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is seam-free: a circle rolling along a floor of many tiles keeps its height bit for bit', () => {
    const columns = 50;
    const tiles = new Uint8Array(columns * 2).fill(S, 0, columns);
    const map = createTileMap2({ columns, rows: 2, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 45 * 64 }),
        fc.integer({ min: -320, max: 320 }),
        (i, j) => {
          const x = i / 64;
          const dx = j / 64 + 2 ** -30 * Math.sign(j);
          const move = moveCircle(map, { x, y: 1.5 }, 0.5, { x: dx, y: -1 });
          expect(move.c.y).toBe(1.5);
          expect(move.contacts.every((k) => k.normal.x === 0 && k.normal.y === 1)).toBe(true);
        },
      ),
    );
  });

  it('lets a circle jump up through a one-way platform and land on it', () => {
    // Rows bottom first: a floor, then a one-way platform over columns 2 and 3 at y = 3.
    const tiles = Uint8Array.of(
      S,
      S,
      S,
      S,
      S,
      S,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      W,
      W,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    );
    const map = createTileMap2({ columns: 6, rows: 4, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
    expect(moveCircle(map, { x: 3, y: 1.5 }, 0.5, { x: 0, y: 2 }).c).toEqual({ x: 3, y: 3.5 });
    expect(moveCircle(map, { x: 3, y: 3.5 }, 0.5, { x: 0, y: -2 }).c).toEqual({ x: 3, y: 3.5 });
    // Inside it, falling: it passes (and lands on the floor).
    expect(moveCircle(map, { x: 3, y: 3 }, 0.5, { x: 0, y: -2 }).c).toEqual({ x: 3, y: 1.5 });
  });

  it('meets a one-way platform only by landing on it: a circle falling past its end passes (§10)', () => {
    // The platform y = 3 over x ∈ [2, 4] above a floor y = 1 (columns 2 and 3, row 2).
    const tiles = new Uint8Array(24);
    tiles.fill(S, 0, 6);
    tiles.fill(W, 14, 16);
    const map = createTileMap2({ columns: 6, rows: 4, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
    const floor = { x: 0, y: 1 };
    // Its centre a quarter beyond the end (4, 3): its side sweeps over the end with its
    // lowest point below the line, beside the platform. It falls straight onto the floor.
    const past = moveCircle(map, { x: 4.25, y: 4 }, 0.5, { x: 0, y: -3 });
    expect(past.c).toEqual({ x: 4.25, y: 1.5 });
    expect(past.contacts.map((k) => k.normal)).toEqual([floor]);
    const cast = castCircle(map, { x: 4.25, y: 4 }, 0.5, { x: 0, y: -3 });
    expect(cast?.normal).toEqual(floor);
    expect(cast?.t).toBe(2.5 / 3);
    // Diagonally past it: the lowest point (5, 3.5) → (2, 0.5) crosses y = 3 at x = 4.5,
    // beside it, and the circle sweeps right over the end onto the floor.
    expect(castCircle(map, { x: 5, y: 4 }, 0.5, { x: -3, y: -3 })?.normal).toEqual(floor);
    // Its lowest point exactly on the end lands there (closed: below it, the circle would
    // overlap the end), and so does one crossing the line at the end diagonally.
    expect(moveCircle(map, { x: 4, y: 4 }, 0.5, { x: 0, y: -3 }).c).toEqual({ x: 4, y: 3.5 });
    const diagonal = castCircle(map, { x: 4.5, y: 4 }, 0.5, { x: -1, y: -1 });
    expect(diagonal?.t).toBe(0.5);
    expect(diagonal?.point).toEqual({ x: 4, y: 3 });
  });

  it('copies the tiles and is frozen', () => {
    const tiles = Uint8Array.of(S, S);
    const map = createTileMap2({ columns: 2, rows: 1, tileSize: 1, origin: { x: 0, y: 0 }, tiles });
    tiles.fill(0);
    expect(castCircle(map, { x: 1, y: 3 }, 0.5, { x: 0, y: -3 })?.t).toBe(0.5);
    expect(Object.isFrozen(map)).toBe(true);
    expect([map.dimension, map.columns, map.rows, map.count]).toEqual([2, 2, 1, 4]);
  });

  it('refuses bad input with a RangeError naming the argument', () => {
    const ok = {
      columns: 2,
      rows: 1,
      tileSize: 1,
      origin: { x: 0, y: 0 },
      tiles: Uint8Array.of(1, 0),
    };
    const bad = (patch: object, message: RegExp) =>
      expect(() => createTileMap2({ ...ok, ...patch } as never)).toThrow(message);
    expect(() => createTileMap2(null as never)).toThrow(/options must be an object/);
    bad({ columns: 0 }, /columns must be a positive integer \(got 0\)/);
    bad({ rows: 1.5 }, /rows must be a positive integer/);
    bad({ tiles: [1, 0] }, /tiles must be a Uint8Array/);
    bad({ tiles: Uint8Array.of(1) }, /tiles.length must be columns·rows = 2 \(got 1\)/);
    bad(
      { tiles: Uint8Array.of(1, 9) },
      /tiles\[1\] must be TILE_EMPTY \(0\), TILE_SOLID \(1\) or TILE_ONE_WAY_UP \(2\) \(got 9\)/,
    );
    bad({ tileSize: 0 }, /tileSize must be > 0/);
    bad({ tileSize: -1 }, /tileSize must be >= 0/);
    bad({ tileSize: Number.NaN }, /tileSize/);
    bad({ tileSize: 2 ** -300 }, /tileSize/);
    bad({ origin: { x: Number.POSITIVE_INFINITY, y: 0 } }, /origin.x/);
    bad({ origin: null }, /origin must be an object/);
    bad(
      { origin: { x: 2 ** 199, y: 0 }, tileSize: 2 ** 199 },
      /columns·tileSize must keep origin.x \+ columns·tileSize inside the input range/,
    );
    bad({ origin: { x: 2 ** 60, y: 0 } }, /tileSize must keep the grid lines apart/);
  });
});
