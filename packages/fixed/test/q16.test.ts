import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  div,
  fromFixed,
  isqrt,
  MAX_RAW,
  MIN_RAW,
  mul,
  ONE,
  sqrt,
  toFixed,
  vec2,
  vec3,
} from '../src/index.ts';
import { MAX, raw } from './helpers.ts';

/** Nearest integer to n/d (d > 0), ties away from zero, in BigInt. */
function roundRatio(n: bigint, d: bigint): bigint {
  const m = n < 0n ? -n : n;
  const q = (2n * m + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** floor(√n) by bisection in BigInt: an independent integer square root. */
function isqrtBisect(n: bigint): bigint {
  let lo = 0n;
  let hi = n + 1n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid * mid <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}

describe('Q16.16 representation', () => {
  it('ONE is 2^16 and the range is ±(2^31 − 1)', () => {
    expect(ONE).toBe(65536);
    expect(MAX_RAW).toBe(2147483647);
    expect(MIN_RAW).toBe(-2147483647);
  });

  it('toFixed rounds to the nearest raw value, ties away from zero', () => {
    expect(toFixed(1)).toBe(65536);
    expect(toFixed(-2.5)).toBe(-163840);
    expect(toFixed(0.5 / 65536)).toBe(1);
    expect(toFixed(-0.5 / 65536)).toBe(-1);
    expect(toFixed(1.5 / 65536)).toBe(2);
    expect(toFixed(0.49999999 / 65536)).toBe(0);
    // The largest double below one half (raw): a naive `+ 0.5` would round it up.
    expect(toFixed(0.49999999999999994 / 65536)).toBe(0);
    expect(Object.is(toFixed(-0.1 / 65536), 0)).toBe(true);
    expect(toFixed(32767.99998)).toBe(2147483647);
  });

  it('toFixed is the nearest raw value of any double in range (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -32767, max: 32767, noNaN: true }), (x) => {
        const r = toFixed(x);
        // |x·65536 − r| ≤ 1/2, checked exactly on the dyadic x.
        const diff = Math.abs(x * 65536 - r);
        expect(diff <= 0.5).toBe(true);
        if (diff === 0.5) expect(Math.abs(r) > Math.abs(x * 65536)).toBe(true);
        expect(fromFixed(r)).toBe(r / 65536);
      }),
    );
  });

  it('toFixed and fromFixed refuse what is not representable', () => {
    expect(() => toFixed(Number.NaN)).toThrow(/^x must be a finite number \(got NaN\)/);
    expect(() => toFixed(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toFixed(32768)).toThrow(/^x is outside the Q16.16 range/);
    expect(() => fromFixed(0.5)).toThrow(/^raw must be an integer raw value/);
    expect(() => fromFixed(2 ** 31)).toThrow(RangeError);
  });

  it('vec2 and vec3 build checked raw vectors', () => {
    expect(vec2(1, -2)).toEqual({ x: 1, y: -2 });
    expect(vec3(1, -2, 3)).toEqual({ x: 1, y: -2, z: 3 });
    expect(() => vec2(1, 1.5)).toThrow(/^y must be an integer raw value .*\(got 1.5\)/);
    expect(() => vec3(0, 0, -(2 ** 31))).toThrow(/^z must be/);
  });
});

describe('arithmetic', () => {
  it('mul rounds a·b/65536 to nearest, ties away from zero (against BigInt)', () => {
    const small = fc.integer({ min: -(1 << 20), max: 1 << 20 });
    fc.assert(
      fc.property(fc.oneof(raw(), small), fc.oneof(raw(1 << 16), small), (a, b) => {
        const want = roundRatio(BigInt(a) * BigInt(b), 65536n);
        if (want > BigInt(MAX) || want < -BigInt(MAX)) {
          expect(() => mul(a, b)).toThrow(RangeError);
        } else {
          expect(BigInt(mul(a, b))).toBe(want);
        }
      }),
      { numRuns: 3000 },
    );
    expect(mul(ONE, ONE)).toBe(ONE);
    expect(mul(1, 32768)).toBe(1); // 0.5 raw rounds away from zero
    expect(mul(-1, 32768)).toBe(-1);
    expect(mul(1, 32767)).toBe(0);
    expect(mul(MAX, ONE)).toBe(MAX);
    expect(() => mul(MAX, 2 * ONE)).toThrow(/^mul\(a, b\) is outside the Q16.16 range/);
    expect(() => mul(0.5, 1)).toThrow(/^a must be/);
  });

  it('div rounds a·65536/b to nearest, ties away from zero (against BigInt)', () => {
    fc.assert(
      fc.property(raw(), fc.oneof(raw(), raw(1 << 8)), (a, b) => {
        fc.pre(b !== 0);
        const n = BigInt(a) * 65536n;
        const want = b < 0 ? roundRatio(-n, BigInt(-b)) : roundRatio(n, BigInt(b));
        if (want > BigInt(MAX) || want < -BigInt(MAX)) expect(() => div(a, b)).toThrow(RangeError);
        else expect(BigInt(div(a, b))).toBe(want);
      }),
      { numRuns: 3000 },
    );
    expect(div(ONE, 3 * ONE)).toBe(21845); // 21845.33
    expect(div(2 * ONE, 3 * ONE)).toBe(43691); // 43690.67
    expect(div(1, 2 * ONE)).toBe(1); // exactly 0.5 raw: away from zero
    expect(div(-1, 2 * ONE)).toBe(-1);
    expect(() => div(ONE, 0)).toThrow(/^b must be non-zero \(got 0\)/);
  });

  it('isqrt is floor(√n) at perfect squares, ±1 around them, and up to 2^53 − 1', () => {
    const roots = [0, 1, 2, 3, 65535, 65536, 2 ** 26 - 1, 2 ** 26, 94906265, 94906266];
    for (const s of roots) {
      const sq = s * s;
      if (sq <= Number.MAX_SAFE_INTEGER) {
        expect(isqrt(sq)).toBe(s);
        if (sq > 0) expect(isqrt(sq - 1)).toBe(s - 1);
        if (sq + 1 <= Number.MAX_SAFE_INTEGER) expect(isqrt(sq + 1)).toBe(s === 0 ? 1 : s);
      }
    }
    expect(BigInt(isqrt(Number.MAX_SAFE_INTEGER))).toBe(isqrtBisect(2n ** 53n - 1n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(BigInt(isqrt(n))).toBe(isqrtBisect(BigInt(n)));
      }),
      { numRuns: 2000 },
    );
    expect(() => isqrt(-1)).toThrow(/^n must be a safe integer >= 0 \(got -1\)/);
    expect(() => isqrt(2 ** 53)).toThrow(RangeError);
  });

  it('sqrt is the Q16.16 square root rounded down', () => {
    expect(sqrt(4 * ONE)).toBe(2 * ONE);
    expect(sqrt(2 * ONE)).toBe(92681); // √2·65536 = 92681.9
    expect(sqrt(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (x) => {
        expect(BigInt(sqrt(x))).toBe(isqrtBisect(BigInt(x) * 65536n));
      }),
    );
    expect(() => sqrt(-1)).toThrow(/^x must be >= 0/);
  });
});
