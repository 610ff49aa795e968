import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAway, roundShift16 } from '../../src/exact/integer.ts';

/*
 * The reference from the specification alone: ECMAScript's Math.round is the
 * integer closest to x, ties towards +∞ (exactly, not by adding 0.5 in floating
 * point), so rounding half away from zero is Math.round(|y|) with y's sign, and
 * a zero result is +0 (the package never returns −0).
 */
const reference = (y: number): number => (y < 0 ? 0 - Math.round(-y) : Math.round(y) + 0);

describe('integer rounding (branch-free)', () => {
  it('roundHalfAway is round-half-away-from-zero, never −0, at ties and their neighbours', () => {
    const below = 0.5 - 2 ** -54; // 0.49999999999999994: a + 0.5 would round it up
    const cases = [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, below, -below, 1 + below, -1 - below];
    cases.push(2 ** 52 - 0.5, -(2 ** 52) + 0.5, 2 ** 52, 2 ** 53, -(2 ** 53), 1e300, -1e300);
    cases.push(5e-324, -5e-324, 0.25, -0.25, 0.75, -0.75);
    for (const y of cases) expect(Object.is(roundHalfAway(y), reference(y))).toBe(true);
  });

  it('roundHalfAway agrees with the reference on any finite double (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (y) => {
        expect(Object.is(roundHalfAway(y), reference(y))).toBe(true);
      }),
      { numRuns: 20000 },
    );
    // Halves and near-halves of every magnitude a contact produces.
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: -2, max: 2 }),
        (n, d) => {
          const y = n + 0.5 + d * 2 ** -20;
          expect(Object.is(roundHalfAway(y), reference(y))).toBe(true);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it('roundShift16 is x / 65536 rounded half away from zero, for integers below 2^53', () => {
    const exact = (x: number): number => {
      // In BigInt: |x| = 65536·q + m; round up when m ≥ 32768.
      const b = BigInt(x);
      const a = b < 0n ? -b : b;
      const q = a / 65536n + (a % 65536n >= 32768n ? 1n : 0n);
      return Number(b < 0n ? -q : q) + 0;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 30), max: 2 ** 30 }),
        fc.integer({ min: -1, max: 1 }),
        (n, d) => {
          for (const x of [n, n * 32768 + d, n * 65536 + 32768 + d, n * 2 ** 22 + d]) {
            expect(Object.is(roundShift16(x), exact(x))).toBe(true);
          }
        },
      ),
      { numRuns: 5000 },
    );
    for (const x of [2 ** 53 - 1, -(2 ** 53 - 1), 32767, -32767, 32768, -32768, 0, -0]) {
      expect(Object.is(roundShift16(x), exact(x))).toBe(true);
    }
  });
});
