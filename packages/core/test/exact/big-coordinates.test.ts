import { ratFromDouble } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCommonIntegers } from '../../src/exact/big-coordinates.ts';

/** A double the variants accept: 0 or a magnitude in [2^-200, 2^200]. */
const value = fc.oneof(
  fc.constant(0),
  fc.double({ min: 2 ** -200, max: 2 ** 200, noNaN: true }),
  fc.double({ min: -(2 ** 200), max: -(2 ** -200), noNaN: true }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);

describe('toCommonIntegers', () => {
  it('writes every value times 2^-scale as an exact integer (the oracle reads the double exactly)', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 16 }), (values) => {
        const out: bigint[] = [];
        const scale = toCommonIntegers(values, values.length, out);
        expect(scale).toBeLessThanOrEqual(0);
        values.forEach((v, i) => {
          // v = n/d exactly, d a power of two; v·2^-scale = out[i] ⇔ n·2^-scale = out[i]·d.
          const { n, d } = ratFromDouble(v);
          expect(n * 2n ** BigInt(-scale)).toBe(out[i]! * d);
        });
      }),
    );
  });

  it('takes the least exponent, so some odd significand is not shifted (no needless size)', () => {
    const out: bigint[] = [];
    // 0.75 = 3·2^-2, 0.5 = 1·2^-1, 6 = 6·2^0: scale −2, and 3 stays 3.
    expect(toCommonIntegers([0.75, 0.5, 6], 3, out)).toBe(-2);
    expect(out).toEqual([3n, 2n, 24n]);
  });

  it('keeps integers whole and zero as zero', () => {
    const out: bigint[] = [];
    expect(toCommonIntegers([0, -7, 2 ** 40], 3, out)).toBe(0);
    expect(out).toEqual([0n, -7n, 2n ** 40n]);
  });
});
