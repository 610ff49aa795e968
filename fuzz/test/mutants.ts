/**
 * Deliberately broken variants, as a table: each row plants one bug — a wrapper
 * overriding one function of a wired variant, in the form real code tends to
 * break — in one check's slot, so the mutation test can show that slot reports it.
 * Every check a variant runs has a row (core, fixed, tolerance `exact` and a band
 * policy); a check added later lands with its row.
 */

import type { MoveOptions3, Vec2, Vec3 } from '@swept/core';
import * as core from '@swept/core';
import { CORE_MOVE, DOUBLE_ARITHMETIC, type MoveVariant, moveWith } from '@swept/core/internal';
import * as fixed from '@swept/fixed';
import { checksFor } from '../src/checks/index.ts';
import type {
  BoxQueryName,
  CheckName,
  CircleBoxQueryName,
  QueryName,
  SphereCuboidQueryName,
  WallQueryName,
} from '../src/types.ts';
import { coreApi } from '../src/variants/core.ts';
import { findVariant } from '../src/variants/index.ts';
import type { Variant } from '../src/variants/types.ts';

// biome-ignore lint/suspicious/noExplicitAny: the wrapped queries take generated argument lists.
type Fn = (...args: any[]) => any;
type Vec = { x: number; y: number; z?: number };
/** A query of a variant's api. */
type PairQuery =
  | QueryName
  | WallQueryName
  | BoxQueryName
  | CircleBoxQueryName
  | SphereCuboidQueryName;

/** A bug, in general form: what it does to the variant it is planted in. */
interface Bug {
  /** Its name (`mutant:<name>` is the broken variant's name). */
  name: string;
  /** The bug as it would look in real code. */
  what: string;
  plant(base: Variant): Variant;
}

/** One row of the table: a bug planted in the slot `variant × check`. */
export interface Mutant extends Bug {
  check: CheckName;
  /** The wired variant it breaks (`core`, `fixed`, `tolerance:exact`, …). */
  variant: string;
}

/** The band policy whose slots carry mutants: its contact radius differs from the core's on both sides. */
export const BAND_POLICY = 'tolerance:absolute(0.000001)';

/** The variants whose every check has a mutant. */
export const MUTATED_VARIANTS = ['core', 'fixed', 'tolerance:exact', BAND_POLICY] as const;

/** A bug that overrides part of the variant (`override(the variant)`), named `mutant:<name>`. */
function bug(name: string, what: string, override: (base: Variant) => Partial<Variant>): Bug {
  return { name, what, plant: (base) => ({ ...base, ...override(base), name: `mutant:${name}` }) };
}

/** A bug that replaces one query of the variant's api by `wrap(the query, the variant)`. */
function inApi(
  query: PairQuery,
  name: string,
  what: string,
  wrap: (fn: Fn, base: Variant) => Fn,
): Bug {
  return bug(name, what, (base) => ({
    api: { ...base.api, [query]: wrap(base.api[query]!, base) },
  }));
}

/** A radius a step short: a raw unit, or a skin of `r / 16` for doubles. */
function stepDown(base: Variant, r: number): number {
  return base.units === 'raw' ? Math.max(0, r - 1) : r - r / 16;
}

/** A time a step later: a raw unit, or `2^-20` of `t` (at least of `2^-10`) for doubles. */
function stepLater(base: Variant, t: number): number {
  return base.units === 'raw' ? t + 1 : t + Math.max(t, 2 ** -10) * 2 ** -20;
}

/**
 * A contact skin subtracted where none belongs: the radii at `indices` compared a step
 * short (one raw unit, `r / 16` for doubles), so a graze reads as a miss (a swept test)
 * or a shallow overlap as none (an overlap test).
 */
function skinned(query: PairQuery, indices: number[]): Bug {
  const swept = query.startsWith('swept');
  return inApi(
    query,
    `${query}-${swept ? 'graze-missed' : 'shallow-overlap-missed'}`,
    `\`${query}\` compares against its radius less a skin (one raw unit, or \`r/16\`): ${swept ? 'a graze reads as a miss' : 'a shallow overlap reads as none'}`,
    (fn, base) =>
      (...args) =>
        fn(...args.map((x, i) => (indices.includes(i) ? stepDown(base, x) : x))),
  );
}

/** A contact time a step late (a root rounded up instead of down). */
function lateT(query: PairQuery): Bug {
  return inApi(
    query,
    `${query}-t-late`,
    `\`${query}\` rounds its contact time up: \`t\` a step late (one raw unit, or 2^-20 relative)`,
    (fn, base) =>
      (...args) => {
        const got = fn(...args);
        return got === null ? null : { ...got, t: stepLater(base, got.t) };
      },
  );
}

/** A band policy's query answered by the core at `r`: the band never applied. */
function bandDropped(query: PairQuery): Bug {
  return inApi(
    query,
    `${query}-band-dropped`,
    `\`${query}\` forgets the policy and answers the core's question at \`r\` (no band)`,
    () => coreApi[query]!,
  );
}

/** `to` moved back towards `from` by an eighth of the push, in the variant's units. */
function shortOf(base: Variant, from: Vec, to: Vec): Vec {
  const back = (k: 'x' | 'y' | 'z') => {
    const v = to[k]! + (from[k]! - to[k]!) / 8;
    return base.units === 'raw' ? Math.round(v) : v;
  };
  return 'z' in to ? { x: back('x'), y: back('y'), z: back('z') } : { x: back('x'), y: back('y') };
}

/** A push-apart trusted without its re-check: the bodies stop an eighth short, still overlapping. */
function pushedShort(
  query:
    | 'separateCircles'
    | 'separateSpheres'
    | 'separateBoxes'
    | 'separateCuboids'
    | 'separateCircleBox'
    | 'separateSphereCuboid',
): Bug {
  return inApi(
    query,
    `${query}-pushed-short`,
    `\`${query}\` trusts its push without the re-check: both bodies stop an eighth short of touching`,
    (fn, base) => (a: Vec, ra: number, ma: number, b: Vec, rb: number, mb: number) => {
      const got = fn(a, ra, ma, b, rb, mb);
      return { a: shortOf(base, a, got.a), b: shortOf(base, b, got.b) };
    },
  );
}

/**
 * A box query that compares against half extents less a skin where none belongs: each
 * component of the extents at `indices` a step short (one raw unit, or `h / 16`), so a
 * graze along a face reads as a miss or a shallow overlap as none.
 */
function boxSkinned(query: BoxQueryName, indices: number[]): Bug {
  const swept = query.startsWith('swept');
  return inApi(
    query,
    `${query}-${swept ? 'graze-missed' : 'shallow-overlap-missed'}`,
    `\`${query}\` compares against its half extents less a skin (one raw unit, or \`h/16\`): ${swept ? 'a graze along a face reads as a miss' : 'a shallow overlap reads as none'}`,
    (fn, base) =>
      (...args) =>
        fn(
          ...args.map((v, i) =>
            indices.includes(i)
              ? Object.fromEntries(
                  Object.entries(v as Vec).map(([k, h]) => [k, stepDown(base, h as number)]),
                )
              : v,
          ),
        ),
  );
}

/** The general bug of a box boolean query: a skin on the half extents, or (band policy) the band dropped. */
function boxBooleanBug(query: BoxQueryName, indices: number[]) {
  return (variant: string) =>
    variant === BAND_POLICY ? bandDropped(query) : boxSkinned(query, indices);
}

/** A push out of a wall trusted without its re-check: the centre stops an eighth short. */
function wallPushedShort(query: 'separateCircleSegment' | 'separateSphereTriangle'): Bug {
  return inApi(
    query,
    `${query}-pushed-short`,
    `\`${query}\` trusts its push without the re-check: the centre stops an eighth short of touching`,
    (fn, base) =>
      (c: Vec, ...rest: unknown[]) =>
        shortOf(base, c, fn(c, ...rest)),
  );
}

const polylineSegmentOffByOne = inApi(
  'circlePolylineTimeOfImpact',
  'circlePolylineTimeOfImpact-wrong-segment',
  '`circlePolylineTimeOfImpact` reports the index of the segment after the one it hit (off by one)',
  (fn) =>
    (...args) => {
      const got = fn(...args);
      return got === null ? null : { ...got, segment: got.segment + 1 };
    },
);

/** The graze classification's middle case dropped: a graze reported as a miss. */
const grazeAsMiss = bug(
  'classify-graze-as-miss',
  '`classifyCircles` tests `f_min <= 0` for a hit and reports everything else as a miss: a graze reads as a miss',
  (base) => ({
    classify: {
      ...base.classify!,
      circles: (...args: unknown[]) => {
        const got = base.classify!.circles(...args);
        return got === 'graze' ? 'miss' : got;
      },
    },
  }),
);

/** A batch whose loop stops one body short: the last body's hit flag is never written. */
const batchOneShort = (query: 'sweptCirclesBatch' | 'sweptBoxesBatch') =>
  bug(
    `${query}-one-short`,
    `\`${query}\` loops to \`n − 1\`: the last body is never tested, its \`hits\` entry left as it was`,
    (base) => ({
      forms: {
        ...base.forms!,
        [query]: (
          a0: Vec2,
          a1: Vec2,
          extent: unknown,
          bodies: Record<string, Float64Array>,
          hits: Uint8Array,
        ) => {
          const shorter = Object.fromEntries(
            Object.entries(bodies).map(([k, col]) => [
              k,
              col.subarray(0, Math.max(0, col.length - 1)),
            ]),
          );
          return base.forms![query]!(
            a0,
            a1,
            extent,
            shorter,
            hits.subarray(0, Math.max(0, hits.length - 1)),
          );
        },
      },
    }),
  );

/** A scene query that loses the last contact it found (a count not bumped after the last append). */
function dropLast(find: Fn): Fn {
  return (bodies: unknown, list: { count: number }, options: unknown) => {
    find(bodies, list, options);
    list.count = Math.max(0, list.count - 1);
    return list.count;
  };
}

const contactDropped = bug(
  'findCircleContacts-contact-dropped',
  '`findCircleContacts` forgets to count the last contact it appends: one pair missing from the list',
  (base) => ({
    scenes: { ...base.scenes!, findCircleContacts: dropLast(base.scenes!.findCircleContacts) },
  }),
);

const boxContactDropped = bug(
  'findBoxContacts-contact-dropped',
  '`findBoxContacts` and `findCuboidContacts` forget to count the last contact they append: one pair missing from the list',
  (base) => ({
    scenes: {
      ...base.scenes!,
      findBoxContacts: dropLast(base.scenes!.findBoxContacts!),
      findCuboidContacts: dropLast(base.scenes!.findCuboidContacts!),
    },
  }),
);

/** Whether a scene call's `against` holds boxes (cuboids): half extents, no radius. */
const againstBoxes = (options?: { against?: object }) =>
  options?.against !== undefined && 'hx' in options.against;

/**
 * Circles against boxes (spheres against cuboids) with the wall's normal convention (out
 * of the box, towards the circle) instead of the pairs' (from the circle towards the
 * box): every normal negated, in 2D and 3D.
 */
const againstBoxesNormalFlipped = bug(
  'against-boxes-normal-flipped',
  "`findCircleContacts` / `findSphereContacts` with boxes in `against` write the normal from the box towards the circle (a wall's convention): every normal negated",
  (base) => {
    type List = { count: number; nx: Float64Array; ny: Float64Array; nz?: Float64Array };
    const flipped =
      (find: Fn) =>
      (bodies: unknown, list: List, options?: { against?: object }): number => {
        const n = find(bodies, list, options);
        if (againstBoxes(options)) {
          const axes = list.nz === undefined ? [list.nx, list.ny] : [list.nx, list.ny, list.nz];
          for (const axis of axes) {
            for (let k = 0; k < n; k++) axis[k] = -axis[k]!;
          }
        }
        return n;
      };
    const s = base.scenes!;
    return {
      scenes: {
        ...s,
        findCircleContacts: flipped(s.findCircleContacts),
        findSphereContacts: flipped(s.findSphereContacts),
      },
    };
  },
);

/** Spheres against cuboids through a line copied from 2D: each cuboid's depth read as its width. */
const cuboidDepthAsWidth = bug(
  'findSphereContacts-cuboid-hz-as-hx',
  "`findSphereContacts` with cuboids in `against` reads each cuboid's half extent `hz` as its `hx` (a line copied from the 2D boxes)",
  (base) => {
    const find = base.scenes!.findSphereContacts;
    const widened = (bodies: unknown, list: unknown, options?: { against?: object }) => {
      if (!againstBoxes(options)) return find(bodies, list, options);
      const against = options!.against as { hx: Float64Array };
      return find(bodies, list, { ...options, against: { ...against, hz: against.hx } });
    };
    return { scenes: { ...base.scenes!, findSphereContacts: widened } };
  },
);

/** A persistent scene whose later frames lose their last contact (a count carried over wrong). */
const persistentFrameShort = bug(
  'createScene-later-frame-short',
  'a persistent scene forgets to count the last contact of every frame after its first: the stateless query has one more',
  (base) => {
    const persistent =
      (create: ((options: unknown) => unknown) | undefined) => (options: unknown) => {
        const scene = create!(options) as {
          findContacts(b: unknown, l: { count: number }, o?: unknown): number;
        };
        let frames = 0;
        return {
          findContacts(bodies: unknown, list: { count: number }, frame?: unknown): number {
            scene.findContacts(bodies, list, frame);
            if (frames++ > 0) list.count = Math.max(0, list.count - 1);
            return list.count;
          },
        };
      };
    return {
      scenes: {
        ...base.scenes!,
        createScene2: persistent(base.scenes!.createScene2),
        createScene3: persistent(base.scenes!.createScene3),
      },
    };
  },
);

/** A query whose argument check swallows its own RangeError and answers anyway. */
const rangeErrorSwallowed = inApi(
  'circlesOverlap',
  'circlesOverlap-range-error-swallowed',
  "`circlesOverlap` catches its argument check's RangeError and answers `false`",
  (fn) =>
    (...args) => {
      try {
        return fn(...args);
      } catch (error) {
        if (error instanceof RangeError) return false;
        throw error;
      }
    },
);

/** The committed fingerprint left stale after the golden scenario's output changed. */
const staleFingerprint = bug(
  'fingerprint-stale',
  "the golden scenario's transcript changed (one bit of the digest here) while `FINGERPRINT` kept the old value",
  (base) => ({
    fingerprint: () => {
      const { actual, expected } = base.fingerprint!();
      const flipped = (Number.parseInt(actual[0]!, 16) ^ 1).toString(16);
      return { actual: `${flipped}${actual.slice(1)}`, expected };
    },
  }),
);

/** The swept test with `<` where the contract says `<=` (the shoot-em-up article's convention): grazes become misses. */
function strictSweptCircles(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const r = ra + rb;
  const P = dx * dx + dy * dy;
  const Q = c0x * dx + c0y * dy;
  const R = c0x * c0x + c0y * c0y - r * r;
  if (R < 0 || P + 2 * Q + R < 0) return true;
  return Q < 0 && -Q < P && P * R - Q * Q < 0;
}

/** The push-apart article's naive push-apart: the textbook formula in doubles, leaving "-3e-14" overlaps. */
function naiveSeparateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.sqrt(dx * dx + dy * dy);
  const r = ra + rb;
  if (dist >= r) return { a: { ...a }, b: { ...b } };
  const [nx, ny] = dist > 0 ? [dx / dist, dy / dist] : [1, 0];
  const depth = r - dist;
  const sa =
    ma === Number.POSITIVE_INFINITY ? 0 : mb === Number.POSITIVE_INFINITY ? 1 : mb / (ma + mb);
  const sb = 1 - sa;
  return {
    a: { x: a.x - nx * depth * sa, y: a.y - ny * depth * sa },
    b: { x: b.x + nx * depth * sb, y: b.y + ny * depth * sb },
  };
}

/** `to` pushed an eighth further from `from`. */
function further(from: Vec2, to: Vec2): Vec2 {
  return { x: to.x + (to.x - from.x) / 8, y: to.y + (to.y - from.y) / 8 };
}

/** The bugs written for one slot, found in real code or articles. */
const strictLessThan = inApi(
  'sweptCircles',
  'strict-less-than',
  "the swept test with `<` where the contract says `<=` (the shoot-em-up article's convention)",
  () => strictSweptCircles,
);

const roundedToNearest = inApi(
  'circlesTimeOfImpact',
  'toi-rounded-to-nearest',
  'the fixed time of impact rounded to nearest instead of floored: sometimes a step after the contact',
  () => (a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) => {
    const hit = fixed.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
    if (hit === null) return null;
    const s = (v: Vec2) => ({ x: v.x / 65536, y: v.y / 65536 });
    const float = core.circlesTimeOfImpact(s(a0), s(a1), ra / 65536, s(b0), s(b1), rb / 65536);
    return { ...hit, t: Math.round((float?.t ?? 0) * 65536) };
  },
);

/** Judged as exact: the naive formula's "-3e-14" overlaps are what the contract forbids. */
const naiveSeparation = bug(
  'naive-separation',
  'the push-apart article\'s textbook formula in doubles, leaving "-3e-14" overlaps (judged as exact)',
  (base) => ({
    semantics: { kind: 'exact' },
    api: { ...base.api, separateCircles: naiveSeparateCircles },
  }),
);

const pushPastTheEdge = inApi(
  'separateCircleSegment',
  'push-past-the-edge',
  "fixed's push out of a wall before the range rule: where the push leaves the Q16.16 range, the centre is returned anyway",
  () => (c: Vec2, r: number, s0: Vec2, s1: Vec2) => {
    try {
      return fixed.separateCircleSegment(c, r, s0, s1);
    } catch {
      const at = (v: Vec2, k: number) => ({ x: v.x + k * s0.x, y: v.y + k * s0.y });
      return at(fixed.separateCircleSegment(at(c, -1), r, at(s0, -1), at(s1, -1)), 1);
    }
  },
);

const refusesAtTheEdge = inApi(
  'separateCircles',
  'refuses-at-the-edge',
  'a separation that refuses instead of stopping a body at the edge (the rule allows that only with an immovable other body)',
  () => (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) => {
    const got = fixed.separateCircles(a, ra, ma, b, rb, mb);
    const axis = (['x', 'y'] as const).find((k) => Math.abs(got.a[k]) === fixed.MAX_RAW);
    if (axis === undefined) return got;
    throw new RangeError(
      `a cannot be separated from b (immovable) within the Q16.16 range ±${fixed.MAX_RAW}: a.${axis} would be ${got.a[axis]} raw`,
    );
  },
);

const pushAnEighthTooFar = inApi(
  'separateCircleSegment',
  'push-an-eighth-too-far',
  "a push out of a wall grown to 1.125 r (once tried for a centre on an edge's line): never overlapping, only too far",
  () => (c: Vec2, r: number, s0: Vec2, s1: Vec2) =>
    further(c, core.separateCircleSegment(c, r, s0, s1)),
);

const pushApartAnEighthTooFar = inApi(
  'separateCircles',
  'push-apart-an-eighth-too-far',
  'two bodies pushed apart an eighth further than touching: apart, so only the check of the distance catches it',
  () => (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) => {
    const got = core.separateCircles(a, ra, ma, b, rb, mb);
    return { a: further(a, got.a), b: further(b, got.b) };
  },
);

/** A level option bag as the casts' checks build it. */
interface LevelOptions {
  segments?: Float64Array;
  triangles?: Float64Array;
  category?: Uint32Array;
  mask?: Uint32Array;
}

/** `o` with its walls (and their bits) in reverse order: wall `k` becomes `count − 1 − k`. */
function reversedLevel(o: LevelOptions, per: number): LevelOptions {
  const flat = (o.segments ?? o.triangles)!;
  const n = flat.length / per;
  const walls = Float64Array.from({ length: flat.length }, (_, i) => {
    const k = Math.floor(i / per);
    return flat[(n - 1 - k) * per + (i % per)]!;
  });
  const back = (bits: Uint32Array | undefined) =>
    bits === undefined ? undefined : bits.slice().reverse();
  const field = o.segments === undefined ? 'triangles' : 'segments';
  return { [field]: walls, category: back(o.category), mask: back(o.mask) };
}

const lastWallDropped = bug(
  'castCircle-last-wall-dropped',
  '`castCircle` searches a level whose broad phase lost its last wall (`count − 1` boxes indexed)',
  (base) => ({
    levels: {
      ...base.levels!,
      createLevel2: (o: LevelOptions) => {
        const n = o.segments!.length / 4;
        return base.levels!.createLevel2({ ...o, count: Math.max(0, n - 1) });
      },
    },
  }),
);

const tiesToLargest = (() => {
  const counts = new WeakMap<object, number>();
  return bug(
    'castSphere-ties-to-largest',
    '`castSphere` breaks ties (equal `t`) to the largest wall index: the walls searched in reverse order',
    (base) => ({
      levels: {
        ...base.levels!,
        createLevel3: (o: LevelOptions) => {
          const level = base.levels!.createLevel3(reversedLevel(o, 9));
          counts.set(level, o.triangles!.length / 9);
          return level;
        },
        castSphere: (level: object, ...rest: unknown[]) => {
          const got = base.levels!.castSphere(level, ...rest);
          return got === null ? null : { ...got, wall: counts.get(level)! - 1 - got.wall };
        },
      },
    }),
  );
})();

const firstFound = (() => {
  const walls = new WeakMap<object, { dim: 2 | 3; o: LevelOptions }>();
  return bug(
    'castRay-first-found',
    '`castRay` returns the first wall (by index) its ray meets, not the earliest',
    (base) => {
      const levels = base.levels!;
      const keep = (dim: 2 | 3, create: Fn) => (o: LevelOptions) => {
        const level = create(o);
        walls.set(level, { dim, o });
        return level;
      };
      return {
        levels: {
          ...levels,
          createLevel2: keep(2, levels.createLevel2),
          createLevel3: keep(3, levels.createLevel3),
          castRay: (level: object, p: Vec, d: Vec, ...rest: unknown[]) => {
            const { dim, o } = walls.get(level)!;
            const per = dim === 2 ? 4 : 9;
            const flat = (o.segments ?? o.triangles)!;
            for (let k = 0; k < flat.length / per; k++) {
              const one = {
                [dim === 2 ? 'segments' : 'triangles']: flat.slice(k * per, (k + 1) * per),
                category: o.category?.slice(k, k + 1),
                mask: o.mask?.slice(k, k + 1),
              };
              const create = dim === 2 ? levels.createLevel2 : levels.createLevel3;
              const got = levels.castRay(create(one), p, d, ...rest);
              if (got !== null) return { ...got, wall: k };
            }
            return null;
          },
        },
      };
    },
  );
})();

const castBandDropped = bug(
  'castCircle-band-dropped',
  "`castCircle` under a band policy answers with the core's cast at `r` (the policy's wall query never called)",
  (base) => ({ levels: { ...base.levels!, castCircle: core.castCircle } }),
);

/** `createTileMap2` reading a one-way-up tile as solid, named for the slot it is planted in. */
function oneWayAsSolid(check: CheckName, what: string): Bug {
  return bug(
    `${check}-one-way-as-solid`,
    `\`createTileMap2\` reads a one-way-up tile as solid (\`kind !== TILE_EMPTY\`): ${what}`,
    (base) => ({
      levels: {
        ...base.levels!,
        createTileMap2: (o: { tiles: Uint8Array }) =>
          base.levels!.createTileMap2!({ ...o, tiles: o.tiles.map((k) => (k === 0 ? 0 : 1)) }),
      },
    }),
  );
}

const castBoxBandDropped = bug(
  'castBox-band-dropped',
  "`castBox` under a band policy answers with the core's cast at the box's own extents (the band never added)",
  (base) => ({ levels: { ...base.levels!, castBox: core.castBox } }),
);

/** A mover's answer, as far as the mutants change it. */
interface Moved {
  c: Vec;
  legs: Vec[];
  contacts: { leg: number; t: number }[];
}

/** `to` a step further from `from`: a raw unit along each moving axis, or `2^-20` of the step. */
function stepFurther(base: Variant, from: Vec, to: Vec): Vec {
  const on = (k: 'x' | 'y' | 'z') => {
    const step = to[k]! - from[k]!;
    return base.units === 'raw' ? to[k]! + Math.sign(step) : to[k]! + step * 2 ** -20;
  };
  return 'z' in to ? { x: on('x'), y: on('y'), z: on('z') } : { x: on('x'), y: on('y') };
}

/** A bug in one mover (`moveCircle` or `moveSphere`): `wrap(the mover, the variant)`. */
function inMover(
  mover: 'moveCircle' | 'moveSphere' | 'moveBox',
  name: string,
  what: string,
  wrap: (fn: Fn, base: Variant) => Fn,
): Bug {
  return bug(name, what, (base) => ({
    levels: { ...base.levels!, [mover]: wrap(base.levels![mover]!, base) },
  }));
}

/** A mover whose legs that end at a contact (`t > 0`) end a step further. */
const pastContacts =
  (fn: Fn, base: Variant) =>
  (level: unknown, c: Vec, ...rest: unknown[]) => {
    const m = fn(level, c, ...rest) as Moved;
    const legs = [...m.legs];
    for (const k of m.contacts) {
      if (k.t > 0) legs[k.leg] = stepFurther(base, legs[k.leg - 1] ?? c, legs[k.leg]!);
    }
    return { ...m, legs, c: legs.at(-1) ?? m.c };
  };

const certificationSkipped = inMover(
  'moveCircle',
  'moveCircle-certification-skipped',
  "`moveCircle` trusts the cast's rounded `t` without the exact leg clearance: a leg that ends at a contact ends a step further (a raw unit, or 2^-20 of the leg)",
  pastContacts,
);

const snapSkipped = inMover(
  'moveBox',
  'moveBox-snap-skipped',
  "`moveBox` neither snaps a leg's end to the touching coordinate nor certifies it: a leg that ends at a contact ends a step further (a raw unit, or 2^-20 of the leg)",
  pastContacts,
);

const pushOutSkipped = inMover(
  'moveSphere',
  'moveSphere-push-out-skipped',
  '`moveSphere` skips the push-out of a body that starts inside a wall: its leg 0 ends where it started',
  (fn) =>
    (level: unknown, c: Vec, ...rest: unknown[]) => {
      const m = fn(level, c, ...rest) as Moved;
      const first = m.contacts[0];
      if (first?.leg !== 0 || first.t !== 0 || m.legs.length === 0) return m;
      const legs = [{ ...c }, ...m.legs.slice(1)];
      return { ...m, legs, c: legs.at(-1)! };
    },
);

/** A batch form's columns without their last body. */
function withoutLast<T extends Record<string, unknown>>(columns: T): T {
  return Object.fromEntries(
    Object.entries(columns).map(([k, col]) => [
      k,
      col instanceof Float64Array || col instanceof Uint8Array
        ? col.subarray(0, Math.max(0, col.length - 1))
        : col,
    ]),
  ) as T;
}

const lastBodySkipped = bug(
  'moveCircles-last-body-skipped',
  '`moveCircles` loops to `n − 1`: the last body is never moved, its outputs left as they were',
  (base) => ({
    levels: {
      ...base.levels!,
      moveCircles: (
        level: unknown,
        bodies: Record<string, Float64Array>,
        d: Record<string, Float64Array>,
        out: Record<string, Float64Array | Uint8Array>,
        ...rest: unknown[]
      ) =>
        base.levels!.moveCircles!(
          level,
          withoutLast(bodies),
          withoutLast(d),
          withoutLast(out),
          ...rest,
        ),
    },
  }),
);

const clippedNotWritten = bug(
  'moveSpheres-clipped-not-written',
  "`moveSpheres` forgets `out.clippedX/Y/Z`: each body's clipped displacement is never written",
  (base) => ({
    levels: {
      ...base.levels!,
      moveSpheres: (
        level: unknown,
        bodies: unknown,
        d: unknown,
        out: Record<string, unknown>,
        ...rest: unknown[]
      ) => {
        const { clippedX: _x, clippedY: _y, clippedZ: _z, ...kept } = out;
        return base.levels!.moveSpheres!(level, bodies, d, kept, ...rest);
      },
    },
  }),
);

const stopOneLegFurther = inMover(
  'moveCircle',
  'moveCircle-stop-one-leg-further',
  "`moveCircle` with `'stop'` breaks out of its loop one leg late: it slides once along the wall it stopped at",
  (fn) => (level: unknown, c: Vec, r: number, d: Vec, options?: { response?: string }) =>
    options?.response === 'stop'
      ? fn(level, c, r, d, { ...options, response: 'slide', maxLegs: 2 })
      : fn(level, c, r, d, options),
);

const legsBeyondMaxLegs = inMover(
  'moveCircle',
  'moveCircle-legs-beyond-maxLegs',
  '`moveCircle` loops while `k <= maxLegs`: one leg more than asked for',
  (fn) => (level: unknown, c: Vec, r: number, d: Vec, options?: { maxLegs?: number }) =>
    fn(level, c, r, d, { ...options, maxLegs: Math.min(64, (options?.maxLegs ?? 4) + 1) }),
);

/** The core's moves with a slide that removes only half of the remaining motion's part into a wall. */
const HALF_CLIP: MoveVariant = {
  ...CORE_MOVE,
  arithmetic: {
    ...DOUBLE_ARITHMETIC,
    removeInto: (v, n, e, dim) => DOUBLE_ARITHMETIC.removeInto(v, n, e === 0 ? -0.5 : e, dim),
  },
};

/** A mover (2D or 3D) whose slide removes only half of the motion's part into a wall. */
function halfClip(mover: 'moveCircle' | 'moveSphere'): Bug {
  const dim = mover === 'moveCircle' ? 2 : 3;
  const out = () => (dim === 2 ? core.createMoveResult2() : core.createMoveResult3());
  return inMover(
    mover,
    `${mover}-slide-half-clip`,
    `\`${mover}\`'s slide removes only half of the motion's part into the wall (\`v − ½(v·n)n\`)`,
    () => (level: unknown, c: Vec3, r: number, d: Vec3, options?: MoveOptions3) =>
      moveWith(HALF_CLIP, dim, level, c, r, d, options, out()),
  );
}

/** Where the radii are in each boolean query's arguments. */
const RADII: Partial<Record<PairQuery, number[]>> = {
  sweptCircles: [2, 5],
  sweptSpheres: [2, 5],
  circlesOverlap: [1, 3],
  spheresOverlap: [1, 3],
  sweptCircleSegment: [2],
  sweptSphereTriangle: [2],
  circleSegmentOverlap: [1],
  sphereTriangleOverlap: [1],
  sweptCircleBox: [2],
  circleBoxOverlap: [1],
  sweptSphereCuboid: [2],
  sphereCuboidOverlap: [1],
};

/** The general bug of a boolean query: a contact skin where none belongs, or (band policy) the band dropped. */
function booleanBug(query: PairQuery) {
  return (variant: string) =>
    variant === BAND_POLICY ? bandDropped(query) : skinned(query, RADII[query]!);
}

const everywhere =
  (bug: Bug) =>
  (_variant: string): Bug =>
    bug;

/** Each check's general bug, planted in every mutated variant that runs the check. */
const GENERAL: Partial<Record<CheckName, (variant: string) => Bug>> = {
  sweptCircles: booleanBug('sweptCircles'),
  sweptSpheres: booleanBug('sweptSpheres'),
  circlesTimeOfImpact: everywhere(lateT('circlesTimeOfImpact')),
  spheresTimeOfImpact: everywhere(lateT('spheresTimeOfImpact')),
  raySegment: everywhere(lateT('raySegment')),
  circlesOverlap: booleanBug('circlesOverlap'),
  spheresOverlap: booleanBug('spheresOverlap'),
  separateCircles: everywhere(pushedShort('separateCircles')),
  separateSpheres: everywhere(pushedShort('separateSpheres')),
  sweptCircleSegment: booleanBug('sweptCircleSegment'),
  circleSegmentTimeOfImpact: everywhere(lateT('circleSegmentTimeOfImpact')),
  circlePolylineTimeOfImpact: everywhere(polylineSegmentOffByOne),
  circleSegmentOverlap: booleanBug('circleSegmentOverlap'),
  separateCircleSegment: everywhere(wallPushedShort('separateCircleSegment')),
  sweptSphereTriangle: booleanBug('sweptSphereTriangle'),
  sphereTriangleTimeOfImpact: everywhere(lateT('sphereTriangleTimeOfImpact')),
  sphereTriangleOverlap: booleanBug('sphereTriangleOverlap'),
  separateSphereTriangle: everywhere(wallPushedShort('separateSphereTriangle')),
  sweptCircleBox: booleanBug('sweptCircleBox'),
  circleBoxTimeOfImpact: everywhere(lateT('circleBoxTimeOfImpact')),
  circleBoxOverlap: booleanBug('circleBoxOverlap'),
  separateCircleBox: everywhere(pushedShort('separateCircleBox')),
  sweptSphereCuboid: booleanBug('sweptSphereCuboid'),
  sphereCuboidTimeOfImpact: everywhere(lateT('sphereCuboidTimeOfImpact')),
  sphereCuboidOverlap: booleanBug('sphereCuboidOverlap'),
  separateSphereCuboid: everywhere(pushedShort('separateSphereCuboid')),
  boxesOverlap: boxBooleanBug('boxesOverlap', [1, 3]),
  boxesTimeOfImpact: everywhere(lateT('boxesTimeOfImpact')),
  cuboidsOverlap: boxBooleanBug('cuboidsOverlap', [1, 3]),
  cuboidsTimeOfImpact: everywhere(lateT('cuboidsTimeOfImpact')),
  separateBoxes: everywhere(pushedShort('separateBoxes')),
  separateCuboids: everywhere(pushedShort('separateCuboids')),
  sweptBoxes: boxBooleanBug('sweptBoxes', [2, 5]),
  sweptCuboids: boxBooleanBug('sweptCuboids', [2, 5]),
  castCircle: everywhere(lastWallDropped),
  castSphere: everywhere(tiesToLargest),
  castRay: everywhere(firstFound),
  moveCircle: everywhere(certificationSkipped),
  moveSphere: everywhere(pushOutSkipped),
  moveCircles: everywhere(lastBodySkipped),
  moveSpheres: everywhere(clippedNotWritten),
  castBox: everywhere(
    oneWayAsSolid('castBox', 'a box jumping up under a platform hits its bottom'),
  ),
  moveBox: everywhere(snapSkipped),
  classify: everywhere(grazeAsMiss),
  forms: everywhere(batchOneShort('sweptCirclesBatch')),
  scenes: everywhere(contactDropped),
  boxScenes: everywhere(boxContactDropped),
  circleBoxScenes: everywhere(againstBoxesNormalFlipped),
  badInput: everywhere(rangeErrorSwallowed),
  vectors: everywhere(lateT('circlesTimeOfImpact')),
  fingerprint: everywhere(staleFingerprint),
};

/** The bugs written for one slot (the first mutation test's), beside the general ones. */
const SPECIFIC: [CheckName, string, Bug][] = [
  ['sweptCircles', 'core', strictLessThan],
  ['circlesTimeOfImpact', 'fixed', roundedToNearest],
  ['separateCircles', 'core', naiveSeparation],
  ['separateCircles', 'core', pushApartAnEighthTooFar],
  ['separateCircleSegment', 'core', pushAnEighthTooFar],
  ['separateCircleSegment', 'fixed', pushPastTheEdge],
  ['separateCircles', 'fixed', refusesAtTheEdge],
  ['castCircle', BAND_POLICY, castBandDropped],
  ['castBox', BAND_POLICY, castBoxBandDropped],
  [
    'castCircle',
    'fixed',
    oneWayAsSolid('castCircle', 'a circle cast up under a platform hits its bottom'),
  ],
  [
    'moveCircle',
    'core',
    oneWayAsSolid('moveCircle', 'a circle jumping up through a platform stops under it'),
  ],
  ['moveCircle', 'core', stopOneLegFurther],
  ['moveCircle', 'core', legsBeyondMaxLegs],
  ['moveSphere', 'core', halfClip('moveSphere')],
  ['moveCircle', 'core', halfClip('moveCircle')],
  ['scenes', 'core', persistentFrameShort],
  ['scenes', 'fixed', persistentFrameShort],
  ['scenes', 'tolerance:exact', persistentFrameShort],
  ['circleBoxScenes', 'core', cuboidDepthAsWidth],
  ['circleBoxScenes', 'fixed', cuboidDepthAsWidth],
  ['forms', 'core', batchOneShort('sweptBoxesBatch')],
  ['forms', 'fixed', batchOneShort('sweptBoxesBatch')],
];

/** The wired variant named `name` (the table names only wired ones). */
export function wired(name: string): Variant {
  const v = findVariant(name);
  if (v === undefined) throw new RangeError(`variant ${name} is not wired`);
  return v;
}

/** Every mutant: each check's general bug in each mutated variant that runs it, then the specific ones. */
export const MUTANTS: Mutant[] = [
  ...MUTATED_VARIANTS.flatMap((variant) =>
    checksFor(wired(variant)).flatMap((check) => {
      const general = GENERAL[check];
      return general === undefined ? [] : [{ check, variant, ...general(variant) }];
    }),
  ),
  ...SPECIFIC.map(([check, variant, bug]) => ({ check, variant, ...bug })),
];

/** The rows of the table `fuzz/README.md` shows under "Mutants": check, variant, mutant, the bug. */
export function mutantRows(): string[][] {
  return MUTANTS.map((m) => [`\`${m.check}\``, `\`${m.variant}\``, `\`${m.name}\``, m.what]);
}
