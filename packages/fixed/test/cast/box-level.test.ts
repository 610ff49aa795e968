/**
 * @swept/fixed's castBox against the oracle's castBoxExact over every wall, raw: `t` is
 * `floor(t*·65536)`, the wall, status and normal exact; on tile maps (odd tile sizes:
 * half-unit wall middles) and on levels of horizontal and vertical segments.
 */
import {
  castBoxExact,
  floorDiv,
  type LevelExact,
  levelExact,
  type RVec,
  tileMapExact,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { castBox, createLevel2, createTileMap2 } from '../../src/index.ts';

const ONE = 65536;
const R = (p: { x: number; y: number }) => vecFromRaw(p);
const box = fc.record({
  b: fc.tuple(
    fc.integer({ min: -8 * ONE, max: 40 * ONE }),
    fc.integer({ min: -8 * ONE, max: 30 * ONE }),
  ),
  h: fc.tuple(fc.integer({ min: 0, max: 6 * ONE }), fc.integer({ min: 0, max: 6 * ONE })),
  d: fc.tuple(
    fc.integer({ min: -24 * ONE, max: 24 * ONE }),
    fc.integer({ min: -24 * ONE, max: 24 * ONE }),
  ),
  snap: fc.boolean(),
});

/**
 * The exact answer with the contract's ties for raw `t`: among the walls' exact first
 * touches (each wall alone), the smallest floored `t`, ties to the smallest wall.
 */
function expected(level: LevelExact, b: RVec, hb: RVec, d: RVec) {
  let best: {
    floor: bigint;
    wall: number;
    exact: NonNullable<ReturnType<typeof castBoxExact>>;
  } | null = null;
  level.walls.forEach((wall, k) => {
    const one = castBoxExact(
      { walls: [wall], oneWay: level.oneWay ? [level.oneWay[k]!] : undefined },
      b,
      hb,
      d,
    );
    if (one === null) return;
    const floor = floorDiv(one.t.n * 65536n, one.t.d);
    if (best === null || floor < best.floor) best = { floor, wall: k, exact: one };
  });
  return best as {
    floor: bigint;
    wall: number;
    exact: NonNullable<ReturnType<typeof castBoxExact>>;
  } | null;
}

function expectExact(hit: ReturnType<typeof castBox>, want: ReturnType<typeof expected>): void {
  if (want === null) {
    expect(hit).toBeNull();
    return;
  }
  expect(hit).not.toBeNull();
  expect([hit!.wall, hit!.status, BigInt(hit!.t)]).toEqual([
    want.wall,
    want.exact.status,
    want.floor,
  ]);
  const { axis, sign } = want.exact;
  expect([hit!.normal.x, hit!.normal.y]).toEqual(axis === 0 ? [sign * ONE, 0] : [0, sign * ONE]);
}

describe('fixed castBox', () => {
  it('on tile maps: the exact earliest touch, t floored', () => {
    fc.assert(
      fc.property(
        tileMapArbitrary(8, 6, 'raw'),
        fc.array(box, { minLength: 1, maxLength: 5 }),
        (tc, boxes) => {
          const map = createTileMap2(tc.spec);
          const exact = tileMapExact(tc.spec, 'raw');
          for (const m of boxes) {
            // Snapped to the grid of a quarter tile: touches, grazes and ties are common.
            const q = (v: number) =>
              m.snap
                ? Math.round(v / (tc.spec.tileSize / 4 || 1)) *
                  Math.floor(tc.spec.tileSize / 4 || 1)
                : v;
            const b = { x: q(m.b[0]), y: q(m.b[1]) };
            const hb = { x: q(m.h[0]), y: q(m.h[1]) };
            const d = { x: q(m.d[0]), y: q(m.d[1]) };
            expectExact(castBox(map, b, hb, d), expected(exact, R(b), R(hb), R(d)));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('on levels of horizontal and vertical segments', () => {
    const wall = fc
      .tuple(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -6, max: 6 }),
        fc.nat(2),
      )
      .map(([x, y, len, dir]) =>
        (dir === 0 ? [x, y, x + len, y] : dir === 1 ? [x, y, x, y + len] : [x, y, x, y]).map(
          (v) => v * ONE,
        ),
      );
    fc.assert(
      fc.property(
        fc.array(wall, { minLength: 1, maxLength: 10 }),
        fc.array(box, { maxLength: 5 }),
        (walls, boxes) => {
          const flat = walls.flat();
          const level = createLevel2({ segments: Float64Array.from(flat) });
          const exact = levelExact(flat, 2, 'raw');
          for (const m of boxes) {
            const b = { x: m.b[0] - 15 * ONE, y: m.b[1] - 10 * ONE };
            const hb = { x: m.h[0], y: m.h[1] };
            const d = { x: m.d[0], y: m.d[1] };
            expectExact(castBox(level, b, hb, d), expected(exact, R(b), R(hb), R(d)));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
