/**
 * separateSphereCuboid (Q16.16): exactly touching out of a face, the edge's
 * and the corner's directions, the mass split, the range's edge a wall; and
 * over raw inputs, judged by the oracle: never overlapping afterwards
 * (exactly), no further than 2 raw units beyond touching, unchanged when
 * clear, always in range.
 */
import { describe, expect, it } from 'vitest';
import { ONE, separateSphereCuboid, sphereCuboidOverlap, type Vec3 } from '../../src/index.ts';
import { checkBallBoxSeparation } from '../ball-box.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
const O = v(0, 0, 0);
const INF = Number.POSITIVE_INFINITY;
const MAX = 2 ** 31 - 1;

describe('separateSphereCuboid (fixed)', () => {
  it('out of the nearest face to exactly touching; a still cuboid stays', () => {
    const hb = v(2, 2, 2);
    expect(separateSphereCuboid({ x: 3 * ONE - 100, y: 0, z: 0 }, ONE, 1, O, hb, INF)).toEqual({
      a: v(3, 0, 0),
      b: O,
    });
    // Inside, nearest the top (depth 1/2, against 1 and 1): up to z = 2 + r.
    expect(separateSphereCuboid(v(1, 1, 1.5), ONE, 1, O, hb, INF)).toEqual({ a: v(1, 1, 3), b: O });
    // At the centre every depth ties: x first, out of the − face.
    expect(separateSphereCuboid(O, ONE, 1, O, hb, INF)).toEqual({ a: v(-3, 0, 0), b: O });
    // Equal masses share the push: 1/2 each.
    expect(separateSphereCuboid(v(0, 0, 2), ONE, 1, O, hb, 1)).toEqual({
      a: v(0, 0, 2.5),
      b: v(0, 0, -0.5),
    });
  });

  it('off an edge and a corner along the direction from the nearest point, to touching', () => {
    const hb = v(1, 1, 1);
    // The z edge at (1, 1), offset (3, 4)/2 → (3, 4) with r = 5.
    expect(separateSphereCuboid(v(2.5, 3, 0), 5 * ONE, 1, O, hb, INF)).toEqual({
      a: v(4, 5, 0),
      b: O,
    });
    // The corner (1, 1, 1), offset (2, 3, 6)/2 → (2, 3, 6) with r = 7.
    expect(separateSphereCuboid(v(2, 2.5, 4), 7 * ONE, 1, O, hb, INF)).toEqual({
      a: v(3, 4, 7),
      b: O,
    });
  });

  it('at the range edge the cuboid is a wall for the sphere: the cuboid takes the rest', () => {
    const c = { x: 0, y: 0, z: MAX };
    const b = { x: 0, y: 0, z: MAX - ONE };
    const out = separateSphereCuboid(c, ONE, 1, b, v(1, 1, 1), 1);
    expect(out.a.z).toBe(MAX);
    expect(out.b.z).toBe(MAX - 2 * ONE);
    expect(() => separateSphereCuboid(c, ONE, 1, b, v(1, 1, 1), INF)).toThrow(
      /^c cannot be separated from b \(immovable\)/,
    );
  });

  it('the post-condition over raw inputs, judged exactly', () => {
    checkBallBoxSeparation(3, separateSphereCuboid, sphereCuboidOverlap);
  });
});
