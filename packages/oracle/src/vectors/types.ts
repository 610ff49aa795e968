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

interface VectorFile<C> {
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
}
