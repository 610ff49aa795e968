/**
 * circleBoxOverlap: the contract's definition on hand cases, and the exact
 * oracle on dyadic inputs (exact there) and on near-touching doubles far
 * from the origin (inside ROUNDING_BAND.wall).
 */
import { circleBoxOverlapExact, ratFromDouble, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBoxOverlap, ROUNDING_BAND, type Vec2 } from '../../src/index.ts';
import {
  boxCase,
  boxGapAt,
  boxRelative,
  dyadicCircleBox,
  wideCircleBox,
} from '../circle-box-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const exact = (c: Vec2, r: number, b: Vec2, hb: Vec2) =>
  circleBoxOverlapExact(vecFromDoubles(c), ratFromDouble(r), vecFromDoubles(b), vecFromDoubles(hb));

describe('circleBoxOverlap', () => {
  it('touching a face or a corner is not overlapping; a hair closer is', () => {
    const b = v(10, 20);
    const h = v(2, 2);
    expect(circleBoxOverlap(v(13, 20), 1, b, h)).toBe(false);
    expect(circleBoxOverlap(v(13 - 2 ** -40, 20), 1, b, h)).toBe(true);
    expect(circleBoxOverlap(v(15, 26), 5, b, h)).toBe(false); // 3-4-5 from the corner (12, 22)
    expect(circleBoxOverlap(v(15, 26 - 2 ** -40), 5, b, h)).toBe(true);
  });

  it('a point (r = 0) overlaps exactly when strictly inside; a segment-like box has no inside', () => {
    expect(circleBoxOverlap(v(11, 21), 0, v(10, 20), v(2, 2))).toBe(true);
    expect(circleBoxOverlap(v(12, 21), 0, v(10, 20), v(2, 2))).toBe(false);
    expect(circleBoxOverlap(v(10, 20), 0, v(10, 20), v(0, 2))).toBe(false);
  });

  it('dyadic inputs: exactly the oracle', () => {
    fc.assert(
      fc.property(dyadicCircleBox, (i) => {
        expect(circleBoxOverlap(i.c0, i.r, i.b0, i.hb)).toBe(exact(i.c0, i.r, i.b0, i.hb));
      }),
      { numRuns: 2000 },
    );
  });

  it('far from the origin: differs from the oracle only inside the band', () => {
    fc.assert(
      fc.property(wideCircleBox, (i) => {
        const got = circleBoxOverlap(i.c0, i.r, i.b0, i.hb);
        if (got === exact(i.c0, i.r, i.b0, i.hb)) return;
        const c = boxCase(i);
        expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(ROUNDING_BAND.wall);
      }),
      { numRuns: 1000 },
    );
  });
});
