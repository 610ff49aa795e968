/**
 * Argument checks of the scene queries, shared by every variant: the
 * structure of arrays, the counts, the filter arrays and every body value.
 * Each failure is a `RangeError` naming what is wrong as the caller wrote
 * it (`bodies.x1[17] must be a finite number (got NaN)`,
 * `options.mask.length must be >= 300 (got 10)`). The variant supplies the
 * value rule (doubles in the supported range, or raw Q16.16 integers).
 */
import {
  type Level2,
  type Level3,
  type LevelData,
  type LevelValues,
  levelData,
  levelDimension,
} from '../level/level.ts';
import type {
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  StaticSegments,
  StaticTriangles,
} from '../types.ts';
import { checkFilter, describe, inRange, rangeError } from '../validate/values.ts';
import type { BoxSource, WallSource } from './boxes.ts';
import type { SceneStats } from './broad-phase-stats.ts';
import { levelWalls } from './level-walls.ts';

/**
 * The bodies a scene query takes: round ones (circles, spheres: a radius
 * `r`) or axis-aligned boxes (boxes, cuboids: half extents `hx`, `hy`[, `hz`]).
 */
export type SceneBodies = MovingCircles | MovingSpheres | MovingBoxes | MovingCuboids;

/**
 * What a scene's bodies are: `'round'` (a radius, and walls allowed) or
 * `'box'` (half extents per axis; no walls: there is no box–wall query).
 */
export type BodyShape = 'round' | 'box';

/**
 * Every array the course reads, in one object (see {@link view}): a round
 * body's reach on every axis is its radius (`hx = hy = hz = r`), a box's its
 * half extents (`r` then empty). 2D leaves `z0`, `z1`, `hz` empty.
 */
export interface CourseBodies extends MovingSpheres, MovingCuboids {}

/** The boxes a scene of round `Bodies` may take in `options.against`: boxes in 2D, cuboids in 3D. */
export type BoxesOf<Bodies> = Bodies extends MovingSpheres ? MovingCuboids : MovingBoxes;

/** The walls a scene of `Bodies` takes: segments in 2D, triangles in 3D. */
export type WallsOf<Bodies> = Bodies extends MovingSpheres ? StaticTriangles : StaticSegments;

/**
 * A scene's static walls: `options.walls` and its count and filter, given
 * to every call of `findCircleContacts` / `findSphereContacts`, or once to
 * `createScene2` / `createScene3`.
 */
export interface SceneWalls<Bodies> {
  /**
   * Static walls (segments in 2D, triangles in 3D, structure of arrays): each
   * body of `bodies` (never of `against`) is also tested against each wall
   * with the variant's `circleSegmentTimeOfImpact` /
   * `sphereTriangleTimeOfImpact`, and every contact goes into the same list
   * with `wall[k] = 1` and `j[k]` the wall's index.
   *
   * Or a level of the variant (`createLevel2` / `createLevel3`, the same
   * dimension): the same contacts as its walls given as arrays (`j[k]` the
   * wall's place in `segments` / `triangles`), with the level's own `category`
   * and `mask` as the walls' filter, the walls' boxes taken from the level's
   * index instead of being rebuilt on every call. `wallCount`, `wallCategory`
   * and `wallMask` then stay unset (the level holds its own).
   *
   * @example
   * const level = createLevel2({ segments }); // once
   * findCircleContacts(bodies, contacts, { walls: level }); // every frame
   */
  walls?: WallsOf<Bodies> | (Bodies extends MovingSpheres ? Level3 : Level2);
  /** How many of `walls` take part (default: all of `walls.x0`; not with a level). */
  wallCount?: number;
  /** The category bits of each wall (Box2D-style, against the bodies' `mask`); see `category` (not with a level). */
  wallCategory?: Uint32Array;
  /** Which body categories each wall collides with (against the bodies' `category`); see `category` (not with a level). */
  wallMask?: Uint32Array;
}

/**
 * What a scene query takes besides its walls: the `against` set, the counts,
 * the filter and the statistics. A persistent scene (`createScene2` /
 * `createScene3`) takes these every frame and its walls once.
 */
export interface SceneFrameOptions<Bodies, Against = Bodies> {
  /**
   * A second set: only pairs of one body from `bodies` and one from
   * `against` count (bullets against enemies); `j` then indexes `against`.
   * `findCircleContacts` / `findSphereContacts` also take boxes / cuboids
   * here (circles against boxes: `against` with `hx`, `hy`[, `hz`] and no `r`).
   */
  against?: Against;
  /** How many of `bodies` take part (default: all of `bodies.x0`). */
  count?: number;
  /** How many of `against` take part (default: all of `against.x0`). */
  againstCount?: number;
  /**
   * Box2D-style filter, one entry per body: a pair is considered iff
   * `(category[i] & mask[j]) !== 0 && (category[j] & mask[i]) !== 0`.
   * A missing array means every bit set. With `against`, `category` and
   * `mask` index `bodies`; `againstCategory` and `againstMask` index `against`.
   */
  category?: Uint32Array;
  /** Box2D-style filter: which categories each body (of `bodies`) collides with; see `category`. */
  mask?: Uint32Array;
  /** With `against`: the category bits of each `against` body; see `category`. */
  againstCategory?: Uint32Array;
  /** With `against`: which categories each `against` body collides with; see `category`. */
  againstMask?: Uint32Array;
  /**
   * Filled, when given, with what the broad phase did: pairs in the scene,
   * pairs tested, the axis swept and the strips (see {@link SceneStats};
   * make one with `createSceneStats`). Without it the query does no extra work.
   */
  stats?: SceneStats;
}

/** Options of `findCircleContacts` / `findSphereContacts`: a frame's options and the walls. */
export interface SceneOptions<Bodies, Against = Bodies>
  extends SceneFrameOptions<Bodies, Against>,
    SceneWalls<Bodies> {}

/**
 * A variant's value rule: `bad(values, count, radius)` returns the index of
 * the first value it refuses (radii must also be `≥ 0`) or `-1`;
 * `error(name, value, radius)` builds its `RangeError`; `values` names the
 * kind of number it accepts, which tags the levels it makes and picks the
 * levels a scene of its variant reads.
 */
export interface ValueRule {
  readonly values: LevelValues;
  bad(values: Float64Array, count: number, radius: boolean): number;
  error(name: string, value: number, radius: boolean): RangeError;
}

/** The arrays of a set of bodies, by dimension and shape. */
const FIELDS: Record<BodyShape, readonly [readonly string[], readonly string[]]> = {
  round: [
    ['x0', 'y0', 'x1', 'y1', 'r'],
    ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'],
  ],
  box: [
    ['x0', 'y0', 'x1', 'y1', 'hx', 'hy'],
    ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'hx', 'hy', 'hz'],
  ],
};
/** The fields that are sizes (`≥ 0`; the value rule's `radius`). */
const SIZES: ReadonlySet<string> = new Set(['r', 'hx', 'hy', 'hz']);
const SEGMENT_FIELDS = ['x0', 'y0', 'x1', 'y1'] as const;
const TRIANGLE_FIELDS = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'x2', 'y2', 'z2'] as const;

function checkSet(
  name: string,
  set: unknown,
  fields: readonly string[],
  countName: string,
  count: number | undefined,
  rule: ValueRule,
): number {
  if (typeof set !== 'object' || set === null) {
    throw new RangeError(`${name} must be an object of Float64Arrays (got ${String(set)})`);
  }
  const arrays = set as Record<string, unknown>;
  let shortest = Number.POSITIVE_INFINITY;
  for (const field of fields) {
    const a = arrays[field];
    if (!(a instanceof Float64Array)) {
      throw new RangeError(`${name}.${field} must be a Float64Array (got ${describe(a)})`);
    }
    shortest = Math.min(shortest, a.length);
  }
  const n = count === undefined ? (arrays.x0 as Float64Array).length : count;
  if (!(Number.isInteger(n) && n >= 0 && n <= shortest)) {
    throw new RangeError(
      `${countName} must be an integer in [0, ${shortest}] (the shortest of ${name}'s arrays) (got ${describe(n)})`,
    );
  }
  for (const field of fields) {
    const values = arrays[field] as Float64Array;
    const radius = SIZES.has(field);
    const k = rule.bad(values, n, radius);
    if (k >= 0) throw rule.error(`${name}.${field}[${k}]`, values[k]!, radius);
  }
  return n;
}

const EMPTY = new Float64Array(0);

/** An object of the course's own shape for a set of bodies (see {@link view}). */
function bodyView(): CourseBodies {
  return {
    x0: EMPTY,
    y0: EMPTY,
    z0: EMPTY,
    x1: EMPTY,
    y1: EMPTY,
    z1: EMPTY,
    r: EMPTY,
    hx: EMPTY,
    hy: EMPTY,
    hz: EMPTY,
  };
}

/** The views of the bodies and of the `against` set. */
const views = [bodyView(), bodyView()] as const;

/**
 * The caller's arrays of a set, in an object of the course's own shape
 * ({@link CourseBodies}; 2D: `z0`, `z1`, `hz` empty): the course's hot loops
 * (the boxes, the narrow phases) read the bodies from it, so they see one
 * shape of object whatever object the caller built and whatever the bodies
 * are. An engine specialises a loop to the shapes it has seen, and a shape it
 * has not seen costs a deoptimisation, in the first frames of a program or
 * after a persistent scene's warm-up. Valid until the next call.
 */
function view(slot: 0 | 1, bodies: SceneBodies, dim: 2 | 3, shape: BodyShape): CourseBodies {
  const v = views[slot];
  const b = bodies as CourseBodies;
  v.x0 = b.x0;
  v.y0 = b.y0;
  v.x1 = b.x1;
  v.y1 = b.y1;
  v.z0 = dim === 3 ? b.z0 : EMPTY;
  v.z1 = dim === 3 ? b.z1 : EMPTY;
  if (shape === 'round') {
    v.r = v.hx = v.hy = b.r;
    v.hz = dim === 3 ? b.r : EMPTY;
  } else {
    v.r = EMPTY;
    v.hx = b.hx;
    v.hy = b.hy;
    v.hz = dim === 3 ? b.hz : EMPTY;
  }
  return v;
}

/**
 * The checked input: the bodies and, when given, the `against` set (their
 * arrays in the course's own objects, see {@link view}) and the walls
 * (`level` when `options.walls` is a level, whose walls `walls` then holds).
 */
export interface SceneInput {
  a: BoxSource;
  b: BoxSource | null;
  /** `b`'s shape: boxes against round bodies (circles against boxes), or the bodies' own. */
  againstShape: BodyShape;
  walls: WallSource | null;
  level: LevelData | null;
}

const WALL_KEYS = ['wallCount', 'wallCategory', 'wallMask'] as const;

/** A level as the walls: the variant's own, of the scene's dimension, and none of {@link WALL_KEYS}. */
function checkLevel<Bodies>(dim: 2 | 3, o: SceneWalls<Bodies>, rule: ValueRule): LevelData {
  const level = levelData(o.walls, dim, rule.values, 'options.walls');
  if (level.oneWay !== null) {
    throw new RangeError(
      'options.walls must be a level without one-way walls (got a tile map with one-way tiles: they are for casts and movers)',
    );
  }
  for (const key of WALL_KEYS) {
    if (o[key] !== undefined) {
      throw new RangeError(
        `options.${key} must be left out when options.walls is a level (the level holds its walls' count and filter)`,
      );
    }
  }
  return level;
}

function checkWalls<Bodies>(dim: 2 | 3, o: SceneWalls<Bodies>, rule: ValueRule): WallSource | null {
  if (o.walls === undefined) {
    for (const key of WALL_KEYS) {
      if (o[key] !== undefined) throw new RangeError(`options.${key} needs options.walls`);
    }
    return null;
  }
  const fields = dim === 2 ? SEGMENT_FIELDS : TRIANGLE_FIELDS;
  const w = checkSet('options.walls', o.walls, fields, 'options.wallCount', o.wallCount, rule);
  checkFilter('options.wallCategory', o.wallCategory, w);
  checkFilter('options.wallMask', o.wallMask, w);
  return {
    walls: o.walls as StaticSegments | StaticTriangles,
    count: w,
    category: o.wallCategory,
    mask: o.wallMask,
  };
}

/**
 * Checks a scene's walls (`options.walls`, its count and filter): a level of
 * the variant and dimension, or arrays of walls with every value in range.
 */
export function checkSceneWalls<Bodies>(
  dim: 2 | 3,
  w: SceneWalls<Bodies>,
  rule: ValueRule,
): { walls: WallSource | null; level: LevelData | null } {
  const level = levelDimension(w.walls) === 0 ? null : checkLevel(dim, w, rule);
  return { walls: level === null ? checkWalls(dim, w, rule) : levelWalls(level), level };
}

const NO_WALLS = Object.freeze({ walls: null, level: null });

/** Every key of {@link SceneWalls}. */
const SCENE_WALL_KEYS = ['walls', ...WALL_KEYS] as const;

/** A scene of boxes has no walls (there is no box–wall query): none of {@link SCENE_WALL_KEYS}. */
function refuseWalls<Bodies>(o: SceneWalls<Bodies>): void {
  for (const key of SCENE_WALL_KEYS) {
    if (o[key] !== undefined) {
      throw new RangeError(
        `options.${key} must be left out of a scene of boxes (it takes no walls)`,
      );
    }
  }
}

/**
 * What round bodies' `options.against` holds, told by its fields: boxes when
 * it has half extents (`hx`, `hy`[, `hz`]) and no radius, round bodies when
 * it has `r` and no half extent. Both or neither would be a guess: a
 * `RangeError` naming `options.against`.
 */
function shapeOfAgainst(dim: 2 | 3, against: unknown): BodyShape {
  // Not an object: `checkSet` names it as round bodies would be named.
  if (typeof against !== 'object' || against === null) return 'round';
  const o = against as Record<string, unknown>;
  const round = o.r !== undefined;
  const box = o.hx !== undefined || o.hy !== undefined || (dim === 3 && o.hz !== undefined);
  if (round !== box) return box ? 'box' : 'round';
  const [bodies, boxes, extents] =
    dim === 2 ? ['circles', 'boxes', 'hx and hy'] : ['spheres', 'cuboids', 'hx, hy and hz'];
  throw new RangeError(
    `options.against must hold either r (${bodies}) or ${extents} (${boxes}) (got ${round ? 'both' : 'neither'})`,
  );
}

/**
 * Checks every argument of a scene query (all of it, before anything is
 * computed) and returns the sets to build boxes from. A persistent scene
 * passes its own walls as `sceneWalls` (checked again on every call, as the
 * arrays may have changed); its frames' options then hold none.
 * `boxesAgainst`: round bodies may meet boxes in `options.against` (the
 * variant has a circle–box narrow phase; see {@link shapeOfAgainst}).
 */
export function checkScene<Bodies extends SceneBodies>(
  dim: 2 | 3,
  shape: BodyShape,
  bodies: Bodies,
  options: SceneFrameOptions<Bodies, SceneBodies> | SceneOptions<Bodies, SceneBodies> | undefined,
  rule: ValueRule,
  sceneWalls: SceneWalls<Bodies> | null = null,
  boxesAgainst = false,
): SceneInput {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new RangeError(`options must be an object (got ${String(options)})`);
  }
  const o: SceneOptions<Bodies, SceneBodies> = options ?? {};
  if (o.stats !== undefined && (typeof o.stats !== 'object' || o.stats === null)) {
    throw new RangeError(
      `options.stats must be an object from createSceneStats (got ${describe(o.stats)})`,
    );
  }
  if (sceneWalls !== null) {
    for (const key of SCENE_WALL_KEYS) {
      if (o[key] !== undefined) {
        throw new RangeError(
          `options.${key} must be left out of a persistent scene's frame (its walls are createScene${dim}'s options.walls)`,
        );
      }
    }
  }
  const fields = FIELDS[shape][dim - 2]!;
  // The argument as the query names it: `findBoxContacts(boxes, …)`, `findCuboidContacts(cuboids, …)`.
  const name = shape === 'round' ? 'bodies' : dim === 2 ? 'boxes' : 'cuboids';
  const n = checkSet(name, bodies, fields, 'options.count', o.count, rule);
  checkFilter('options.category', o.category, n);
  checkFilter('options.mask', o.mask, n);
  const a: BoxSource = {
    bodies: view(0, bodies, dim, shape),
    count: n,
    category: o.category,
    mask: o.mask,
  };
  if (shape === 'box') refuseWalls(o);
  const { walls, level } = shape === 'box' ? NO_WALLS : checkSceneWalls(dim, sceneWalls ?? o, rule);
  if (o.against === undefined) {
    for (const key of ['againstCount', 'againstCategory', 'againstMask'] as const) {
      if (o[key] !== undefined) throw new RangeError(`options.${key} needs options.against`);
    }
    return { a, b: null, againstShape: shape, walls, level };
  }
  const againstShape = boxesAgainst ? shapeOfAgainst(dim, o.against) : shape;
  const m = checkSet(
    'options.against',
    o.against,
    FIELDS[againstShape][dim - 2]!,
    'options.againstCount',
    o.againstCount,
    rule,
  );
  checkFilter('options.againstCategory', o.againstCategory, m);
  checkFilter('options.againstMask', o.againstMask, m);
  return {
    a,
    b: {
      bodies: view(1, o.against, dim, againstShape),
      count: m,
      category: o.againstCategory,
      mask: o.againstMask,
    },
    againstShape,
    walls,
    level,
  };
}

/** The core's value rule: doubles in the supported range, radii `≥ 0`. */
export const DOUBLE_VALUES: ValueRule = {
  values: 'double',
  bad(values, count, radius) {
    for (let k = 0; k < count; k++) {
      const v = values[k]!;
      if (!inRange(v) || (radius && v < 0)) return k;
    }
    return -1;
  },
  error(name, value, radius) {
    if (radius && value < 0) return new RangeError(`${name} must be >= 0 (got ${describe(value)})`);
    return rangeError(name, value);
  },
};
