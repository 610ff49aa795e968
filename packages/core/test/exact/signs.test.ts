/** The exact signs of `@swept/core/internal`, against BigInt arithmetic. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareProducts, signOfSum } from '../../src/internal.ts';
import { exactValue } from './dyadic.ts';

const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const sign = (x: bigint): number => (x < 0n ? -1 : x > 0n ? 1 : 0);

describe('exact signs', () => {
  it('compareProducts is the exact sign of a·b − c·d for safe integers', () => {
    fc.assert(
      fc.property(safe, safe, safe, safe, (a, b, c, d) => {
        expect(compareProducts(a, b, c, d)).toBe(
          sign(BigInt(a) * BigInt(b) - BigInt(c) * BigInt(d)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('compareProducts resolves ties of the rounded products by the Dekker error terms', () => {
    // (2^27 + 1)² = 2^54 + 2^28 + 1 rounds to 2^54 + 2^28, as does (2^27 + 1)² − 1.
    const a = 2 ** 27 + 1;
    expect(a * a).toBe(2 ** 54 + 2 ** 28);
    expect(compareProducts(a, a, 2 ** 27, 2 ** 27 + 2)).toBe(1); // differ by exactly 1
    expect(compareProducts(2 ** 27, 2 ** 27 + 2, a, a)).toBe(-1);
    expect(compareProducts(a, a, a, a)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 26, max: 2 ** 52 }),
        fc.integer({ min: 1, max: 2 ** 20 }),
        (x, y) => {
          // x·y vs (x·y) split differently: equal, and off by one.
          const p = BigInt(x) * BigInt(y);
          expect(compareProducts(x, y, y, x)).toBe(0);
          const q = Number(p + 1n);
          expect(compareProducts(x, y, q, 1)).toBe(sign(p - BigInt(q)));
        },
      ),
    );
  });

  it('signOfSum is the exact sign of a sum of five doubles', () => {
    const term = fc.oneof(
      safe,
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e100, max: 1e100 }),
    );
    const exactSign = (xs: number[]): number =>
      sign(xs.reduce((sum, x) => sum + exactValue(x), 0n));
    fc.assert(
      fc.property(fc.array(term, { minLength: 5, maxLength: 5 }), (xs) => {
        const [a, b, c, d, e] = xs as [number, number, number, number, number];
        expect(signOfSum(a, b, c, d, e)).toBe(exactSign(xs));
      }),
      { numRuns: 3000 },
    );
    // Cancellation down to the last bit: (2^60 + 1) − 2^60 − 1 + tiny.
    expect(signOfSum(2 ** 60, 1, -(2 ** 60), -1, 2 ** -30)).toBe(1);
    expect(signOfSum(2 ** 60, 1, -(2 ** 60), -1, 0)).toBe(0);
    expect(signOfSum(2 ** 53, 1, 1, -(2 ** 53), -3)).toBe(-1);
  });
});
