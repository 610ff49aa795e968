/** circleBoxOverlap (Q16.16): hand cases, and exactly the oracle over the whole raw range. */
import { circleBoxOverlapExact, ratFromRaw, vecFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBoxOverlap, ONE, type Vec2 } from '../../src/index.ts';

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });

describe('circleBoxOverlap (fixed)', () => {
  it('touching is not overlapping; one raw unit closer is; a point strictly inside overlaps', () => {
    expect(circleBoxOverlap(v(3, 0), ONE, v(0, 0), v(2, 2))).toBe(false);
    expect(circleBoxOverlap({ x: 3 * ONE - 1, y: 0 }, ONE, v(0, 0), v(2, 2))).toBe(true);
    expect(circleBoxOverlap(v(1, 1), 0, v(0, 0), v(2, 2))).toBe(true);
    expect(circleBoxOverlap(v(2, 1), 0, v(0, 0), v(2, 2))).toBe(false);
  });

  it('exactly the oracle, small and whole-range raw values', () => {
    for (const max of [4 * ONE, 2 ** 31 - 1]) {
      const raw = fc.integer({ min: -max, max });
      const size = fc.integer({ min: 0, max });
      fc.assert(
        fc.property(
          fc.record({ x: raw, y: raw }),
          size,
          fc.record({ x: raw, y: raw }),
          fc.record({ x: size, y: size }),
          (c, r, b, hb) => {
            const exact = circleBoxOverlapExact(
              vecFromRaw(c),
              ratFromRaw(r),
              vecFromRaw(b),
              vecFromRaw(hb),
            );
            expect(circleBoxOverlap(c, r, b, hb)).toBe(exact);
          },
        ),
        { numRuns: 1000 },
      );
    }
  });
});
