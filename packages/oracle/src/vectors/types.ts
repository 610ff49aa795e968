/**
 * The shape of the conformance vectors in `packages/oracle/vectors/*.json`.
 * Every input is a multiple of 2^-16 within ±2^15, so it is exact both as a
 * double (`float`) and as a Q16.16 raw integer (`raw = float · 65536`).
 */
import type { ContactStatus } from '../time-of-impact/status.ts';

export interface Vec2Json {
  x: number;
  y: number;
}
export interface Vec3Json {
  x: number;
  y: number;
  z: number;
}

export interface VectorFile<C> {
  /** What the file holds, and the denominator of the floors (65536). */
  description: string;
  denom: number;
  cases: C[];
}

/** A swept-pair input in the argument order of `sweptCircles` / `sweptSpheres`. */
export interface SweptInput<V> {
  a0: V;
  a1: V;
  ra: number;
  b0: V;
  b1: V;
  rb: number;
}

export interface SweptVector<V> {
  id: string;
  /** Why the case is here (`tangent`, `graze`, `t0`, `t1`, `+1`, `P=0`, …). */
  tags: string[];
  float: SweptInput<V>;
  raw: SweptInput<V>;
  expect: {
    /** The swept test (`sweptCircles` / `sweptSpheres`). */
    swept: boolean;
    /** The time of impact's status, `null` when there is no touch. */
    status: ContactStatus | null;
    /** `floor(t* · 65536)`: the fixed variant's `t`; `null` when there is no touch. */
    toiFloor: number | null;
    /** The doubles around `t*` (equal when `t*` is a double); the tolerance `exact` policy returns `lo`. */
    toiBracket: [number, number] | null;
  };
}

export interface RaySegmentInput {
  p0: Vec2Json;
  p1: Vec2Json;
  s0: Vec2Json;
  s1: Vec2Json;
}

export interface RaySegmentVector {
  id: string;
  tags: string[];
  float: RaySegmentInput;
  raw: RaySegmentInput;
  /** `null` when the point never meets the segment. */
  expect: {
    /** Exact `t` and `u` as `"n/d"`. */
    t: string;
    u: string;
    /** `floor(t · 65536)`, `floor(u · 65536)`: the fixed variant's answers. */
    tFloor: number;
    uFloor: number;
    tBracket: [number, number];
    uBracket: [number, number];
  } | null;
}

export interface OverlapInput<V> {
  a: V;
  ra: number;
  b: V;
  rb: number;
}

export interface OverlapVector {
  id: string;
  tags: string[];
  /** 2: `circlesOverlap`, 3: `spheresOverlap` (the vectors then carry `z`). */
  dim: 2 | 3;
  float: OverlapInput<Vec2Json | Vec3Json>;
  raw: OverlapInput<Vec2Json | Vec3Json>;
  expect: { overlap: boolean };
}

export type Swept2File = VectorFile<SweptVector<Vec2Json>>;
export type Swept3File = VectorFile<SweptVector<Vec3Json>>;
export type RaySegmentFile = VectorFile<RaySegmentVector>;
export type OverlapFile = VectorFile<OverlapVector>;

/** The vector files by name. */
export interface VectorFiles {
  swept2: Swept2File;
  swept3: Swept3File;
  raySegment: RaySegmentFile;
  overlap: OverlapFile;
  circleSegment: CircleSegmentFile;
  sphereTriangle: SphereTriangleFile;
  circlePolyline: CirclePolylineFile;
  circleBox: CircleBoxFile;
  sphereCuboid: SphereCuboidFile;
  boxes: BoxesFile;
}

/** `circleSegmentTimeOfImpact(c0, c1, r, s0, s1)` and friends. */
export interface CircleSegmentInput {
  c0: Vec2Json;
  c1: Vec2Json;
  r: number;
  s0: Vec2Json;
  s1: Vec2Json;
}

/** `sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2)` and friends. */
export interface SphereTriangleInput {
  c0: Vec3Json;
  c1: Vec3Json;
  r: number;
  p0: Vec3Json;
  p1: Vec3Json;
  p2: Vec3Json;
}

/** `circlePolylineTimeOfImpact(c0, c1, r, points, closed)`. */
export interface CirclePolylineInput {
  c0: Vec2Json;
  c1: Vec2Json;
  r: number;
  points: Vec2Json[];
  closed: boolean;
}

/** The exact answers of the wall queries for one input; `null`s when there is no touch. */
export interface WallExpect {
  /** The swept test. */
  swept: boolean;
  /** The time of impact's status, `null` when there is no touch. */
  status: ContactStatus | null;
  /** `t*` exactly, as `"s + w√k"` with rationals `"n/d"` (`w = 0`: rational). */
  t: string | null;
  /** `floor(t*·65536)` (the fixed variant's `t`) and the doubles around `t*` (tolerance `exact` returns `lo`). */
  tFloor: number | null;
  tBracket: [number, number] | null;
  /** The static overlap of the circle at `c0` (`circleSegmentOverlap(c0, r, …)` / `sphereTriangleOverlap`). */
  overlap: boolean;
}

export interface CircleSegmentVector {
  id: string;
  tags: string[];
  float: CircleSegmentInput;
  raw: CircleSegmentInput;
  expect: WallExpect & {
    /** `u*` as `t`, `floor(u*·65536)` and its doubles. */
    u: string | null;
    uFloor: number | null;
    uBracket: [number, number] | null;
  };
}

export interface SphereTriangleVector {
  id: string;
  tags: string[];
  float: SphereTriangleInput;
  raw: SphereTriangleInput;
  expect: WallExpect;
}

export interface CirclePolylineVector {
  id: string;
  tags: string[];
  float: CirclePolylineInput;
  raw: CirclePolylineInput;
  expect: Omit<WallExpect, 'overlap'> & {
    /** The segment touched first (ties to the smallest), `null` when none. */
    segment: number | null;
  };
}

/**
 * `circleBoxTimeOfImpact(c0, c1, r, b0, b1, hb)` and friends (contract §9.2); with
 * `Vec3Json`, `sphereCuboidTimeOfImpact` and friends.
 */
export interface CircleBoxInput<V extends Vec2Json | Vec3Json = Vec2Json> {
  c0: V;
  c1: V;
  r: number;
  b0: V;
  b1: V;
  hb: V;
}

/** A circle–box vector: the walls' answers, the overlap of the circle at `c0` and the box at `b0`. */
export interface CircleBoxVector<V extends Vec2Json | Vec3Json = Vec2Json> {
  id: string;
  tags: string[];
  float: CircleBoxInput<V>;
  raw: CircleBoxInput<V>;
  expect: WallExpect;
}

/** A sphere–cuboid vector: the circle–box vector in 3D. */
export type SphereCuboidVector = CircleBoxVector<Vec3Json>;

export type CircleBoxFile = VectorFile<CircleBoxVector>;
export type SphereCuboidFile = VectorFile<SphereCuboidVector>;
export type CircleSegmentFile = VectorFile<CircleSegmentVector>;
export type SphereTriangleFile = VectorFile<SphereTriangleVector>;
export type CirclePolylineFile = VectorFile<CirclePolylineVector>;

/** A box pair input in the argument order of `boxesTimeOfImpact` / `cuboidsTimeOfImpact`. */
export interface BoxesInput<V> {
  a0: V;
  a1: V;
  ha: V;
  b0: V;
  b1: V;
  hb: V;
}

export interface BoxesVector {
  id: string;
  tags: string[];
  /** 2: the box queries (`sweptBoxes`, …), 3: the cuboid queries (the vectors then carry `z`). */
  dim: 2 | 3;
  float: BoxesInput<Vec2Json | Vec3Json>;
  raw: BoxesInput<Vec2Json | Vec3Json>;
  expect: {
    /** The swept test. */
    swept: boolean;
    /** The time of impact's status, `null` when there is no touch. */
    status: ContactStatus | null;
    /** `t*` exactly, as `"n/d"`. */
    t: string | null;
    /** `floor(t*·65536)` (the fixed variant's `t`) and the doubles around `t*` (tolerance `exact` returns `lo`). */
    tFloor: number | null;
    tBracket: [number, number] | null;
    /** The unit normal from `a` to `b` (components −1, 0, 1; fixed's are ·65536). */
    normal: number[] | null;
    /** The static overlap at the start (`boxesOverlap(a0, ha, b0, hb)`). */
    overlap: boolean;
    /** The axis `separateBoxes(a0, ha, 1, b0, hb, 1)` pushes along (0 = x), `-1` when they do not overlap. */
    separateAxis: number;
  };
}

export type BoxesFile = VectorFile<BoxesVector>;
