/**
 * castCircle and the 2D castRay of @swept/fixed: bit for bit the earliest over
 * every wall of this package's own wall queries (ties: the same raw `t`, the smaller
 * index), never a `-0`; against the exact oracle, `t` is the floor of the earliest
 * exact first touch at 1/65536.
 */
import { surdFloor16 } from '@swept/oracle';
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
import { castCircle, castRay, circleSegmentTimeOfImpact, createLevel2 } from '../../src/index.ts';

const ONE = 65536;

describe('fixed castCircle / castRay', () => {
  it.each([ONE, ONE / 4, 3])(
    'the earliest circleSegmentTimeOfImpact, bit for bit (walls times %s raw)',
    (scale) => {
      fc.assert(
        fc.property(
          levelArbitrary(2, scale),
          fc.array(motionArbitrary(2, scale), { minLength: 1, maxLength: 6 }),
          (walls, motions) => {
            const level = createLevel2({ segments: Float64Array.from(walls) });
            for (const { c, r, d } of motions) {
              expectSameBits(
                castCircle(level, vec2(c), r, vec2(d)),
                bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d)),
              );
              expectSameBits(
                castRay(level, vec2(c), vec2(d)),
                bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), 0, vec2(d)),
              );
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it('t is the floor of the oracle’s earliest first touch at 1/65536', () => {
    fc.assert(
      fc.property(levelArbitrary(2, ONE, 10), motionArbitrary(2, ONE), (walls, { c, r, d }) => {
        const level = createLevel2({ segments: Float64Array.from(walls) });
        const c1 = { x: c[0]! + d[0]!, y: c[1]! + d[1]! };
        const exact = earliestExact(2, walls, 'raw', vec2(c), r, c1);
        const cast = castCircle(level, vec2(c), r, vec2(d));
        if (exact === null) expect(cast).toBeNull();
        else expect(cast?.t).toBe(surdFloor16(exact));
      }),
      { numRuns: 100 },
    );
  });

  it('the filter: the brute force over the admitted walls', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, ONE),
        motionArbitrary(2, ONE),
        filterArbitrary,
        (walls, { c, r, d }, f) => {
          const n = walls.length / 4;
          const category = f.category.slice(0, n);
          const mask = f.mask.slice(0, n);
          const level = createLevel2({
            segments: Float64Array.from(walls),
            category: Uint32Array.from(category),
            mask: Uint32Array.from(mask),
          });
          const admit = (k: number) => admitted(k, category, mask, f.body);
          expectSameBits(
            castCircle(level, vec2(c), r, vec2(d), f.body),
            bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d), admit),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
