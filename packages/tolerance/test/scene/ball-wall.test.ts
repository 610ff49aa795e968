/**
 * withPolicy(p) scenes with static walls against the brute-force loop over
 * the same policy's pair and wall queries: under every policy the set, t,
 * status and normal match bit for bit, in (t, i, j, wall) order, at any scale
 * and offset, the walls as arrays or as a level (the core's createLevel2/3, one
 * level for every policy; the walls' filter as the level's own); a band's near
 * misses of a wall are contacts, exact's are not, for a level's walls too.
 */

import {
  type ContactList,
  createContactList2,
  createContactList3,
  type Level2,
  type Level3,
  type MovingCircles,
  type MovingSpheres,
  type SceneOptions,
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
  toLevelCorners,
  toWalls,
  type WallQuery,
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

type Bodies = MovingCircles | MovingSpheres;
type Find = (bodies: Bodies, list: ContactList, options: SceneOptions<Bodies>) => number;

/**
 * The scene of `find` with the walls as arrays (`arrays`, their filter beside them)
 * and as `level` (the filter its own) are both the brute-force rows over the pair and
 * wall queries.
 */
function sameRows(
  find: Find,
  list: (capacity: number) => ContactList,
  bodies: Bodies,
  arrays: SceneOptions<Bodies>,
  level: Level2 | Level3,
  pair: PairQuery<Vec2> | PairQuery<Vec3>,
  wall: WallQuery<Vec2> | WallQuery<Vec3>,
): void {
  const expected = bruteForceScene(bodies, pair, wall, arrays);
  for (const options of [arrays, { walls: level } as SceneOptions<Bodies>]) {
    const contacts = list(1);
    find(bodies, contacts, options);
    expect(rowsOf(contacts)).toEqual(expected);
  }
}

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
        fc.boolean(),
        (policy, s2, w2, s3, w3, scale, offset, filtered) => {
          const q = withPolicy(policy);
          const map = (v: number) => v * scale + offset;
          // With `filtered`, the walls' filter: as arrays beside them, or the level's own.
          const filter = (n: number) =>
            filtered
              ? {
                  category: Uint32Array.from({ length: n }, (_, k) => 1 << (k % 2)),
                  mask: Uint32Array.from({ length: n }, (_, k) => (k % 3 === 0 ? 0b10 : 0b11)),
                }
              : {};
          const b2 = toBodies(s2, map) as MovingCircles;
          b2.r = Float64Array.from(s2.r, (r) => r * scale);
          const f2 = filter(w2.p.length);
          sameRows(
            q.findCircleContacts as Find,
            createContactList2,
            b2,
            { walls: toWalls(w2, map), wallCategory: f2.category, wallMask: f2.mask },
            createLevel2({ segments: toLevelCorners(w2, map), ...f2 }),
            q.circlesTimeOfImpact as PairQuery<Vec2>,
            q.circleSegmentTimeOfImpact as WallQuery<Vec2>,
          );
          const b3 = toBodies(s3, (v) => v * scale) as MovingSpheres;
          const f3 = filter(w3.p.length);
          sameRows(
            q.findSphereContacts as Find,
            createContactList3,
            b3,
            { walls: toWalls(w3, (v) => v * scale), wallCategory: f3.category, wallMask: f3.mask },
            createLevel3({ triangles: toLevelCorners(w3, (v) => v * scale), ...f3 }),
            q.spheresTimeOfImpact as PairQuery<Vec3>,
            q.sphereTriangleTimeOfImpact as WallQuery<Vec3>,
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
    const level = createLevel2({ segments: Float64Array.of(-5, 0, 5, 0) });
    const list = createContactList2();
    for (const floor of [walls, level]) {
      expect(withPolicy(exact).findCircleContacts(bodies, list, { walls: floor })).toBe(0);
      expect(withPolicy(absolute(0.25)).findCircleContacts(bodies, list, { walls: floor })).toBe(1);
      expect([list.wall[0], list.j[0], list.t[0]]).toEqual([1, 0, 0]);
      expect(withPolicy(slop(0.1)).findCircleContacts(bodies, list, { walls: floor })).toBe(0);
    }
  });
});
