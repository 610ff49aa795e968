import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  div,
  floorDiv,
  isqrt,
  mul,
  nextDown,
  nextUp,
  rat,
  ratBracket,
  ratFromDouble,
  ratFromRaw,
  ratToNumber,
  sub,
} from '../src/index.ts';

const smallInt = fc.integer({ min: -1000, max: 1000 });
const nonZero = smallInt.filter((x) => x !== 0);

describe('rat', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(rat(6n, -4n)).toEqual({ n: -3n, d: 2n });
    expect(rat(0, 7)).toEqual({ n: 0n, d: 1n });
    expect(() => rat(1, 0)).toThrow(RangeError);
  });

  it('agrees with cross-multiplied integer arithmetic', () => {
    fc.assert(
      fc.property(smallInt, nonZero, smallInt, nonZero, (a, b, c, d) => {
        const x = rat(a, b);
        const y = rat(c, d);
        // a/b + c/d = (ad + cb)/bd, compared by cross multiplication.
        const same = (q: { n: bigint; d: bigint }, n: number, m: number) =>
          q.n * BigInt(m) === BigInt(n) * q.d;
        expect(same(add(x, y), a * d + c * b, b * d)).toBe(true);
        expect(same(sub(x, y), a * d - c * b, b * d)).toBe(true);
        expect(same(mul(x, y), a * c, b * d)).toBe(true);
        if (c !== 0) expect(same(div(x, y), a * d, b * c)).toBe(true);
        expect(cmp(x, y)).toBe(Math.sign(a / b - c / d));
      }),
    );
  });

  it('floorDiv rounds towards -Infinity', () => {
    fc.assert(
      fc.property(smallInt, nonZero, (a, b) => {
        const bb = Math.abs(b);
        expect(floorDiv(BigInt(a), BigInt(bb))).toBe(BigInt(Math.floor(a / bb)));
      }),
    );
  });

  it('isqrt is the floor of the square root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 300n }), (n) => {
        const s = isqrt(n);
        expect(s * s <= n && n < (s + 1n) * (s + 1n)).toBe(true);
      }),
    );
    expect(isqrt(0n)).toBe(0n);
    expect(isqrt(1n)).toBe(1n);
    expect(isqrt(99n)).toBe(9n);
    expect(isqrt(100n)).toBe(10n);
  });
});

describe('double conversions', () => {
  it('reads doubles exactly, subnormals and -0 included', () => {
    expect(ratFromDouble(-0)).toEqual({ n: 0n, d: 1n });
    expect(ratFromDouble(0.75)).toEqual({ n: 3n, d: 4n });
    expect(ratFromDouble(-3)).toEqual({ n: -3n, d: 1n });
    expect(ratFromDouble(Number.MIN_VALUE)).toEqual({ n: 1n, d: 1n << 1074n });
    expect(ratFromDouble(2 ** 1023)).toEqual({ n: 1n << 1023n, d: 1n });
    // 0.1 is 3602879701896397 / 2^55 (its binary64 value).
    expect(ratFromDouble(0.1)).toEqual({ n: 3602879701896397n, d: 1n << 55n });
    expect(() => ratFromDouble(Number.NaN)).toThrow(RangeError);
    expect(() => ratFromDouble(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every double through its bracket', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const [lo, hi] = ratBracket(ratFromDouble(x));
        expect(lo).toBe(x === 0 ? 0 : x);
        expect(hi).toBe(lo);
        expect(ratToNumber(ratFromDouble(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });

  it('brackets a rational between adjacent doubles', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(1n << 80n), max: 1n << 80n }),
        fc.bigInt({ min: 1n, max: 1n << 80n }),
        (n, d) => {
          const q = rat(n, d);
          const [lo, hi] = ratBracket(q);
          expect(cmp(ratFromDouble(lo), q) <= 0 && cmp(q, ratFromDouble(hi)) <= 0).toBe(true);
          expect(hi === lo || hi === nextUp(lo)).toBe(true);
          // Division of two exactly representable integers is correctly rounded in IEEE-754.
          if (n < 1n << 53n && n > -(1n << 53n) && d < 1n << 53n) {
            expect(ratToNumber(q)).toBe(Number(n) / Number(d));
          }
        },
      ),
    );
  });

  it('steps to adjacent doubles', () => {
    expect(nextUp(1)).toBe(1 + Number.EPSILON);
    expect(nextDown(1)).toBe(1 - Number.EPSILON / 2);
    expect(nextUp(0)).toBe(Number.MIN_VALUE);
    expect(nextDown(0)).toBe(-Number.MIN_VALUE);
    expect(nextUp(-Number.MIN_VALUE)).toBe(-0);
  });

  it('reads Q16.16 raw values as raw / 65536', () => {
    expect(ratFromRaw(98304)).toEqual({ n: 3n, d: 2n });
    expect(ratFromRaw(-1)).toEqual({ n: -1n, d: 65536n });
    expect(() => ratFromRaw(0.5)).toThrow(RangeError);
  });
});
