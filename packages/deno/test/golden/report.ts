/**
 * The golden scenario every engine runs for the cross-engine determinism test
 * (../node/determinism.test.ts): @swept/fixed's own fingerprint, then every
 * variant's answers to the golden conformance vectors of @swept/oracle and to
 * seeded random inputs, as bit-exact text (doubles as the hex of their bits;
 * see @swept/engines' `exactText`). The variants are
 *
 * - `fixed`: @swept/fixed on the vectors' raw Q16.16 inputs (exact integers);
 * - `core`: @swept/core, the float queries, on the same inputs as doubles;
 * - `exact`, `absolute(…)`, `relative(…)`, `ulps(…)`, `rounded(…)`,
 *   `slop(…)`: @swept/tolerance's policies on the doubles.
 *
 * The queries asked are the pair queries (swept, time of impact, classify,
 * overlap, separate, ray; box against box), the wall queries (circle vs segment and
 * polyline, sphere vs triangle), the scenes and the casts against a seeded
 * level (`castCircle`, `castSphere`, `castRay`, each variant on a level made
 * by its own `createLevel2` / `createLevel3`), each in every variant that has it.
 *
 * The float variants compute with `+ − × ÷` and `Math.sqrt`, which ECMAScript
 * specifies exactly (IEEE-754 binary64, round to nearest, no fused or
 * contracted operations), and with operations exact by definition (`abs`,
 * `floor`, `min`, powers of two, BigInt), so their answers must be identical
 * bit for bit on every engine too. A query that throws answers with its error. The
 * module's default export is the entry `runInEngine` runs in each engine.
 */
import * as core from '@swept/core';
import { type EngineReport, exactText, type ReportCase } from '@swept/engines/report';
import * as fixed from '@swept/fixed';
import { loadVectors } from '@swept/oracle';
import {
  absolute,
  createLevel2,
  createLevel3,
  exact,
  exactStats,
  relative,
  resetExactStats,
  rounded,
  slop,
  ulps,
  withPolicy,
} from '@swept/tolerance';

/** Every tolerance policy, with band sizes at the scale of the vectors' 2^-16 grid. */
const POLICIES = [exact, absolute(1e-4), relative(1e-6), ulps(4), rounded(4), slop(0.005)].map(
  withPolicy,
);

/** The masses of the separation queries: unequal, so that the shares (¼, ¾) round. */
const MA = 1;
const MB = 3;

/** Any query of any variant: each is called with its own documented arguments. */
type Query = (...args: readonly unknown[]) => unknown;

/** A variant: its name in the report, its queries by name, and which form of the inputs it takes. */
interface Variant {
  name: string;
  queries: Record<string, unknown>;
  inputs: 'raw' | 'float';
}

const VARIANTS: Variant[] = [
  { name: 'fixed', queries: fixed, inputs: 'raw' },
  { name: 'core', queries: core, inputs: 'float' },
  ...POLICIES.map(
    (q): Variant => ({
      name: q.policy.name,
      // The policies cast against the levels @swept/tolerance makes (the core's).
      queries: { ...q, createLevel2, createLevel3 },
      inputs: 'float',
    }),
  ),
];

/**
 * The queries a variant lacks by design: the graze classification is the tolerance
 * package's. Any other query a variant does not have is an error, not a skip, so a
 * renamed query cannot silently leave the determinism test.
 */
const WITHOUT: Readonly<Record<string, readonly string[]>> = {
  classifyCircles: ['fixed', 'core'],
  classifySpheres: ['fixed', 'core'],
};

/**
 * A query by name, how to make its arguments from one form of a vector's
 * inputs, and (when the answer is not the return value) what to report from
 * the call's arguments after it returns: the scene queries fill a list.
 */
type Question<I> = readonly [
  name: string,
  /** The arguments, from the input and the variant's queries (a cast's level is made by its own `createLevel…`). */
  args: (input: I, queries: Record<string, unknown>) => readonly unknown[],
  answer?: (args: readonly unknown[]) => unknown,
];

/**
 * One case: every variant answers every question (but the queries it lacks by design,
 * `WITHOUT`), with arguments made from the vector's raw inputs (fixed) or its float
 * inputs (the others). A query that throws answers with its error.
 */
function reportCase<I>(
  c: { id: string; raw: I; float: I },
  questions: readonly Question<I>[],
): ReportCase {
  const answers: ReportCase['answers'] = [];
  for (const variant of VARIANTS) {
    for (const [name, args, filled] of questions) {
      const query = variant.queries[name];
      if (typeof query !== 'function') {
        if (WITHOUT[name]?.includes(variant.name)) continue;
        throw new Error(
          `${variant.name} has no query ${name} (renamed?): the report would skip it`,
        );
      }
      let answer: string;
      try {
        const call = args(c[variant.inputs], variant.queries);
        const result = (query as Query)(...call);
        answer = exactText(filled ? filled(call) : result);
      } catch (error) {
        answer = `throws ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
      }
      answers.push([`${variant.name} ${name}`, answer]);
    }
  }
  return { id: c.id, input: JSON.stringify(c.float), answers };
}

interface Point {
  x: number;
  y: number;
  z?: number;
}

interface Swept {
  a0: Point;
  a1: Point;
  ra: number;
  b0: Point;
  b1: Point;
  rb: number;
}

interface Overlap {
  a: Point;
  ra: number;
  b: Point;
  rb: number;
}

const swept = (v: Swept) => [v.a0, v.a1, v.ra, v.b0, v.b1, v.rb];
/** The overlap vectors of dim 3 carry `z`; the 3-D queries want it on every point. */
const as3 = (v: Point) => ({ x: v.x, y: v.y, z: v.z ?? 0 });
const overlap2 = (v: Overlap) => [v.a, v.ra, v.b, v.rb];
const overlap3 = (v: Overlap) => [as3(v.a), v.ra, as3(v.b), v.rb];
const separate2 = (v: Overlap) => [v.a, v.ra, MA, v.b, v.rb, MB];
const separate3 = (v: Overlap) => [as3(v.a), v.ra, MA, as3(v.b), v.rb, MB];

const SWEPT2: Question<Swept>[] = [
  ['sweptCircles', swept],
  ['circlesTimeOfImpact', swept],
  ['classifyCircles', swept],
];
const SWEPT3: Question<Swept>[] = [
  ['sweptSpheres', swept],
  ['spheresTimeOfImpact', swept],
  ['classifySpheres', swept],
];
const OVERLAP2: Question<Overlap>[] = [
  ['circlesOverlap', overlap2],
  ['separateCircles', separate2],
];
const OVERLAP3: Question<Overlap>[] = [
  ['spheresOverlap', overlap3],
  ['separateSpheres', separate3],
];

interface Boxes {
  a0: Point;
  a1: Point;
  ha: Point;
  b0: Point;
  b1: Point;
  hb: Point;
}

const boxes = (v: Boxes) => [v.a0, v.a1, v.ha, v.b0, v.b1, v.hb];
const boxesStill = (v: Boxes) => [v.a0, v.ha, v.b0, v.hb];
const separateBoxesArgs = (v: Boxes) => [v.a0, v.ha, MA, v.b0, v.hb, MB];

const BOXES2: Question<Boxes>[] = [
  ['sweptBoxes', boxes],
  ['boxesTimeOfImpact', boxes],
  ['boxesOverlap', boxesStill],
  ['separateBoxes', separateBoxesArgs],
];
const BOXES3: Question<Boxes>[] = [
  ['sweptCuboids', boxes],
  ['cuboidsTimeOfImpact', boxes],
  ['cuboidsOverlap', boxesStill],
  ['separateCuboids', separateBoxesArgs],
];

interface CircleSegment {
  c0: Point;
  c1: Point;
  r: number;
  s0: Point;
  s1: Point;
}

interface SphereTriangle {
  c0: Point;
  c1: Point;
  r: number;
  p0: Point;
  p1: Point;
  p2: Point;
}

interface CirclePolyline {
  c0: Point;
  c1: Point;
  r: number;
  points: Point[];
  closed: boolean;
}

/** A circle against a box (contract §9.2); the still queries ask about the circle at `c0`, the box at `b0`. */
interface CircleBox {
  c0: Point;
  c1: Point;
  r: number;
  b0: Point;
  b1: Point;
  hb: Point;
}

const circleSegment = (v: CircleSegment) => [v.c0, v.c1, v.r, v.s0, v.s1];
/** The still queries of a wall vector ask about the circle at its start. */
const circleAtSegment = (v: CircleSegment) => [v.c0, v.r, v.s0, v.s1];
const sphereTriangle = (v: SphereTriangle) => [v.c0, v.c1, v.r, v.p0, v.p1, v.p2];
const sphereAtTriangle = (v: SphereTriangle) => [v.c0, v.r, v.p0, v.p1, v.p2];

const SEGMENT: Question<CircleSegment>[] = [
  ['sweptCircleSegment', circleSegment],
  ['circleSegmentTimeOfImpact', circleSegment],
  ['circleSegmentOverlap', circleAtSegment],
  ['separateCircleSegment', circleAtSegment],
];
const TRIANGLE: Question<SphereTriangle>[] = [
  ['sweptSphereTriangle', sphereTriangle],
  ['sphereTriangleTimeOfImpact', sphereTriangle],
  ['sphereTriangleOverlap', sphereAtTriangle],
  ['separateSphereTriangle', sphereAtTriangle],
];
const CIRCLE_BOX: Question<CircleBox>[] = [
  ['sweptCircleBox', (v) => [v.c0, v.c1, v.r, v.b0, v.b1, v.hb]],
  ['circleBoxTimeOfImpact', (v) => [v.c0, v.c1, v.r, v.b0, v.b1, v.hb]],
  ['circleBoxOverlap', (v) => [v.c0, v.r, v.b0, v.hb]],
  ['separateCircleBox', (v) => [v.c0, v.r, MA, v.b0, v.hb, MB]],
];
const POLYLINE: Question<CirclePolyline>[] = [
  ['circlePolylineTimeOfImpact', (v) => [v.c0, v.c1, v.r, v.points, v.closed]],
];

/**
 * Seeded random inputs beside the vectors, whose inputs all lie on the 2^-16
 * grid: here the doubles use all 53 bits, so the float variants round at
 * every step. `raw` gets independent random Q16.16 values. (mulberry32: a
 * generator made of 32-bit integer operations, the same everywhere.)
 */
function randomCases<I>(
  prefix: string,
  count: number,
  make: (next: () => number, integer: boolean) => I,
) {
  let s = 0x5eed;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 2 ** 32;
  };
  const cases: Array<{ id: string; raw: I; float: I }> = [];
  for (let i = 1; i <= count; i++) {
    const float = make(() => (next() * 2 - 1) * 10 * (1 + next()), false);
    const raw = make(() => Math.round((next() * 2 - 1) * 2 ** 20), true);
    cases.push({ id: `${prefix}-${String(i).padStart(3, '0')}`, raw, float });
  }
  return cases;
}

const point2 = (n: () => number): Point => ({ x: n(), y: n() });
const point3 = (n: () => number): Point => ({ x: n(), y: n(), z: n() });
/** A radius: a quarter of a coordinate's size, an integer for raw inputs. */
const radius = (n: () => number, integer: boolean) =>
  integer ? Math.floor(Math.abs(n()) / 4) : Math.abs(n()) / 4;
const randomSwept = (point: (n: () => number) => Point) => (n: () => number, integer: boolean) => ({
  a0: point(n),
  a1: point(n),
  ra: radius(n, integer),
  b0: point(n),
  b1: point(n),
  rb: radius(n, integer),
});
const randomOverlap =
  (point: (n: () => number) => Point) => (n: () => number, integer: boolean) => ({
    a: point(n),
    ra: radius(n, integer) * 8,
    b: point(n),
    rb: radius(n, integer) * 8,
  });

/** A scene: bodies as the batch forms' structure of arrays, and the query's options. */
interface Scene {
  bodies: Record<string, Float64Array>;
  against?: Record<string, Float64Array>;
  category?: Uint32Array;
  mask?: Uint32Array;
  walls?: Record<string, Float64Array>;
}

const SCENE_BODIES = 120;
const SCENE_WALLS = 20;

/**
 * A random scene of `SCENE_BODIES` bodies (more than the pair-loop limit, so
 * the broad phase runs): each moves by up to an eighth of a coordinate's
 * size, radii up to a fortieth (a twelfth in 3D), so a body touches a few
 * others. With
 * `against`, a second set of 30; with `filter`, Box2D categories and masks
 * from the generator; with `walls`, 20 static walls (segments in 2D,
 * triangles in 3D) with corners anywhere in the field. Boxes (`shape`
 * `'box'`) have half extents on each axis of the radii's size instead.
 */
const randomScene =
  (
    dim: 2 | 3,
    kind: 'one set' | 'against' | 'filter' | 'walls',
    shape: 'round' | 'box' = 'round',
  ) =>
  (n: () => number, integer: boolean): Scene => {
    const set = (count: number) => {
      const axes = dim === 2 ? ['x', 'y'] : ['x', 'y', 'z'];
      const arrays: Record<string, Float64Array> = {};
      for (const a of axes) {
        arrays[`${a}0`] = new Float64Array(count);
        arrays[`${a}1`] = new Float64Array(count);
      }
      const sizes = shape === 'round' ? ['r'] : axes.map((a) => `h${a}`);
      for (const size of sizes) arrays[size] = new Float64Array(count);
      const round = (v: number) => (integer ? Math.round(v) : v);
      for (let k = 0; k < count; k++) {
        for (const a of axes) {
          const start = n();
          arrays[`${a}0`]![k] = start;
          arrays[`${a}1`]![k] = start + round(n() / 8);
        }
        for (const size of sizes) arrays[size]![k] = round(Math.abs(n()) / (dim === 2 ? 40 : 12));
      }
      return arrays;
    };
    const scene: Scene = { bodies: set(SCENE_BODIES) };
    if (kind === 'against') scene.against = set(30);
    if (kind === 'walls') {
      const axes = dim === 2 ? ['x', 'y'] : ['x', 'y', 'z'];
      const walls: Record<string, Float64Array> = {};
      for (let c = 0; c < dim; c++) {
        for (const a of axes) walls[`${a}${c}`] = Float64Array.from({ length: SCENE_WALLS }, n);
      }
      scene.walls = walls;
    }
    if (kind === 'filter') {
      const bits = () => Uint32Array.from({ length: SCENE_BODIES }, () => 1 << (n() > 0 ? 1 : 0));
      scene.category = bits();
      scene.mask = bits();
    }
    return scene;
  };

/**
 * A seeded level and one cast against it: the walls' flat array (`x0, y0, x1, y1` per
 * segment, nine numbers per triangle), optional per-wall filter bits, and the body
 * (`c`, `r`, `d`) with the cast's own filter when the level has one.
 */
interface LevelCast {
  walls: Float64Array;
  category?: Uint32Array;
  mask?: Uint32Array;
  c: Point;
  r: number;
  d: Point;
  options?: { category: number; mask: number };
}

const LEVEL_WALLS = 64;

/**
 * A random level of `LEVEL_WALLS` walls, each a corner anywhere in the field and the
 * others within half a coordinate's size of it (so walls are local and the
 * index prunes), and a body moving by up to two coordinates' sizes (it crosses much
 * of the field); with `filter`, two-bit categories and masks on the walls and the cast.
 */
const randomLevel =
  (dim: 2 | 3, filter: boolean) =>
  (n: () => number, integer: boolean): LevelCast => {
    const round = (v: number) => (integer ? Math.round(v) : v);
    const corners = dim === 2 ? 2 : 3;
    const walls = new Float64Array(LEVEL_WALLS * corners * dim);
    for (let k = 0; k < LEVEL_WALLS; k++) {
      const anchor = Array.from({ length: dim }, n);
      for (let j = 0; j < corners; j++) {
        for (let a = 0; a < dim; a++) {
          walls[(k * corners + j) * dim + a] = anchor[a]! + (j === 0 ? 0 : round(n() / 2));
        }
      }
    }
    const point = dim === 2 ? point2 : point3;
    const cast: LevelCast = {
      walls,
      c: point(n),
      r: radius(n, integer),
      d:
        dim === 2
          ? { x: round(2 * n()), y: round(2 * n()) }
          : { x: round(2 * n()), y: round(2 * n()), z: round(2 * n()) },
    };
    if (filter) {
      const bit = () => 1 << (n() > 0 ? 1 : 0);
      cast.category = Uint32Array.from({ length: LEVEL_WALLS }, bit);
      cast.mask = Uint32Array.from({ length: LEVEL_WALLS }, bit);
      cast.options = { category: bit(), mask: bit() };
    }
    return cast;
  };

/** The variant's own level of the case's walls (its `createLevel2` or `createLevel3`). */
const levelOf = (dim: 2 | 3, v: LevelCast, queries: Record<string, unknown>) =>
  (queries[dim === 2 ? 'createLevel2' : 'createLevel3'] as Query)({
    [dim === 2 ? 'segments' : 'triangles']: v.walls,
    ...(v.category ? { category: v.category, mask: v.mask } : {}),
  });
const castOptions = (v: LevelCast) => (v.options ? [v.options] : []);

const LEVEL2: Question<LevelCast>[] = [
  ['castCircle', (v, q) => [levelOf(2, v, q), v.c, v.r, v.d, ...castOptions(v)]],
  ['castRay', (v, q) => [levelOf(2, v, q), v.c, v.d, ...castOptions(v)]],
];
const LEVEL3: Question<LevelCast>[] = [
  ['castSphere', (v, q) => [levelOf(3, v, q), v.c, v.r, v.d, ...castOptions(v)]],
  ['castRay', (v, q) => [levelOf(3, v, q), v.c, v.d, ...castOptions(v)]],
];

/** The used part of a contact list, field by field. */
function contactsAnswer(list: core.ContactList): Record<string, unknown> {
  const used = (a: ArrayLike<unknown>) => Array.from(a).slice(0, list.count);
  const fields: Record<string, unknown> = {
    count: list.count,
    i: used(list.i),
    j: used(list.j),
    wall: used(list.wall),
    t: used(list.t),
    status: used(list.status),
    nx: used(list.nx),
    ny: used(list.ny),
  };
  if ('nz' in list) fields.nz = used(list.nz);
  return fields;
}

/** Both scene queries, each into a fresh list of capacity 0 (so the growth path runs too). */
const sceneQuestion = (name: string, createList: () => core.ContactList): Question<Scene> => [
  name,
  ({ bodies, ...options }) => [bodies, createList(), options],
  (call) => contactsAnswer(call[1] as core.ContactList),
];
const SCENE2 = [sceneQuestion('findCircleContacts', () => core.createContactList2(0))];
const SCENE3 = [sceneQuestion('findSphereContacts', () => core.createContactList3(0))];
const BOX_SCENE2 = [sceneQuestion('findBoxContacts', () => core.createContactList2(0))];
const BOX_SCENE3 = [sceneQuestion('findCuboidContacts', () => core.createContactList3(0))];

/**
 * The whole report: the fixed fingerprint, every golden vector, the random
 * cases (pairs, then scenes), and last how many exact decisions each package settled in floating
 * point and how many in `BigInt` — so every engine is seen to have taken
 * both paths, equally often.
 */
export default function goldenReport(): EngineReport {
  fixed.resetExactStats();
  resetExactStats();
  return {
    cases: [
      {
        id: 'fingerprint',
        input: "@swept/fixed's golden scenario",
        answers: [['fixed fingerprint', fixed.fingerprint()]],
      },
      ...loadVectors('swept2').cases.map((c) => reportCase<Swept>(c, SWEPT2)),
      ...loadVectors('swept3').cases.map((c) => reportCase<Swept>(c, SWEPT3)),
      ...loadVectors('raySegment').cases.map((c) =>
        reportCase(c, [['raySegment', (v) => [v.p0, v.p1, v.s0, v.s1]]]),
      ),
      ...loadVectors('overlap').cases.map((c) =>
        reportCase<Overlap>(c, c.dim === 2 ? OVERLAP2 : OVERLAP3),
      ),
      ...loadVectors('circleSegment').cases.map((c) => reportCase<CircleSegment>(c, SEGMENT)),
      ...loadVectors('sphereTriangle').cases.map((c) => reportCase<SphereTriangle>(c, TRIANGLE)),
      ...loadVectors('circlePolyline').cases.map((c) => reportCase<CirclePolyline>(c, POLYLINE)),
      ...loadVectors('circleBox').cases.map((c) => reportCase<CircleBox>(c, CIRCLE_BOX)),
      ...loadVectors('boxes').cases.map((c) => reportCase<Boxes>(c, c.dim === 2 ? BOXES2 : BOXES3)),
      ...randomCases('random-swept2', 100, randomSwept(point2)).map((c) => reportCase(c, SWEPT2)),
      ...randomCases('random-swept3', 100, randomSwept(point3)).map((c) => reportCase(c, SWEPT3)),
      ...randomCases('random-ray', 100, (n) => ({
        p0: point2(n),
        p1: point2(n),
        s0: point2(n),
        s1: point2(n),
      })).map((c) => reportCase(c, [['raySegment', (v) => [v.p0, v.p1, v.s0, v.s1]]])),
      ...randomCases('random-overlap2', 100, randomOverlap(point2)).map((c) =>
        reportCase(c, OVERLAP2),
      ),
      ...randomCases('random-overlap3', 100, randomOverlap(point3)).map((c) =>
        reportCase(c, OVERLAP3),
      ),
      ...(['one set', 'against', 'filter', 'walls'] as const).flatMap((kind) =>
        randomCases(`random-scene2-${kind.replace(' ', '-')}`, 2, randomScene(2, kind)).map((c) =>
          reportCase(c, SCENE2),
        ),
      ),
      ...(['one set', 'against', 'walls'] as const).flatMap((kind) =>
        randomCases(`random-scene3-${kind.replace(' ', '-')}`, 2, randomScene(3, kind)).map((c) =>
          reportCase(c, SCENE3),
        ),
      ),
      ...(['one set', 'against', 'filter'] as const).flatMap((kind) =>
        randomCases(
          `random-box-scene2-${kind.replace(' ', '-')}`,
          2,
          randomScene(2, kind, 'box'),
        ).map((c) => reportCase(c, BOX_SCENE2)),
      ),
      ...(['one set', 'against'] as const).flatMap((kind) =>
        randomCases(
          `random-box-scene3-${kind.replace(' ', '-')}`,
          2,
          randomScene(3, kind, 'box'),
        ).map((c) => reportCase(c, BOX_SCENE3)),
      ),
      ...([false, true] as const).flatMap((filter) => [
        ...randomCases(`random-level2${filter ? '-filter' : ''}`, 12, randomLevel(2, filter)).map(
          (c) => reportCase(c, LEVEL2),
        ),
        ...randomCases(`random-level3${filter ? '-filter' : ''}`, 12, randomLevel(3, filter)).map(
          (c) => reportCase(c, LEVEL3),
        ),
      ]),
      {
        id: 'exact-paths',
        input: 'every case above',
        answers: [
          ['fixed exactStats', exactText(fixed.exactStats())],
          ['tolerance exactStats', exactText(exactStats())],
        ],
      },
    ],
  };
}
