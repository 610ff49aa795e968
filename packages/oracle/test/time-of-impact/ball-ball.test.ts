import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  ballsTimeOfImpactBracket,
  ballsTimeOfImpactFloor,
  ballsTimeOfImpactStatus,
  compareBallsTimeOfImpact,
  fAt,
  floorRat,
  mul,
  nextDown,
  nextUp,
  rat,
  ratFromDouble,
  sign,
  sub,
  sweptBallsExact,
  sweptCaseFromDoubles,
} from '../../src/index.ts';
import { constructed, smallCase, tangentSpec } from '../arbitraries.ts';

const GRID = 64;

describe('compareBallsTimeOfImpact / ballsTimeOfImpactFloor against sampling', () => {
  it('orders every sample before the first sampled touch strictly before t*', () => {
    fc.assert(
      fc.property(smallCase, ({ c }) => {
        if (!sweptBallsExact(c)) {
          expect(() => compareBallsTimeOfImpact(c, rat(0))).toThrow(RangeError);
          return;
        }
        // {t : f(t) ≤ 0} is an interval (f is convex): samples before the first
        // sampled touch are before t*, the first sampled touch is at or after it.
        let first = -1;
        for (let k = 0; k <= GRID; k++) {
          if (sign(fAt(c, rat(k, GRID))) <= 0) {
            first = k;
            break;
          }
        }
        for (let k = 0; k < first; k++) expect(compareBallsTimeOfImpact(c, rat(k, GRID))).toBe(-1);
        // With no sampled touch, the touch falls between two samples: ballsTimeOfImpactFloor must say which.
        const fl = ballsTimeOfImpactFloor(c, BigInt(GRID));
        for (let k = 0; k <= GRID; k++) {
          expect(compareBallsTimeOfImpact(c, rat(k, GRID)) <= 0).toBe(BigInt(k) <= fl);
        }
        if (first >= 0) {
          expect(compareBallsTimeOfImpact(c, rat(first, GRID))).toBeGreaterThanOrEqual(0);
          expect(fl === BigInt(first) || fl === BigInt(first - 1)).toBe(true);
        }
        expect(compareBallsTimeOfImpact(c, rat(-1))).toBe(-1);
        expect(compareBallsTimeOfImpact(c, rat(2))).toBe(1);
      }),
      { numRuns: 400 },
    );
  });

  it('finds t* exactly on tangent constructions (crossing and grazing)', () => {
    fc.assert(
      fc.property(tangentSpec, (spec) => {
        const { c, t } = constructed(spec);
        const tiny = rat(1n, 1n << 40n);
        expect(compareBallsTimeOfImpact(c, t)).toBe(0);
        expect(compareBallsTimeOfImpact(c, sub(t, tiny))).toBe(-1);
        expect(compareBallsTimeOfImpact(c, add(t, tiny))).toBe(1);
        for (const denom of [1n, 3n, 65536n, 1n << 60n]) {
          expect(ballsTimeOfImpactFloor(c, denom)).toBe(floorRat(mul(t, rat(denom))));
        }
        const [lo, hi] = ballsTimeOfImpactBracket(c);
        // t* is dyadic with a small denominator, so it is a double.
        expect(ratFromDouble(lo)).toEqual(t);
        expect(hi).toBe(lo);
        const status = ballsTimeOfImpactStatus(c);
        if (t.n > 0n) expect(status).toBe('impact');
      }),
      { numRuns: 300 },
    );
  });

  it('brackets an irrational t* between adjacent doubles', () => {
    // Head-on at speed 3 from distance 2 + √2-ish: B from (3,1) to (0,1), radii 1: touch when
    // (3 − 3t)² + 1 = 4, t* = 1 − √3/3 (irrational).
    const c = sweptCaseFromDoubles(
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      1,
      { x: 3, y: 1 },
      { x: 0, y: 1 },
      1,
    );
    const [lo, hi] = ballsTimeOfImpactBracket(c);
    expect(hi).toBe(nextUp(lo));
    expect(compareBallsTimeOfImpact(c, ratFromDouble(lo))).toBe(-1);
    expect(compareBallsTimeOfImpact(c, ratFromDouble(hi))).toBe(1);
    expect(Math.abs(lo - (1 - Math.sqrt(3) / 3))).toBeLessThan(1e-15);
    // floor(t* · 65536) by the integer square root: t* = (3 − √3)/3, √3 · 2^16 ∈ (113511, 113512).
    // t*·65536 = 65536 − √3·65536/3 → floor = 65536 − ceil(113511.68…/3) = 65536 − 37838 = 27698.
    expect(ballsTimeOfImpactFloor(c, 65536n)).toBe(27698n);
  });

  it('is 0 at a start touch, and handles P = 0 with a linear approach', () => {
    const o = { x: 0, y: 0 };
    const start = sweptCaseFromDoubles(o, o, 1, { x: 1, y: 0 }, { x: 9, y: 0 }, 1);
    expect(ballsTimeOfImpactFloor(start, 65536n)).toBe(0n);
    expect(ballsTimeOfImpactBracket(start)).toEqual([0, 0]);
    expect(compareBallsTimeOfImpact(start, rat(0))).toBe(0);
    // Tiny t*: B at distance 2 + 2^-60 closing at speed 1: t* = 2^-60.
    const tinyGap = sweptCaseFromDoubles(
      o,
      o,
      1,
      { x: 2 + 2 ** -50, y: 0 },
      { x: 1 + 2 ** -50, y: 0 },
      1,
    );
    expect(ballsTimeOfImpactBracket(tinyGap)).toEqual([2 ** -50, 2 ** -50]);
    expect(nextDown(2 ** -50)).toBeLessThan(2 ** -50);
  });
});

describe('ballsTimeOfImpactStatus', () => {
  it('follows the signs of R and Q', () => {
    const o = { x: 0, y: 0 };
    const x = (v: number) => ({ x: v, y: 0 });
    // [a1, b0, b1, status] with a0 = o and both radii 1.
    for (const [a1, b0, b1, status] of [
      [o, x(1), x(5), 'overlap'],
      [o, x(2), x(5), 'separating'],
      [x(1), x(2), x(3), 'separating'],
      [o, x(2), x(1), 'impact'],
      [o, x(5), x(1), 'impact'],
      [o, x(5), x(4), null],
    ] as const) {
      expect(ballsTimeOfImpactStatus(sweptCaseFromDoubles(o, a1, 1, b0, b1, 1))).toBe(status);
    }
  });

  it('is null exactly when there is no touch', () => {
    fc.assert(
      fc.property(smallCase, ({ c }) => {
        expect(ballsTimeOfImpactStatus(c) === null).toBe(!sweptBallsExact(c));
        const s = ballsTimeOfImpactStatus(c);
        const f0 = sign(fAt(c, rat(0)));
        if (s === 'overlap') expect(f0).toBe(-1);
        if (s === 'separating') expect(f0).toBe(0);
      }),
    );
  });
});
