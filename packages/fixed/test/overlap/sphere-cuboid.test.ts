/** sphereCuboidOverlap (Q16.16): hand cases, and exactly the oracle over the whole raw range. */
import { circleBoxOverlapExact, ratFromRaw, vecFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuboidsOverlap, ONE, sphereCuboidOverlap, type Vec3 } from '../../src/index.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
const O = v(0, 0, 0);

describe('sphereCuboidOverlap (fixed)', () => {
  it('touching a face, an edge or a corner is not overlapping; one raw unit closer is', () => {
    const hb = v(2, 2, 2);
    expect(sphereCuboidOverlap(v(3, 0, 0), ONE, O, hb)).toBe(false);
    expect(sphereCuboidOverlap({ x: 3 * ONE - 1, y: 0, z: 0 }, ONE, O, hb)).toBe(true);
    // The z edge at (2, 2), offset (3, 4): distance 5.
    expect(sphereCuboidOverlap(v(5, 6, 1), 5 * ONE, O, hb)).toBe(false);
    expect(sphereCuboidOverlap({ x: 5 * ONE, y: 6 * ONE - 1, z: ONE }, 5 * ONE, O, hb)).toBe(true);
    // The corner (2, 2, 2), offset (2, 3, 6): distance 7.
    expect(sphereCuboidOverlap(v(4, 5, 8), 7 * ONE, O, hb)).toBe(false);
    expect(sphereCuboidOverlap({ x: 4 * ONE, y: 5 * ONE, z: 8 * ONE - 1 }, 7 * ONE, O, hb)).toBe(
      true,
    );
  });

  it('a point (r = 0) overlaps strictly inside, as a cuboid of zero extents would', () => {
    const hb = v(2, 2, 2);
    for (const c of [v(1, 1, 1), v(2, 1, 1), v(1, 1, -2), v(3, 0, 0)]) {
      expect(sphereCuboidOverlap(c, 0, O, hb)).toBe(cuboidsOverlap(c, O, O, hb));
    }
    expect(sphereCuboidOverlap(v(1, 1, 1), 0, O, hb)).toBe(true);
    expect(sphereCuboidOverlap(v(2, 1, 1), 0, O, hb)).toBe(false);
    // A cuboid of zero extents is a point: overlapping iff strictly within r.
    expect(sphereCuboidOverlap(v(3, 4, 0), 5 * ONE, O, O)).toBe(false);
    expect(sphereCuboidOverlap({ x: 3 * ONE, y: 4 * ONE - 1, z: 0 }, 5 * ONE, O, O)).toBe(true);
  });

  it('exactly the oracle, small and whole-range raw values', () => {
    for (const max of [4 * ONE, 2 ** 31 - 1]) {
      const raw = fc.integer({ min: -max, max });
      const size = fc.integer({ min: 0, max });
      fc.assert(
        fc.property(
          fc.record({ x: raw, y: raw, z: raw }),
          size,
          fc.record({ x: raw, y: raw, z: raw }),
          fc.record({ x: size, y: size, z: size }),
          (c, r, b, hb) => {
            const exact = circleBoxOverlapExact(
              vecFromRaw(c),
              ratFromRaw(r),
              vecFromRaw(b),
              vecFromRaw(hb),
            );
            expect(sphereCuboidOverlap(c, r, b, hb)).toBe(exact);
          },
        ),
        { numRuns: 1000 },
      );
    }
  });

  it('bad input: a RangeError naming the argument', () => {
    expect(() => sphereCuboidOverlap(O, -1, O, v(1, 1, 1))).toThrow(/^r must be /);
    expect(() => sphereCuboidOverlap(O, 1, { x: 0, y: 0.5, z: 0 }, v(1, 1, 1))).toThrow(/^b\.y /);
    expect(() => sphereCuboidOverlap(O, 1, O, { x: 1, y: 1 } as Vec3)).toThrow(/^hb\.z /);
  });
});
