/**
 * withPolicy(p).createScene2 / createScene3: under every policy a persistent
 * scene answers every frame exactly as the same policy's stateless
 * findCircleContacts / findSphereContacts does (t, status and normal bit for
 * bit, in order) over a hundred frames of motion, teleports, bodies added and
 * removed, every body at one point and frames with none, with `against`,
 * filters and walls (arrays and levels), at any scale and offset.
 */
import {
  type ContactList,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  type MovingCircles,
  type MovingSpheres,
} from '@swept/core';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkFrames, frameSettings, type SceneVariant } from '../../../core/test/scene/frames.ts';
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

/** The policy's scene queries as the frames script calls them. */
function variant(policy: Policy, dim: 2 | 3): SceneVariant {
  const q = withPolicy(policy);
  return dim === 2
    ? {
        find: (b, l, o) => q.findCircleContacts(b as MovingCircles, l, o),
        createScene: (o) => q.createScene2(o) as ReturnType<SceneVariant['createScene']>,
        createList: createContactList2,
        createLevel: (segments) => createLevel2({ segments }),
      }
    : {
        find: (b, l, o) => q.findSphereContacts(b as MovingSpheres, l as never, o),
        createScene: (o) => q.createScene3(o) as ReturnType<SceneVariant['createScene']>,
        createList: createContactList3 as (capacity: number) => ContactList,
        createLevel: (triangles) => createLevel3({ triangles }),
      };
}

const map = (scale: number, offset: number) => ({
  position: (v: number) => v * scale + offset,
  radius: (r: number) => r * scale,
});

describe('withPolicy(p).createScene2 / createScene3 with a warm-up', () => {
  it('answer as the stateless queries do', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...policies),
        frameSettings(2, 100),
        frameSettings(3, 60),
        (policy, s2, s3) => {
          const warm = (dim: 2 | 3): SceneVariant => {
            const v = variant(policy, dim);
            return { ...v, createScene: (o) => v.createScene({ ...o, warmUp: true }) };
          };
          checkFrames(warm(2), s2, map(0.5, 0), 20);
          checkFrames(warm(3), s3, map(0.5, 0), 20);
        },
      ),
      { numRuns: 3 },
    );
  });
});

describe.each(policies)('withPolicy($kind).createScene2 / createScene3', (policy) => {
  it('answer a hundred frames as the stateless queries do, bit for bit', () => {
    fc.assert(
      fc.property(
        frameSettings(2, 100),
        frameSettings(3, 60),
        fc.constantFrom(1, 0.5, 0.1, 2 ** 40),
        fc.constantFrom(0, 1e5 + 0.3),
        (s2, s3, scale, offset) => {
          checkFrames(variant(policy, 2), s2, map(scale, offset));
          checkFrames(variant(policy, 3), s3, map(scale, offset));
        },
      ),
      { numRuns: 8 },
    );
  });
});
