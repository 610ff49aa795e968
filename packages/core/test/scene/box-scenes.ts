/**
 * The scenes of boxes' tests, shared by every variant (@swept/core,
 * @swept/fixed, each @swept/tolerance policy): `findBoxContacts` /
 * `findCuboidContacts` against the brute-force loop over the same variant's
 * `boxesTimeOfImpact` / `cuboidsTimeOfImpact` (bit for bit, `(t, i, j)`
 * order), with `against`, counts, filters and every plan of the broad phase;
 * hand cases whose answers follow from the contract (`docs/contract.md`, §9.1
 * and §9.3); and bad input. Each variant passes its queries and how grid
 * values become its own.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type {
  ContactList2,
  ContactList3,
  MovingBoxes,
  MovingCuboids,
  SceneFrameOptions,
  Vec2,
  Vec3,
} from '../../src/index.ts';
import { createContactList2, createContactList3, createSceneStats } from '../../src/index.ts';
import {
  type BoxQuery,
  bruteForce,
  expectedPlan,
  filterBits,
  type GridBoxScene,
  gridScene,
  lopsidedScene,
  type Row,
  rowsOf,
  splitBoxScene,
  toBoxes,
  withExtents,
} from './brute-force.ts';

/** Grid values in a variant's own: positions (`at`) and half extents (`size`). */
export interface GridValues {
  at(v: number): number;
  size(v: number): number;
}

/**
 * The core's grid values: exact scalings by `2^-150 … 2^150`, and shifts far
 * from the origin, where the differences round.
 */
export const coreGridValues: fc.Arbitrary<GridValues> = fc
  .record({
    k: fc.integer({ min: -150, max: 150 }),
    offset: fc.constantFrom(0, 0, 1e6, -3.7e9, 123456.789),
  })
  .map(({ k, offset }) => ({
    at: (v: number) => (v + offset) * 2 ** k,
    size: (v: number) => v * 2 ** k,
  }));

/** What the shared tests need of a variant. */
export interface BoxSceneVariant {
  findBoxContacts(
    boxes: MovingBoxes,
    contacts: ContactList2,
    options?: SceneFrameOptions<MovingBoxes>,
  ): number;
  findCuboidContacts(
    cuboids: MovingCuboids,
    contacts: ContactList3,
    options?: SceneFrameOptions<MovingCuboids>,
  ): number;
  boxesTimeOfImpact: BoxQuery<Vec2>;
  cuboidsTimeOfImpact: BoxQuery<Vec3>;
  /** Grid values to the variant's (exact scalings, shifts that round). */
  values: fc.Arbitrary<GridValues>;
  /** One unit of length in the variant's values (`1`, or `65536` raw). */
  unit: number;
  /** Time `1` in the variant's values (`1`, or `65536` raw). */
  time: number;
  /**
   * `false` under a band policy: contact at a widened distance, so the hand
   * cases' exact times and statuses (touching, crossing points) do not hold.
   */
  exactDistance: boolean;
}

const boxScene2 = (max: number) => gridScene(2, max).chain(withExtents);
const boxScene3 = (max: number) => gridScene(3, max).chain(withExtents);

function boxesOf(s: GridBoxScene, v: GridValues): MovingBoxes {
  return toBoxes(s, v.at, v.size) as MovingBoxes;
}

function cuboidsOf(s: GridBoxScene, v: GridValues): MovingCuboids {
  return toBoxes(s, v.at, v.size) as MovingCuboids;
}

/** The scene's rows in 2D or 3D, after one call into a list that must grow. */
function found(v: BoxSceneVariant, boxes: MovingBoxes | MovingCuboids, options = {}): Row[] {
  if ('hz' in boxes) {
    const list = createContactList3(1);
    expect(v.findCuboidContacts(boxes, list, options)).toBe(list.count);
    return rowsOf(list);
  }
  const list = createContactList2(1);
  expect(v.findBoxContacts(boxes, list, options)).toBe(list.count);
  return rowsOf(list);
}

function expected(v: BoxSceneVariant, boxes: MovingBoxes | MovingCuboids, options = {}): Row[] {
  return bruteForce(boxes, 'hz' in boxes ? v.cuboidsTimeOfImpact : v.boxesTimeOfImpact, options);
}

/** Box values from a unit grid: `[x0, y0, x1, y1, hx, hy]` per box, times the variant's unit. */
function handBoxes(v: BoxSceneVariant, rows: number[][]): MovingBoxes {
  const f = (c: number) => Float64Array.from(rows, (row) => row[c]! * v.unit);
  return { x0: f(0), y0: f(1), x1: f(2), y1: f(3), hx: f(4), hy: f(5) };
}

/** Defines the shared tests; `runs` scales the property tests' runs (a policy each, say). */
export function boxSceneTests(v: BoxSceneVariant, runs = 1): void {
  const numRuns = (n: number) => Math.max(4, Math.round(n * runs));

  it('is the brute-force set over the pair query, bit for bit, in (t, i, j) order (2D and 3D)', () => {
    fc.assert(
      fc.property(boxScene2(120), boxScene3(60), v.values, (s2, s3, values) => {
        const boxes = boxesOf(s2, values);
        expect(found(v, boxes)).toEqual(expected(v, boxes));
        const cuboids = cuboidsOf(s3, values);
        expect(found(v, cuboids)).toEqual(expected(v, cuboids));
      }),
      { numRuns: numRuns(200) },
    );
  });

  it('takes only cross pairs with against, honours the counts and filters the Box2D way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3).chain((dim) => (dim === 2 ? boxScene2(150) : boxScene3(80))),
        v.values,
        fc.nat(150),
        fc.nat(5),
        fc.nat(5),
        fc.integer({ min: 0, max: 7 }),
        (scene, values, at, dropA, dropB, seed) => {
          const [a, b] = splitBoxScene(scene, at);
          const n = a.r.length;
          const m = b.r.length;
          const filter = filterBits(n + m, seed);
          const options = {
            against: toBoxes(b, values.at, values.size),
            count: Math.max(0, n - dropA),
            againstCount: Math.max(0, m - dropB),
            ...(seed === 0
              ? {}
              : {
                  category: filter.category.subarray(0, n),
                  mask: filter.mask.subarray(0, n),
                  againstCategory: filter.category.subarray(n),
                  againstMask: filter.mask.subarray(n),
                }),
          };
          const boxes = toBoxes(a, values.at, values.size);
          expect(found(v, boxes, options)).toEqual(expected(v, boxes, options));
          // The filter within one set.
          const whole = toBoxes(scene, values.at, values.size);
          const own = seed === 0 ? {} : filterBits(n + m, seed);
          expect(found(v, whole, own)).toEqual(expected(v, whole, own));
        },
      ),
      { numRuns: numRuns(150) },
    );
  });

  it('runs every plan of the broad phase on lopsided against scenes, bit for bit', () => {
    fc.assert(
      fc.property(
        lopsidedScene(2, 1200).chain(([a, b]) => fc.tuple(withExtents(a), withExtents(b))),
        v.values,
        ([a, b], values) => {
          const stats = createSceneStats();
          const boxes = boxesOf(a, values);
          const options = { against: boxesOf(b, values), stats };
          expect(found(v, boxes, options)).toEqual(expected(v, boxes, options));
          expect(stats.plan).toBe(expectedPlan(a.r.length, b.r.length));
        },
      ),
      { numRuns: numRuns(40) },
    );
  });

  it('finds nothing without boxes, and every pair of identical boxes overlapping at t = 0', () => {
    const none = handBoxes(v, []);
    expect(found(v, none)).toEqual([]);
    const one = handBoxes(v, [[0, 0, 1, 1, 1, 1]]);
    expect(found(v, one, { against: none })).toEqual([]);
    expect(found(v, none, { against: one })).toEqual([]);
    expect(found(v, one, { count: 0, against: one })).toEqual([]);
    // Five identical overlapping boxes, 4 × 2: every pair once, in (i, j) order; the
    // least penetration is along y (2 + 2 < 4 + 4), its sign + for coincident centres.
    const same = handBoxes(v, Array<number[]>(5).fill([3, -2, 7, 1, 2, 1]));
    const pairs: Row[] = [];
    for (let i = 0; i < 5; i++) {
      for (let j = i + 1; j < 5; j++) {
        pairs.push({ i, j, wall: 0, t: 0, status: 'overlap', n: [0, v.unit] });
      }
    }
    expect(found(v, same)).toEqual(pairs);
    // The same in 3D, 3 × 2 × 1: the least penetration along z.
    const f = (x: number) => Float64Array.of(x * v.unit, x * v.unit, x * v.unit);
    const cuboids: MovingCuboids = {
      x0: f(1),
      y0: f(1),
      z0: f(1),
      x1: f(-4),
      y1: f(2),
      z1: f(0),
      hx: f(3),
      hy: f(2),
      hz: f(1),
    };
    const row = (i: number, j: number): Row => ({
      i,
      j,
      wall: 0,
      t: 0,
      status: 'overlap',
      n: [0, 0, v.unit],
    });
    expect(found(v, cuboids)).toEqual([row(0, 1), row(0, 2), row(1, 2)]);
  });

  // The hand cases' exact times hold where no band widens the contact distance.
  if (v.exactDistance) {
    it('finds degenerate boxes (points, segments) and boxes touching exactly at t = 0', () => {
      // Two points (h = 0) crossing on the x axis meet halfway; B came from +x.
      const points = handBoxes(v, [
        [0, 0, 2, 0, 0, 0],
        [2, 0, 0, 0, 0, 0],
      ]);
      expect(found(v, points)).toEqual([
        { i: 0, j: 1, wall: 0, t: v.time / 2, status: 'impact', n: [v.unit, 0] },
      ]);
      // A vertical segment (hx = 0) falling onto a horizontal one (hy = 0): the gap
      // 3 − 1 closes at 8 per step, at t = 1/4.
      const segments = handBoxes(v, [
        [0, 0, 0, 0, 3, 0],
        [1, 3, 1, -5, 0, 1],
      ]);
      expect(found(v, segments)).toEqual([
        { i: 0, j: 1, wall: 0, t: v.time / 4, status: 'impact', n: [0, v.unit] },
      ]);
      // Face to face at the start (|Δx| = hx_a + hx_b): resting, approaching, leaving.
      const touching = (bx1: number) =>
        handBoxes(v, [
          [0, 0, 0, 0, 1, 1],
          [2, 0, bx1, 0, 1, 1],
        ]);
      const at0 = (status: string): Row[] => [
        { i: 0, j: 1, wall: 0, t: 0, status, n: [v.unit, 0] },
      ];
      expect(found(v, touching(2))).toEqual(at0('separating'));
      expect(found(v, touching(1))).toEqual(at0('impact'));
      expect(found(v, touching(5))).toEqual(at0('separating'));
      // Corner to corner at the start, then apart along the diagonal: a contact at 0,
      // leaving; the least penetration ties (0 on both axes) and x wins.
      const corners = handBoxes(v, [
        [0, 0, 0, 0, 1, 1],
        [2, 2, 4, 4, 1, 1],
      ]);
      expect(found(v, corners)).toEqual(at0('separating'));
      // One unit further apart: never touching.
      const apart = handBoxes(v, [
        [0, 0, 0, 0, 1, 1],
        [3, 0, 3, 0, 1, 1],
      ]);
      expect(found(v, apart)).toEqual([]);
    });
  }

  it('refuses bad input with a RangeError naming the argument and index, writing nothing', () => {
    const good = () =>
      handBoxes(v, [
        [0, 0, 1, 0, 1, 1],
        [1, 0, 0, 0, 1, 1],
        [5, 5, 5, 5, 1, 1],
      ]);
    const list = createContactList2(4);
    const check = (boxes: MovingBoxes, options: object, message: RegExp) => {
      v.findBoxContacts(good(), list);
      expect(list.count).toBeGreaterThan(0);
      expect(() =>
        v.findBoxContacts(boxes, list, options as SceneFrameOptions<MovingBoxes>),
      ).toThrow(message);
      expect(() =>
        v.findBoxContacts(boxes, list, options as SceneFrameOptions<MovingBoxes>),
      ).toThrow(RangeError);
      expect(list.count).toBe(0);
    };
    const negative = good();
    negative.hy[1] = -v.unit;
    check(negative, {}, /^boxes\.hy\[1\] must be >= 0/);
    const nan = good();
    nan.x1[2] = Number.NaN;
    check(nan, {}, /^boxes\.x1\[2\]/);
    const missing = good() as Partial<MovingBoxes>;
    delete missing.hx;
    check(missing as MovingBoxes, {}, /^boxes\.hx must be a Float64Array/);
    const against = good();
    against.hx[0] = Number.POSITIVE_INFINITY;
    check(good(), { against }, /^options\.against\.hx\[0\]/);
    check(good(), { count: 4 }, /^options\.count must be an integer in \[0, 3\]/);
    check(good(), { walls: {} }, /^options\.walls must be left out of a scene of boxes/);
    check(good(), { mask: new Uint32Array(2) }, /^options\.mask/);
    const list3 = createContactList3();
    const cuboids: MovingCuboids = { ...good(), z0: good().x0, z1: good().x1, hz: good().hx };
    cuboids.hz = Float64Array.of(v.unit, -v.unit, v.unit);
    expect(() => v.findCuboidContacts(cuboids, list3)).toThrow(/^cuboids\.hz\[1\] must be >= 0/);
    expect(() => v.findCuboidContacts(cuboids, list as ContactList3)).toThrow(
      /^contacts must be a contact list/,
    );
  });
}
