/**
 * castBox under every policy (`docs/contract.md` §10). `exact`: against the oracle on
 * tile maps of arbitrary doubles (tile sizes like 0.1: grid lines that round) and
 * levels of horizontal and vertical segments — every decision exact, `t` the largest
 * double not after `t*`, equal rounded `t` to the smallest wall. Band policies: the
 * core's castBox with the box's half extents grown by the band.
 */

import { castBox as coreCastBox } from '@swept/core';
import {
  castBoxExact,
  type LevelExact,
  type RVec,
  ratBracket,
  tileMapExact,
  vecFromDoubles,
  vsub,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleArbitrary, tileMapArbitrary } from '../../../core/test/tile-cases.ts';
import { outerDistance } from '../../src/band-distances.ts';
import { type BandPolicy, createTileMap2, exact, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

const X = (p: { x: number; y: number }) => vecFromDoubles(p);

const awkwardMap = tileMapArbitrary(7, 5, 'rounding');
const coordinate = doubleArbitrary(-2, 6);
const extent = fc.oneof(fc.constant(0), fc.double({ min: 2 ** -10, max: 1.5, noNaN: true }));
const motion = fc.record({
  b: fc.tuple(coordinate, coordinate),
  h: fc.tuple(extent, extent),
  d: fc.tuple(coordinate, coordinate),
});

/** The exact answer with `exact`'s ties: the largest double ≤ each wall's `t*`, the smallest such, ties to the smallest wall. */
function expected(level: LevelExact, b: RVec, hb: RVec, d: RVec) {
  let best: { t: number; wall: number; hit: NonNullable<ReturnType<typeof castBoxExact>> } | null =
    null;
  level.walls.forEach((wall, k) => {
    const hit = castBoxExact(
      { walls: [wall], oneWay: level.oneWay ? [level.oneWay[k]!] : undefined },
      b,
      hb,
      d,
    );
    if (hit === null) return;
    const t = ratBracket(hit.t)[0];
    if (best === null || t < best.t) best = { t, wall: k, hit };
  });
  return best as {
    t: number;
    wall: number;
    hit: NonNullable<ReturnType<typeof castBoxExact>>;
  } | null;
}

describe('castBox under exact', () => {
  it('on tile maps whose lines round: the oracle’s answer, t rounded down', () => {
    const q = withPolicy(exact);
    fc.assert(
      fc.property(awkwardMap, fc.array(motion, { minLength: 1, maxLength: 4 }), (tc, motions) => {
        const map = createTileMap2(tc.spec);
        const level = tileMapExact(tc.spec);
        for (const m of motions) {
          const [b, hb, d] = [
            { x: m.b[0], y: m.b[1] },
            { x: m.h[0], y: m.h[1] },
            { x: m.d[0], y: m.d[1] },
          ];
          const hit = q.castBox(map, b, hb, d);
          // `b + d` as the variant adds it (per axis in doubles), as for castCircle.
          const moved = vsub(X({ x: b.x + d.x, y: b.y + d.y }), X(b));
          const want = expected(level, X(b), X(hb), moved);
          if (want === null) {
            expect(hit).toBeNull();
            continue;
          }
          expect([hit?.wall, hit?.status, hit?.t]).toEqual([want.wall, want.hit.status, want.t]);
          const n = want.hit.axis === 0 ? { x: want.hit.sign, y: 0 } : { x: 0, y: want.hit.sign };
          expect(hit?.normal).toEqual(n);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('castBox under every band policy', () => {
  const bands = POLICIES.filter((p): p is BandPolicy => p.kind !== 'exact');
  it.each(bands.map((p) => [p.name, p] as const))(
    '%s: the core’s castBox with the box grown by the band',
    (_, p) => {
      const q = withPolicy(p);
      fc.assert(
        fc.property(awkwardMap, motion, (tc, m) => {
          // No one-way tiles: the one-way rule reads the box's own extents, not the grown ones.
          const map = createTileMap2({
            ...tc.spec,
            tiles: tc.spec.tiles.map((k) => (k === 2 ? 0 : k)),
          });
          const [b, hb, d] = [
            { x: m.b[0], y: m.b[1] },
            { x: m.h[0], y: m.h[1] },
            { x: m.d[0], y: m.d[1] },
          ];
          const outer = { x: outerDistance(p, hb.x), y: outerDistance(p, hb.y) };
          const hit = q.castBox(map, b, hb, d);
          const grown = coreCastBox(map, b, outer, d);
          // The same walls and times; only a start within the band changes its status.
          expect([hit?.t, hit?.wall, hit?.normal]).toEqual([grown?.t, grown?.wall, grown?.normal]);
          if (hit !== null && grown !== null && !(grown.t === 0 && grown.status === 'overlap')) {
            expect(hit.status).toBe(grown.status);
          }
        }),
        { numRuns: 40 },
      );
    },
  );
});
