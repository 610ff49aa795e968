/**
 * @swept/fixed scenes with static walls against the brute-force loop over this
 * package's own pair and wall queries: raw t, status and normal bit for bit,
 * in (t, i, j, wall) order, at raw scales from single units to the edge of
 * the range (exact integer boxes: every graze survives the broad phase);
 * walls' filters and counts; errors in raw terms. The same walls as a raw level
 * (this package's createLevel2/3, its own count and filter) give the same rows;
 * a core level is refused, and a raw level in the core's scenes.
 */
import * as core from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForceScene,
  gridScene,
  gridWalls,
  type PairQuery,
  rowsOf,
  toLevelCorners,
  toWalls,
  type WallQuery,
} from '../../../core/test/scene/brute-force.ts';
import {
  circleSegmentTimeOfImpact,
  circlesTimeOfImpact,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
  type StaticSegments,
  type StaticTriangles,
  spheresTimeOfImpact,
  sphereTriangleTimeOfImpact,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { MAX, rawScene, sceneUnit } from '../helpers.ts';

const toi2 = circlesTimeOfImpact as PairQuery<Vec2>;
const toi3 = spheresTimeOfImpact as PairQuery<Vec3>;
const wall2 = circleSegmentTimeOfImpact as WallQuery<Vec2>;
const wall3 = sphereTriangleTimeOfImpact as WallQuery<Vec3>;
const clamp = (u: number) => (v: number) => Math.max(-MAX, Math.min(MAX, v * u));

describe('@swept/fixed findCircleContacts / findSphereContacts with walls, as arrays or a level', () => {
  it('are the brute-force sets over the raw pair and wall queries, bit for bit', () => {
    fc.assert(
      fc.property(
        gridScene(2, 80),
        gridWalls(2, 30),
        gridScene(3, 40),
        gridWalls(3, 20),
        sceneUnit,
        (s2, w2, s3, w3, u) => {
          const b2 = rawScene(s2, u) as MovingCircles;
          const walls2 = toWalls(w2, clamp(u)) as StaticSegments;
          const expected2 = bruteForceScene(b2, toi2, wall2, { walls: walls2 });
          const level2 = createLevel2({ segments: toLevelCorners(w2, clamp(u)) });
          for (const walls of [walls2, level2]) {
            const list2 = createContactList2(1);
            findCircleContacts(b2, list2, { walls });
            expect(rowsOf(list2)).toEqual(expected2);
          }
          const b3 = rawScene(s3, u) as MovingSpheres;
          const walls3 = toWalls(w3, clamp(u)) as StaticTriangles;
          const expected3 = bruteForceScene(b3, toi3, wall3, { walls: walls3 });
          const level3 = createLevel3({ triangles: toLevelCorners(w3, clamp(u)) });
          for (const walls of [walls3, level3]) {
            const list3 = createContactList3(1);
            findSphereContacts(b3, list3, { walls });
            expect(rowsOf(list3)).toEqual(expected3);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('honour wallCount and the walls\u2019 category and mask', () => {
    fc.assert(
      fc.property(gridScene(2, 80), gridWalls(2, 30), fc.nat(5), sceneUnit, (s, w, drop, u) => {
        const bodies = rawScene(s, u) as MovingCircles;
        const mask = Uint32Array.from(s.r, (_, k) => 1 + (k % 3));
        const count = Math.max(0, w.p.length - drop);
        const category = Uint32Array.from(w.p, (_, k) => 1 << (k % 3));
        const options = {
          walls: toWalls(w, clamp(u)) as StaticSegments,
          wallCount: count,
          mask,
          wallCategory: category,
        };
        const expected = bruteForceScene(bodies, toi2, wall2, options);
        const list = createContactList2(0);
        findCircleContacts(bodies, list, options);
        expect(rowsOf(list)).toEqual(expected);
        // The level holds the walls' count and filter itself.
        const level = createLevel2({ segments: toLevelCorners(w, clamp(u)), count, category });
        findCircleContacts(bodies, list, { walls: level, mask });
        expect(rowsOf(list)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('find a ball dropping onto a floor at the floored t, by hand', () => {
    // Radius 1 from y = 5 to y = −5 onto y = 0: the exact first touch is t* = 0.4,
    // raw floor(0.4·65536) = 26214; the normal points up, raw (0, 65536).
    const ONE = 65536;
    const bodies = {
      x0: Float64Array.of(0),
      y0: Float64Array.of(5 * ONE),
      x1: Float64Array.of(0),
      y1: Float64Array.of(-5 * ONE),
      r: Float64Array.of(ONE),
    };
    const walls = {
      x0: Float64Array.of(-4 * ONE),
      y0: Float64Array.of(0),
      x1: Float64Array.of(4 * ONE),
      y1: Float64Array.of(0),
    };
    const list = createContactList2();
    expect(findCircleContacts(bodies, list, { walls })).toBe(1);
    expect(rowsOf(list)).toEqual([
      { i: 0, j: 0, wall: 1, t: 26214, status: 'impact', n: [0, 65536] },
    ]);
  });

  it('refuse walls that are not raw integers, naming array and index, with count = 0', () => {
    const bodies = rawScene({ dim: 3, p0: [[0, 0, 0]], p1: [[0, 0, 0]], r: [1] }, 65536);
    const walls = toWalls(
      {
        dim: 3,
        p: [
          [
            [0, 0, 0],
            [1, 0, 0],
            [0, 1, 0],
          ],
        ],
      },
      (v) => v * 65536,
    ) as StaticTriangles;
    const list = createContactList3();
    expect(findSphereContacts(bodies as MovingSpheres, list, { walls })).toBe(1);
    walls.z2[0] = 0.5;
    expect(() => findSphereContacts(bodies as MovingSpheres, list, { walls })).toThrow(
      /^options\.walls\.z2\[0\] must be an integer raw value within ±2147483647 \(got 0\.5\)$/,
    );
    expect(list.count).toBe(0);
  });

  it('refuse a core level, and the core refuses a raw one, naming options.walls, with count = 0', () => {
    const ONE = 65536;
    const bodies = {
      x0: Float64Array.of(0),
      y0: Float64Array.of(ONE),
      x1: Float64Array.of(0),
      y1: Float64Array.of(ONE),
      r: Float64Array.of(ONE),
    };
    const raw = createLevel2({ segments: Float64Array.of(-ONE, 0, ONE, 0) });
    const list = createContactList2();
    expect(findCircleContacts(bodies, list, { walls: raw })).toBe(1);
    const doubles = core.createLevel2({ segments: Float64Array.of(-1, 0, 1, 0) });
    expect(() => findCircleContacts(bodies, list, { walls: doubles })).toThrow(
      new RangeError(
        'options.walls must be a level made by createLevel2 of @swept/fixed (got a 2D level of @swept/core)',
      ),
    );
    expect(list.count).toBe(0);
    expect(core.findCircleContacts(bodies, list, { walls: doubles })).toBe(1);
    expect(() => core.findCircleContacts(bodies, list, { walls: raw })).toThrow(
      new RangeError(
        'options.walls must be a level made by createLevel2 of @swept/core (got a 2D level of @swept/fixed)',
      ),
    );
    expect(list.count).toBe(0);
  });
});
