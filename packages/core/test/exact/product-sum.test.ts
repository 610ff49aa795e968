import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sumAdd2,
  sumAdd3,
  sumAdd4,
  sumAdd6,
  sumReset,
  sumSign,
} from '../../src/exact/product-sum.ts';

const big = BigInt;
const sign = (x: bigint) => (x > 0n ? 1 : x < 0n ? -1 : 0);

describe('exact sign of a sum of products (product-sum.ts)', () => {
  it('sees a difference of one in a cancellation far below the doubles’ resolution', () => {
    // (2^26 + 1)² − 2^52 − 2^27 − 1 = 0, and ±1 around it; every term rounds to 2^52-ish.
    const a = 2 ** 26 + 1;
    for (const d of [-1, 0, 1]) {
      sumReset();
      sumAdd2(1, a, a);
      sumAdd2(-1, 2 ** 52, 1);
      sumAdd2(-1, 2 ** 27 + 1 + d, 1);
      expect(sumSign()).toBe(-Math.sign(d) + 0);
    }
    // A six-factor product against its expansion: (2^25+3)^6 − (2^25+3)^6 ± 1.
    const b = 2 ** 25 + 3;
    for (const d of [-1, 0, 1]) {
      sumReset();
      sumAdd6(1, b, b, b, b, b, b);
      sumAdd4(-1, b * b, b, b, b * b);
      sumAdd2(1, d, 1);
      expect(sumSign()).toBe(Math.sign(d) + 0);
    }
  });

  it('equals BigInt arithmetic on random integers below 2^52, near and far from zero', () => {
    const n = fc.integer({ min: -(2 ** 52) + 1, max: 2 ** 52 - 1 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(n, n, n, n), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (terms, cancel) => {
          sumReset();
          let exact = 0n;
          for (const [a, b, c, d] of terms) {
            sumAdd4(1, a, b, c, d);
            exact += big(a) * big(b) * big(c) * big(d);
          }
          if (cancel) {
            // Subtract all but the last few units of the exact sum through three-factor terms.
            const [a, b, c] = terms[0]!;
            sumAdd3(-1, a, b, c);
            exact -= big(a) * big(b) * big(c);
          }
          expect(sumSign()).toBe(sign(exact));
          // The same terms and their negation cancel exactly.
          sumReset();
          for (const [a, b, c, d] of terms) {
            sumAdd4(1, a, b, c, d);
            sumAdd4(-1, d, c, b, a);
          }
          expect(sumSign()).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
