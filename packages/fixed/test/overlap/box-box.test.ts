/** `boxesOverlap` and `cuboidsOverlap` (one suite for both): exact, against the oracle. */
import { boxesOverlapExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, cuboidsOverlap, ONE } from '../../src/index.ts';
import { exactOf, rawBoxes } from '../box-cases.ts';

describe.each([2, 3] as const)('the overlap of boxes in %iD', (dim) => {
  const overlap = (dim === 2 ? boxesOverlap : cuboidsOverlap) as (...a: unknown[]) => boolean;
  it('equals the exact answer', () => {
    fc.assert(
      fc.property(rawBoxes(dim), (i) => {
        const c = exactOf(i);
        expect(overlap(i.a0, i.ha, i.b0, i.hb)).toBe(boxesOverlapExact(c.a0, c.ha, c.b0, c.hb));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('boxesOverlap: strict to one raw unit', () => {
  it('touching along a face does not overlap; one raw unit closer does', () => {
    const h = { x: ONE, y: ONE };
    expect(boxesOverlap({ x: 0, y: 0 }, h, { x: 2 * ONE, y: 0 }, h)).toBe(false);
    expect(boxesOverlap({ x: 0, y: 0 }, h, { x: 2 * ONE - 1, y: 0 }, h)).toBe(true);
  });
});
