import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

describe('the quadratic and integer building blocks', () => {
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
