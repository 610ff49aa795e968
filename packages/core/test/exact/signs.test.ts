/** The exact signs of `@swept/core/internal`, against BigInt arithmetic. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareProducts,
  dotEstimate,
  dotWasExact,
  signOfDot,
  signOfSum,
  UNDECIDED,
} from '../../src/internal.ts';
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

describe('signOfDot (the exact-products stage)', () => {
  // Doubles whose products keep their TwoProduct tails representable: integers,
  // and m·2^e with |e| ≤ 200 (the core's input range), as signOfDot requires.
  const factor = fc.oneof(
    safe,
    fc.integer({ min: -(2 ** 26), max: 2 ** 26 }),
    fc
      .tuple(fc.double({ min: 1, max: 2, noNaN: true }), fc.integer({ min: -200, max: 200 }))
      .map(([m, e]) => m * 2 ** e),
    fc.constant(0),
  );
  const exactDot = (xs: number[]): bigint => {
    let sum = 0n;
    for (let i = 0; i < 8; i += 2) sum += exactValue(xs[i]!) * exactValue(xs[i + 1]!);
    return sum;
  };
  const call = (xs: number[]): number =>
    signOfDot(...(xs as [number, number, number, number, number, number, number, number]));

  it('whenever it decides, it is the exact sign of a1·b1 + … + a4·b4', () => {
    fc.assert(
      fc.property(fc.array(factor, { minLength: 8, maxLength: 8 }), (xs) => {
        const s = call(xs);
        if (s !== UNDECIDED) expect(s).toBe(sign(exactDot(xs)));
      }),
      { numRuns: 5000 },
    );
  });

  it('decides near-cancelling sums (a·b − c·d with c·d within ulps of a·b) correctly or not at all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 40, max: 2 ** 53 }),
        fc.integer({ min: 2 ** 40, max: 2 ** 53 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        (a, b, da, db) => {
          const xs = [a, b, -(a + da), b + db, 0, 0, 0, 0];
          const s = call(xs);
          if (s !== UNDECIDED) expect(s).toBe(sign(exactDot(xs)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('settles every sum of small-integer products exactly, zero included, with its exact value', () => {
    // |x| ≤ 2^24: every product below 2^48, every partial sum below 2^50, so nothing rounds.
    const small = fc.integer({ min: -(2 ** 24), max: 2 ** 24 });
    fc.assert(
      fc.property(fc.array(small, { minLength: 8, maxLength: 8 }), (xs) => {
        const want = exactDot(xs) / 2n ** 2148n; // products of integers: exactValue scales by 2^1074 each
        expect(call(xs)).toBe(sign(want));
        expect(dotWasExact()).toBe(true);
        expect(BigInt(dotEstimate())).toBe(want);
      }),
      { numRuns: 3000 },
    );
    // A grid tangency: 3² + 4² − 5² = 0.
    expect(signOfDot(3, 3, 4, 4, 5, -5, 0, 0)).toBe(0);
  });

  it('its bound at the limit: one rounding error of 1 decides ±1, and leaves an exact 0 undecided', () => {
    // (2^27 + 1)² = 2^54 + 2^28 + 1 rounds to 2^54 + 2^28, tail 1, so m = 1.
    const a = 2 ** 27 + 1;
    // Value 1: h = 0, y = 1, |y|·2^49 > m: decided.
    expect(signOfDot(a, a, -(2 ** 27), 2 ** 27, -(2 ** 14), 2 ** 14, 0, 0)).toBe(1);
    expect(dotWasExact()).toBe(false);
    expect(dotEstimate()).toBe(1);
    // Value 0 with a rounding error on the way: y = 0 cannot be certified.
    expect(signOfDot(a, a, -(2 ** 27), 2 ** 27, -(2 ** 14), 2 ** 14, -1, 1)).toBe(UNDECIDED);
    // Value −1 by the tail alone.
    expect(signOfDot(-a, a, 2 ** 27, 2 ** 27, 2 ** 14, 2 ** 14, 0, 0)).toBe(-1);
  });
});
