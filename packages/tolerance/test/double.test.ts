/** `largestDoubleAtOrBefore` (`src/double.ts`); the neighbours it steps are the core's (`test/exact/next-double.test.ts` there). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestDoubleAtOrBefore, ulp } from '../src/double.ts';

describe('largestDoubleAtOrBefore', () => {
  it('ulp is the spacing of the doubles above x (by the format: 2^(e−52) in [2^e, 2^(e+1)))', () => {
    expect(ulp(0)).toBe(Number.MIN_VALUE);
    expect(ulp(2)).toBe(2 ** -51);
    expect(ulp(1)).toBe(2 ** -52);
    expect(ulp(2 - 2 ** -52)).toBe(2 ** -52);
  });

  it('largestDoubleAtOrBefore finds the largest double at or before a threshold from any guess', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(Number.NaN)),
        (x, guess) => {
          const t = largestDoubleAtOrBefore((s) => s <= x, guess);
          expect(t).toBe(x);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
