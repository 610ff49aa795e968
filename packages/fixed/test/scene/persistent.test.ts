/**
 * @swept/fixed createScene2 / createScene3: a persistent scene on raw Q16.16
 * integers answers every frame exactly as this package's stateless
 * findCircleContacts / findSphereContacts does (raw t, status and normal bit
 * for bit, in order) over a hundred frames of motion, teleports, bodies added
 * and removed, every body at one point and frames with none, with `against`,
 * filters and walls (raw arrays and this package's levels), at raw scales
 * from single units to the edge of the range.
 */

import { type ContactList, createLevel2 as createCoreLevel2 } from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFrames, frameSettings, type SceneVariant } from '../../../core/test/scene/frames.ts';
import {
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  createScene2,
  createScene3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
} from '../../src/index.ts';
import { sceneUnit } from '../helpers.ts';

const MAX = 2 ** 31 - 1;

const fixed2: SceneVariant = {
  find: (b, l, o) => findCircleContacts(b as MovingCircles, l, o),
  createScene: (o) => createScene2(o) as ReturnType<SceneVariant['createScene']>,
  createList: createContactList2,
  createLevel: (segments) => createLevel2({ segments }),
};
const fixed3: SceneVariant = {
  find: (b, l, o) => findSphereContacts(b as MovingSpheres, l as never, o),
  createScene: (o) => createScene3(o) as ReturnType<SceneVariant['createScene']>,
  createList: createContactList3 as (capacity: number) => ContactList,
  createLevel: (triangles) => createLevel3({ triangles }),
};

/** Grid values in raw units of `u`, kept within the raw range. */
const raw = (u: number) => ({
  position: (v: number) => Math.max(-MAX, Math.min(MAX, v * u)),
  radius: (r: number) => Math.min(MAX, r * u),
});

describe('@swept/fixed createScene2 / createScene3', () => {
  it('answer a hundred frames as findCircleContacts does, bit for bit', () => {
    fc.assert(
      fc.property(frameSettings(2, 120), sceneUnit, (setting, u) => {
        checkFrames(fixed2, setting, raw(u));
      }),
      { numRuns: 25 },
    );
  });

  it('answer a hundred frames as findSphereContacts does, bit for bit', () => {
    fc.assert(
      fc.property(frameSettings(3, 80), sceneUnit, (setting, u) => {
        checkFrames(fixed3, setting, raw(u));
      }),
      { numRuns: 15 },
    );
  });

  it('answer as the stateless queries do after a warm-up (raw values near 2^30)', () => {
    fc.assert(
      fc.property(frameSettings(2, 100), frameSettings(3, 60), sceneUnit, (s2, s3, u) => {
        const warm2 = {
          ...fixed2,
          createScene: (o: object) =>
            createScene2({ ...o, warmUp: true, expectedAgainst: 4 }) as never,
        };
        const warm3 = {
          ...fixed3,
          createScene: (o: object) => createScene3({ ...o, warmUp: true }) as never,
        };
        checkFrames(warm2, s2, raw(u), 20);
        checkFrames(warm3, s3, raw(u), 20);
      }),
      { numRuns: 3 },
    );
  });

  it('take this package’s levels and raw values only', () => {
    const level = createCoreLevel2({ segments: Float64Array.of(0, 0, 1, 0) });
    expect(() => createScene2({ walls: level as never })).toThrow(
      new RangeError(
        'options.walls must be a level made by createLevel2 of @swept/fixed (got a 2D level of @swept/core)',
      ),
    );
    const scene = createScene2();
    const bodies = {
      x0: Float64Array.of(0.5),
      y0: new Float64Array(1),
      x1: new Float64Array(1),
      y1: new Float64Array(1),
      r: new Float64Array(1),
    };
    const list = createContactList2();
    expect(() => scene.findContacts(bodies, list)).toThrow(RangeError);
    expect(() => scene.findContacts(bodies, list)).toThrow(/^bodies\.x0\[0\]/);
    expect(list.count).toBe(0);
  });
});
