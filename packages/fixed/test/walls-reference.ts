/**
 * An exact reference for the wall queries' post-conditions, in BigInt and
 * written from the classical geometry (closest points by clamped
 * projection, segment–segment distance from its endpoint cases), not from
 * the package's pieces. Points are integer vectors; a point at the raw time
 * `k` is `65536·c0 + k·(c1 − c0)` (everything else scaled by 65536 too), so
 * no fraction ever forms.
 */
import type { Vec2, Vec3 } from '../src/index.ts';

export type P = bigint[];

export const pt = (v: Vec2 | Vec3, s = 1n): P =>
  'z' in v
    ? [BigInt(v.x) * s, BigInt(v.y) * s, BigInt(v.z) * s]
    : [BigInt(v.x) * s, BigInt(v.y) * s];
const sub = (a: P, b: P): P => a.map((x, i) => x - b[i]!);
const dot = (a: P, b: P): bigint => a.reduce((s, x, i) => s + x * b[i]!, 0n);
const cross3 = (a: P, b: P): P => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];

/** A non-negative rational `n/d` (`d > 0`) and where on the segment its closest point is (`l = ln/ld ∈ [0, 1]`). */
export interface Dist {
  n: bigint;
  d: bigint;
  ln: bigint;
  ld: bigint;
}

/** Squared distance from `p` to the segment `a – b`, exactly. */
export function pointSegment(p: P, a: P, b: P): Dist {
  const e = sub(b, a);
  const w = sub(p, a);
  const ee = dot(e, e);
  const pr = dot(w, e);
  if (ee === 0n || pr <= 0n) return { n: dot(w, w), d: 1n, ln: 0n, ld: 1n };
  if (pr >= ee) {
    const v = sub(p, b);
    return { n: dot(v, v), d: 1n, ln: 1n, ld: 1n };
  }
  return { n: dot(w, w) * ee - pr * pr, d: ee, ln: pr, ld: ee };
}

/** `n/d` compared with `r²`: −1, 0, 1. */
export function cmpR(x: { n: bigint; d: bigint }, r: bigint): number {
  const a = x.n;
  const b = r * r * x.d;
  return a < b ? -1 : a > b ? 1 : 0;
}

const orient = (a: P, b: P, c: P): bigint =>
  (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);

/** Whether two 2D segments share a point. */
export function segmentsMeet(a: P, b: P, c: P, d: P): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  const s = (x: bigint) => (x > 0n ? 1 : x < 0n ? -1 : 0);
  if (s(o1) * s(o2) < 0 && s(o3) * s(o4) < 0) return true;
  const same = (p: P, q: P) => p[0] === q[0] && p[1] === q[1];
  const within = (p: P, q: P, x: P) =>
    same(p, q)
      ? same(p, x)
      : orient(p, q, x) === 0n &&
        dot(sub(x, p), sub(q, p)) >= 0n &&
        dot(sub(x, q), sub(p, q)) >= 0n;
  return within(a, b, c) || within(a, b, d) || within(c, d, a) || within(c, d, b);
}

/**
 * How the 2D path `A → B` (the centre from `t = 0` to the raw time it ends
 * at) stands against the wall `s0 – s1` with radius `R` (all scaled alike):
 * `min` compares the path's least distance with `R` (−1 closer, 0 exactly
 * `R`, 1 farther), and `onlyAtEnd` says every point at distance `≤ R` is `B`.
 */
export function pathAgainstSegment(
  A: P,
  B: P,
  s0: P,
  s1: P,
  R: bigint,
): { min: number; onlyAtEnd: boolean } {
  if (segmentsMeet(A, B, s0, s1)) {
    if (R > 0n) return { min: -1, onlyAtEnd: false };
    // R = 0: B must be the only common point.
    const ab = sub(B, A);
    const ll = dot(ab, ab);
    if (ll === 0n || pointSegment(B, s0, s1).n !== 0n) return { min: 0, onlyAtEnd: false };
    const collinear =
      orient(s0, s1, A) === 0n && orient(s0, s1, B) === 0n && !(s0[0] === s1[0] && s0[1] === s1[1]);
    if (!collinear) return { min: 0, onlyAtEnd: true };
    const l0 = dot(sub(s0, A), ab);
    const l1 = dot(sub(s1, A), ab);
    let first = l0;
    if (l1 < first) first = l1;
    return { min: 0, onlyAtEnd: first === ll };
  }
  const fromA = cmpR(pointSegment(A, s0, s1), R);
  const fromB = cmpR(pointSegment(B, s0, s1), R);
  const e0 = pointSegment(s0, A, B);
  const e1 = pointSegment(s1, A, B);
  const c0 = cmpR(e0, R);
  const c1 = cmpR(e1, R);
  const min = Math.min(fromA, fromB, c0, c1);
  const early = (c: number, x: Dist) => c <= 0 && x.ln < x.ld;
  return { min, onlyAtEnd: fromA > 0 && !early(c0, e0) && !early(c1, e1) };
}

/** Squared distance from `p` to the triangle `a b c` (3D), exactly. */
export function pointTriangle(p: P, a: P, b: P, c: P): { n: bigint; d: bigint } {
  let best: { n: bigint; d: bigint } = pointSegment(p, a, b);
  for (const [x, y] of [
    [b, c],
    [c, a],
  ] as const) {
    const q = pointSegment(p, x, y);
    if (q.n * best.d < best.n * q.d) best = q;
  }
  const n = cross3(sub(b, a), sub(c, a));
  const nn = dot(n, n);
  if (nn === 0n) return best;
  const corners = [a, b, c];
  const inside = corners.every(
    (x, i) => dot(cross3(sub(corners[(i + 1) % 3]!, x), sub(p, x)), n) >= 0n,
  );
  if (!inside) return best;
  const h = dot(n, sub(p, a));
  return { n: h * h, d: nn };
}

/** The centre at the raw time `k`, scaled by 65536. */
export function at(c0: Vec2 | Vec3, c1: Vec2 | Vec3, k: number): P {
  const a = pt(c0, 65536n);
  const d = sub(pt(c1), pt(c0));
  return a.map((x, i) => x + BigInt(k) * d[i]!);
}
