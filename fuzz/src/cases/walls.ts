/**
 * Wall cases: a contact built exactly at a known dyadic time on a known
 * feature — the side or an end of a segment, the face, an edge or a corner
 * of a triangle — at distance exactly `r` along a direction of rational
 * length (a Pythagorean triple), so the touch is an exact graze or impact;
 * motion towards, away or parallel to the wall, a circle starting on it,
 * `r = 0` and degenerate walls (a point, collinear corners); each nudged one
 * unit off or not; then random ones; for floats also "hair" cases (a centre a
 * hair off a corner or an edge of a wall of any orientation). The oracle, not
 * the construction, decides the expected answer.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { WallArgs } from '../types.ts';
import {
  anyDouble,
  edgePlacement,
  fits,
  floatExponent,
  flush,
  nudge,
  nudgeChoice,
  place,
  placeAtEdge,
  vec,
} from './units.ts';

type V = number[];

const TRIPLES: readonly V[] = [
  [1, 0, 1],
  [3, 4, 5],
  [5, 12, 13],
];

/** A direction with an integer length `c`: a triple, swapped and signed. */
const direction2: fc.Arbitrary<{ v: V; len: number }> = fc
  .record({
    t: fc.constantFrom(...TRIPLES),
    swap: fc.boolean(),
    sx: fc.boolean(),
    sy: fc.boolean(),
  })
  .map(({ t, swap, sx, sy }) => {
    const [a, b, c] = t as [number, number, number];
    const [x, y] = swap ? [b, a] : [a, b];
    return { v: [sx ? -x : x, sy ? -y : y], len: c };
  });

const small = fc.integer({ min: -20, max: 20 });
/** A time or a barycentric weight in sixteenths, the ends (0, 16) often. */
const sixteenth = fc.oneof(fc.constantFrom(0, 16), fc.integer({ min: 0, max: 16 }));

const add = (a: V, b: V): V => a.map((x, i) => x + b[i]!);
const scale = (a: V, k: number): V => a.map((x) => x * k);

/** `c0` such that `c0 + (t/16)·d` is `at`, with `d` a multiple of 16: exact. */
function motion(at: V, d16: V, t: number): [V, V] {
  const d = scale(d16, 16);
  const c0 = add(at, scale(d16, -t));
  return [c0, add(c0, d)];
}

/** A segment case: the contact on its side (`u` in sixteenths) or at an end, or a point. */
function segmentInts(): fc.Arbitrary<{ ints: V[]; r: number }> {
  return fc
    .record({
      s0: fc.tuple(small, small),
      e: fc.tuple(small, small),
      degenerate: fc.constantFrom(false, false, false, true),
      dir: direction2,
      rho: fc.constantFrom(0, 1, 1, 2, 3),
      u: sixteenth,
      atEnd: fc.boolean(),
      d: fc.tuple(small, small),
      parallel: fc.constantFrom(false, false, true),
      t: sixteenth,
    })
    .map((p) => {
      const s0 = p.s0 as V;
      const e16 = p.degenerate ? [0, 0] : scale(p.e as V, 16);
      const s1 = add(s0, e16);
      const ex = e16[0]!;
      const ey = e16[1]!;
      // Off the side along the segment's normal when that has an integer length, else along `dir`.
      const len = Math.sqrt(ex * ex + ey * ey);
      const onSide = !p.atEnd && Number.isInteger(len) && len > 0;
      // r·(unit offset) = rho·(offset of integer length): exact.
      const r = p.rho * (onSide ? len : p.dir.len);
      const off = scale(onSide ? [-ey, ex] : p.dir.v, p.rho);
      const foot = p.atEnd ? (p.u < 8 ? s0 : s1) : add(s0, scale(e16, p.u / 16));
      const at = add(foot, off);
      const d = p.parallel ? (ex === 0 && ey === 0 ? [0, 0] : scale(e16, 1 / 16)) : (p.d as V);
      const [c0, c1] = motion(at, d, p.t);
      return { ints: [c0, c1, s0, s1], r };
    });
}

/**
 * A triangle case in a coordinate plane (`axis` its normal): the contact
 * off a face, edge or corner point (barycentric weights in sixteenths) by
 * `r` along the normal, or degenerate corners (collinear, or one point).
 */
function triangleInts(): fc.Arbitrary<{ ints: V[]; r: number }> {
  const corner = fc.tuple(small, small);
  return fc
    .record({
      p0: corner,
      p1: corner,
      p2: corner,
      level: small,
      axis: fc.constantFrom(0, 1, 2),
      shape: fc.constantFrom('triangle', 'triangle', 'triangle', 'collinear', 'point'),
      a: sixteenth,
      b: sixteenth,
      side: fc.constantFrom(1, -1),
      r: fc.constantFrom(0, 1, 2, 5),
      d: fc.tuple(small, small, small),
      parallel: fc.constantFrom(false, false, true),
      t: sixteenth,
    })
    .map((p) => {
      const lift = (q: V, h: number): V => {
        const out = [q[0]!, q[1]!];
        out.splice(p.axis, 0, h);
        return out;
      };
      const q0 = scale(p.p0 as V, 16);
      let q1 = scale(p.p1 as V, 16);
      let q2 = scale(p.p2 as V, 16);
      if (p.shape === 'collinear') q2 = add(q0, scale(add(q1, scale(q0, -1)), 2));
      if (p.shape === 'point') [q1, q2] = [q0, q0];
      const [a, b] = p.a + p.b > 16 ? [16 - p.b, p.b] : [p.a, p.b];
      // q0 + (a·(q1 − q0) + b·(q2 − q0))/16: on the face, an edge (a + b = 16, a = 0, b = 0) or a corner.
      const foot = add(
        q0,
        scale(add(scale(add(q1, scale(q0, -1)), a), scale(add(q2, scale(q0, -1)), b)), 1 / 16),
      );
      const at = lift(foot, p.level * 16 + p.side * p.r);
      const d = p.parallel ? lift([p.d[0], p.d[1]], 0) : (p.d as V);
      const [c0, c1] = motion(at, d, p.t);
      return {
        ints: [c0, c1, lift(q0, p.level * 16), lift(q1, p.level * 16), lift(q2, p.level * 16)],
        r: p.r,
      };
    });
}

function build(
  units: Units,
  constructed: fc.Arbitrary<{ ints: V[]; r: number }>,
  dim: 2 | 3,
  corners: number,
): fc.Arbitrary<{ points: V[]; r: number }> {
  const n = (corners + 2) * dim;
  const skeleton = fc
    .tuple(constructed, units === 'raw' ? fc.constant(0) : floatExponent, nudgeChoice(n + 1))
    .map(([c, e, k]) => {
      const flat = [...c.ints.flat(), c.r].map((x) => place(units, x, e));
      if (k.index >= 0) flat[k.index] = nudge(units, flat[k.index]!, k.up);
      flat[n] = Math.abs(flat[n]!);
      return flat;
    });
  const random = fc
    .array(units === 'raw' ? fc.integer({ min: -(2 ** 24), max: 2 ** 24 }) : anyDouble(1000), {
      minLength: n + 1,
      maxLength: n + 1,
    })
    .map((v) => {
      v[n] = Math.abs(v[n]!);
      return v;
    });
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: skeleton }, { weight: 1, arbitrary: random }),
      units === 'raw' ? edgePlacement : fc.constant(undefined),
    )
    .map(([v, edge]) => {
      let points: V[] = [];
      for (let i = 0; i < n; i += dim) points.push(v.slice(i, i + dim));
      if (edge !== undefined) points = placeAtEdge(points, edge);
      return { points, r: v[n]! };
    })
    .filter(({ points, r }) => fits(units, [...points.flat(), r]));
}

/** `±m·2^-k`, `k` in 20…60: a hair, in units of the wall's size. */
const hair = fc
  .tuple(fc.integer({ min: 20, max: 60 }), fc.integer({ min: 1, max: 15 }), fc.boolean())
  .map(([k, m, negative]) => (negative ? -m : m) * 2 ** -k);

const sub = (a: V, b: V): V => a.map((x, i) => x - b[i]!);
const norm = (a: V): number => Math.sqrt(a.reduce((s, x) => s + x * x, 0));

/**
 * Floats only: a wall of any orientation (corners anywhere) and a centre within a
 * hair of one of its corners, or of an edge next to it (along the edge: a hair, or
 * anywhere on it), across the edge and off the wall's line or plane by hairs too.
 * There the nearest feature's direction comes out of differences that cancel down
 * to the hair (a core push once went 63° off from such a centre, 1.5e-17 from a
 * corner of a triangle of size 1). Sometimes the corner sits at the origin, so the
 * centre's own coordinates are tiny. The oracle judges the doubles as built.
 */
function hairCase(dim: 2 | 3): fc.Arbitrary<{ points: V[]; r: number }> {
  const point = fc.array(anyDouble(1000), { minLength: dim, maxLength: dim });
  return fc
    .record({
      corners: fc.array(point, { minLength: dim, maxLength: dim }),
      at: fc.integer({ min: 0, max: dim - 1 }),
      along: fc.oneof(hair, fc.double({ min: 0, max: 1, noNaN: true })),
      across: fc.array(hair, { minLength: dim - 1, maxLength: dim - 1 }),
      origin: fc.boolean(),
      r: fc.oneof(fc.constant(0), fc.double({ min: 2 ** -10, max: 2, noNaN: true })),
      move: fc.oneof(fc.constant(null), point),
    })
    .map(({ corners, at, along, across, origin, r, move }) => {
      const q = origin ? corners.map((c) => sub(c, corners[at]!)) : corners;
      const corner = q[at]!;
      const e1 = sub(q[(at + 1) % dim]!, corner);
      const size = norm(e1);
      // Across the edge in the wall's plane (3D: toward the third corner), then off it.
      const sides: V[] = [];
      if (dim === 2) sides.push([-e1[1]!, e1[0]!]);
      else {
        const e2 = sub(q[(at + 2) % 3]!, corner);
        sides.push(e2);
        sides.push([
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ]);
      }
      let c0 = add(corner, scale(e1, along));
      sides.forEach((side, i) => {
        const length = norm(side);
        if (length > 0) c0 = add(c0, scale(side, (across[i]! * size) / length));
      });
      const c1 = move === null ? c0 : add(c0, move);
      return { points: [c0, c1, ...q].map((p) => p.map(flush)), r: flush(r * size) };
    })
    .filter(({ points, r }) => fits('float', [...points.flat(), r]));
}

/** A moving circle against a segment (`dim` 2) or a sphere against a triangle (3). */
export function wallArgs(units: Units, dim: 2 | 3): fc.Arbitrary<WallArgs> {
  const built = build(units, dim === 2 ? segmentInts() : triangleInts(), dim, dim);
  const cases =
    units === 'raw'
      ? built
      : fc.oneof({ weight: 5, arbitrary: built }, { weight: 1, arbitrary: hairCase(dim) });
  return cases.map(({ points, r }) => ({
    c0: vec(points[0]!),
    c1: vec(points[1]!),
    r,
    wall: points.slice(2).map(vec),
    closed: false,
  }));
}

/** A polyline: a constructed segment case with up to four more corners, open or closed. */
export function polylineArgs(units: Units): fc.Arbitrary<WallArgs> {
  return fc
    .tuple(
      wallArgs(units, 2),
      fc.array(wallArgs(units, 2), { maxLength: 2 }),
      fc.boolean(),
      fc.integer({ min: 0, max: 1 }),
    )
    .map(([w, more, closed, drop]) => ({
      ...w,
      wall: [...w.wall.slice(drop), ...more.flatMap((m) => m.wall)],
      closed,
    }));
}
