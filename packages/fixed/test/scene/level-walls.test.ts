/**
 * @swept/fixed scenes with a raw level as their walls (options.walls = this
 * package's createLevel2/3): the contacts of the same raw walls given as arrays,
 * raw t, status and normal bit for bit and in the same order, at raw scales from
 * single units to the edge of the range; the level's filter and count as
 * wallCategory, wallMask and wallCount; a core level is refused, and a raw level
 * in the core's scenes.
 */
import * as core from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gridScene,
  gridWalls,
  lopsidedScene,
  rowsOf,
  toLevelCorners,
  toWalls,
} from '../../../core/test/scene/brute-force.ts';
import {
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
  type SceneOptions,
} from '../../src/index.ts';
import { MAX, rawScene, sceneUnit } from '../helpers.ts';

const clamp = (u: number) => (v: number) => Math.max(-MAX, Math.min(MAX, v * u));

function rows2(bodies: MovingCircles, options: SceneOptions<MovingCircles>) {
  const list = createContactList2(1);
  findCircleContacts(bodies, list, options);
  return rowsOf(list);
}

function rows3(bodies: MovingSpheres, options: SceneOptions<MovingSpheres>) {
  const list = createContactList3(1);
  findSphereContacts(bodies, list, options);
  return rowsOf(list);
}

describe('@swept/fixed findCircleContacts / findSphereContacts with a level as walls', () => {
  it('give the contacts of the same raw walls as arrays, bit for bit, in the same order', () => {
    fc.assert(
      fc.property(
        gridScene(2, 80),
        gridWalls(2, 30),
        gridScene(3, 40),
        gridWalls(3, 20),
        sceneUnit,
        (s2, w2, s3, w3, u) => {
          const b2 = rawScene(s2, u) as MovingCircles;
          const level2 = createLevel2({ segments: toLevelCorners(w2, clamp(u)) });
          expect(rows2(b2, { walls: level2 })).toEqual(
            rows2(b2, { walls: toWalls(w2, clamp(u)) as SceneOptions<MovingCircles>['walls'] }),
          );
          const b3 = rawScene(s3, u) as MovingSpheres;
          const level3 = createLevel3({ triangles: toLevelCorners(w3, clamp(u)) });
          expect(rows3(b3, { walls: level3 })).toEqual(
            rows3(b3, { walls: toWalls(w3, clamp(u)) as SceneOptions<MovingSpheres>['walls'] }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('filter by the level\u2019s category and mask and take its count, with against after any plan', () => {
    fc.assert(
      fc.property(
        lopsidedScene(2, 200),
        gridWalls(2, 30),
        fc.nat(5),
        sceneUnit,
        ([a, b], w, drop, u) => {
          const bodies = rawScene(a, u) as MovingCircles;
          const count = Math.max(0, w.p.length - drop);
          const category = Uint32Array.from(w.p, (_, k) => 1 << (k % 3));
          const mask = Uint32Array.from(w.p, (_, k) => (k % 4 === 0 ? 0b001 : 0b111));
          const shared = {
            against: rawScene(b, u) as MovingCircles,
            mask: Uint32Array.from(a.r, (_, k) => 1 + (k % 3)),
          };
          const level = createLevel2({
            segments: toLevelCorners(w, clamp(u)),
            count,
            category,
            mask,
          });
          const arrays = {
            ...shared,
            walls: toWalls(w, clamp(u)) as SceneOptions<MovingCircles>['walls'],
            wallCount: count,
            wallCategory: category,
            wallMask: mask,
          };
          expect(rows2(bodies, { ...shared, walls: level })).toEqual(rows2(bodies, arrays));
        },
      ),
      { numRuns: 100 },
    );
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
