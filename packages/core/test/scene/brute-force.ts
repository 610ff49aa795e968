/**
 * The scene tests' expected answers, from the pair queries alone (never the
 * scene code): a brute-force loop over every pair, sorted by the contract's
 * order with an ordinary comparison sort. Shared by the scene tests of every
 * variant (@swept/core, @swept/fixed, @swept/tolerance): each passes its own
 * pair query. Also the scene generators, on integer grids that each variant
 * scales its own way (so exact tangencies are common).
 */
import fc from 'fast-check';
import type {
  ContactList,
  MovingCircles,
  MovingSpheres,
  SceneOptions,
  TimeOfImpact,
  Vec2,
  Vec3,
} from '../../src/index.ts';

export type PairQuery<V> = (
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
) => TimeOfImpact<V> | null;

/** One contact as a comparable row. */
export interface Row {
  i: number;
  j: number;
  t: number;
  status: string;
  n: number[];
}

type Bodies = MovingCircles | MovingSpheres;

function dimOf(b: Bodies): 2 | 3 {
  return 'z0' in b ? 3 : 2;
}

function at(b: Bodies, k: number, end: 0 | 1): Vec2 & Vec3 {
  const s = b as MovingSpheres;
  const p = end === 0 ? { x: s.x0[k]!, y: s.y0[k]! } : { x: s.x1[k]!, y: s.y1[k]! };
  if (dimOf(b) === 3) return { ...p, z: end === 0 ? s.z0[k]! : s.z1[k]! };
  return p as Vec2 & Vec3;
}

function admits(o: SceneOptions<Bodies>, i: number, j: number): boolean {
  const ci = o.category?.[i] ?? 0xffffffff;
  const mi = o.mask?.[i] ?? 0xffffffff;
  const cat2 = o.against ? o.againstCategory : o.category;
  const mask2 = o.against ? o.againstMask : o.mask;
  const cj = cat2?.[j] ?? 0xffffffff;
  const mj = mask2?.[j] ?? 0xffffffff;
  return (ci & mj) !== 0 && (cj & mi) !== 0;
}

/** Every pair the pair query reports (body `i` as A, `j` as B), in `(t, i, j)` order. */
export function bruteForce(
  bodies: Bodies,
  query: PairQuery<Vec2> | PairQuery<Vec3>,
  options: SceneOptions<Bodies> = {},
): Row[] {
  const n = options.count ?? bodies.x0.length;
  const other = options.against ?? bodies;
  const m = options.against ? (options.againstCount ?? other.x0.length) : n;
  const toi = query as unknown as PairQuery<Vec2 & Vec3>;
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = options.against ? 0 : i + 1; j < m; j++) {
      if (!admits(options, i, j)) continue;
      const hit = toi(
        at(bodies, i, 0),
        at(bodies, i, 1),
        bodies.r[i]!,
        at(other, j, 0),
        at(other, j, 1),
        other.r[j]!,
      );
      if (hit === null) continue;
      const { normal } = hit;
      rows.push({
        i,
        j,
        t: hit.t,
        status: hit.status,
        n: dimOf(bodies) === 3 ? [normal.x, normal.y, normal.z] : [normal.x, normal.y],
      });
    }
  }
  return rows.sort((a, b) => a.t - b.t || a.i - b.i || a.j - b.j);
}

/** The rows of a filled contact list, in its order. */
export function rowsOf(list: ContactList): Row[] {
  const rows: Row[] = [];
  for (let k = 0; k < list.count; k++) {
    const n = [list.nx[k]!, list.ny[k]!];
    if ('nz' in list) n.push(list.nz[k]!);
    rows.push({ i: list.i[k]!, j: list.j[k]!, t: list.t[k]!, status: list.status[k]!, n });
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
