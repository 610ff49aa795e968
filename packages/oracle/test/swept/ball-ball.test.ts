import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmp,
  fAt,
  fMinExact,
  rat,
  sign,
  sweptBallsExact,
  sweptBallsScale,
  sweptCaseFromDoubles,
  sweptCaseFromRaw,
} from '../../src/index.ts';
import { constructed, smallCase, tangentSpec } from '../arbitraries.ts';

const GRID = 64;
const grid = Array.from({ length: GRID + 1 }, (_, k) => rat(k, GRID));

describe('sweptBallsExact', () => {
  it('is true whenever a sampled time touches (sampling is independent of the algebra)', () => {
    fc.assert(
      fc.property(smallCase, ({ c }) => {
        if (grid.some((t) => sign(fAt(c, t)) <= 0)) expect(sweptBallsExact(c)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('splits over sub-intervals: a touch on [0,1] is a touch on [0,h] or [h,1]', () => {
    fc.assert(
      fc.property(smallCase, fc.integer({ min: 1, max: 7 }), ({ input }, h8) => {
        // Positions at t = h/8, in raw units times 8 (scaling all lengths keeps the answer).
        const at = (p0: number, p1: number) => p0 * (8 - h8) + p1 * h8;
        const mid = (v0: typeof input.a0, v1: typeof input.a0) => ({
          x: at(v0.x, v1.x),
          y: at(v0.y, v1.y),
          ...(v0.z === undefined ? {} : { z: at(v0.z, v1.z ?? 0) }),
        });
        const x8 = (v: typeof input.a0) => ({
          x: v.x * 8,
          y: v.y * 8,
          ...(v.z === undefined ? {} : { z: v.z * 8 }),
        });
        const { a0, a1, ra, b0, b1, rb } = input;
        const first = sweptCaseFromRaw(x8(a0), mid(a0, a1), ra * 8, x8(b0), mid(b0, b1), rb * 8);
        const second = sweptCaseFromRaw(mid(a0, a1), x8(a1), ra * 8, mid(b0, b1), x8(b1), rb * 8);
        const whole = sweptCaseFromRaw(a0, a1, ra, b0, b1, rb);
        expect(sweptBallsExact(whole)).toBe(sweptBallsExact(first) || sweptBallsExact(second));
      }),
      { numRuns: 300 },
    );
  });

  it('minimum of f lies below every sample and is attained', () => {
    fc.assert(
      fc.property(smallCase, ({ c }) => {
        const m = fMinExact(c);
        for (const t of grid) expect(cmp(m, fAt(c, t))).toBeLessThanOrEqual(0);
        expect(sweptBallsExact(c)).toBe(sign(m) <= 0);
      }),
      { numRuns: 200 },
    );
  });

  it('counts an exact tangent as a hit and one raw unit less radius as a miss', () => {
    fc.assert(
      fc.property(tangentSpec, (spec) => {
        const { c, input } = constructed(spec);
        expect(sweptBallsExact(c)).toBe(true);
        expect(sign(fAt(c, constructed(spec).t))).toBe(0);
        if (spec.graze && input.ra + input.rb > 0) {
          // One raw unit off whichever radius is positive.
          const [ra, rb] = input.ra > 0 ? [input.ra - 1, input.rb] : [input.ra, input.rb - 1];
          const smaller = sweptCaseFromRaw(input.a0, input.a1, ra, input.b0, input.b1, rb);
          expect(sweptBallsExact(smaller)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches hand-derived cases', () => {
    const o = { x: 0, y: 0 };
    // Head-on: B from x=10 to x=-10, radii 1+1: touch at |C| = 2.
    expect(
      sweptBallsExact(sweptCaseFromDoubles(o, o, 1, { x: 10, y: 0 }, { x: -10, y: 0 }, 1)),
    ).toBe(true);
    // Passing at distance 2 exactly (graze) is a hit; at 2 + 2^-52 it is not.
    expect(sweptBallsExact(sweptCaseFromDoubles(o, o, 1, { x: -5, y: 2 }, { x: 5, y: 2 }, 1))).toBe(
      true,
    );
    expect(
      sweptBallsExact(
        sweptCaseFromDoubles(o, o, 1, { x: -5, y: 2 + 2 ** -51 }, { x: 5, y: 2 + 2 ** -51 }, 1),
      ),
    ).toBe(false);
    // Same velocity (P = 0), far apart: never touch (the square-root-free article's vertex-test bug).
    expect(
      sweptBallsExact(
        sweptCaseFromDoubles(o, { x: 1, y: 1 }, 1, { x: 5, y: 0 }, { x: 6, y: 1 }, 1),
      ),
    ).toBe(false);
    // Touching exactly at t = 1 (r = 2), and stopping 2^-40 short of it.
    expect(
      sweptBallsExact(sweptCaseFromDoubles(o, o, 0.5, { x: 3, y: 0 }, { x: 2, y: 0 }, 1.5)),
    ).toBe(true);
    expect(
      sweptBallsExact(
        sweptCaseFromDoubles(o, o, 0.5, { x: 3, y: 0 }, { x: 2 + 2 ** -40, y: 0 }, 1.5),
      ),
    ).toBe(false);
    // Radius 0 point hits a point exactly.
    expect(
      sweptBallsExact(
        sweptCaseFromDoubles(o, { x: 2, y: 2 }, 0, { x: 1, y: 1 }, { x: 1, y: 1 }, 0),
      ),
    ).toBe(true);
  });

  it('scale is |C0|² + |C1|² + r²', () => {
    const c = sweptCaseFromDoubles(
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      1,
      { x: 3, y: 4 },
      { x: 1, y: 1 },
      2,
    );
    // C0 = (3,4) → 25, C1 = (0,1) → 1, r = 3 → 9.
    expect(sweptBallsScale(c)).toEqual(rat(35));
  });
});
