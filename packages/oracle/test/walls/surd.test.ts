// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSurd, floorSurd, rat, signOfSum, surdFromRat } from '../../src/index.ts';

const small = fc.integer({ min: -40, max: 40 });
const square = fc.integer({ min: 0, max: 12 });

describe('quadratic surds', () => {
  it('signOfSum(a, b, x, c, y) is the sign of a + b√x + c√y (perfect squares: exact integers)', () => {
    fc.assert(
      fc.property(small, small, square, small, square, (a, b, x, c, y) => {
        // With x = X², y = Y² the value is the integer a + bX + cY.
        expect(signOfSum(rat(a), rat(b), rat(x * x), rat(c), rat(y * y))).toBe(
          Math.sign(a + b * x + c * y) + 0,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('signOfSum agrees with doubles far from zero (irrational roots)', () => {
    fc.assert(
      fc.property(
        small,
        small,
        fc.integer({ min: 0, max: 50 }),
        small,
        fc.integer({ min: 0, max: 50 }),
        (a, b, x, c, y) => {
          const value = a + b * Math.sqrt(x) + c * Math.sqrt(y);
          fc.pre(Math.abs(value) > 1e-9);
          expect(signOfSum(rat(a), rat(b), rat(x), rat(c), rat(y))).toBe(Math.sign(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('compares and floors 1 − √2/2 exactly', () => {
    const x = { s: rat(1), w: rat(-1, 2), k: rat(2) };
    expect(compareSurd(surdFromRat(rat(29, 100)), x)).toBe(-1);
    expect(compareSurd(surdFromRat(rat(30, 100)), x)).toBe(1);
    // floor(65536·(1 − √2/2)) = 65536 − ceil(32768·√2) = 65536 − 46341.
    expect(floorSurd(x, 65536n)).toBe(65536n - 46341n);
  });
});
