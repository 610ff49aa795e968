/**
 * castCircle and the 2D castRay under every policy: bit for bit the earliest over every
 * wall of the policy's own circleSegmentTimeOfImpact (ties to the smallest index), so
 * the boxes carry each band; under `exact`, `t` is the largest double not after the
 * oracle's earliest exact first touch.
 */
import { surdBracket } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitted,
  bruteSegments,
  earliestExact,
  expectSameBits,
  filterArbitrary,
  levelArbitrary,
  motionArbitrary,
  vec2,
} from '../../../core/test/level-cases.ts';
import { createLevel2, exact, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

describe.each(POLICIES.map((p) => [p.name, p] as const))('castCircle under %s', (_name, policy) => {
  const q = withPolicy(policy);
  it('the earliest of the policy’s circleSegmentTimeOfImpact over the walls, bit for bit', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, 1),
        fc.array(motionArbitrary(2, 1), { minLength: 1, maxLength: 4 }),
        filterArbitrary,
        (walls, motions, f) => {
          const n = walls.length / 4;
          const category = f.category.slice(0, n);
          const mask = f.mask.slice(0, n);
          const plain = createLevel2({ segments: Float64Array.from(walls) });
          const filtered = createLevel2({
            segments: Float64Array.from(walls),
            category: Uint32Array.from(category),
            mask: Uint32Array.from(mask),
          });
          const admit = (k: number) => admitted(k, category, mask, f.body);
          for (const { c, r, d } of motions) {
            expectSameBits(
              q.castCircle(plain, vec2(c), r, vec2(d)),
              bruteSegments(q.circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d)),
            );
            expectSameBits(
              q.castRay(plain, vec2(c), vec2(d)),
              bruteSegments(q.circleSegmentTimeOfImpact, walls, vec2(c), 0, vec2(d)),
            );
            expectSameBits(
              q.castCircle(filtered, vec2(c), r, vec2(d), f.body),
              bruteSegments(q.circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d), admit),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('near misses at the band’s edge, far from the origin', () => {
    // Walls 1 + w' below the path for w' around the band: the boxes must not drop them.
    const gap = fc.constantFrom(0, 1e-12, 1e-9, 5e-3, 0.01, 0.5, 1, 1.0000001);
    fc.assert(
      fc.property(
        gap,
        fc.constantFrom(0, 1e6, -(2 ** 33)),
        fc.double({ min: -3, max: 3, noNaN: true }).map((v) => (Math.abs(v) < 2 ** -200 ? 0 : v)),
        (g, offset, x) => {
          const y = -(1 + g);
          const walls = [offset - 5, y, offset + 5, y, offset + x, y - 1, offset + x, y];
          const level = createLevel2({ segments: Float64Array.from(walls) });
          const c = { x: offset - 20, y: 0 };
          const d = { x: 40, y: 0 };
          expectSameBits(
            q.castCircle(level, c, 1, d),
            bruteSegments(q.circleSegmentTimeOfImpact, walls, c, 1, d),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('castCircle under exact against the oracle', () => {
  it('t is the largest double not after the earliest exact first touch', () => {
    const q = withPolicy(exact);
    fc.assert(
      fc.property(
        levelArbitrary(2, 2 ** -2, 10),
        motionArbitrary(2, 2 ** -2),
        (walls, { c, r, d }) => {
          const level = createLevel2({ segments: Float64Array.from(walls) });
          const c1 = { x: c[0]! + d[0]!, y: c[1]! + d[1]! };
          const best = earliestExact(2, walls, 'double', vec2(c), r, c1);
          const cast = q.castCircle(level, vec2(c), r, vec2(d));
          if (best === null) expect(cast).toBeNull();
          else expect(cast?.t).toBe(surdBracket(best)[0]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
