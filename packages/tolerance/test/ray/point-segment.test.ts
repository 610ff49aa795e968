/**
 * The `exact` policy's `raySegment` never differs from @swept/oracle: `t` and `u` are
 * the largest doubles not after the exact values.
 */
import type { Vec2 } from '@swept/core';
import { nextDown, nextUp, ratBracket, raySegmentExact, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exact,
  exactStageStats,
  resetExactStats,
  type StageStats,
  withPolicy,
} from '../../src/index.ts';
import { vec2 } from '../arbitraries.ts';

const q = withPolicy(exact);

/** `t` and `u` are the oracle's, rounded down; a miss is the oracle's miss. */
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

describe('exact raySegment agrees with the oracle', () => {
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

describe('exact raySegment on each path of its filters', () => {
  const stageOf = (p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): StageStats => {
    resetExactStats();
    check(p0, p1, s0, s1);
    return exactStageStats();
  };

  it('settles misses past either end (t > 1, u > 1: the derived signs) in the filter', () => {
    const short = stageOf({ x: 0, y: 0 }, { x: 2.5, y: 0.1 }, { x: 3, y: -1 }, { x: 3.2, y: 1 });
    const beside = stageOf({ x: 0, y: 0 }, { x: 8, y: 0.1 }, { x: 3, y: -3 }, { x: 3.2, y: -1 });
    expect(short).toEqual({ filter: 1, doubleDouble: 0, expansion: 0 });
    expect(beside).toEqual({ filter: 1, doubleDouble: 0, expansion: 0 });
  });

  it('rounds a generic hit without the exact stage', () => {
    const st = stageOf(
      { x: 0.1, y: -0.3 },
      { x: 0.8, y: 1.9 },
      { x: -5, y: 0.77 },
      { x: 20, y: 0.71 },
    );
    expect(st).toEqual({ filter: 0, doubleDouble: 1, expansion: 0 });
  });

  it('on t and u exactly representable, on a grid and off it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: -1000, max: 1000 }),
        (a, b, shift) => {
          // t = a/16, u = b/16.
          const x = shift / 8;
          check({ x, y: 0 }, { x: x + 16, y: 0 }, { x: x + a, y: -b }, { x: x + a, y: 16 - b });
          // Off the grid: s0.y − p0.y rounds, so R(t) = 0 is left to the search.
          const y = 2 ** -60;
          check({ x, y }, { x: x + 16, y }, { x: x + a, y: -b }, { x: x + a, y: 16 - b });
        },
      ),
    );
  });

  it('one ulp either side of a hit at the segment’s end and at the motion’s end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(-1, 0, 1), (k, side) => {
        const reach = side === 0 ? 4 : side > 0 ? nextUp(4) : nextDown(4);
        // The point stops on (or one ulp short of, or past) the segment's line x = 4.
        check({ x: 4 - k / 64, y: 1 / 3 }, { x: reach, y: 0.5 }, { x: 4, y: -k }, { x: 4, y: k });
        // The point crosses the line one ulp inside, on, or one ulp beyond the segment's end.
        check({ x: 0, y: reach }, { x: 8, y: reach }, { x: 3, y: -k }, { x: 3, y: 4 });
      }),
    );
  });

  it('on parallel motion along, beside and onto the segment', () => {
    const small = fc.integer({ min: -8, max: 8 });
    fc.assert(
      fc.property(
        small,
        small,
        small,
        small,
        small,
        fc.integer({ min: -2, max: 2 }),
        (a, b, c, e, f, off) => {
          // Motion along direction (1, 2), segment on a parallel line `off` away.
          const p0 = { x: a, y: 2 * a + off };
          check(
            p0,
            { x: p0.x + b, y: p0.y + 2 * b },
            { x: c, y: 2 * c },
            { x: c + e - f, y: 2 * (c + e - f) },
          );
        },
      ),
    );
  });

  it('on huge and tiny scales (2^±190)', () => {
    const small = fc.record({
      x: fc.integer({ min: -64, max: 64 }),
      y: fc.integer({ min: -64, max: 64 }),
    });
    fc.assert(
      fc.property(
        small,
        small,
        small,
        small,
        fc.constantFrom(2 ** 190, 2 ** -190),
        (p0, p1, s0, s1, k) => {
          const scale = (v: Vec2): Vec2 => ({ x: v.x * k + 0, y: v.y * k + 0 });
          check(scale(p0), { x: p1.x * k * (1 + 2 ** -40), y: p1.y * k }, scale(s0), scale(s1));
        },
      ),
      { numRuns: 500 },
    );
  });
});
