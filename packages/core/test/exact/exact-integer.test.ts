/**
 * The limb integers of the walls' last resort (`src/exact/exact-integer.ts`)
 * against BigInt: every operation on values from zero to 2^900, around the
 * representation's edges (2^24, 2^48, 2^53, a top limb of −1), results in
 * normal form; doubles loaded exactly (against the oracle's reading of a
 * double's bits).
 */
import { ratFromDouble } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  approximate,
  compare,
  type ExactInteger,
  exponentOf,
  limbCount,
  mul,
  neg,
  scaledDouble,
  shiftLeft,
  sign,
  sub,
} from '../../src/exact/exact-integer.ts';

const B = 2n ** 24n;

/** The value of an exact integer (limbs read as Σ l_i·2^(24i)). */
function big(a: ExactInteger): bigint {
  if (typeof a === 'number') return BigInt(a);
  let v = 0n;
  for (let i = a.length - 1; i >= 0; i--) v = v * B + BigInt(a[i]!);
  return v;
}

/** The module's form, checked: a safe integer, or ≥ 3 normal limbs with a non-zero top that is not a foldable −1. */
function checked(a: ExactInteger): ExactInteger {
  if (typeof a === 'number') {
    expect(Number.isSafeInteger(a)).toBe(true);
    return a;
  }
  expect(a.length).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < a.length - 1; i++) {
    expect(Number.isInteger(a[i]) && a[i]! >= 0 && a[i]! < 2 ** 24).toBe(true);
  }
  const top = a[a.length - 1]!;
  expect(Number.isInteger(top) && top >= -(2 ** 24) && top < 2 ** 24).toBe(true);
  expect(top !== 0 && top !== -1).toBe(true);
  return a;
}

/** An exact integer of value `v` built by the module itself from 24-bit pieces (shifts and sums). */
function of(v: bigint): ExactInteger {
  const negative = v < 0n;
  let m = negative ? -v : v;
  let out: ExactInteger = 0;
  for (let bits = 0; m > 0n; bits += 24, m >>= 24n) {
    out = add(out, shiftLeft(Number(m % B), bits));
  }
  return checked(negative ? neg(out) : out);
}

const edges = [
  0n,
  1n,
  -1n,
  B - 1n,
  B,
  -B,
  B * B - 1n,
  -(B * B),
  2n ** 53n - 1n,
  2n ** 53n,
  -(2n ** 53n),
];
const value: fc.Arbitrary<bigint> = fc.oneof(
  fc.constantFrom(...edges),
  fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
  fc.bigInt({ min: -(2n ** 900n), max: 2n ** 900n }),
  // just below a power of 2^24: long carry and borrow chains, a top limb of −1
  fc
    .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -3, max: 3 }), fc.boolean())
    .map(([k, d, s]) => (s ? -1n : 1n) * (B ** BigInt(k) + BigInt(d))),
);

describe('exact integers in limbs agree with BigInt', () => {
  it('a value built from its pieces reads back', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(big(of(v))).toBe(v);
      }),
      { numRuns: 500 },
    );
  });

  it('add, sub, mul, neg: exact, in normal form', () => {
    fc.assert(
      fc.property(value, value, (x, y) => {
        const a = of(x);
        const b = of(y);
        expect(big(checked(add(a, b)))).toBe(x + y);
        expect(big(checked(sub(a, b)))).toBe(x - y);
        expect(big(checked(mul(a, b)))).toBe(x * y);
        expect(big(checked(neg(a)))).toBe(-x);
      }),
      { numRuns: 1500 },
    );
  });

  it('sign and compare', () => {
    fc.assert(
      fc.property(value, value, (x, y) => {
        const s = (v: bigint) => (v > 0n ? 1 : v < 0n ? -1 : 0);
        expect(sign(of(x))).toBe(s(x));
        expect(compare(of(x), of(y))).toBe(s(x - y));
        expect(compare(of(x), of(x))).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('products of many factors (degree 12 of 2^100-sized values), against BigInt', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 12 }), (xs) => {
        let a: ExactInteger = 1;
        let want = 1n;
        for (const x of xs) {
          a = checked(mul(a, of(x)));
          want *= x;
        }
        expect(big(a)).toBe(want);
      }),
      { numRuns: 200 },
    );
  });

  it('shiftLeft by 0…400 bits', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 400 }), (x, k) => {
        expect(big(checked(shiftLeft(of(x), k)))).toBe(x << BigInt(k));
      }),
      { numRuns: 800 },
    );
  });

  it('limbCount is the size in 24-bit limbs; approximate is within 2^-48 relative', () => {
    fc.assert(
      fc.property(value, (x) => {
        const a = of(x);
        const m = x < 0n ? -x : x;
        const limbs = m === 0n ? 0 : Math.ceil(m.toString(2).length / 24);
        // A negative value may need the limb its sign bit starts.
        expect(Math.abs(limbCount(a) - limbs)).toBeLessThanOrEqual(typeof a === 'number' ? 0 : 1);
        if (m < 2n ** 1000n) {
          const want = Number(x);
          expect(Math.abs(approximate(a, 0) - want)).toBeLessThanOrEqual(Math.abs(want) * 2 ** -48);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** Any finite non-zero double, from the whole range (subnormals included). */
const double = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => x !== 0);

describe('doubles loaded exactly', () => {
  it('exponentOf is the exponent of the lowest set bit: x·2^-e is an odd integer', () => {
    fc.assert(
      fc.property(double, (x) => {
        const { n, d } = ratFromDouble(x);
        const e = exponentOf(x);
        // n/d·2^-e with d a power of two: an odd integer.
        const num = e <= 0 ? n << BigInt(-e) : n;
        const den = e <= 0 ? d : d << BigInt(e);
        expect(num % den).toBe(0n);
        expect((num / den) % 2n !== 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('scaledDouble(x, low) = x·2^-low for every low ≤ exponentOf(x)', () => {
    fc.assert(
      fc.property(double, fc.integer({ min: 0, max: 300 }), (x, below) => {
        const low = exponentOf(x) - below;
        const { n, d } = ratFromDouble(x);
        const want = low <= 0 ? (n << BigInt(-low)) / d : n / (d << BigInt(low));
        expect(big(checked(scaledDouble(x, low)))).toBe(want);
      }),
      { numRuns: 2000 },
    );
  });

  it('the extremes: the largest double, the smallest subnormal, ±1, at the common scale 2^-1074', () => {
    for (const x of [Number.MAX_VALUE, -Number.MAX_VALUE, 5e-324, -5e-324, 1, -1, 2 ** -1022]) {
      const { n, d } = ratFromDouble(x);
      expect(big(checked(scaledDouble(x, -1074)))).toBe((n << 1074n) / d);
    }
  });
});
