/** `boxesOverlap` and `cuboidsOverlap` (one suite for both) against the exact oracle. */
import { boxesOverlapExact, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, cuboidsOverlap } from '../../src/index.ts';
import { type BoxInput, banded, dyadicBoxes, exactBoxes, wideBoxes } from '../box-oracle.ts';

const overlap = (dim: 2 | 3, i: BoxInput) =>
  (dim === 2 ? boxesOverlap : cuboidsOverlap)(
    i.a0 as never,
    i.ha as never,
    i.b0 as never,
    i.hb as never,
  );
const exact = (c: ReturnType<typeof exactBoxes>) => boxesOverlapExact(c.a0, c.ha, c.b0, c.hb);

describe.each([2, 3] as const)('the overlap of boxes in %iD', (dim) => {
  it('is exact on small integers times one power of two', () => {
    fc.assert(
      fc.property(dyadicBoxes(dim), (i) => {
        expect(overlap(dim, i)).toBe(exact(exactBoxes(i)));
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the exact answer only inside ROUNDING_BAND.box', () => {
    fc.assert(
      fc.property(wideBoxes(dim), (i) => {
        const c = exactBoxes(i);
        const [grown, shrunk] = [exact(banded(c, 1)), exact(banded(c, -1))];
        if (grown === shrunk) expect(overlap(dim, i)).toBe(grown);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('boxesOverlap: strict', () => {
  it('boxes touching along a face or at a corner do not overlap; one ulp closer they do', () => {
    const h = { x: 1, y: 1 };
    expect(boxesOverlap({ x: 0, y: 0 }, h, { x: 2, y: 0.5 }, h)).toBe(false);
    expect(boxesOverlap({ x: 0, y: 0 }, h, { x: 2, y: 2 }, h)).toBe(false);
    expect(boxesOverlap({ x: 0, y: 0 }, h, { x: 2 - 2 ** -52, y: 2 - 2 ** -52 }, h)).toBe(true);
    expect(
      boxesOverlapExact(
        vecFromDoubles({ x: 0, y: 0 }),
        vecFromDoubles(h),
        vecFromDoubles({ x: 2, y: 0 }),
        vecFromDoubles(h),
      ),
    ).toBe(false);
  });
});
