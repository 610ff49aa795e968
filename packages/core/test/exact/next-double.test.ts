/** Neighbours of doubles (`src/exact/next-double.ts`) against the oracle's, which steps the 64-bit pattern as a BigInt. */
import { nextDown as oracleNextDown, nextUp as oracleNextUp } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDown, nextToward, nextUp } from '../../src/exact/next-double.ts';

/** Any positive finite double, by its bit pattern. */
const positive = fc
  .tuple(fc.integer({ min: 0, max: 0x7fefffff }), fc.integer({ min: 0, max: 0xffffffff }))
  .map(([high, low]) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setUint32(0, high);
    view.setUint32(4, low);
    return view.getFloat64(0);
  })
  .filter((x) => x > 0);

describe('neighbours of doubles', () => {
  it('nextUp and nextDown agree with the oracle on any positive double', () => {
    fc.assert(
      fc.property(positive, (x) => {
        expect(nextUp(x)).toBe(oracleNextUp(x));
        expect(nextDown(x)).toBe(oracleNextDown(x));
      }),
      { numRuns: 20000 },
    );
  });

  it('at the limits of the arithmetic form: every power of two, its neighbours and the binade ends', () => {
    for (let e = -1074; e <= 1023; e++) {
      const p = 2 ** e;
      for (const x of [p, oracleNextUp(p), oracleNextDown(p), p * 1.5, p * (2 - 2 ** -52)]) {
        if (!(x > 0) || !Number.isFinite(x)) continue;
        expect(nextUp(x)).toBe(oracleNextUp(x));
        expect(nextDown(x)).toBe(oracleNextDown(x));
      }
    }
    expect(nextUp(0)).toBe(Number.MIN_VALUE);
  });

  it('nextToward steps one double either way from any finite double, across zero too', () => {
    fc.assert(
      fc.property(positive, fc.boolean(), (x, negative) => {
        const p = negative ? -x : x;
        const up = nextToward(p, 1);
        const down = nextToward(p, -1);
        // No double lies strictly between p and either neighbour, which is on the right side.
        expect(up).toBe(negative ? -oracleNextDown(x) : oracleNextUp(x));
        expect(down).toBe(negative ? -oracleNextUp(x) : oracleNextDown(x));
        expect(up > p && down < p).toBe(true);
      }),
      { numRuns: 20000 },
    );
    expect(nextToward(0, 1)).toBe(Number.MIN_VALUE);
    expect(nextToward(0, -1)).toBe(-Number.MIN_VALUE);
    expect(nextToward(-0, 1)).toBe(Number.MIN_VALUE);
    expect(nextToward(-0, -1)).toBe(-Number.MIN_VALUE);
    expect(nextToward(-2, 1)).toBe(-2 + 2 ** -52);
    expect(nextToward(2, -1)).toBe(2 - 2 ** -52);
    expect(nextToward(-2, -1)).toBe(-2 - 2 ** -51);
  });
});
