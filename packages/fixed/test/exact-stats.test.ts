/**
 * `exactStats()` counts every query call once (the README's `exactStats` row): here the
 * ball–box queries, 2D and 3D — a call settled on exact integers in doubles is `filter`;
 * a sphere whose path meets a cuboid's edge or corner region first runs the capsule
 * pieces' limb stage (`walls/rounded-cuboid.ts`), a `fallback`.
 */
import { describe, expect, it } from 'vitest';
import {
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  exactStats,
  ONE,
  resetExactStats,
  separateCircleBox,
  separateSphereCuboid,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  sweptCircleBox,
  sweptSphereCuboid,
} from '../src/index.ts';

const v2 = (x: number, y: number) => ({ x: x * ONE, y: y * ONE });
const v3 = (x: number, y: number, z: number) => ({ x: x * ONE, y: y * ONE, z: z * ONE });

describe('exactStats: the ball–box queries count once per call', () => {
  it('circle against box: each of the four queries is one filter count', () => {
    const [c0, c1, o, hb] = [v2(0, 10), v2(0, -10), v2(0, 0), v2(2, 3)];
    resetExactStats();
    sweptCircleBox(c0, c1, ONE, o, o, hb);
    circleBoxTimeOfImpact(c0, c1, ONE, o, o, hb);
    circleBoxOverlap(v2(0, 3.5), ONE, o, hb);
    separateCircleBox(v2(0, 3.5), ONE, 1, o, hb, Number.POSITIVE_INFINITY);
    expect(exactStats()).toEqual({ filter: 4, fallback: 0 });
  });

  it('sphere against cuboid: a face first is filter, a corner first is the limb stage', () => {
    const [o, hb] = [v3(0, 0, 0), v3(1, 1, 1)];
    resetExactStats();
    // Straight down onto the top face: the slab entry decides it.
    sweptSphereCuboid(v3(0, 0, 5), v3(0, 0, -5), ONE, o, o, hb);
    sphereCuboidTimeOfImpact(v3(0, 0, 5), v3(0, 0, -5), ONE, o, o, hb);
    sphereCuboidOverlap(v3(0, 0, 1.5), ONE, o, hb);
    separateSphereCuboid(v3(0, 0, 1.5), ONE, 1, o, hb, Number.POSITIVE_INFINITY);
    expect(exactStats()).toEqual({ filter: 4, fallback: 0 });
    // Along the diagonal towards the corner (1, 1, 1): outside on all three axes at the
    // slab entry, so the corner's ball and cylinders decide it.
    sweptSphereCuboid(v3(5, 5, 5), v3(-5, -5, -5), ONE, o, o, hb);
    sphereCuboidTimeOfImpact(v3(5, 5, 5), v3(-5, -5, -5), ONE, o, o, hb);
    expect(exactStats()).toEqual({ filter: 4, fallback: 2 });
  });
});
