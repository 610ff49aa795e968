/**
 * @swept/fixed scenes against the brute-force loop over this package's own
 * pair queries (raw t, status and normal bit for bit, (t, i, j) order), at
 * raw scales from single units to the edge of the range; errors in raw
 * terms. (The batch forms: ../batch.test.ts.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForce,
  canonical,
  expectedPlan,
  gridScene,
  lopsidedScene,
  type PairQuery,
  permuted,
  rowsOf,
  splitScene,
} from '../../../core/test/scene/brute-force.ts';
import {
  circlesTimeOfImpact,
  createContactList2,
  createContactList3,
  createSceneStats,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpact,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { rawScene, sceneUnit } from '../helpers.ts';

const toi2 = circlesTimeOfImpact as PairQuery<Vec2>;
const toi3 = spheresTimeOfImpact as PairQuery<Vec3>;

describe('@swept/fixed findCircleContacts / findSphereContacts', () => {
  it('are the brute-force sets over the raw pair queries, bit for bit, in (t, i, j) order', () => {
    fc.assert(
      fc.property(gridScene(2, 100), gridScene(3, 60), sceneUnit, (s2, s3, u) => {
        const b2 = rawScene(s2, u) as MovingCircles;
        const list2 = createContactList2(1);
        findCircleContacts(b2, list2);
        expect(rowsOf(list2)).toEqual(bruteForce(b2, toi2));
        const b3 = rawScene(s3, u) as MovingSpheres;
        const list3 = createContactList3(1);
        findSphereContacts(b3, list3);
        expect(rowsOf(list3)).toEqual(bruteForce(b3, toi3));
      }),
      { numRuns: 120 },
    );
  });

  it('take cross pairs with against and masks, whatever the input order', () => {
    fc.assert(
      fc.property(
        gridScene(2, 100).chain((scene) =>
          fc.tuple(
            fc.constant(scene),
            fc.shuffledSubarray(
              scene.r.map((_, k) => k),
              { minLength: scene.r.length },
            ),
            fc.nat(100),
          ),
        ),
        sceneUnit,
        ([scene, order, at], u) => {
          const [a, b] = splitScene(scene, at);
          const options = {
            against: rawScene(b, u) as MovingCircles,
            category: Uint32Array.from(a.r, (_, k) => 1 << (k % 2)),
            againstMask: Uint32Array.from(b.r, (_, k) => 1 + (k % 3)),
          };
          const list = createContactList2();
          findCircleContacts(rawScene(a, u) as MovingCircles, list, options);
          expect(rowsOf(list)).toEqual(bruteForce(rawScene(a, u), toi2, options));
          findCircleContacts(rawScene(scene, u) as MovingCircles, list);
          const before = canonical(rowsOf(list), (k) => k);
          findCircleContacts(rawScene(permuted(scene, order), u) as MovingCircles, list);
          expect(canonical(rowsOf(list), (k) => order[k]!)).toEqual(before);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('index the smaller set of a lopsided against scene, bit for bit as brute force', () => {
    fc.assert(
      fc.property(
        lopsidedScene(2, 800),
        lopsidedScene(3, 400),
        sceneUnit,
        fc.boolean(),
        ([a2, b2], [a3, b3], u, filtered) => {
          const options2 = {
            against: rawScene(b2, u) as MovingCircles,
            stats: createSceneStats(),
            ...(filtered
              ? {
                  category: Uint32Array.from(a2.r, (_, k) => 1 << (k % 2)),
                  againstMask: Uint32Array.from(b2.r, (_, k) => 1 + (k % 3)),
                }
              : {}),
          };
          const list2 = createContactList2();
          findCircleContacts(rawScene(a2, u) as MovingCircles, list2, options2);
          expect(options2.stats.plan).toBe(expectedPlan(a2.r.length, b2.r.length));
          expect(rowsOf(list2)).toEqual(bruteForce(rawScene(a2, u), toi2, options2));
          const options3 = { against: rawScene(b3, u) as MovingSpheres, stats: createSceneStats() };
          const list3 = createContactList3();
          findSphereContacts(rawScene(a3, u) as MovingSpheres, list3, options3);
          expect(options3.stats.plan).toBe(expectedPlan(a3.r.length, b3.r.length));
          expect(rowsOf(list3)).toEqual(bruteForce(rawScene(a3, u), toi3, options3));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('find grazes at the edge of the raw range', () => {
    // Two circles passing at exactly r apart, far out: (3, 4, 5) scaled so that values reach 2^30.
    const s = 1 << 26;
    const bodies = {
      x0: Float64Array.from([-16 * s, 16 * s, 0]),
      y0: Float64Array.from([0, 0, 5 * s]),
      x1: Float64Array.from([16 * s, 16 * s, 0]),
      y1: Float64Array.from([0, 0, 5 * s]),
      r: Float64Array.from([2 * s, 0, 3 * s]),
    };
    const list = createContactList2();
    findCircleContacts(bodies, list);
    expect(rowsOf(list)).toEqual(bruteForce(bodies, toi2));
    // Body 0 grazes body 2 at x = 0 (distance 5s = 2s + 3s), t = 1/2.
    expect(rowsOf(list).map((r) => [r.i, r.j, r.t, r.status])).toContainEqual([
      0,
      2,
      32768,
      'impact',
    ]);
  });

  it('refuse values that are not raw integers, naming array and index', () => {
    const list = createContactList2();
    const bodies = rawScene(
      {
        dim: 2,
        p0: [
          [0, 0],
          [1, 1],
        ],
        p1: [
          [0, 0],
          [1, 1],
        ],
        r: [1, 1],
      },
      65536,
    ) as MovingCircles;
    findCircleContacts(bodies, list);
    bodies.y1[1] = 0.5;
    expect(() => findCircleContacts(bodies, list)).toThrow(
      /^bodies\.y1\[1\] must be an integer raw value within ±2147483647 \(got 0\.5\)$/,
    );
    expect(list.count).toBe(0);
    bodies.y1[1] = 0;
    bodies.r[0] = -65536;
    expect(() => findCircleContacts(bodies, list)).toThrow(/^bodies\.r\[0\] must be >= 0/);
  });
});
