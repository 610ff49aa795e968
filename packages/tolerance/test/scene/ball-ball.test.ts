/**
 * withPolicy(p) scenes against the brute-force loop over the same policy's
 * pair queries: under every policy the set, t, status and normal match bit
 * for bit, in (t, i, j) order, at any scale and offset.
 */

import {
  createContactList2,
  createContactList3,
  createSceneStats,
  type MovingCircles,
  type MovingSpheres,
  type Vec2,
  type Vec3,
} from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForce,
  expectedPlan,
  gridScene,
  lopsidedScene,
  type PairQuery,
  rowsOf,
  splitScene,
  toBodies,
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

describe('withPolicy(p).findCircleContacts / findSphereContacts', () => {
  it('are the brute-force sets over the policy pair queries, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...policies),
        gridScene(2, 80),
        gridScene(3, 50),
        fc.constantFrom(1, 0.5, 0.1, 2 ** 40),
        fc.constantFrom(0, 1e5 + 0.3),
        fc.nat(80),
        (policy, s2, s3, scale, offset, at) => {
          const q = withPolicy(policy);
          const map = (v: number) => v * scale + offset;
          const b2 = toBodies(s2, map) as MovingCircles;
          b2.r = Float64Array.from(s2.r, (r) => r * scale);
          const list2 = createContactList2(1);
          q.findCircleContacts(b2, list2);
          expect(rowsOf(list2)).toEqual(bruteForce(b2, q.circlesTimeOfImpact as PairQuery<Vec2>));
          const [a, b] = splitScene(s2, at);
          const options = { against: toBodies(b, map) as MovingCircles };
          q.findCircleContacts(toBodies(a, map) as MovingCircles, list2, options);
          expect(rowsOf(list2)).toEqual(
            bruteForce(toBodies(a, map), q.circlesTimeOfImpact as PairQuery<Vec2>, options),
          );
          const b3 = toBodies(s3, (v) => v * scale) as MovingSpheres;
          const list3 = createContactList3(1);
          q.findSphereContacts(b3, list3);
          expect(rowsOf(list3)).toEqual(bruteForce(b3, q.spheresTimeOfImpact as PairQuery<Vec3>));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('index the smaller set of a lopsided against scene, bit for bit as brute force', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...policies),
        lopsidedScene(2, 800),
        lopsidedScene(3, 400),
        fc.constantFrom(1, 0.5, 2 ** 40),
        (policy, [a2, b2], [a3, b3], scale) => {
          const q = withPolicy(policy);
          const map = (v: number) => v * scale;
          const options2 = {
            against: toBodies(b2, map) as MovingCircles,
            stats: createSceneStats(),
          };
          const list2 = createContactList2();
          q.findCircleContacts(toBodies(a2, map) as MovingCircles, list2, options2);
          expect(options2.stats.plan).toBe(expectedPlan(a2.r.length, b2.r.length));
          expect(rowsOf(list2)).toEqual(
            bruteForce(toBodies(a2, map), q.circlesTimeOfImpact as PairQuery<Vec2>, options2),
          );
          const options3 = {
            against: toBodies(b3, map) as MovingSpheres,
            stats: createSceneStats(),
          };
          const list3 = createContactList3();
          q.findSphereContacts(toBodies(a3, map) as MovingSpheres, list3, options3);
          expect(options3.stats.plan).toBe(expectedPlan(a3.r.length, b3.r.length));
          expect(rowsOf(list3)).toEqual(
            bruteForce(toBodies(a3, map), q.spheresTimeOfImpact as PairQuery<Vec3>, options3),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('under a band, report near misses inside the band as contacts', () => {
    // Two circles of radius 1 at rest, 2.2 apart: a gap of 0.2.
    const bodies = {
      x0: Float64Array.from([0, 2.2]),
      y0: new Float64Array(2),
      x1: Float64Array.from([0, 2.2]),
      y1: new Float64Array(2),
      r: Float64Array.from([1, 1]),
    };
    const list = createContactList2();
    expect(withPolicy(exact).findCircleContacts(bodies, list)).toBe(0);
    expect(withPolicy(absolute(0.25)).findCircleContacts(bodies, list)).toBe(1);
    expect(withPolicy(slop(0.1)).findCircleContacts(bodies, list)).toBe(0);
  });
});
