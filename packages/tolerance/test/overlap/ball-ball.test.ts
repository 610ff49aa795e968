/**
 * The `exact` policy's overlap tests never differ from @swept/oracle.
 */
import type { Vec2 } from '@swept/core';
import { ballsOverlapExact, ratFromDouble, type VecLike, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../../src/index.ts';
import { nearTangent2, radius, vec2, vec3 } from '../arbitraries.ts';

const q = withPolicy(exact);

/** The oracle's overlap of two standing balls given in doubles. */
const oracleOverlap = (a: VecLike, ra: number, b: VecLike, rb: number): boolean =>
  ballsOverlapExact(vecFromDoubles(a), ratFromDouble(ra), vecFromDoubles(b), ratFromDouble(rb));

describe('exact overlap agrees with the oracle', () => {
  const check2 = (a: Vec2, ra: number, b: Vec2, rb: number): void => {
    expect(q.circlesOverlap(a, ra, b, rb)).toBe(oracleOverlap(a, ra, b, rb));
  };

  it('on random and on exactly touching circles nudged by ±1 ulp', () => {
    fc.assert(fc.property(vec2, radius, vec2, radius, check2), { numRuns: 2000 });
    fc.assert(
      fc.property(nearTangent2, ([a0, , ra, b0, , rb]) => check2(a0, ra, b0, rb)),
      { numRuns: 1000 },
    );
  });

  it('on random spheres', () => {
    fc.assert(
      fc.property(vec3, radius, vec3, radius, (a, ra, b, rb) => {
        expect(q.spheresOverlap(a, ra, b, rb)).toBe(oracleOverlap(a, ra, b, rb));
      }),
      { numRuns: 1000 },
    );
  });

  it('the push-apart article: 99.99999999999997 apart overlaps, 100 apart does not', () => {
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 99.99999999999997, y: 0 }, 50)).toBe(true);
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 100, y: 0 }, 50)).toBe(false);
  });
});
