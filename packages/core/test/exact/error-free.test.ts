/**
 * The error-free transformations of `@swept/core/internal`: the rounded
 * result plus the tail is the exact value, checked in BigInt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differenceTail, highHalf, productTail, squareTail, sumTail } from '../../src/internal.ts';
import { exactValue } from './dyadic.ts';

/**
 * Doubles of every magnitude the callers use: the core's range (0 or
 * `[2^-200, 2^200]`), where no tail underflows.
 */
const double = fc.oneof(
  fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -(2 ** 200), max: 2 ** 200 })
    .filter((x) => x === 0 || Math.abs(x) >= 2 ** -200),
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -(2 ** 20), max: 2 ** 20 }).map((k) => k * 2 ** -200),
);

/** Products of doubles are exact at the scale 2^-2148. */
const SHIFT = 1074n;

describe('error-free transformations', () => {
  it('sumTail: s + tail = a + b exactly', () => {
    fc.assert(
      fc.property(double, double, (a, b) => {
        const s = a + b;
        expect(exactValue(s) + exactValue(sumTail(a, b, s))).toBe(exactValue(a) + exactValue(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('differenceTail: d + tail = a − b exactly', () => {
    fc.assert(
      fc.property(double, double, (a, b) => {
        const d = a - b;
        expect(exactValue(d) + exactValue(differenceTail(a, b, d))).toBe(
          exactValue(a) - exactValue(b),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('highHalf: the high half has at most 26 significant bits and the low half is exact', () => {
    fc.assert(
      fc.property(double, (a) => {
        const h = highHalf(a);
        const l = a - h;
        expect(exactValue(h) + exactValue(l)).toBe(exactValue(a));
        const k = exactValue(h);
        const odd = k === 0n ? 0n : k / (k & -k); // h's significand without trailing zeros
        expect(odd < 0n ? -odd : odd).toBeLessThan(2n ** 26n);
      }),
      { numRuns: 3000 },
    );
  });

  it('productTail and squareTail: p + tail = a·b (a²) exactly', () => {
    fc.assert(
      fc.property(double, double, (a, b) => {
        const p = a * b;
        const exact = exactValue(a) * exactValue(b);
        expect((exactValue(p) + exactValue(productTail(a, b, p))) << SHIFT).toBe(exact);
        const q = a * a;
        expect((exactValue(q) + exactValue(squareTail(a, q))) << SHIFT).toBe(
          exactValue(a) * exactValue(a),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
