/**
 * The shapes the fuzz app passes around: query arguments (in a variant's own
 * units — doubles for core and tolerance, raw Q16.16 integers for fixed),
 * violations, and per-slot statistics.
 */
import type { Vec2, Vec3 } from '@swept/core';

export type Vec = Vec2 | Vec3;

/** Arguments of the swept test and time of impact: `(a0, a1, ra, b0, b1, rb)`. */
export interface SweptArgs {
  a0: Vec;
  a1: Vec;
  ra: number;
  b0: Vec;
  b1: Vec;
  rb: number;
}

/** Arguments of `raySegment(p0, p1, s0, s1)`. */
export interface RayArgs {
  p0: Vec2;
  p1: Vec2;
  s0: Vec2;
  s1: Vec2;
}

/** Arguments of the static overlap test `(a, ra, b, rb)`. */
export interface OverlapArgs {
  a: Vec;
  ra: number;
  b: Vec;
  rb: number;
}

/** Arguments of a separation `(a, ra, ma, b, rb, mb)`. */
export interface SeparateArgs {
  a: Vec;
  ra: number;
  ma: number;
  b: Vec;
  rb: number;
  mb: number;
}

/** A call with one bad argument: which query, its positional arguments, and the parameter at fault. */
export interface BadArgs {
  query: QueryName | BoxQueryName;
  args: unknown[];
  /** The name the RangeError message must start with (`'a0.x'`, `'mb'`, …); alternatives allowed. */
  params: string[];
}

export const QUERIES = [
  'sweptCircles',
  'sweptSpheres',
  'circlesTimeOfImpact',
  'spheresTimeOfImpact',
  'raySegment',
  'circlesOverlap',
  'spheresOverlap',
  'separateCircles',
  'separateSpheres',
] as const;
export type QueryName = (typeof QUERIES)[number];

/** Each query's parameters, in the order it takes them (and the names its RangeErrors start with). */
export const PARAMETERS: Readonly<Record<QueryName, readonly string[]>> = {
  sweptCircles: ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'],
  sweptSpheres: ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'],
  circlesTimeOfImpact: ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'],
  spheresTimeOfImpact: ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'],
  raySegment: ['p0', 'p1', 's0', 's1'],
  circlesOverlap: ['a', 'ra', 'b', 'rb'],
  spheresOverlap: ['a', 'ra', 'b', 'rb'],
  separateCircles: ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
  separateSpheres: ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
};

/** The contract's wall queries (a moving circle or sphere against static geometry). */
export const WALL_QUERIES = [
  'sweptCircleSegment',
  'circleSegmentTimeOfImpact',
  'circlePolylineTimeOfImpact',
  'circleSegmentOverlap',
  'separateCircleSegment',
  'sweptSphereTriangle',
  'sphereTriangleTimeOfImpact',
  'sphereTriangleOverlap',
  'separateSphereTriangle',
] as const;
export type WallQueryName = (typeof WALL_QUERIES)[number];

/**
 * A moving circle or sphere `c0 → c1` of radius `r` against a static wall:
 * a segment (2 corners), a triangle (3) or a polyline (`closed` for a loop).
 * The static queries read `c0` as the centre.
 */
export interface WallArgs {
  c0: Vec;
  c1: Vec;
  r: number;
  wall: Vec[];
  closed: boolean;
}

/** The circle–box queries (contract §9.2): a moving circle against a moving axis-aligned box. */
export const CIRCLE_BOX_QUERIES = [
  'sweptCircleBox',
  'circleBoxTimeOfImpact',
  'circleBoxOverlap',
  'separateCircleBox',
] as const;
export type CircleBoxQueryName = (typeof CIRCLE_BOX_QUERIES)[number];

/** The sphere–cuboid queries: §9.2's circle–box queries in 3D. */
export const SPHERE_CUBOID_QUERIES = [
  'sweptSphereCuboid',
  'sphereCuboidTimeOfImpact',
  'sphereCuboidOverlap',
  'separateSphereCuboid',
] as const;
export type SphereCuboidQueryName = (typeof SPHERE_CUBOID_QUERIES)[number];

/**
 * A circle `c0 → c1` of radius `r` against a box `b0 → b1` of half extents `hb` (a
 * sphere against a cuboid with `V = Vec3`), and the masses a push shares by
 * (`Infinity`: immovable). The static queries read `c0` and `b0`.
 */
export interface CircleBoxArgs<V extends Vec = Vec2> {
  c0: V;
  c1: V;
  r: number;
  b0: V;
  b1: V;
  hb: V;
  mc: number;
  mb: number;
}

/** A sphere against a cuboid: the circle–box arguments in 3D. */
export type SphereCuboidArgs = CircleBoxArgs<Vec3>;

/** Each circle–box query's arguments, as the fields of {@link CircleBoxArgs} it takes, in order. */
export const CIRCLE_BOX_PARAMETERS: Readonly<
  Record<CircleBoxQueryName, readonly (keyof CircleBoxArgs)[]>
> = {
  sweptCircleBox: ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
  circleBoxTimeOfImpact: ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
  circleBoxOverlap: ['c0', 'r', 'b0', 'hb'],
  separateCircleBox: ['c0', 'r', 'mc', 'b0', 'hb', 'mb'],
};

/** Each sphere–cuboid query's arguments: its 2D circle–box query's, in the same order. */
export const SPHERE_CUBOID_PARAMETERS = Object.fromEntries(
  SPHERE_CUBOID_QUERIES.map((query, i) => [query, CIRCLE_BOX_PARAMETERS[CIRCLE_BOX_QUERIES[i]!]]),
) as Readonly<Record<SphereCuboidQueryName, readonly (keyof CircleBoxArgs)[]>>;

/** The contract's box queries (`docs/contract.md`, "9.1"): two boxes (2D) or cuboids (3D). */
export const BOX_QUERIES = [
  'boxesOverlap',
  'boxesTimeOfImpact',
  'cuboidsOverlap',
  'cuboidsTimeOfImpact',
  'separateBoxes',
  'separateCuboids',
  'sweptBoxes',
  'sweptCuboids',
] as const;
export type BoxQueryName = (typeof BOX_QUERIES)[number];

/** Each box query's parameters: half extents `ha`, `hb` where the circles take radii. */
export const BOX_PARAMETERS: Readonly<Record<BoxQueryName, readonly string[]>> = {
  boxesOverlap: ['a', 'ha', 'b', 'hb'],
  boxesTimeOfImpact: ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'],
  cuboidsOverlap: ['a', 'ha', 'b', 'hb'],
  cuboidsTimeOfImpact: ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'],
  separateBoxes: ['a', 'ha', 'ma', 'b', 'hb', 'mb'],
  separateCuboids: ['a', 'ha', 'ma', 'b', 'hb', 'mb'],
  sweptBoxes: ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'],
  sweptCuboids: ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'],
};

/** Arguments of a box swept test or time of impact `(a0, a1, ha, b0, b1, hb)`. */
export interface BoxArgs {
  a0: Vec;
  a1: Vec;
  ha: Vec;
  b0: Vec;
  b1: Vec;
  hb: Vec;
}

/** Arguments of a box separation `(a, ha, ma, b, hb, mb)` (the overlap test reads `a, ha, b, hb`). */
export interface BoxSeparateArgs {
  a: Vec;
  ha: Vec;
  ma: number;
  b: Vec;
  hb: Vec;
  mb: number;
}

/** What the fuzz app checks: each query, plus bad inputs and (fixed) the fingerprint. */
export type CheckName =
  | QueryName
  | WallQueryName
  | CircleBoxQueryName
  | SphereCuboidQueryName
  | BoxQueryName
  | 'castCircle'
  | 'castSphere'
  | 'castRay'
  | 'moveCircle'
  | 'moveSphere'
  | 'moveCircles'
  | 'moveSpheres'
  | 'castBox'
  | 'moveBox'
  | 'classify'
  | 'forms'
  | 'scenes'
  | 'boxScenes'
  | 'circleBoxScenes'
  | 'badInput'
  | 'vectors'
  | 'fingerprint';

/**
 * A cast against a level: the walls (2 corners each in 2D, 3 in 3D), built into a
 * level in this order (wall `k` is index `k`), with optional per-wall `category` and
 * `mask` bits; the body at `c` of radius `r` (0 for `castRay`) moving by `d`, and the
 * cast's own filter `options` (`null`: none). With a `map` (2D) the level is
 * `createTileMap2(map)` instead, and `walls` are its walls in the contract's order as the
 * oracle's `tileMapExact` reads them (§10), in the variant's numbers, with no filter bits.
 */
export interface LevelArgs {
  dim: 2 | 3;
  map?: TileMapArgs | null;
  walls: Vec[][];
  category: number[] | null;
  mask: number[] | null;
  c: Vec;
  r: number;
  d: Vec;
  options: { category?: number; mask?: number } | null;
}

/**
 * A mover's options in the variant's units (`restitution`, `up` and `floorCos` raw
 * Q16.16 in fixed), with the cast's filter bits.
 */
export interface MoveOptionArgs {
  category?: number;
  mask?: number;
  response?: 'slide' | 'stop' | 'bounce';
  restitution?: number;
  maxLegs?: number;
  up?: Vec;
  floorCos?: number;
}

/**
 * A move through a level (`moveCircle` in 2D, `moveSphere` in 3D): a level as the casts
 * have it, the body at `c` of radius `r` moved by `d`, and the mover's options (`null`:
 * none).
 */
export interface MoveArgs extends Omit<LevelArgs, 'options'> {
  options: MoveOptionArgs | null;
}

/**
 * A tile map as `createTileMap2` takes it, in the variant's units (raw Q16.16 `tileSize`
 * and `origin` in fixed); `tiles` as plain kinds (the check makes the `Uint8Array`).
 */
export interface TileMapArgs {
  columns: number;
  rows: number;
  tileSize: number;
  origin: Vec2;
  tiles: number[];
}

/**
 * A box cast or move (`castBox`, `moveBox`; `docs/contract.md` §10) through a tile map
 * (`map`) or, when `map` is `null`, a `createLevel2` level of the axis-aligned `walls`
 * with their optional filter bits; the box at `b` with half extents `hb` moved by `d`;
 * the mover's options (the cast reads only their filter bits; `null`: none).
 */
export interface BoxLevelArgs {
  map: TileMapArgs | null;
  walls: Vec2[][];
  category: number[] | null;
  mask: number[] | null;
  b: Vec2;
  hb: Vec2;
  d: Vec2;
  options: MoveOptionArgs | null;
}

/** Many bodies moved through one level with the same options (`moveCircles`, `moveSpheres`). */
export interface MoveBatchArgs extends MoveArgs {
  /** The bodies after the case's own (`c`, `r`, `d`), each moved on its own. */
  more: { c: Vec; r: number; d: Vec }[];
}

/** One moving body against several, for the batch forms (2D or 3D): circles, and boxes. */
export interface BatchArgs {
  dim: 2 | 3;
  a: SweptArgs;
  bodies: SweptArgs[];
  boxes: { a: BoxArgs; bodies: BoxArgs[] };
}

/**
 * A scene: the bodies of several generated pair cases (both bodies of
 * each, so every case's graze, tangency or near miss is in the scene), as
 * one set or split into `bodies` and `against` at `split`, with an optional
 * Box2D filter drawn from a few bits.
 */
export interface SceneArgs {
  dim: 2 | 3;
  cases: SweptArgs[];
  /** `null`: one set; else the first `split` bodies against the rest. */
  split: number | null;
  /** Per body (in scene order), category and mask bits, or `null` for no filter. */
  filter: { category: number[]; mask: number[] } | null;
  /**
   * Static walls, each from a generated pair case: the segment `a0 – b0` in 2D, the
   * triangle `a0, b0, b1` in 3D (older corpus entries have none). With `filter`, wall
   * `k` has category `1 + (k mod 7)` and mask `1 + (3k mod 7)`.
   */
  walls?: SweptArgs[];
}

/**
 * A scene of boxes: the boxes of several generated box pair cases (both of each,
 * so every case's face graze, corner touch or near miss is in the scene), as one
 * set or split at `split`, with an optional Box2D filter. No walls.
 */
export interface BoxSceneArgs {
  dim: 2 | 3;
  cases: BoxArgs[];
  /** `null`: one set; else the first `split` boxes against the rest. */
  split: number | null;
  /** Per box (in scene order), category and mask bits, or `null` for no filter. */
  filter: { category: number[]; mask: number[] } | null;
}

/**
 * Circles against boxes in a scene (`findCircleContacts(circles, list, { against:
 * boxes })`, or spheres against cuboids through `findSphereContacts` in 3D, contract
 * §9.3): the circle and the box of several generated circle–box (sphere–cuboid) cases
 * (so every case's face graze, corner touch or near miss is in the scene), the first
 * `circles` circles against the first `boxes` boxes (`options.count`,
 * `options.againstCount`), with an optional Box2D filter. No walls.
 */
export interface CircleBoxSceneArgs {
  dim: 2 | 3;
  /** Circles and boxes (`dim` 2) or spheres and cuboids (`dim` 3). */
  cases: CircleBoxArgs<Vec>[];
  /** How many of the cases' circles take part (the scene's bodies). */
  circles: number;
  /** How many of the cases' boxes take part (`options.against`). */
  boxes: number;
  /** Per body (the cases' circles, then their boxes), category and mask bits, or `null`. */
  filter: { category: number[]; mask: number[] } | null;
}

/** One broken promise, with the case that shows it. */
export interface Violation {
  variant: string;
  check: CheckName;
  message: string;
  /** The (shrunk) case, in the variant's units; encoded for JSON by the corpus. */
  input: unknown;
}

/** The outcome of checking one case: violations found, and the largest band margin used. */
export interface CaseResult {
  violations: string[];
  /**
   * For banded variants: among disagreements with the exact answer, the
   * margin relative to the query's scale (`|f_min| / scale` …) — what the
   * declared band must cover.
   */
  margin?: number;
  /**
   * The answer was compared with an oracle (the exact one or the sampled one): the case
   * reached a verdict. Cases that only feed a check without an oracle (forms, scenes, bad
   * input) leave it unset.
   */
  judged?: boolean;
}
