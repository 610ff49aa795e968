/** circleSegmentOverlap and sphereTriangleOverlap: worked examples and the exact oracle. */
import { ratFromDouble, sign, vecFromDoubles, wallMargin } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentOverlap,
  ROUNDING_BAND,
  sphereTriangleOverlap,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import {
  dyadicSegment,
  dyadicTriangle,
  segmentCase,
  triangleCase,
  wallRelative,
  wideSegment,
  wideTriangle,
} from '../wall-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const w = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const floor3 = [w(0, 0, 0), w(10, 0, 0), w(0, 10, 0)] as const;

describe('wall overlap: worked examples', () => {
  it('resting on a floor is touching, not overlapping; a hair lower overlaps', () => {
    expect(circleSegmentOverlap(v(0, 1), 1, v(-10, 0), v(10, 0))).toBe(false);
    expect(circleSegmentOverlap(v(0, 1 - 2 ** -52), 1, v(-10, 0), v(10, 0))).toBe(true);
    expect(sphereTriangleOverlap(w(1, 1, 1), 1, ...floor3)).toBe(false);
    expect(sphereTriangleOverlap(w(1, 1, 1 - 2 ** -52), 1, ...floor3)).toBe(true);
  });

  it('beyond an end the round cap decides (3-4-5: distance exactly 5 from the end)', () => {
    expect(circleSegmentOverlap(v(13, 4), 5, v(0, 0), v(10, 0))).toBe(false);
    expect(circleSegmentOverlap(v(13, 4), 5.000001, v(0, 0), v(10, 0))).toBe(true);
    expect(sphereTriangleOverlap(w(-3, -4, 0), 5, ...floor3)).toBe(false);
    expect(sphereTriangleOverlap(w(-3, -4, 0), 5.000001, ...floor3)).toBe(true);
  });
});

describe('wall overlap against the exact oracle', () => {
  const exactOverlap = (c: Vec2 | Vec3, r: number, wall: (Vec2 | Vec3)[]) =>
    sign(wallMargin(vecFromDoubles(c), ratFromDouble(r), wall.map(vecFromDoubles))) < 0;

  it('dyadic inputs: exact', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        expect(circleSegmentOverlap(i.c0, i.r, i.s0, i.s1)).toBe(
          exactOverlap(i.c0, i.r, [i.s0, i.s1]),
        );
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(dyadicTriangle, (i) => {
        expect(sphereTriangleOverlap(i.c0, i.r, i.p0, i.p1, i.p2)).toBe(
          exactOverlap(i.c0, i.r, [i.p0, i.p1, i.p2]),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('grazes far from the origin: different only inside the band', () => {
    fc.assert(
      fc.property(wideSegment, (i) => {
        const c = segmentCase({ ...i, c1: i.c0 });
        if (circleSegmentOverlap(i.c0, i.r, i.s0, i.s1) !== exactOverlap(i.c0, i.r, [i.s0, i.s1])) {
          expect(wallRelative(wallMargin(c.c0, c.r, c.wall), c)).toBeLessThanOrEqual(
            ROUNDING_BAND.wall,
          );
        }
      }),
      { numRuns: 800 },
    );
    fc.assert(
      fc.property(wideTriangle, (i) => {
        const c = triangleCase({ ...i, c1: i.c0 });
        if (
          sphereTriangleOverlap(i.c0, i.r, i.p0, i.p1, i.p2) !==
          exactOverlap(i.c0, i.r, [i.p0, i.p1, i.p2])
        ) {
          expect(wallRelative(wallMargin(c.c0, c.r, c.wall), c)).toBeLessThanOrEqual(
            ROUNDING_BAND.wall,
          );
        }
      }),
      { numRuns: 800 },
    );
  });
});
