import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentOverlap,
  ONE,
  sphereTriangleOverlap,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { radius, vec2, vec3 } from '../helpers.ts';
import { cmpR, pointSegment, pointTriangle, pt } from '../walls-reference.ts';

describe('circleSegmentOverlap and sphereTriangleOverlap', () => {
  it('touching is not overlapping; one raw unit closer is (3-4-5 at a segment end)', () => {
    const s0 = { x: 0, y: 0 };
    const s1 = { x: -4 * ONE, y: 0 };
    expect(circleSegmentOverlap({ x: 3 * ONE, y: 4 * ONE }, 5 * ONE, s0, s1)).toBe(false);
    expect(circleSegmentOverlap({ x: 3 * ONE, y: 4 * ONE - 1 }, 5 * ONE, s0, s1)).toBe(true);
    const floor = [
      { x: -4 * ONE, y: -4 * ONE, z: 0 },
      { x: 4 * ONE, y: -4 * ONE, z: 0 },
      { x: 0, y: 4 * ONE, z: 0 },
    ] as const;
    // The corner (4, −4, 0) at distance 3 along (1, −2, 2).
    expect(sphereTriangleOverlap({ x: 5 * ONE, y: -6 * ONE, z: 2 * ONE }, 3 * ONE, ...floor)).toBe(
      false,
    );
    expect(
      sphereTriangleOverlap({ x: 5 * ONE, y: -6 * ONE, z: 2 * ONE - 1 }, 3 * ONE, ...floor),
    ).toBe(true);
  });

  it('equal the exact distance comparison at every magnitude', () => {
    for (const m of [8, 1 << 16, 1 << 24, 1 << 30, 2147483647]) {
      fc.assert(
        fc.property(vec2(m), radius(m), vec2(m), vec2(m), (c, r, s0, s1) => {
          const want = cmpR(pointSegment(pt(c), pt(s0), pt(s1)), BigInt(r)) < 0;
          expect(circleSegmentOverlap(c, r, s0, s1)).toBe(want);
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(vec3(m), radius(m), vec3(m), vec3(m), vec3(m), (c, r, p0, p1, p2) => {
          const want = cmpR(pointTriangle(pt(c), pt(p0), pt(p1), pt(p2)), BigInt(r)) < 0;
          expect(sphereTriangleOverlap(c, r, p0, p1, p2)).toBe(want);
        }),
        { numRuns: 150 },
      );
    }
  });

  it('name bad arguments', () => {
    const o = { x: 0, y: 0 };
    expect(() => circleSegmentOverlap(o, 1, o, { x: 1, y: '2' } as unknown as Vec2)).toThrow(
      /^s1\.y must be/,
    );
    const q = { x: 0, y: 0, z: 0 };
    expect(() => sphereTriangleOverlap({ ...q, z: 2 ** 40 } as Vec3, 1, q, q, q)).toThrow(
      /^c\.z must be/,
    );
  });
});
