/**
 * withPolicy(p) scenes with static walls against the brute-force loop over
 * the same policy's pair and wall queries: under every policy the set, t,
 * status and normal match bit for bit, in (t, i, j, wall) order, at any scale
 * and offset; a band's near misses of a wall are contacts, exact's are not.
 */

import {
  createContactList2,
  createContactList3,
  type MovingCircles,
  type MovingSpheres,
  type StaticSegments,
  type StaticTriangles,
  type Vec2,
  type Vec3,
} from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForceScene,
  gridScene,
  gridWalls,
  type PairQuery,
  rowsOf,
  toBodies,
  toWalls,
  type WallQuery,
} from '../../../core/test/scene/brute-force.ts';
import {
  absolute,
  exact,
  type Policy,
  relative,
  rounded,
  slop,
  ulps,
  withPolicy,
} from '../../src/index.ts';

const policies: Policy[] = [exact, absolute(0.25), relative(0.05), ulps(8), rounded(1), slop(0.5)];

describe('withPolicy(p).findCircleContacts / findSphereContacts with walls', () => {
  it('are the brute-force sets over the policy pair and wall queries, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...policies),
        gridScene(2, 60),
        gridWalls(2, 25),
        gridScene(3, 30),
        gridWalls(3, 15),
        fc.constantFrom(1, 0.5, 0.1, 2 ** 40),
        fc.constantFrom(0, 1e5 + 0.3),
        (policy, s2, w2, s3, w3, scale, offset) => {
          const q = withPolicy(policy);
          const map = (v: number) => v * scale + offset;
          const b2 = toBodies(s2, map) as MovingCircles;
          b2.r = Float64Array.from(s2.r, (r) => r * scale);
          const walls2 = toWalls(w2, map) as StaticSegments;
          const list2 = createContactList2(1);
          q.findCircleContacts(b2, list2, { walls: walls2 });
          expect(rowsOf(list2)).toEqual(
            bruteForceScene(
              b2,
              q.circlesTimeOfImpact as PairQuery<Vec2>,
              q.circleSegmentTimeOfImpact as WallQuery<Vec2>,
              { walls: walls2 },
            ),
          );
          const b3 = toBodies(s3, (v) => v * scale) as MovingSpheres;
          const walls3 = toWalls(w3, (v) => v * scale) as StaticTriangles;
          const list3 = createContactList3(1);
          q.findSphereContacts(b3, list3, { walls: walls3 });
          expect(rowsOf(list3)).toEqual(
            bruteForceScene(
              b3,
              q.spheresTimeOfImpact as PairQuery<Vec3>,
              q.sphereTriangleTimeOfImpact as WallQuery<Vec3>,
              { walls: walls3 },
            ),
          );
        },
      ),
      { numRuns: 120 },
    );
  });

  it('under a band, report a near miss of a wall inside the band as a contact', () => {
    // A circle of radius 1 at rest 1.2 above the floor y = 0: a gap of 0.2.
    const bodies = {
      x0: Float64Array.of(0),
      y0: Float64Array.of(1.2),
      x1: Float64Array.of(0),
      y1: Float64Array.of(1.2),
      r: Float64Array.of(1),
    };
    const walls = {
      x0: Float64Array.of(-5),
      y0: Float64Array.of(0),
      x1: Float64Array.of(5),
      y1: Float64Array.of(0),
    };
    const list = createContactList2();
    expect(withPolicy(exact).findCircleContacts(bodies, list, { walls })).toBe(0);
    expect(withPolicy(absolute(0.25)).findCircleContacts(bodies, list, { walls })).toBe(1);
    expect([list.wall[0], list.j[0], list.t[0]]).toEqual([1, 0, 0]);
    expect(withPolicy(slop(0.1)).findCircleContacts(bodies, list, { walls })).toBe(0);
  });
});
