/** Neighbours of doubles (`src/double.ts`) against the oracle's, which steps the 64-bit pattern as a BigInt. */
import { nextDown as oracleNextDown, nextUp as oracleNextUp } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestDoubleAtOrBefore, nextDown, nextUp, ulp } from '../src/double.ts';

/** Any positive finite double, by its bit pattern. */
const positive = fc
  .tuple(fc.integer({ min: 0, max: 0x7fefffff }), fc.integer({ min: 0, max: 0xffffffff }))
  .map(([high, low]) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setUint32(0, high);
    view.setUint32(4, low);
    return view.getFloat64(0);
  })
  .filter((x) => x > 0);

describe('neighbours of doubles', () => {
  it('nextUp, nextDown and ulp agree with the oracle on any positive double', () => {
    fc.assert(
      fc.property(positive, (x) => {
        expect(nextUp(x)).toBe(oracleNextUp(x));
        expect(nextDown(x)).toBe(oracleNextDown(x));
        expect(ulp(x)).toBe(oracleNextUp(x) - x);
      }),
      { numRuns: 20000 },
    );
  });

  it('at the limits of the arithmetic form: every power of two, its neighbours and the binade ends', () => {
    for (let e = -1074; e <= 1023; e++) {
      const p = 2 ** e;
      for (const x of [p, oracleNextUp(p), oracleNextDown(p), p * 1.5, p * (2 - 2 ** -52)]) {
        if (!(x > 0) || !Number.isFinite(x)) continue;
        expect(nextUp(x)).toBe(oracleNextUp(x));
        expect(nextDown(x)).toBe(oracleNextDown(x));
      }
    }
    expect(nextUp(0)).toBe(Number.MIN_VALUE);
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
