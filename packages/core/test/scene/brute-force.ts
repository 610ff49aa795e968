/**
 * The scene tests' expected answers, from the pair queries alone (never the
 * scene code): a brute-force loop over every pair (and every body against
 * every wall, with the wall query), sorted by the contract's order with an
 * ordinary comparison sort. Shared by the scene tests of every
 * variant (@swept/core, @swept/fixed, @swept/tolerance): each passes its own
 * pair query. Also the scene generators, on integer grids that each variant
 * scales its own way (so exact tangencies are common).
 */
import fc from 'fast-check';
import type {
  ContactList,
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  SceneOptions,
  StaticSegments,
  StaticTriangles,
  TimeOfImpact,
  Vec2,
  Vec3,
  WallContact,
} from '../../src/index.ts';
import { PAIR_LOOP_LIMIT } from '../../src/scene/broad-phase.ts';
import type { ScenePlan } from '../../src/scene/broad-phase-stats.ts';
import { INDEX_RATIO } from '../../src/scene/plan.ts';

export type PairQuery<V> = (
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
) => TimeOfImpact<V> | null;

/** A variant's `boxesTimeOfImpact` or `cuboidsTimeOfImpact`: half extents where the circles have radii. */
export type BoxQuery<V> = (a0: V, a1: V, ha: V, b0: V, b1: V, hb: V) => TimeOfImpact<V> | null;

/** A variant's `circleSegmentTimeOfImpact` or `sphereTriangleTimeOfImpact`. */
export type WallQuery<V> = (c0: V, c1: V, r: number, ...corners: V[]) => WallContact<V> | null;

/** One contact as a comparable row. */
export interface Row {
  i: number;
  j: number;
  /** `1` for body `i` against wall `j`. */
  wall: number;
  t: number;
  status: string;
  n: number[];
}

type Bodies = MovingCircles | MovingSpheres;
/** Any set a scene takes: round bodies or boxes. */
type AnySet = Bodies | MovingBoxes | MovingCuboids;

function dimOf(b: AnySet): 2 | 3 {
  return 'z0' in b ? 3 : 2;
}

function at(b: AnySet, k: number, end: 0 | 1): Vec2 & Vec3 {
  const s = b as MovingSpheres;
  const p = end === 0 ? { x: s.x0[k]!, y: s.y0[k]! } : { x: s.x1[k]!, y: s.y1[k]! };
  if (dimOf(b) === 3) return { ...p, z: end === 0 ? s.z0[k]! : s.z1[k]! };
  return p as Vec2 & Vec3;
}

/** Body `k`'s size as its pair query takes it: a radius, or a box's half extents. */
function size(b: AnySet, k: number): number | (Vec2 & Vec3) {
  if ('r' in b) return b.r[k]!;
  const h = { x: b.hx[k]!, y: b.hy[k]! };
  return ('hz' in b ? { ...h, z: b.hz[k]! } : h) as Vec2 & Vec3;
}

function admits(o: SceneOptions<AnySet>, i: number, j: number): boolean {
  const ci = o.category?.[i] ?? 0xffffffff;
  const mi = o.mask?.[i] ?? 0xffffffff;
  const cat2 = o.against ? o.againstCategory : o.category;
  const mask2 = o.against ? o.againstMask : o.mask;
  const cj = cat2?.[j] ?? 0xffffffff;
  const mj = mask2?.[j] ?? 0xffffffff;
  return (ci & mj) !== 0 && (cj & mi) !== 0;
}

/**
 * Every pair the pair query reports (body `i` as A, `j` as B), in `(t, i, j)`
 * order: circles or spheres with their pair query, boxes or cuboids with theirs.
 */
export function bruteForce(
  bodies: AnySet,
  query: PairQuery<Vec2> | PairQuery<Vec3> | BoxQuery<Vec2> | BoxQuery<Vec3>,
  options: SceneOptions<AnySet> = {},
): Row[] {
  const n = options.count ?? bodies.x0.length;
  const other = options.against ?? bodies;
  const m = options.against ? (options.againstCount ?? other.x0.length) : n;
  const toi = query as unknown as (
    a0: Vec2 & Vec3,
    a1: Vec2 & Vec3,
    ha: number | (Vec2 & Vec3),
    b0: Vec2 & Vec3,
    b1: Vec2 & Vec3,
    hb: number | (Vec2 & Vec3),
  ) => TimeOfImpact<Vec2 & Vec3> | null;
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = options.against ? 0 : i + 1; j < m; j++) {
      if (!admits(options, i, j)) continue;
      const hit = toi(
        at(bodies, i, 0),
        at(bodies, i, 1),
        size(bodies, i),
        at(other, j, 0),
        at(other, j, 1),
        size(other, j),
      );
      if (hit === null) continue;
      const { normal } = hit;
      rows.push({
        i,
        j,
        wall: 0,
        t: hit.t,
        status: hit.status,
        n: dimOf(bodies) === 3 ? [normal.x, normal.y, normal.z] : [normal.x, normal.y],
      });
    }
  }
  return sortRows(rows);
}

/** The contract's order: `t`, `i`, `j`, body pairs before wall contacts. */
function sortRows(rows: Row[]): Row[] {
  return rows.sort((a, b) => a.t - b.t || a.i - b.i || a.j - b.j || a.wall - b.wall);
}

function admitsWall(o: SceneOptions<Bodies>, i: number, k: number): boolean {
  const ci = o.category?.[i] ?? 0xffffffff;
  const mi = o.mask?.[i] ?? 0xffffffff;
  const ck = o.wallCategory?.[k] ?? 0xffffffff;
  const mk = o.wallMask?.[k] ?? 0xffffffff;
  return (ci & mk) !== 0 && (ck & mi) !== 0;
}

/** Corner `c` of wall `k`. */
function corner(w: StaticSegments | StaticTriangles, k: number, c: number): Vec2 & Vec3 {
  const a = w as unknown as Record<string, Float64Array>;
  const p = { x: a[`x${c}`]![k]!, y: a[`y${c}`]![k]! };
  return ('z0' in w ? { ...p, z: a[`z${c}`]![k]! } : p) as Vec2 & Vec3;
}

/**
 * Every body of `bodies` (never of `against`) against every wall that the
 * wall query reports, as rows with `wall: 1`, in `(t, i, j)` order.
 */
export function bruteForceWalls(
  bodies: Bodies,
  wallQuery: WallQuery<Vec2> | WallQuery<Vec3>,
  options: SceneOptions<Bodies> = {},
): Row[] {
  const rows: Row[] = [];
  const walls = options.walls as StaticSegments | StaticTriangles | undefined;
  if (walls === undefined) return rows;
  const n = options.count ?? bodies.x0.length;
  const w = options.wallCount ?? walls.x0.length;
  const corners = 'z0' in walls ? 3 : 2;
  const toi = wallQuery as WallQuery<Vec2 & Vec3>;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < w; k++) {
      if (!admitsWall(options, i, k)) continue;
      const ps = Array.from({ length: corners }, (_, c) => corner(walls, k, c));
      const hit = toi(at(bodies, i, 0), at(bodies, i, 1), (bodies as MovingCircles).r[i]!, ...ps);
      if (hit === null) continue;
      const { normal } = hit;
      rows.push({
        i,
        j: k,
        wall: 1,
        t: hit.t,
        status: hit.status,
        n: corners === 3 ? [normal.x, normal.y, normal.z] : [normal.x, normal.y],
      });
    }
  }
  return sortRows(rows);
}

/**
 * Every contact of a scene with walls: the body pairs of {@link bruteForce}
 * and the body–wall contacts of {@link bruteForceWalls}, in
 * `(t, i, j, wall)` order.
 */
export function bruteForceScene(
  bodies: Bodies,
  query: PairQuery<Vec2> | PairQuery<Vec3>,
  wallQuery: WallQuery<Vec2> | WallQuery<Vec3>,
  options: SceneOptions<Bodies> = {},
): Row[] {
  return sortRows([
    ...bruteForce(bodies, query, options),
    ...bruteForceWalls(bodies, wallQuery, options),
  ]);
}

/** The rows of a filled contact list, in its order. */
export function rowsOf(list: ContactList): Row[] {
  const rows: Row[] = [];
  for (let k = 0; k < list.count; k++) {
    const n = [list.nx[k]!, list.ny[k]!];
    if ('nz' in list) n.push(list.nz[k]!);
    rows.push({
      i: list.i[k]!,
      j: list.j[k]!,
      wall: list.wall[k]!,
      t: list.t[k]!,
      status: list.status[k]!,
      n,
    });
  }
  return rows;
}

/** A scene on an integer grid: positions, motions and radii as plain numbers. */
export interface GridScene {
  dim: 2 | 3;
  /** `p0[k]`, `p1[k]`: `dim` integers each; `r[k]` a non-negative integer. */
  p0: number[][];
  p1: number[][];
  r: number[];
}

/** Structure of arrays from a grid scene, each value mapped by `scale`. */
export function toBodies(s: GridScene, scale: (v: number) => number): Bodies {
  const f = (g: (k: number) => number) => Float64Array.from(s.r, (_, k) => scale(g(k)));
  const b: Record<string, Float64Array> = {
    x0: f((k) => s.p0[k]![0]!),
    y0: f((k) => s.p0[k]![1]!),
    x1: f((k) => s.p1[k]![0]!),
    y1: f((k) => s.p1[k]![1]!),
    r: f((k) => s.r[k]!),
  };
  if (s.dim === 3) {
    b.z0 = f((k) => s.p0[k]![2]!);
    b.z1 = f((k) => s.p1[k]![2]!);
  }
  return b as unknown as Bodies;
}

/** A grid scene of boxes: `h[k]`, box `k`'s half extents (`dim` non-negative integers). */
export interface GridBoxScene extends GridScene {
  h: number[][];
}

/**
 * Half extents for the bodies of a grid scene: each body's radius on every
 * axis (a square box: the lattices then touch exactly, face to face, and
 * every body at one point is one box many times), or each axis its own
 * `0 … 6` (flat and degenerate boxes among them).
 */
export function withExtents(s: GridScene): fc.Arbitrary<GridBoxScene> {
  const own = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: s.dim, maxLength: s.dim });
  return fc
    .tuple(...s.r.map((r) => fc.oneof(fc.constant(Array<number>(s.dim).fill(r)), own)))
    .map((h) => ({ ...s, h }));
}

/** Structure of arrays of boxes (or cuboids) from a grid scene, each value mapped by `scale`. */
export function toBoxes(
  s: GridBoxScene,
  scale: (v: number) => number,
  extent: (v: number) => number = scale,
): MovingBoxes | MovingCuboids {
  const b = toBodies(s, scale) as unknown as Record<string, Float64Array>;
  delete b.r;
  const axes = ['hx', 'hy', 'hz'].slice(0, s.dim);
  axes.forEach((name, d) => {
    b[name] = Float64Array.from(s.h, (h) => extent(h[d]!));
  });
  return b as unknown as MovingBoxes | MovingCuboids;
}

/** Splits a grid scene of boxes in two for `options.against`. */
export function splitBoxScene(s: GridBoxScene, at: number): [GridBoxScene, GridBoxScene] {
  const k = Math.min(at, s.r.length);
  const [a, b] = splitScene(s, k);
  return [
    { ...a, h: s.h.slice(0, k) },
    { ...b, h: s.h.slice(k) },
  ];
}

/**
 * Random scenes of `0 … max` bodies: a crowd in a box of side `size`
 * (motions up to `speed`, a few fast movers crossing the field), clusters
 * around a few centres, exactly touching lattices (static, or moving
 * together, or sliding), and every body at one point.
 */
export function gridScene(dim: 2 | 3, max: number): fc.Arbitrary<GridScene> {
  const vec = (m: number) =>
    fc.array(fc.integer({ min: -m, max: m }), { minLength: dim, maxLength: dim });
  const crowd = fc
    .record({
      size: fc.integer({ min: 4, max: 200 }),
      speed: fc.integer({ min: 0, max: 12 }),
      n: fc.nat(max),
    })
    .chain(({ size, speed, n }) =>
      fc.record({
        p0: fc.array(vec(size), { minLength: n, maxLength: n }),
        v: fc.array(
          fc.oneof({ weight: 9, arbitrary: vec(speed) }, { weight: 1, arbitrary: vec(4 * size) }),
          { minLength: n, maxLength: n },
        ),
        r: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
      }),
    )
    .map(({ p0, v, r }) => ({ dim, p0, p1: p0.map((p, k) => p.map((x, d) => x + v[k]![d]!)), r }));
  const lattice = fc
    .record({
      side: fc.integer({ min: 1, max: dim === 2 ? 12 : 5 }),
      r: fc.integer({ min: 0, max: 3 }),
      v: vec(5),
      slide: fc.boolean(),
    })
    .map(({ side, r, v, slide }) => {
      const p0: number[][] = [];
      const p1: number[][] = [];
      const count = side ** dim;
      for (let k = 0; k < count; k++) {
        const cell = [k % side, Math.floor(k / side) % side, Math.floor(k / side / side)].slice(
          0,
          dim,
        );
        const p = cell.map((c) => 2 * r * c);
        p0.push(p);
        // Every body the same motion, or alternate rows sliding along each other.
        const w = slide && cell[1]! % 2 === 1 ? v.map((x, d) => (d === 0 ? x + 1 : x)) : v;
        p1.push(p.map((x, d) => x + w[d]!));
      }
      return { dim, p0, p1, r: p0.map(() => r) };
    });
  const onePoint = fc
    .record({ n: fc.nat(max), p: vec(50), q: vec(50), r: fc.integer({ min: 0, max: 3 }) })
    .map(({ n, p, q, r }) => ({
      dim,
      p0: Array.from({ length: n }, () => p),
      p1: Array.from({ length: n }, () => q),
      r: Array.from({ length: n }, () => r),
    }));
  return fc.oneof(
    { weight: 4, arbitrary: crowd },
    { weight: 2, arbitrary: lattice },
    { weight: 1, arbitrary: onePoint },
  );
}

/**
 * Two sets for `options.against` of very different sizes, so that each plan
 * of the broad phase runs (`src/scene/plan.ts`): `few` bodies (0 … 40)
 * against `many` (0 … `max`), or two sets of one size (0 … `max / 4`); the
 * larger set first or second (`flip`). Both sets crowd one field of side
 * `size` (a tenth of them fast movers crossing it), or every body of both
 * sets sits at one point with one motion, or both share an exactly touching
 * lattice (every `stride`-th body in the smaller set), so that boxes meet
 * at a shared edge on every axis.
 */
export function lopsidedScene(dim: 2 | 3, max: number): fc.Arbitrary<[GridScene, GridScene]> {
  const vec = (m: number) =>
    fc.array(fc.integer({ min: -m, max: m }), { minLength: dim, maxLength: dim });
  const sizes = fc.oneof(
    fc.tuple(fc.nat(40), fc.nat(max)),
    fc.nat(max >> 2).map((n) => [n, n] as [number, number]),
  );
  const set = (n: number, size: number, speed: number) =>
    fc
      .record({
        p0: fc.array(vec(size), { minLength: n, maxLength: n }),
        v: fc.array(
          fc.oneof({ weight: 9, arbitrary: vec(speed) }, { weight: 1, arbitrary: vec(4 * size) }),
          { minLength: n, maxLength: n },
        ),
        r: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
      })
      .map(({ p0, v, r }) => ({
        dim,
        p0,
        p1: p0.map((p, k) => p.map((x, d) => x + v[k]![d]!)),
        r,
      }));
  const onePoint = (n: number, p: number[], q: number[], r: number): GridScene => ({
    dim,
    p0: Array.from({ length: n }, () => p),
    p1: Array.from({ length: n }, () => q),
    r: Array.from({ length: n }, () => r),
  });
  const lattice = fc
    .record({
      side: fc.integer({ min: 2, max: dim === 2 ? 40 : 10 }),
      stride: fc.integer({ min: 4, max: 60 }),
      r: fc.integer({ min: 1, max: 3 }),
      v: vec(3),
      flip: fc.boolean(),
    })
    .map(({ side, stride, r, v, flip }): [GridScene, GridScene] => {
      const few: GridScene = { dim, p0: [], p1: [], r: [] };
      const many: GridScene = { dim, p0: [], p1: [], r: [] };
      for (let k = 0; k < side ** dim; k++) {
        const p = [k % side, Math.floor(k / side) % side, Math.floor(k / side / side)]
          .slice(0, dim)
          .map((c) => 2 * r * c);
        const set = k % stride === 0 ? few : many;
        set.p0.push(p);
        set.p1.push(p.map((x, d) => x + v[d]!));
        set.r.push(r);
      }
      return flip ? [few, many] : [many, few];
    });
  const crowds = fc
    .record({
      sizes,
      flip: fc.boolean(),
      size: fc.integer({ min: 4, max: 300 }),
      speed: fc.integer({ min: 0, max: 12 }),
      identical: fc.option(fc.tuple(vec(50), vec(50), fc.integer({ min: 0, max: 3 })), {
        freq: 8,
      }),
    })
    .chain(({ sizes: [few, many], flip, size, speed, identical }) => {
      const [n, m] = flip ? [many, few] : [few, many];
      if (identical !== null) {
        const [p, q, r] = identical;
        return fc.constant([onePoint(n, p, q, r), onePoint(m, p, q, r)] as [GridScene, GridScene]);
      }
      return fc.tuple(set(n, size, speed), set(m, size, speed));
    });
  return fc.oneof({ weight: 4, arbitrary: crowds }, { weight: 1, arbitrary: lattice });
}

/** The broad phase's plan for `n` bodies against `m` (`src/scene/plan.ts`), by their sizes alone. */
export function expectedPlan(n: number, m: number): ScenePlan {
  if (n * m <= (PAIR_LOOP_LIMIT * (PAIR_LOOP_LIMIT - 1)) / 2) return 'pair-loop';
  if (Math.min(n, m) * INDEX_RATIO > Math.max(n, m)) return 'sweep';
  return m < n ? 'index-against' : 'index-bodies';
}

/**
 * Box2D-style filter bits for `n` bodies from a seed (`0`: none): three
 * categories, each body's mask drops one of them.
 */
export function filterBits(n: number, seed: number): { category: Uint32Array; mask: Uint32Array } {
  const bits = (k: number) => 1 << ((k * seed) % 3);
  return {
    category: Uint32Array.from({ length: n }, (_, k) => bits(k)),
    mask: Uint32Array.from({ length: n }, (_, k) => 0b111 ^ bits(k + 1)),
  };
}

/**
 * The shoot-'em-up at a given size, seeded: `bullets` small bodies (a
 * twentieth fast) against `enemies` larger slow ones (radius `reach` to
 * twice that) in a 2000-wide field (2D, or 3D with `dim = 3`), every value
 * a multiple of 1/64.
 */
export function shooter(
  dim: 2 | 3,
  bullets: number,
  enemies: number,
  seed: number,
  reach = 10,
): [GridScene, GridScene] {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: a fixed sequence, the same on every engine.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const q = (x: number) => Math.round(x * 64) / 64;
  const set = (n: number, speed: (k: number) => number, r: () => number): GridScene => {
    const p0: number[][] = [];
    const p1: number[][] = [];
    const radii: number[] = [];
    for (let k = 0; k < n; k++) {
      const p = Array.from({ length: dim }, () => q(2000 * next()));
      const s = speed(k);
      const d = Array.from({ length: dim }, () => next() - 0.5);
      const norm = Math.hypot(...d) || 1;
      p0.push(p);
      p1.push(p.map((x, c) => q(x + (s * d[c]!) / norm)));
      radii.push(q(r()));
    }
    return { dim, p0, p1, r: radii };
  };
  return [
    set(
      bullets,
      (k) => (k % 20 === 0 ? 100 + 300 * next() : 2 + 10 * next()),
      () => 2 + 4 * next(),
    ),
    set(
      enemies,
      () => 3 * next(),
      () => reach + reach * next(),
    ),
  ];
}

/** Splits a grid scene in two for `options.against`. */
export function splitScene(s: GridScene, at: number): [GridScene, GridScene] {
  const k = Math.min(at, s.r.length);
  const part = (a: number, b: number): GridScene => ({
    dim: s.dim,
    p0: s.p0.slice(a, b),
    p1: s.p1.slice(a, b),
    r: s.r.slice(a, b),
  });
  return [part(0, k), part(k, s.r.length)];
}

/** The scene with its bodies in another order: body `k` of the result is body `order[k]`. */
export function permuted(s: GridScene, order: number[]): GridScene {
  return {
    dim: s.dim,
    p0: order.map((k) => s.p0[k]!),
    p1: order.map((k) => s.p1[k]!),
    r: order.map((k) => s.r[k]!),
  };
}

/**
 * Contacts as unordered pairs of body ids (after `ids`) with `t` and status:
 * what must not depend on the input order. (The normal's sign follows the
 * roles, except for coincident centres; the other tests pin it per pair.)
 */
export function canonical(rows: Row[], ids: (k: number) => number): string[] {
  return rows
    .map((row) => {
      const a = ids(row.i);
      const b = ids(row.j);
      return `${Math.min(a, b)} ${Math.max(a, b)} ${row.t} ${row.status}`;
    })
    .sort();
}

/** Static walls on an integer grid: `p[k]` holds wall `k`'s corners (2 in 2D, 3 in 3D). */
export interface GridWalls {
  dim: 2 | 3;
  p: number[][][];
}

/** Structure of arrays from grid walls, each value mapped by `scale`. */
export function toWalls(
  w: GridWalls,
  scale: (v: number) => number,
): StaticSegments | StaticTriangles {
  const out: Record<string, Float64Array> = {};
  const corners = w.dim === 2 ? 2 : 3;
  const axes = w.dim === 2 ? ['x', 'y'] : ['x', 'y', 'z'];
  for (let c = 0; c < corners; c++) {
    axes.forEach((axis, d) => {
      out[`${axis}${c}`] = Float64Array.from(w.p, (wall) => scale(wall[c]![d]!));
    });
  }
  return out as unknown as StaticSegments | StaticTriangles;
}

/**
 * Grid walls as a level takes them (`createLevel2({ segments })`,
 * `createLevel3({ triangles })`): each wall's corners one after another, each
 * corner's coordinates in order, every value mapped by `scale`.
 */
export function toLevelCorners(w: GridWalls, scale: (v: number) => number): Float64Array {
  return Float64Array.from(w.p.flat(2), scale);
}

/**
 * The walls of a box `[−b, b]^dim` (2D: four sides, each cut into `pieces`
 * segments; 3D: two triangles per face).
 */
function boxWalls(dim: 2 | 3, b: number, pieces: number): number[][][] {
  if (dim === 2) {
    const walls: number[][][] = [];
    const corners = [
      [-b, -b],
      [b, -b],
      [b, b],
      [-b, b],
    ];
    for (let side = 0; side < 4; side++) {
      const p = corners[side]!;
      const q = corners[(side + 1) % 4]!;
      for (let k = 0; k < pieces; k++) {
        const at = (f: number) => p.map((x, d) => x + Math.round(((q[d]! - x) * f) / pieces));
        walls.push([at(k), at(k + 1)]);
      }
    }
    return walls;
  }
  const walls: number[][][] = [];
  for (let d = 0; d < 3; d++) {
    for (const side of [-b, b]) {
      const u = (d + 1) % 3;
      const v = (d + 2) % 3;
      const point = (a: number, c: number) => {
        const p = [0, 0, 0];
        p[d] = side;
        p[u] = a;
        p[v] = c;
        return p;
      };
      walls.push([point(-b, -b), point(b, -b), point(b, b)]);
      walls.push([point(-b, -b), point(b, b), point(-b, b)]);
    }
  }
  return walls;
}

/** The walls of the box `[−b, b]^dim`: whole sides (2D) or two triangles per face (3D). */
export function gridBox(dim: 2 | 3, b: number): GridWalls {
  return { dim, p: boxWalls(dim, b, 1) };
}

/**
 * Random static walls for the scenes of {@link gridScene}: loose walls
 * (segments or triangles) with corners in `[−size, size]`, degenerate ones
 * among them (a point, collinear corners, a repeated corner), long walls
 * across the whole field, and the box around it cut into pieces. Integer
 * corners against integer bodies make exact grazes common.
 */
export function gridWalls(dim: 2 | 3, max: number): fc.Arbitrary<GridWalls> {
  const corners = dim === 2 ? 2 : 3;
  const point = (m: number) =>
    fc.array(fc.integer({ min: -m, max: m }), { minLength: dim, maxLength: dim });
  const loose = fc.integer({ min: 2, max: 200 }).chain((size) =>
    fc.array(
      fc.oneof(
        { weight: 6, arbitrary: fc.array(point(size), { minLength: corners, maxLength: corners }) },
        // Degenerate: every corner one point, or the last corner on the first two's line.
        {
          weight: 1,
          arbitrary: point(size).map((p) => Array.from({ length: corners }, () => p)),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(point(size), point(8), fc.integer({ min: -2, max: 2 }))
            .map(([p, e, k]) =>
              [p, p.map((x, d) => x + e[d]!), p.map((x, d) => x + k * e[d]!)].slice(0, corners),
            ),
        },
      ),
      { maxLength: max },
    ),
  );
  const long = fc.array(
    fc
      .tuple(
        fc.integer({ min: 0, max: dim - 1 }),
        fc.integer({ min: -250, max: 250 }),
        fc.boolean(),
      )
      .map(([axis, at, slanted]) => {
        // A wall across the field at `at` on `axis` (slanted: corner to corner).
        const wall: number[][] = [];
        for (let c = 0; c < corners; c++) {
          const p = Array.from({ length: dim }, (_, d) =>
            d === axis ? at : c === 0 ? -260 : c === 1 ? 260 : d === (axis + 1) % dim ? 260 : -260,
          );
          if (slanted) p[axis] = c === 0 ? -at : at;
          wall.push(p);
        }
        return wall;
      }),
    { maxLength: 4 },
  );
  const box = fc
    .record({ b: fc.integer({ min: 2, max: 220 }), pieces: fc.integer({ min: 1, max: 25 }) })
    .map(({ b, pieces }) => boxWalls(dim, b, pieces));
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: loose }, { weight: 1, arbitrary: fc.constant([]) }),
      long,
      fc.option(box, { freq: 2 }),
    )
    .map(([a, b, c]) => ({ dim, p: [...a, ...b, ...(c ?? [])] }));
}
