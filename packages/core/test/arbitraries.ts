/**
 * fast-check generators for the core's property tests.
 *
 * Two kinds of input:
 * - `dyadic…`: small integers times one power of two. Every operation the
 *   core performs on them is exact, so its answers must equal the oracle's
 *   exactly (contract: "nothing rounds, and the answers are exact").
 * - `wide…`: arbitrary doubles across the supported range, offset far from
 *   the origin, where rounding happens and answers may differ from the
 *   oracle only inside the declared rounding band.
 */
import fc from 'fast-check';
import type { Vec2, Vec3 } from '../src/index.ts';

export interface Swept2 {
  a0: Vec2;
  a1: Vec2;
  ra: number;
  b0: Vec2;
  b1: Vec2;
  rb: number;
}

export interface Swept3 {
  a0: Vec3;
  a1: Vec3;
  ra: number;
  b0: Vec3;
  b1: Vec3;
  rb: number;
}

const exponent = fc.integer({ min: -8, max: 8 });

function dyadicSwept(dim: 2 | 3, limit: number) {
  const coord = fc.integer({ min: -limit, max: limit });
  const radius = fc.integer({ min: 0, max: limit >> 1 });
  const vec = fc.array(coord, { minLength: dim, maxLength: dim });
  return fc
    .record({ k: exponent, a0: vec, a1: vec, ra: radius, b0: vec, b1: vec, rb: radius })
    .map(({ k, a0, a1, ra, b0, b1, rb }) => {
      const s = 2 ** k;
      const v = (c: number[]) => toVec(c.map((x) => x * s));
      return { a0: v(a0), a1: v(a1), ra: ra * s, b0: v(b0), b1: v(b1), rb: rb * s };
    });
}

function toVec(c: number[]): Vec2 & Partial<Vec3> {
  return c.length === 3 ? { x: c[0]!, y: c[1]!, z: c[2]! } : { x: c[0]!, y: c[1]! };
}

/** Small dyadic 2D cases: integers in ±40 (touches are common) times 2^k. */
export const dyadicSwept2: fc.Arbitrary<Swept2> = dyadicSwept(2, 40) as fc.Arbitrary<Swept2>;
/** Small dyadic 3D cases. */
export const dyadicSwept3: fc.Arbitrary<Swept3> = dyadicSwept(3, 40) as fc.Arbitrary<Swept3>;

/** Pythagorean triples and quadruples: integer contact vectors of integer length. */
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];
const QUADRUPLES = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
];

/**
 * Cases with a known exact first touch: at `t* = n / 2^s` the centres are a
 * Pythagorean vector `K` apart with `|K| = r`; the relative motion `D`
 * either approaches (`K·D < 0`) or grazes (`K·D = 0`: the bodies touch at
 * `t*` without ever overlapping). Everything is a dyadic rational.
 */
export function tangentSwept(dim: 2 | 3) {
  const small = fc.integer({ min: -6, max: 6 });
  const triple = fc.array(small, { minLength: dim, maxLength: dim });
  return fc
    .record({
      which: fc.nat(4),
      scale: fc.integer({ min: 1, max: 2 }),
      signs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      s: fc.integer({ min: 0, max: 4 }),
      n: fc.nat(16),
      motion: triple,
      graze: fc.boolean(),
      a0: triple,
      a1: triple,
      raPart: fc.nat(100),
    })
    .map((c) => {
      const row = dim === 2 ? TRIPLES[c.which]! : QUADRUPLES[c.which]!;
      const K = row.slice(0, dim).map((v, i) => (c.signs[i] ? -v : v) * c.scale);
      const r = row[dim]! * c.scale;
      let D = c.motion;
      if (c.graze) {
        D =
          dim === 2
            ? [-K[1]! * D[0]!, K[0]! * D[0]!]
            : [
                K[1]! * D[2]! - K[2]! * D[1]!,
                K[2]! * D[0]! - K[0]! * D[2]!,
                K[0]! * D[1]! - K[1]! * D[0]!,
              ];
      } else if (dot(K, D) > 0) {
        D = D.map((v) => -v);
      }
      const tStar = Math.min(c.n, 2 ** c.s) / 2 ** c.s;
      const C0 = K.map((k, i) => k - tStar * D[i]!);
      const ra = Math.floor((r * c.raPart) / 100);
      const input = {
        a0: toVec(c.a0),
        a1: toVec(c.a1),
        ra,
        b0: toVec(c.a0.map((v, i) => v + C0[i]!)),
        b1: toVec(c.a1.map((v, i) => v + C0[i]! + D[i]!)),
        rb: r - ra,
      };
      return { input, tStar, graze: c.graze || dot(K, D) === 0, moving: D.some((v) => v !== 0) };
    });
}

/** Flushes magnitudes below the supported range (2^-200) to 0. */
export function inRange(x: number): number {
  return Math.abs(x) < 2 ** -200 ? 0 : x;
}

function dot(a: number[], b: number[]): number {
  return a.reduce((s, x, i) => s + x * b[i]!, 0);
}

/**
 * Doubles anywhere in a window of `±10^e` around an offset far from the
 * origin (up to 1e7), with radii chosen near the closest approach so that
 * many cases graze: the hard cases for rounding.
 */
function wideSwept(dim: 2 | 3) {
  const unit = fc.double({ min: -1, max: 1, noNaN: true });
  const vec = fc.array(unit, { minLength: dim, maxLength: dim });
  return fc
    .record({
      offset: fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      e: fc.integer({ min: -3, max: 4 }),
      a0: vec,
      a1: vec,
      b0: vec,
      b1: vec,
      rScale: fc.double({ min: 0, max: 2, noNaN: true }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((c) => {
      const w = 10 ** c.e;
      const at = (v: number[]) => toVec(v.map((x) => inRange(c.offset + x * w)));
      const a0 = at(c.a0);
      const a1 = at(c.a1);
      const b0 = at(c.b0);
      const b1 = at(c.b1);
      const r = closestApproach(a0, a1, b0, b1) * c.rScale;
      return { a0, a1, ra: inRange(r * c.split), b0, b1, rb: inRange(r * (1 - c.split)) };
    });
}

/** Wide 2D cases near grazing. */
export const wideSwept2: fc.Arbitrary<Swept2> = wideSwept(2) as fc.Arbitrary<Swept2>;
/** Wide 3D cases near grazing. */
export const wideSwept3: fc.Arbitrary<Swept3> = wideSwept(3) as fc.Arbitrary<Swept3>;

/** The closest approach of two linear motions, in plain doubles (only to aim the generator). */
function closestApproach(
  a0: Vec2 & Partial<Vec3>,
  a1: Vec2 & Partial<Vec3>,
  b0: Vec2 & Partial<Vec3>,
  b1: Vec2 & Partial<Vec3>,
): number {
  const c0 = [b0.x - a0.x, b0.y - a0.y, (b0.z ?? 0) - (a0.z ?? 0)];
  const d = [b1.x - a1.x - c0[0]!, b1.y - a1.y - c0[1]!, (b1.z ?? 0) - (a1.z ?? 0) - c0[2]!];
  const P = dot(d, d);
  const t = P > 0 ? Math.min(1, Math.max(0, -dot(c0, d) / P)) : 0;
  return Math.hypot(...c0.map((v, i) => v + t * d[i]!));
}
