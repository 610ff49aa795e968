/**
 * The wall workload: moving circles against segments (2D) or moving spheres
 * against triangles (3D), one wall per case, in interleaved typed arrays.
 * Every number is a multiple of 2^-16 within ±2^15 (the float variants and
 * `@swept/fixed` read the same numbers), and the seeded cases stay within
 * ±128 so that Rapier's f32 reads them unrounded too (24 significant bits).
 */
import { loadVectors } from '@swept/oracle';
import { createRng, pickKind, type Rng } from '../rng.ts';

/** A point as the queries take it. */
export interface Point {
  x: number;
  y: number;
  z?: number;
}

/** The kinds of case in the mix (`vector`: a committed conformance vector of `@swept/oracle`). */
export type WallKind =
  | 'vector'
  | 'random'
  | 'graze'
  | 'near miss'
  | 'end cap'
  | 'edge or corner'
  | 'near parallel'
  | 'bullet';

export interface WallSet {
  /** 2: circles against segments; 3: spheres against triangles. */
  dim: 2 | 3;
  count: number;
  /** Case `i`'s start and end centres: `c0[i·dim + k]`, `c1[i·dim + k]`. */
  c0: Float64Array;
  c1: Float64Array;
  r: Float64Array;
  /** Case `i`'s wall corners (`dim` of them: a segment's 2, a triangle's 3): `wall[(i·dim + j)·dim + k]`. */
  wall: Float64Array;
  kind: WallKind[];
}

/** One case as plain numbers: centres and corners as coordinate lists. */
export interface WallInput {
  c0: readonly number[];
  c1: readonly number[];
  r: number;
  wall: readonly (readonly number[])[];
  kind: WallKind;
}

/** Packs cases of one dimension into a {@link WallSet}. */
export function packWalls(dim: 2 | 3, inputs: readonly WallInput[]): WallSet {
  const count = inputs.length;
  const set: WallSet = {
    dim,
    count,
    c0: new Float64Array(count * dim),
    c1: new Float64Array(count * dim),
    r: new Float64Array(count),
    wall: new Float64Array(count * dim * dim),
    kind: [],
  };
  inputs.forEach((input, i) => {
    set.c0.set(input.c0, i * dim);
    set.c1.set(input.c1, i * dim);
    set.r[i] = input.r;
    input.wall.forEach((corner, j) => {
      set.wall.set(corner, (i * dim + j) * dim);
    });
    set.kind.push(input.kind);
  });
  return set;
}

function point(dim: 2 | 3, a: Float64Array, at: number): Point {
  return dim === 2 ? { x: a[at]!, y: a[at + 1]! } : { x: a[at]!, y: a[at + 1]!, z: a[at + 2]! };
}

/** Case `i` as `{x, y(, z)}` objects, in the queries' argument order. */
export function caseAt(
  set: WallSet,
  i: number,
): { c0: Point; c1: Point; r: number; wall: Point[] } {
  const { dim } = set;
  return {
    c0: point(dim, set.c0, i * dim),
    c1: point(dim, set.c1, i * dim),
    r: set.r[i]!,
    wall: Array.from({ length: dim }, (_, j) => point(dim, set.wall, (i * dim + j) * dim)),
  };
}

/** Every case as `{x, y(, z)}` objects: how a game keeps its bodies and level (built untimed). */
export function casesOf(set: WallSet): ReturnType<typeof caseAt>[] {
  return Array.from({ length: set.count }, (_, i) => caseAt(set, i));
}

const xy = (v: Point): number[] => (v.z === undefined ? [v.x, v.y] : [v.x, v.y, v.z]);

/**
 * `@swept/oracle`'s committed wall vectors (the rounding edge cases first:
 * exact grazes of a face, an edge and a vertex, contact exactly at an end or
 * a corner, parallel motion, starts on the wall, degenerate walls, `r = 0`).
 */
export function wallVectors(dim: 2 | 3): WallInput[] {
  if (dim === 2) {
    return loadVectors('circleSegment').cases.map(({ float: f }) => ({
      c0: xy(f.c0),
      c1: xy(f.c1),
      r: f.r,
      wall: [xy(f.s0), xy(f.s1)],
      kind: 'vector',
    }));
  }
  return loadVectors('sphereTriangle').cases.map(({ float: f }) => ({
    c0: xy(f.c0),
    c1: xy(f.c1),
    r: f.r,
    wall: [xy(f.p0), xy(f.p1), xy(f.p2)],
    kind: 'vector',
  }));
}

/** How each kind of case in a mix is made. */
export type WallBuilders = Readonly<Partial<Record<WallKind, (rng: Rng) => WallInput>>>;

/**
 * `@swept/oracle`'s vectors of the dimension, then `count` seeded cases:
 * each draws its kind from `mix` (shares in percent), and `build[kind]` makes it.
 */
export function seededWalls(
  dim: 2 | 3,
  seed: number,
  count: number,
  mix: readonly (readonly [WallKind, number])[],
  build: WallBuilders,
): WallSet {
  const rng = createRng(seed);
  const inputs = wallVectors(dim);
  for (let i = 0; i < count; i++) {
    const kind = pickKind(rng, mix);
    const make = build[kind];
    if (make === undefined) throw new RangeError(`build has no maker for the kind '${kind}'`);
    inputs.push(make(rng));
  }
  return packWalls(dim, inputs);
}
