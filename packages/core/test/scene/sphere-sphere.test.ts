/** findSphereContacts against the brute-force loop over spheresTimeOfImpact. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createContactList3,
  createSceneStats,
  findSphereContacts,
  type MovingSpheres,
  spheresTimeOfImpact,
  type Vec3,
} from '../../src/index.ts';
import {
  bruteForce,
  canonical,
  expectedPlan,
  filterBits,
  gridScene,
  lopsidedScene,
  type PairQuery,
  permuted,
  rowsOf,
  splitScene,
  toBodies,
} from './brute-force.ts';

const toi = spheresTimeOfImpact as PairQuery<Vec3>;

describe('findSphereContacts', () => {
  it('is the brute-force set over spheresTimeOfImpact, bit for bit, in (t, i, j) order', () => {
    fc.assert(
      fc.property(
        gridScene(3, 120),
        fc.integer({ min: -100, max: 100 }),
        fc.oneof(
          fc.constant(0),
          fc.double({ min: 1, max: 1e7, noNaN: true }),
          fc.double({ min: -1e7, max: -1, noNaN: true }),
        ),
        (scene, k, offset) => {
          const s = 2 ** k;
          const bodies = toBodies(scene, (v) => v * s + offset * s) as MovingSpheres;
          bodies.r = Float64Array.from(scene.r, (r) => r * s);
          const list = createContactList3(2);
          findSphereContacts(bodies, list);
          expect(rowsOf(list)).toEqual(bruteForce(bodies, toi));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('takes only cross pairs with against and is invariant under input order', () => {
    fc.assert(
      fc.property(
        gridScene(3, 120).chain((scene) =>
          fc.tuple(
            fc.constant(scene),
            fc.shuffledSubarray(
              scene.r.map((_, k) => k),
              { minLength: scene.r.length },
            ),
            fc.nat(120),
          ),
        ),
        ([scene, order, at]) => {
          const [a, b] = splitScene(scene, at);
          const options = { against: toBodies(b, (v) => v) as MovingSpheres };
          const list = createContactList3();
          findSphereContacts(toBodies(a, (v) => v) as MovingSpheres, list, options);
          expect(rowsOf(list)).toEqual(
            bruteForce(
              toBodies(a, (v) => v),
              toi,
              options,
            ),
          );
          findSphereContacts(toBodies(scene, (v) => v) as MovingSpheres, list);
          const before = canonical(rowsOf(list), (k) => k);
          findSphereContacts(toBodies(permuted(scene, order), (v) => v) as MovingSpheres, list);
          expect(canonical(rowsOf(list), (k) => order[k]!)).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('indexes the smaller set of a lopsided against scene, bit for bit as brute force', () => {
    fc.assert(
      fc.property(lopsidedScene(3, 1000), fc.integer({ min: 0, max: 7 }), ([a, b], seed) => {
        const bodies = toBodies(a, (v) => v) as MovingSpheres;
        const filter = filterBits(a.r.length + b.r.length, seed);
        const options = {
          against: toBodies(b, (v) => v) as MovingSpheres,
          stats: createSceneStats(),
          ...(seed === 0
            ? {}
            : {
                category: filter.category.subarray(0, a.r.length),
                againstMask: filter.mask.subarray(a.r.length),
              }),
        };
        const list = createContactList3();
        findSphereContacts(bodies, list, options);
        const plan = expectedPlan(a.r.length, b.r.length);
        expect(options.stats.plan).toBe(plan);
        if (plan === 'index-against' || plan === 'index-bodies') {
          // The grid cuts every axis of 3D; nothing is swept.
          expect(options.stats.sweepAxis).toBe(-1);
          expect(options.stats.cuts.map((c) => c.axis)).toEqual([0, 1, 2]);
        }
        expect(rowsOf(list)).toEqual(bruteForce(bodies, toi, options));
      }),
      { numRuns: 60 },
    );
  });

  it('reports a 3D sweep with both other axes cut into columns', () => {
    // 1000 spheres of radius 1 along z, 3 apart, each moving 1 along z: each box
    // [3k − 1, 3k + 2] on z meets only its neighbours' (closed intervals), so 999 pairs
    // are tested of 1000·999/2, swept along z; x and y are the cut axes.
    const n = 1000;
    const zero = () => new Float64Array(n);
    const bodies: MovingSpheres = {
      x0: zero(),
      y0: zero(),
      z0: Float64Array.from({ length: n }, (_, k) => 3 * k),
      x1: zero(),
      y1: zero(),
      z1: Float64Array.from({ length: n }, (_, k) => 3 * k + 1),
      r: new Float64Array(n).fill(1),
    };
    const stats = createSceneStats();
    findSphereContacts(bodies, createContactList3(), { stats });
    expect(stats.pairs).toBe(499500);
    expect(stats.tested).toBe(999);
    expect(stats.sweepAxis).toBe(2);
    expect(stats.cuts.map((c) => c.axis)).toEqual([0, 1]);
  });
});
