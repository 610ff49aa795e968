/** Floating-point expansions of `@swept/core/internal`, against BigInt arithmetic. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compress,
  expansionEstimate,
  expansionSign,
  expansionSum,
  multiply,
  scaleExpansion,
} from '../../src/internal.ts';
import { exactValue } from './dyadic.ts';

/**
 * Doubles `m · 2^k` with up to 53 significant bits over a wide range of
 * exponents (products of two stay on the 2^-1074 grid and below 2^996, the
 * module's stated conditions), zero included.
 */
const term = fc
  .tuple(
    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: -280, max: 180 }),
  )
  .map(([m, k]) => m * 2 ** k);
const terms = fc.array(term, { minLength: 1, maxLength: 8 });

const total = (e: Float64Array, n: number): bigint => {
  let s = 0n;
  for (let i = 0; i < n; i++) s += exactValue(e[i]!);
  return s;
};
const sign = (x: bigint): number => (x < 0n ? -1 : x > 0n ? 1 : 0);

/** The exact sum of `xs` as an expansion, built with {@link expansionSum} one term at a time. */
function build(xs: number[]): [Float64Array, number] {
  let e = new Float64Array(xs.length + 1);
  e[0] = xs[0]!;
  let n = 1;
  for (const x of xs.slice(1)) {
    const h = new Float64Array(n + 1);
    n = expansionSum(e, n, Float64Array.of(x), 1, h);
    e = h;
  }
  return [e, n];
}

/** Nonoverlapping, increasing magnitude, no zero component unless the value is `[0]`. */
function wellFormed(e: Float64Array, n: number): void {
  if (n === 1) return;
  for (let i = 0; i < n; i++) expect(e[i]).not.toBe(0);
  for (let i = 1; i < n; i++) expect(Math.abs(e[i]!)).toBeGreaterThan(Math.abs(e[i - 1]!));
}

describe('floating-point expansions', () => {
  it('expansionSum adds two expansions exactly', () => {
    fc.assert(
      fc.property(terms, terms, (xs, ys) => {
        const [e, en] = build(xs);
        const [f, fn] = build(ys);
        expect(total(e, en)).toBe(xs.reduce((s, x) => s + exactValue(x), 0n));
        const h = new Float64Array(en + fn);
        const hn = expansionSum(e, en, f, fn, h);
        wellFormed(h, hn);
        expect(total(h, hn)).toBe(total(e, en) + total(f, fn));
        expect(expansionSign(h, hn)).toBe(sign(total(h, hn)));
      }),
      { numRuns: 3000 },
    );
  });

  it('scaleExpansion multiplies by a double exactly', () => {
    fc.assert(
      fc.property(terms, term, (xs, b) => {
        const [e, en] = build(xs);
        const h = new Float64Array(2 * en);
        const hn = scaleExpansion(e, en, b, h);
        wellFormed(h, hn);
        expect(total(h, hn) * 2n ** 1074n).toBe(total(e, en) * exactValue(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('multiply multiplies two expansions exactly', () => {
    fc.assert(
      fc.property(terms, terms, (xs, ys) => {
        const [e, en] = build(xs);
        const [f, fn] = build(ys);
        const h = new Float64Array(2 * en * fn);
        const hn = multiply(e, en, f, fn, h);
        wellFormed(h, hn);
        expect(total(h, hn) * 2n ** 1074n).toBe(total(e, en) * total(f, fn));
      }),
      { numRuns: 2000 },
    );
  });

  it('compress keeps the value, and its largest component is within an ulp of it', () => {
    fc.assert(
      fc.property(terms, (xs) => {
        const [e, en] = build(xs);
        const value = total(e, en);
        const n = compress(e, en);
        expect(total(e, n)).toBe(value);
        expect(expansionSign(e, n)).toBe(sign(value));
        const top = e[n - 1]!;
        const rest = value - exactValue(top);
        // |value − top| ≤ ulp(top), on the 2^-1074 grid.
        const ulp = exactValue(Math.abs(top) * (1 + 2 ** -52) - Math.abs(top));
        expect(rest < 0n ? -rest : rest).toBeLessThanOrEqual(ulp);
        expect(Math.sign(expansionEstimate(e, n))).toBe(sign(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('cancels to the expansion [0]', () => {
    const [e, en] = build([2 ** 100, 1, -(2 ** 100), -1]);
    expect(en).toBe(1);
    expect(e[0]).toBe(0);
    expect(expansionSign(e, en)).toBe(0);
  });
});
