import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlapExact, boxesPenetration, rat, sign, vecFromRaw } from '../../src/index.ts';
import { overlapsAt, smallBoxes } from '../box-arbitraries.ts';

describe('boxesOverlapExact', () => {
  it('is the definition at the start, and positive penetration on every axis', () => {
    fc.assert(
      fc.property(smallBoxes, ({ input, c }) => {
        const overlaps = boxesOverlapExact(c.a0, c.ha, c.b0, c.hb);
        expect(overlaps).toBe(overlapsAt(c, rat(0)));
        const depth = boxesPenetration(c.a0, c.ha, c.b0, c.hb);
        expect(depth.every((p) => sign(p) > 0)).toBe(overlaps);
        expect(depth).toHaveLength(input.a0.z === undefined ? 2 : 3);
      }),
      { numRuns: 300 },
    );
  });

  it('is strict: boxes touching along a face, an edge or a corner do not overlap', () => {
    const h = vecFromRaw({ x: 2, y: 2 });
    const a = vecFromRaw({ x: 0, y: 0 });
    expect(boxesOverlapExact(a, h, vecFromRaw({ x: 4, y: 1 }), h)).toBe(false);
    expect(boxesOverlapExact(a, h, vecFromRaw({ x: 4, y: 4 }), h)).toBe(false);
    expect(boxesOverlapExact(a, h, vecFromRaw({ x: 3, y: 3 }), h)).toBe(true);
    // A box of zero extent (a point) strictly inside.
    expect(boxesOverlapExact(a, h, a, vecFromRaw({ x: 0, y: 0 }))).toBe(true);
  });
});
