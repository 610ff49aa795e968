import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushShare } from '../../src/separate/push-share.ts';

/** e·mb/(ma + mb) to the nearest integer, ties away from zero, in BigInt. */
function nearest(e: number, ma: number, mb: number): number {
  const n = BigInt(e) * BigInt(mb);
  const t = BigInt(ma) + BigInt(mb);
  const m = n < 0n ? -n : n;
  const q = (2n * m + t) / (2n * t);
  return Number(n < 0n ? -q : q);
}

describe('pushShare', () => {
  it('rounds e·mb/(ma + mb) to nearest, ties away from zero, for every mass up to 2^53 − 1 (limbs above 2^50)', () => {
    const mass = fc.oneof(
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(1, 2, 3, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1, 2 ** 50),
    );
    const push = fc.oneof(
      fc.integer({ min: -(2 ** 34), max: 2 ** 34 }),
      fc.constantFrom(0, 1, -1, 2 ** 33 - 1, -(2 ** 33 - 1)),
    );
    fc.assert(
      fc.property(push, mass, mass, (e, ma, mb) => {
        const s = pushShare(e, ma, mb);
        expect(s).toBe(nearest(e, ma, mb));
        expect(Object.is(s, -0)).toBe(false);
      }),
      { numRuns: 5000 },
    );
    // Exact ties: e·mb/(ma + mb) = k + 1/2 with huge masses.
    const big = 2 ** 52 - 1;
    expect(pushShare(3, big, big)).toBe(2);
    expect(pushShare(-3, big, big)).toBe(-2);
  });
});
