/**
 * The `exact` policy's `raySegment` never differs from @swept/oracle: `t` and `u` are
 * the largest doubles not after the exact values.
 */
import type { Vec2 } from '@swept/core';
import { ratBracket, raySegmentExact, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../../src/index.ts';
import { vec2 } from '../arbitraries.ts';

const q = withPolicy(exact);

describe('exact raySegment agrees with the oracle', () => {
  const check = (p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void => {
    const expected = raySegmentExact(
      vecFromDoubles(p0),
      vecFromDoubles(p1),
      vecFromDoubles(s0),
      vecFromDoubles(s1),
    );
    const hit = q.raySegment(p0, p1, s0, s1);
    if (expected === null) {
      expect(hit).toBeNull();
      return;
    }
    expect(hit).not.toBeNull();
    expect(hit!.t).toBe(ratBracket(expected.t)[0]);
    expect(hit!.u).toBe(ratBracket(expected.u)[0]);
  };

  it('on random segments', () => {
    fc.assert(fc.property(vec2, vec2, vec2, vec2, check), { numRuns: 2000 });
  });

  it('on small-integer segments (parallel, collinear and degenerate cases are common)', () => {
    const small = fc.record({
      x: fc.integer({ min: -3, max: 3 }),
      y: fc.integer({ min: -3, max: 3 }),
    });
    fc.assert(fc.property(small, small, small, small, check), { numRuns: 3000 });
  });

  it('on a point passing one ulp beside a segment end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), (k, up) => {
        const end = up ? 1 + 2 ** -52 : 1 - 2 ** -53;
        check({ x: -k, y: end }, { x: k, y: end }, { x: 0, y: -1 }, { x: 0, y: 1 });
      }),
    );
  });
});
