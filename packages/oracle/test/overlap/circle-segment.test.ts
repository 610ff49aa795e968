import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentOverlapExact,
  cmp,
  rat,
  sign,
  sphereTriangleOverlapExact,
  vecFromDoubles,
  wallContact,
  wallGMin,
  wallMargin,
} from '../../src/index.ts';
import { at, gIndependent } from '../independent.ts';
import { segmentWall, triangleWall } from '../walls/wall-arbitraries.ts';

describe('wall overlap, exactly', () => {
  it('a circle resting on a floor does not overlap it; one raw unit lower it does', () => {
    const [a, b] = [vecFromDoubles({ x: -1, y: 0 }), vecFromDoubles({ x: 1, y: 0 })];
    expect(circleSegmentOverlapExact(vecFromDoubles({ x: 0, y: 1 }), rat(1), a, b)).toBe(false);
    expect(circleSegmentOverlapExact(vecFromDoubles({ x: 0, y: 1 - 2 ** -16 }), rat(1), a, b)).toBe(
      true,
    );
    // Beyond the end the round cap decides: (1.5, 0.5) is at distance √2/2 < 1 from (1, 0).
    expect(circleSegmentOverlapExact(vecFromDoubles({ x: 1.5, y: 0.5 }), rat(1), a, b)).toBe(true);
    expect(
      sign(
        wallMargin(vecFromDoubles({ x: 3, y: 4 }), rat(5), [
          vecFromDoubles({ x: 0, y: 0 }),
          vecFromDoubles({ x: 0, y: 0 }),
        ]),
      ),
    ).toBe(0);
  });

  it('the margin is distance² − r² by independent closest points (segments and triangles)', () => {
    fc.assert(
      fc.property(fc.oneof(segmentWall, triangleWall), ({ c }) => {
        const m = wallMargin(c.c0, c.r, c.wall);
        expect(m).toEqual(gIndependent(c.c0, c.r, c.wall));
        const [p0, p1, p2] = c.wall;
        const overlap =
          p2 === undefined
            ? circleSegmentOverlapExact(c.c0, c.r, p0!, p1!)
            : sphereTriangleOverlapExact(c.c0, c.r, p0!, p1!, p2);
        expect(overlap).toBe(sign(m) < 0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('wallGMin', () => {
  it('is ≤ 0 exactly when the circle touches the wall, and at most every sampled g', () => {
    fc.assert(
      fc.property(fc.oneof(segmentWall, triangleWall), ({ c }) => {
        const m = wallGMin(c);
        expect(sign(m) <= 0).toBe(wallContact(c) !== null);
        for (let k = 0; k <= 16; k++) {
          const g = gIndependent(at(c.c0, c.c1, rat(k, 16)), c.r, c.wall);
          expect(cmp(m, g)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
