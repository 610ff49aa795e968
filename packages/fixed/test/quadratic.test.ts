import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareProducts, signOfSum } from '../src/exact/products.ts';
import { isqrtBig, isqrtCeilBig } from '../src/integer.ts';
import {
  EXACT_SCALE,
  sweptDecision,
  sweptDecisionBig,
  TOI_UNDECIDED,
  toiCode,
  toiCodeBig,
  UNDECIDED,
} from '../src/quadratic.ts';

const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const sign = (x: bigint): number => (x < 0n ? -1 : x > 0n ? 1 : 0);

describe('exact building blocks', () => {
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
    const exactSign = (xs: number[]): number => {
      // Every double is k·2^-1074 for an integer k: sum exactly in BigInt at that scale.
      let sum = 0n;
      for (const x of xs) {
        if (x === 0) continue;
        const view = new DataView(new ArrayBuffer(8));
        view.setFloat64(0, x);
        const bits = view.getBigUint64(0);
        const exp = Number((bits >> 52n) & 0x7ffn);
        const mant = (bits & ((1n << 52n) - 1n)) | (exp === 0 ? 0n : 1n << 52n);
        const k = mant << BigInt(Math.max(exp, 1) - 1);
        sum += x < 0 ? -k : k;
      }
      return sign(sum);
    };
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

  it('isqrtBig and isqrtCeilBig bracket √n at perfect squares and ±1 up to 2^170', () => {
    for (const s of [2n, 3n, 2n ** 26n + 1n, 2n ** 53n - 1n, 3n ** 50n, 2n ** 85n - 1n]) {
      const n = s * s;
      expect(isqrtBig(n)).toBe(s);
      expect(isqrtBig(n - 1n)).toBe(s - 1n);
      expect(isqrtBig(n + 1n)).toBe(s);
      expect(isqrtCeilBig(n)).toBe(s);
      expect(isqrtCeilBig(n + 1n)).toBe(s + 1n);
      expect(isqrtCeilBig(n - 1n)).toBe(s);
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 170n }), (n) => {
        const s = isqrtBig(n);
        expect(s * s <= n && (s + 1n) * (s + 1n) > n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the double kernel agrees with the BigInt kernel whenever it decides, in both regimes', () => {
    const coeffs = (m: number) =>
      fc.tuple(
        fc.array(fc.integer({ min: -m, max: m }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.integer({ min: -m, max: m }), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 0, max: m }),
      );
    for (const m of [1 << 10, 1 << 24, 2 ** 33 - 1]) {
      fc.assert(
        fc.property(coeffs(m), ([c0, c1, r]) => {
          const d = c1.map((v, i) => v - c0[i]!);
          const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]!;
          const big = (u: number[], v: number[]) =>
            BigInt(u[0]!) * BigInt(v[0]!) + BigInt(u[1]!) * BigInt(v[1]!);
          const rr = r * r;
          const args = [
            dot(d, d),
            dot(c0, d),
            dot(c0, c0) - rr,
            dot(c1, c1) - rr,
            dot(c1, d),
          ] as const;
          const scale = dot(c0, c0) + dot(c1, c1) + dot(d, d) + rr;
          const R2 = BigInt(r) * BigInt(r);
          const exact = [
            big(d, d),
            big(c0, d),
            big(c0, c0) - R2,
            big(c1, c1) - R2,
            big(c1, d),
          ] as const;
          const hit = sweptDecision(...args, scale);
          const code = toiCode(...args, scale);
          if (scale < EXACT_SCALE) {
            expect(hit).not.toBe(UNDECIDED);
            expect(code).not.toBe(TOI_UNDECIDED);
          }
          if (hit !== UNDECIDED) expect(hit === 1).toBe(sweptDecisionBig(...exact));
          if (code !== TOI_UNDECIDED) expect(code).toBe(toiCodeBig(...exact));
        }),
        { numRuns: 2000 },
      );
    }
  });
});
