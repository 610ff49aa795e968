import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballsOverlapExact,
  ballsOverlapMargin,
  ballsOverlapScale,
  rat,
  sign,
  vecFromDoubles,
} from '../../src/index.ts';

describe('ballsOverlapExact', () => {
  it('is strict: touching is not overlapping', () => {
    const a = vecFromDoubles({ x: 0, y: 0 });
    expect(ballsOverlapExact(a, rat(1), vecFromDoubles({ x: 3, y: 4 }), rat(4))).toBe(false);
    expect(ballsOverlapExact(a, rat(1), vecFromDoubles({ x: 3, y: 4 - 2 ** -40 }), rat(4))).toBe(
      true,
    );
    expect(ballsOverlapExact(a, rat(0), vecFromDoubles({ x: 0, y: 0 }), rat(0))).toBe(false);
    const a3 = vecFromDoubles({ x: 0, y: 0, z: 0 });
    expect(ballsOverlapExact(a3, rat(1), vecFromDoubles({ x: 2, y: 3, z: 6 }), rat(6))).toBe(false);
    expect(ballsOverlapScale(a, rat(1), vecFromDoubles({ x: 3, y: 4 }), rat(1))).toEqual(rat(29));
  });

  it('agrees with integer arithmetic', () => {
    const c = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(c, c, c, c, fc.nat(800), fc.nat(800), (ax, ay, bx, by, ra, rb) => {
        const dd = (bx - ax) ** 2 + (by - ay) ** 2;
        const rr = (ra + rb) ** 2;
        const a = vecFromDoubles({ x: ax, y: ay });
        const b = vecFromDoubles({ x: bx, y: by });
        expect(ballsOverlapExact(a, rat(ra), b, rat(rb))).toBe(dd < rr);
        expect(sign(ballsOverlapMargin(a, rat(ra), b, rat(rb)))).toBe(Math.sign(dd - rr));
      }),
    );
  });
});
