/**
 * The `exact` policy's `raySegment` never differs from @swept/oracle: `t` and `u` are
 * the largest doubles not after the exact values.
 */
import type { Vec2 } from '@swept/core';
import {
  cross,
  mulberry32,
  nextDown,
  nextUp,
  ratBracket,
  ratToNumber,
  raySegmentExact,
  vecFromDoubles,
  vsub,
} from '@swept/oracle';
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

  it('rounds a t below 2^-400 (no neighbour step: the residuals doubt, the exact stage decides)', () => {
    // The point rises c·2^196 (c odd, 5 ≤ c ≤ 15: below 2^200) while the
    // segment crosses x = 0 at a height of (3a − b)/4 · 2^-200 = 2^-202:
    // t* = 2^-398 / c, below 2^-400 and never a double. There `δ·dh` could
    // underflow, so the quotient evaluates the neighbour's residual, whose
    // bound (relative to |dh|) is far above R(q) ≈ ulp(q)·D: doubt, then the
    // search (which leaves t < 2^-400 to the exact stage).
    fc.assert(
      fc.property(fc.constantFrom(5, 7, 9, 11, 13, 15), fc.integer({ min: 1, max: 6 }), (c, a) => {
        const p0 = { x: 0, y: 0 };
        const p1 = { x: 0, y: c * 2 ** 196 };
        const s0 = { x: -1, y: a * 2 ** -200 };
        const s1 = { x: 3, y: -(3 * a - 1) * 2 ** -200 };
        const expected = raySegmentExact(
          vecFromDoubles(p0),
          vecFromDoubles(p1),
          vecFromDoubles(s0),
          vecFromDoubles(s1),
        )!;
        expect(ratBracket(expected.t)[1]).toBeLessThan(2 ** -400);
        expect(stageOf(p0, p1, s0, s1)).toEqual({ filter: 0, doubleDouble: 0, expansion: 1 });
      }),
    );
  });

  it('rounds a hit whose quotient of high parts is off by more than one double', () => {
    // Seeded crossings whose `fl(fl(w × e) / fl(d × e))` is neither the
    // rounded-down `t*` nor the double above it: `floorQuotient`'s first
    // guess fails and the double-double quotient decides (answer and stage
    // checked; `check` compares with the oracle).
    const rand = mulberry32(13);
    const coordinate = (): number => (rand() - 0.5) * 2 ** Math.floor(rand() * 40 - 20);
    let forced = 0;
    for (let i = 0; i < 20000 && forced < 20; i++) {
      const p0 = { x: coordinate(), y: coordinate() };
      const p1 = { x: coordinate(), y: coordinate() };
      const s0 = { x: coordinate(), y: coordinate() };
      const s1 = { x: coordinate(), y: coordinate() };
      const [r0, r1, rs0, rs1] = [p0, p1, s0, s1].map(vecFromDoubles) as [
        ReturnType<typeof vecFromDoubles>,
        ReturnType<typeof vecFromDoubles>,
        ReturnType<typeof vecFromDoubles>,
        ReturnType<typeof vecFromDoubles>,
      ];
      const expected = raySegmentExact(r0, r1, rs0, rs1);
      if (expected === null) continue;
      const floor = ratBracket(expected.t)[0];
      if (floor === 0 || ratBracket(expected.u)[0] === 0) continue;
      const e = vsub(rs1, rs0);
      const guess = ratToNumber(cross(vsub(rs0, r0), e)) / ratToNumber(cross(vsub(r1, r0), e));
      if (guess === floor || guess === nextUp(floor)) continue;
      forced++;
      expect(stageOf(p0, p1, s0, s1).expansion).toBe(0);
    }
    expect(forced).toBeGreaterThan(0);
  });
});
