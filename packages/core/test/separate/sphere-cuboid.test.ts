/**
 * separateSphereCuboid: hand cases (the face of least penetration, an edge's and a
 * corner's direction, the mass split) and the post-condition on dyadic and wide inputs:
 * never overlapping afterwards in the core's own sphereCuboidOverlap, judged exactly by
 * the oracle (apart, no further than a few ulps beyond touching, unchanged when clear;
 * the core's own decisions inside ROUNDING_BAND.wall).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { separateSphereCuboid, sphereCuboidOverlap, type Vec3 } from '../../src/index.ts';
import {
  dyadicSphereCuboid,
  expectSeparated,
  type SphereCuboidInput,
  wideSphereCuboid,
} from '../circle-box-cases.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const O = v(0, 0, 0);
const INF = Number.POSITIVE_INFINITY;

describe('separateSphereCuboid: worked examples', () => {
  it('out of the nearest face by the overlap; inside, up the nearest face; a still cuboid stays', () => {
    expect(separateSphereCuboid(v(0, 0, 2.5), 1, 1, O, v(2, 2, 2), INF)).toEqual({
      a: v(0, 0, 3),
      b: O,
    });
    // Inside, nearest the y face (depth 0.5): out along +y by 0.5 + r.
    expect(separateSphereCuboid(v(1, 1.5, 0), 1, 1, O, v(2, 2, 2), INF)).toEqual({
      a: v(1, 3, 0),
      b: O,
    });
  });

  it('an edge along its (3, 4) direction, a corner along (2, 3, 6)/7; equal masses share', () => {
    // (5, 6, 0) is 5 from the z edge through (2, 2): δ = 5 along (3, 4, 0)/5, half each.
    const e = separateSphereCuboid(v(5, 6, 0), 10, 1, O, v(2, 2, 2), 1);
    expect(e.a.x).toBeCloseTo(6.5, 14);
    expect(e.a.y).toBeCloseTo(8, 14);
    expect(e.b.x).toBeCloseTo(-1.5, 14);
    expect(sphereCuboidOverlap(e.a, 10, e.b, v(2, 2, 2))).toBe(false);
    // (3, 4, 7) is 7 from the corner (1, 1, 1), r = 14: δ = 7 along (2, 3, 6)/7, all on the sphere.
    const k = separateSphereCuboid(v(3, 4, 7), 14, 1, O, v(1, 1, 1), INF);
    expect(k.a.x).toBeCloseTo(5, 14);
    expect(k.a.y).toBeCloseTo(7, 14);
    expect(k.a.z).toBeCloseTo(13, 14);
    expect(k.b).toEqual(O);
  });
});

describe('separateSphereCuboid: the post-condition', () => {
  const judge = (i: SphereCuboidInput, mc: number, mb: number) => {
    const out = separateSphereCuboid(i.c0, i.r, mc, i.b0, i.hb, mb);
    expect(sphereCuboidOverlap(out.a, i.r, out.b, i.hb)).toBe(false);
    expectSeparated(i, out);
  };
  const masses = fc.constantFrom<[number, number]>([1, 1], [1, INF], [INF, 1], [3, 0.5]);

  it('dyadic inputs', () => {
    fc.assert(
      fc.property(dyadicSphereCuboid, masses, (i, [mc, mb]) => judge(i, mc, mb)),
      { numRuns: 1500 },
    );
  });

  it('wide inputs near touching', () => {
    fc.assert(
      fc.property(wideSphereCuboid, masses, (i, [mc, mb]) => judge(i, mc, mb)),
      { numRuns: 100 },
    );
  });
});
