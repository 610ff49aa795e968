/**
 * withPolicy(p) scenes with a level as their walls (options.walls = createLevel2/3,
 * the core's levels this package re-exports): under every policy the contacts of the
 * same walls given as arrays, t, status and normal bit for bit and in the same order,
 * at any scale and offset, with the level's filter as the walls' filter; a band's
 * near miss of a level's wall is a contact as for arrays (the band widens the bodies'
 * boxes, never the level's).
 */

import {
  createContactList2,
  createContactList3,
  type MovingCircles,
  type MovingSpheres,
  type StaticSegments,
  type StaticTriangles,
} from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gridScene,
  gridWalls,
  rowsOf,
  toBodies,
  toLevelCorners,
  toWalls,
} from '../../../core/test/scene/brute-force.ts';
import {
  absolute,
  createLevel2,
  createLevel3,
  exact,
  type Policy,
  relative,
  rounded,
  slop,
  ulps,
  withPolicy,
} from '../../src/index.ts';

const policies: Policy[] = [exact, absolute(0.25), relative(0.05), ulps(8), rounded(1), slop(0.5)];

describe('withPolicy(p).findCircleContacts / findSphereContacts with a level as walls', () => {
  it('give the contacts of the same walls as arrays under every policy, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...policies),
        gridScene(2, 60),
        gridWalls(2, 25),
        gridScene(3, 30),
        gridWalls(3, 15),
        fc.constantFrom(1, 0.5, 0.1, 2 ** 40),
        fc.constantFrom(0, 1e5 + 0.3),
        fc.boolean(),
        (policy, s2, w2, s3, w3, scale, offset, filtered) => {
          const q = withPolicy(policy);
          const map = (v: number) => v * scale + offset;
          const b2 = toBodies(s2, map) as MovingCircles;
          b2.r = Float64Array.from(s2.r, (r) => r * scale);
          const filter = (n: number) =>
            filtered
              ? {
                  category: Uint32Array.from({ length: n }, (_, k) => 1 << (k % 2)),
                  mask: Uint32Array.from({ length: n }, (_, k) => (k % 3 === 0 ? 0b10 : 0b11)),
                }
              : {};
          const f2 = filter(w2.p.length);
          const level2 = createLevel2({ segments: toLevelCorners(w2, map), ...f2 });
          const arrays2 = {
            walls: toWalls(w2, map) as StaticSegments,
            wallCategory: f2.category,
            wallMask: f2.mask,
          };
          const list2 = createContactList2(1);
          q.findCircleContacts(b2, list2, { walls: level2 });
          const got2 = rowsOf(list2);
          q.findCircleContacts(b2, list2, arrays2);
          expect(got2).toEqual(rowsOf(list2));
          const b3 = toBodies(s3, (v) => v * scale) as MovingSpheres;
          const f3 = filter(w3.p.length);
          const level3 = createLevel3({
            triangles: toLevelCorners(w3, (v) => v * scale),
            ...f3,
          });
          const arrays3 = {
            walls: toWalls(w3, (v) => v * scale) as StaticTriangles,
            wallCategory: f3.category,
            wallMask: f3.mask,
          };
          const list3 = createContactList3(1);
          q.findSphereContacts(b3, list3, { walls: level3 });
          const got3 = rowsOf(list3);
          q.findSphereContacts(b3, list3, arrays3);
          expect(got3).toEqual(rowsOf(list3));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('under a band, report a near miss of a level\u2019s wall inside the band as a contact', () => {
    // A circle of radius 1 at rest 1.2 above the floor y = 0: a gap of 0.2.
    const bodies = {
      x0: Float64Array.of(0),
      y0: Float64Array.of(1.2),
      x1: Float64Array.of(0),
      y1: Float64Array.of(1.2),
      r: Float64Array.of(1),
    };
    const level = createLevel2({ segments: Float64Array.of(-5, 0, 5, 0) });
    const list = createContactList2();
    expect(withPolicy(exact).findCircleContacts(bodies, list, { walls: level })).toBe(0);
    expect(withPolicy(absolute(0.25)).findCircleContacts(bodies, list, { walls: level })).toBe(1);
    expect([list.wall[0], list.j[0], list.t[0]]).toEqual([1, 0, 0]);
    expect(withPolicy(slop(0.1)).findCircleContacts(bodies, list, { walls: level })).toBe(0);
  });
});
