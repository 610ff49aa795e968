import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxCaseFromDoubles, rat, slabs, sweptBoxesExact } from '../../src/index.ts';
import { smallBoxes, touchesAt } from '../box-arbitraries.ts';

const ZERO = rat(0);
const ONE = rat(1);

describe('sweptBoxesExact', () => {
  it('is true exactly when the boxes touch at some time in [0, 1]', () => {
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        // The touching times are an intersection of closed intervals, so if any time in
        // [0, 1] touches, one of the intervals' ends (or 0 or 1) does.
        const ends = slabs(c).flatMap((s) => [s.entry, s.exit]);
        const candidates = [ZERO, ONE, ...ends].filter(
          (t) => t !== null && t.n >= 0n && t.n <= t.d,
        ) as (typeof ZERO)[];
        expect(sweptBoxesExact(c)).toBe(candidates.some((t) => touchesAt(c, t)));
      }),
      { numRuns: 500 },
    );
  });

  it('is true on a sampled touching time (sampling is independent of the slabs)', () => {
    const grid = Array.from({ length: 65 }, (_, k) => rat(k, 64));
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        if (grid.some((t) => touchesAt(c, t))) expect(sweptBoxesExact(c)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a graze along a face and a corner touch (closed), not a gap of one ulp', () => {
    const h = { x: 1, y: 1 };
    // B slides past A's top face at exactly y = 2 (faces in one plane): a touch.
    const graze = (y: number) =>
      boxCaseFromDoubles({ x: 0, y: 0 }, { x: 0, y: 0 }, h, { x: -5, y }, { x: 5, y }, h);
    expect(sweptBoxesExact(graze(2))).toBe(true);
    expect(sweptBoxesExact(graze(2 + 2 ** -51))).toBe(false);
    // Corner to corner at t = 1/2: B moves along the diagonal through (2, 2).
    const corner = boxCaseFromDoubles(
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      h,
      { x: 3, y: 3 },
      { x: 1, y: 1 },
      h,
    );
    expect(sweptBoxesExact(corner)).toBe(true);
  });
});
