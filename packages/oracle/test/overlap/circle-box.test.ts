/** The exact circle–box overlap: hand cases from the contract's definition (strict; a point inside overlaps). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBoxOverlapExact, ratFromDouble, vecFromDoubles } from '../../src/index.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const overlap = (c: ReturnType<typeof v>, r: number, hx: number, hy: number) =>
  circleBoxOverlapExact(c, ratFromDouble(r), v(10, 20), v(hx, hy));

describe('circleBoxOverlapExact', () => {
  it('touching a face or a corner is not overlapping; a hair closer is', () => {
    expect(overlap(v(13, 20), 1, 2, 2)).toBe(false); // 1 from the right face
    expect(overlap(v(13 - 2 ** -40, 20), 1, 2, 2)).toBe(true);
    expect(overlap(v(15, 26), 5, 2, 2)).toBe(false); // 3-4-5 from the corner (12, 22)
    expect(overlap(v(15, 26 - 2 ** -40), 5, 2, 2)).toBe(true);
  });

  it('a point (r = 0) overlaps exactly when strictly inside; a box of zero extents is a point', () => {
    expect(overlap(v(11, 21), 0, 2, 2)).toBe(true);
    expect(overlap(v(12, 21), 0, 2, 2)).toBe(false);
    expect(overlap(v(10, 20), 0, 0, 2)).toBe(false); // a segment has no inside
    expect(overlap(v(10.5, 20), 1, 0, 0)).toBe(true);
    expect(overlap(v(11, 20), 1, 0, 0)).toBe(false);
  });

  it('a centre inside the box overlaps for every radius > 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 9 }),
        (x, y, r) => {
          expect(overlap(v(10 + x, 20 + y), r, 3, 3)).toBe(true);
        },
      ),
    );
  });
});
