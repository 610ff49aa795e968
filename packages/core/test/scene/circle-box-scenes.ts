/**
 * Circles against boxes in a scene (`findCircleContacts(circles, contacts,
 * { against: boxes })`, `findSphereContacts(…, { against: cuboids })`), tests
 * shared by every variant: the list against the brute-force loop over the
 * same variant's `circleBoxTimeOfImpact` / `sphereCuboidTimeOfImpact` (bit
 * for bit, `(t, i, j)` order) with counts, filters and every plan of the
 * broad phase; hand cases whose answers follow from the contract
 * (`docs/contract.md`, §9.2 and §9.3); and bad input. Each variant passes its
 * queries and how grid values become its own; a variant without the 3D pair
 * query leaves the 3D forms (`spheres`) out.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type {
  ContactList2,
  ContactList3,
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  SceneOptions,
  TimeOfImpact,
  Vec2,
  Vec3,
} from '../../src/index.ts';
import { createContactList2, createContactList3, createSceneStats } from '../../src/index.ts';
import type { GridValues } from './box-scenes.ts';
import {
  bruteForce,
  expectedPlan,
  filterBits,
  type GridBoxScene,
  gridScene,
  lopsidedScene,
  type Row,
  rowsOf,
  splitBoxScene,
  toBodies,
  toBoxes,
  withExtents,
} from './brute-force.ts';

/** A variant's `circleBoxTimeOfImpact` or `sphereCuboidTimeOfImpact`. */
type BallBoxQuery<V> = (c0: V, c1: V, r: number, b0: V, b1: V, hb: V) => TimeOfImpact<V> | null;

/** What the shared tests need of a variant. */
export interface CircleBoxSceneVariant {
  findCircleContacts(
    circles: MovingCircles,
    contacts: ContactList2,
    options: SceneOptions<MovingCircles, MovingBoxes>,
  ): number;
  circleBoxTimeOfImpact: BallBoxQuery<Vec2>;
  /** The 3D forms; left out where the variant has no sphere–cuboid query yet (2D only). */
  spheres?: {
    findSphereContacts(
      spheres: MovingSpheres,
      contacts: ContactList3,
      options: SceneOptions<MovingSpheres, MovingCuboids>,
    ): number;
    sphereCuboidTimeOfImpact: BallBoxQuery<Vec3>;
  };
  /** Grid values to the variant's (exact scalings, shifts that round). */
  values: fc.Arbitrary<GridValues>;
  /** One unit of length in the variant's values (`1`, or `65536` raw). */
  unit: number;
  /** Time `1` in the variant's values (`1`, or `65536` raw). */
  time: number;
  /** `false` under a band policy: the hand cases' exact times and statuses do not hold. */
  exactDistance: boolean;
}

type Round = MovingCircles | MovingSpheres;
type Boxes = MovingBoxes | MovingCuboids;

/** Circles (spheres) from a grid scene: positions by `at`, radii by `size`. */
function circlesOf(s: GridBoxScene, v: GridValues): Round {
  const bodies = toBodies(s, v.at);
  bodies.r = Float64Array.from(s.r, v.size);
  return bodies;
}

function boxesOf(s: GridBoxScene, v: GridValues): Boxes {
  return toBoxes(s, v.at, v.size);
}

/** The scene's rows, after one call into a list that must grow. */
function found(v: CircleBoxSceneVariant, circles: Round, options: SceneOptions<Round, Boxes>) {
  if ('z0' in circles) {
    const list = createContactList3(1);
    const o = options as SceneOptions<MovingSpheres, MovingCuboids>;
    expect(v.spheres!.findSphereContacts(circles, list, o)).toBe(list.count);
    return rowsOf(list);
  }
  const list = createContactList2(1);
  const o = options as SceneOptions<MovingCircles, MovingBoxes>;
  expect(v.findCircleContacts(circles, list, o)).toBe(list.count);
  return rowsOf(list);
}

function expected(v: CircleBoxSceneVariant, circles: Round, options: SceneOptions<Round, Boxes>) {
  const query = 'z0' in circles ? v.spheres!.sphereCuboidTimeOfImpact : v.circleBoxTimeOfImpact;
  // The brute force reads `against` as any set: circle `i` as `c`, box `j` as `b`.
  return bruteForce(circles, query as never, options as never);
}

/** `[x0, y0, x1, y1, r]` rows (2D) or `[x0, y0, z0, x1, y1, z1, r]` (3D), times the unit. */
function hand(v: CircleBoxSceneVariant, names: string[], rows: number[][]) {
  const out: Record<string, Float64Array> = {};
  names.forEach((name, c) => {
    out[name] = Float64Array.from(rows, (row) => row[c]! * v.unit);
  });
  return out;
}

const CIRCLE = ['x0', 'y0', 'x1', 'y1', 'r'];
const BOX = ['x0', 'y0', 'x1', 'y1', 'hx', 'hy'];
const SPHERE = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'];
const CUBOID = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'hx', 'hy', 'hz'];

/** Defines the shared tests; `runs` scales the property tests' runs (a policy each, say). */
export function circleBoxSceneTests(v: CircleBoxSceneVariant, runs = 1): void {
  const numRuns = (n: number) => Math.max(4, Math.round(n * runs));
  const dims = v.spheres ? ([2, 3] as const) : ([2] as const);
  const scene = (max2: number, max3: number) =>
    fc
      .constantFrom(...dims)
      .chain((dim) => gridScene(dim, dim === 2 ? max2 : max3))
      .chain(withExtents);

  it('is the brute-force set over the circle–box query, bit for bit, with counts and filters', () => {
    fc.assert(
      fc.property(
        scene(150, 80),
        v.values,
        fc.nat(150),
        fc.nat(5),
        fc.nat(5),
        fc.integer({ min: 0, max: 7 }),
        (s, values, at, dropA, dropB, seed) => {
          const [a, b] = splitBoxScene(s, at);
          const n = a.r.length;
          const m = b.r.length;
          const circles = circlesOf(a, values);
          const against = boxesOf(b, values);
          expect(found(v, circles, { against })).toEqual(expected(v, circles, { against }));
          const filter = filterBits(n + m, seed);
          const options = {
            against,
            count: Math.max(0, n - dropA),
            againstCount: Math.max(0, m - dropB),
            category: filter.category.subarray(0, n),
            mask: filter.mask.subarray(0, n),
            againstCategory: filter.category.subarray(n),
            againstMask: filter.mask.subarray(n),
          };
          expect(found(v, circles, options)).toEqual(expected(v, circles, options));
        },
      ),
      { numRuns: numRuns(200) },
    );
  });

  it('runs every plan of the broad phase on lopsided scenes, bit for bit', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...dims)
          .chain((dim) => lopsidedScene(dim, dim === 2 ? 1200 : 600))
          .chain(([a, b]) => fc.tuple(withExtents(a), withExtents(b))),
        v.values,
        ([a, b], values) => {
          const stats = createSceneStats();
          const circles = circlesOf(a, values);
          const options = { against: boxesOf(b, values), stats };
          expect(found(v, circles, options)).toEqual(expected(v, circles, options));
          expect(stats.plan).toBe(expectedPlan(a.r.length, b.r.length));
        },
      ),
      { numRuns: numRuns(40) },
    );
  });

  it('finds nothing with an empty set, and a circle inside a box overlapping at t = 0', () => {
    const none = hand(v, BOX, []) as unknown as MovingBoxes;
    const one = hand(v, CIRCLE, [[0, 0, 0, 0, 1]]) as unknown as MovingCircles;
    expect(found(v, one, { against: none })).toEqual([]);
    expect(found(v, hand(v, CIRCLE, []) as unknown as MovingCircles, { against: none })).toEqual(
      [],
    );
    // Three circles at the centre of a 4 × 2 box: each overlaps it at t = 0; the least
    // penetration is along y (1 < 2), and with W = 0 the normal is +y (§9.2).
    const box = hand(v, BOX, [[3, -2, 3, -2, 2, 1]]) as unknown as MovingBoxes;
    const centred = hand(v, CIRCLE, Array<number[]>(3).fill([3, -2, 9, 9, 1]));
    const rows: Row[] = [0, 1, 2].map((i) => ({
      i,
      j: 0,
      wall: 0,
      t: 0,
      status: 'overlap',
      n: [0, v.unit],
    }));
    expect(found(v, centred as unknown as MovingCircles, { against: box })).toEqual(rows);
    expect(found(v, centred as unknown as MovingCircles, { against: box, count: 0 })).toEqual([]);
  });

  if (v.exactDistance) {
    it('finds a face hit, a corner hit and a graze at the times the geometry gives', () => {
      // A ball (r = 1) falls from y = 10 to y = −6 onto a still box 4 wide and 6 tall:
      // its centre reaches y = 3 + 1 after 6 of 16 units, t = 3/8; the normal points
      // from the ball down to the box.
      const box = hand(v, BOX, [[0, 0, 0, 0, 2, 3]]) as unknown as MovingBoxes;
      const falling = hand(v, CIRCLE, [[0, 10, 0, -6, 1]]) as unknown as MovingCircles;
      expect(found(v, falling, { against: box })).toEqual([
        { i: 0, j: 0, wall: 0, t: (3 * v.time) / 8, status: 'impact', n: [0, -v.unit] },
      ]);
      // A ball of radius 5 moving along (−3, −4) towards the corner (2, 3) of the same box,
      // from (8, 11) = corner + (6, 8) to corner − (18, 24): it is 5 from the corner (in its
      // quadrant, so nearest the corner) after 5 of 40 units, t = 1/8; the normal is
      // (−3, −4)/5. The corner's quadratic may round: t within a step of 1/8.
      const corner = hand(v, CIRCLE, [[8, 11, -16, -21, 5]]) as unknown as MovingCircles;
      const [hit] = found(v, corner, { against: box });
      expect(hit?.status).toBe('impact');
      expect(Math.abs(hit!.t - v.time / 8)).toBeLessThanOrEqual(v.time === 1 ? 1e-15 : 1);
      expect(hit!.n[0]! / v.unit).toBeCloseTo(-0.6, 4);
      expect(hit!.n[1]! / v.unit).toBeCloseTo(-0.8, 4);
      // A ball grazing the box's right face (x = 2) with its left edge, moving up along it:
      // touching from the start, not moving in, 'separating' at t = 0, normal −x.
      const graze = hand(v, CIRCLE, [[3, -2, 3, 8, 1]]) as unknown as MovingCircles;
      expect(found(v, graze, { against: box })).toEqual([
        { i: 0, j: 0, wall: 0, t: 0, status: 'separating', n: [-v.unit, 0] },
      ]);
      // One unit further out: never touching.
      const apart = hand(v, CIRCLE, [[4, -2, 4, 8, 1]]) as unknown as MovingCircles;
      expect(found(v, apart, { against: box })).toEqual([]);
      // The box moves: it rises from y = −10 to y = 6 under a still ball at y = 4 (r = 1);
      // its top (y + 3) reaches 3 when its centre has risen 10 of 16 units, t = 5/8.
      const rising = hand(v, BOX, [[0, -10, 0, 6, 2, 3]]) as unknown as MovingBoxes;
      const still = hand(v, CIRCLE, [[0, 4, 0, 4, 1]]) as unknown as MovingCircles;
      expect(found(v, still, { against: rising })).toEqual([
        { i: 0, j: 0, wall: 0, t: (5 * v.time) / 8, status: 'impact', n: [0, -v.unit] },
      ]);
    });

    if (v.spheres) {
      it('finds a sphere landing on a cuboid at the time the geometry gives (3D)', () => {
        // A ball (r = 1) falls from z = 10 to z = −6 onto a still 4 × 4 × 6 cuboid: t = 3/8.
        const cuboid = hand(v, CUBOID, [[0, 0, 0, 0, 0, 0, 2, 2, 3]]) as unknown as MovingCuboids;
        const falling = hand(v, SPHERE, [
          [0, 0, 10, 0, 0, -6, 1],
          [9, 9, 10, 9, 9, -6, 1],
        ]) as unknown as MovingSpheres;
        expect(found(v, falling, { against: cuboid })).toEqual([
          { i: 0, j: 0, wall: 0, t: (3 * v.time) / 8, status: 'impact', n: [0, 0, -v.unit] },
        ]);
      });
    }
  }

  it('refuses bad input with a RangeError naming options.against, writing nothing', () => {
    const circles = () =>
      hand(v, CIRCLE, [
        [0, 0, 1, 0, 1],
        [5, 5, 5, 5, 1],
      ]) as unknown as MovingCircles;
    const boxes = () =>
      hand(v, BOX, [
        [1, 0, 0, 0, 1, 1],
        [9, 9, 9, 9, 1, 1],
        [0, 0, 0, 0, 1, 1],
        [0, 0, 0, 0, 1, 1],
      ]) as unknown as MovingBoxes;
    const list = createContactList2(4);
    const check = (options: object, message: RegExp) => {
      v.findCircleContacts(circles(), list, { against: boxes() });
      expect(list.count).toBeGreaterThan(0);
      const call = () =>
        v.findCircleContacts(circles(), list, options as SceneOptions<MovingCircles, MovingBoxes>);
      expect(call).toThrow(message);
      expect(call).toThrow(RangeError);
      expect(list.count).toBe(0);
    };
    const negative = boxes();
    negative.hy[3] = -v.unit;
    check({ against: negative }, /^options\.against\.hy\[3\] must be >= 0/);
    const nan = boxes();
    nan.x1[2] = Number.NaN;
    check({ against: nan }, /^options\.against\.x1\[2\]/);
    const missing: Partial<MovingBoxes> = boxes();
    delete missing.hy;
    check({ against: missing }, /^options\.against\.hy must be a Float64Array/);
    check(
      { against: { ...boxes(), r: Float64Array.of(1, 1, 1, 1) } },
      /^options\.against must hold either r \(circles\) or hx and hy \(boxes\) \(got both\)/,
    );
    const { hx: _hx, hy: _hy, ...bare } = boxes();
    check({ against: bare }, /^options\.against must hold either r .* \(got neither\)/);
    check({ against: boxes(), againstCount: 5 }, /^options\.againstCount must be an integer/);
    check(
      { against: boxes(), againstMask: new Uint32Array(3) },
      /^options\.againstMask\.length must be >= 4/,
    );
    const circle = circles();
    circle.r[1] = -v.unit;
    expect(() => v.findCircleContacts(circle, list, { against: boxes() })).toThrow(
      /^bodies\.r\[1\] must be >= 0/,
    );
    if (v.spheres) {
      const { findSphereContacts } = v.spheres;
      const spheres = hand(v, SPHERE, [[0, 0, 0, 1, 1, 1, 1]]) as unknown as MovingSpheres;
      const cuboids = hand(v, CUBOID, [[0, 0, 0, 0, 0, 0, 1, 1, -1]]) as unknown as MovingCuboids;
      expect(() => findSphereContacts(spheres, createContactList3(), { against: cuboids })).toThrow(
        /^options\.against\.hz\[0\] must be >= 0/,
      );
      const { hz: _hz, ...flat } = cuboids;
      expect(() =>
        findSphereContacts(spheres, createContactList3(), {
          against: { ...flat, r: Float64Array.of(1) } as unknown as MovingCuboids,
        }),
      ).toThrow(/^options\.against must hold either r \(spheres\) or hx, hy and hz \(cuboids\)/);
    }
  });
}
