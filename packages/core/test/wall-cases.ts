/**
 * Generators and exact measures for the core's wall tests.
 *
 * - `dyadic…`: small integers times one power of two. The wall decisions
 *   multiply at most four coordinate differences (degree 4) and stay exact
 *   there, so booleans and statuses must equal the oracle's exactly.
 * - `wide…`: doubles far from the origin with radii set to the exact closest
 *   approach (±a few ulps): grazes, where rounding matters and answers may
 *   differ from the oracle's only inside `ROUNDING_BAND.wall`.
 */
import {
  circleSegmentCase,
  distanceSquared,
  div,
  mul,
  type Rat,
  ratFromDouble,
  ratToNumber,
  sphereTriangleCase,
  sub,
  vadd,
  vscale,
  vsub,
  type WallCase,
  wallGMin,
  wallScale,
} from '@swept/oracle';
import fc from 'fast-check';
import type { Vec2, Vec3 } from '../src/index.ts';

export interface SegmentInput {
  c0: Vec2;
  c1: Vec2;
  r: number;
  s0: Vec2;
  s1: Vec2;
}

export interface TriangleInput {
  c0: Vec3;
  c1: Vec3;
  r: number;
  p0: Vec3;
  p1: Vec3;
  p2: Vec3;
}

export const segmentCase = (i: SegmentInput): WallCase =>
  circleSegmentCase(i.c0, i.c1, i.r, i.s0, i.s1);
export const triangleCase = (i: TriangleInput): WallCase =>
  sphereTriangleCase(i.c0, i.c1, i.r, i.p0, i.p1, i.p2);

/** `|q| / S` in units of the band (a double, rounded once). */
export function wallRelative(q: Rat, c: WallCase): number {
  const scale = wallScale(c);
  if (scale.n === 0n) return q.n === 0n ? 0 : Number.POSITIVE_INFINITY;
  return Math.abs(ratToNumber(div(q, scale)));
}

/** `g(t) = distance(C(t), wall)² − r²` exactly, at a double `t`. */
export function gAt(c: WallCase, t: number): Rat {
  const at = vadd(c.c0, vscale(vsub(c.c1, c.c0), ratFromDouble(t)));
  return sub(distanceSquared(at, c.wall), mul(c.r, c.r));
}

/** `|g_min| / S`: how deep inside the band the swept decision lies. */
export const wallSweptDepth = (c: WallCase): number => wallRelative(wallGMin(c), c);

const exponent = fc.integer({ min: -6, max: 6 });
const small = fc.integer({ min: -24, max: 24 });

const dyadic2 = (k: number, x: number, y: number): Vec2 => ({ x: x * 2 ** k, y: y * 2 ** k });
const dyadic3 = (k: number, x: number, y: number, z: number): Vec3 => ({
  x: x * 2 ** k,
  y: y * 2 ** k,
  z: z * 2 ** k,
});
const pair = fc.tuple(small, small);
const triple = fc.tuple(small, small, small);

/** Small dyadic circle-vs-segment inputs; sometimes a segment of length 0 or a still circle. */
export const dyadicSegment: fc.Arbitrary<SegmentInput> = fc
  .record({ k: exponent, c0: pair, c1: pair, r: fc.nat(12), s0: pair, s1: pair, kind: fc.nat(9) })
  .map(({ k, c0, c1, r, s0, s1, kind }) => ({
    c0: dyadic2(k, ...c0),
    c1: kind === 1 ? dyadic2(k, ...c0) : dyadic2(k, ...c1),
    r: r * 2 ** k,
    s0: dyadic2(k, ...s0),
    s1: kind === 0 ? dyadic2(k, ...s0) : dyadic2(k, ...s1),
  }));

/** Small dyadic sphere-vs-triangle inputs; sometimes with collinear corners. */
export const dyadicTriangle: fc.Arbitrary<TriangleInput> = fc
  .record({
    k: exponent,
    c0: triple,
    c1: triple,
    r: fc.nat(12),
    p0: triple,
    p1: triple,
    p2: triple,
    kind: fc.nat(9),
  })
  .map(({ k, c0, c1, r, p0, p1, p2, kind }) => ({
    c0: dyadic3(k, ...c0),
    c1: dyadic3(k, ...c1),
    r: r * 2 ** k,
    p0: dyadic3(k, ...p0),
    p1: dyadic3(k, ...p1),
    p2:
      kind === 0
        ? dyadic3(k, 2 * p1[0] - p0[0], 2 * p1[1] - p0[1], 2 * p1[2] - p0[2])
        : dyadic3(k, ...p2),
  }));

/** Values in ±10 on a fine grid (no subnormals: the input range starts at 2^-200). */
const unit = fc.integer({ min: -10 * 2 ** 30, max: 10 * 2 ** 30 }).map((k) => k / 2 ** 30);
const offset = fc.constantFrom(0, 1e3, 1e6, 1e8);
const size = fc.constantFrom(1e-3, 1, 1e3);
const nudge = fc.constantFrom(0, 1, -1, 4, -4);

/** Doubles around a far offset, with `r` at the exact closest approach (±a few ulps). */
export const wideSegment: fc.Arbitrary<SegmentInput> = fc
  .record({ o: offset, s: size, v: fc.array(unit, { minLength: 8, maxLength: 8 }), nudge })
  .map(({ o, s, v, nudge: n }) => {
    const p = (i: number): Vec2 => ({ x: o + v[i]! * s, y: o + v[i + 1]! * s });
    const input = { c0: p(0), c1: p(2), r: 0, s0: p(4), s1: p(6) };
    return { ...input, r: grazeRadius(segmentCase(input), n) };
  });

export const wideTriangle: fc.Arbitrary<TriangleInput> = fc
  .record({ o: offset, s: size, v: fc.array(unit, { minLength: 15, maxLength: 15 }), nudge })
  .map(({ o, s, v, nudge: n }) => {
    const p = (i: number): Vec3 => ({
      x: o + v[i]! * s,
      y: o + v[i + 1]! * s,
      z: o + v[i + 2]! * s,
    });
    const input = { c0: p(0), c1: p(3), r: 0, p0: p(6), p1: p(9), p2: p(12) };
    return { ...input, r: grazeRadius(triangleCase(input), n) };
  });

/** The closest approach of the path to the wall, as a double, moved by `n` ulps-ish. */
function grazeRadius(c: WallCase, n: number): number {
  const d = Math.sqrt(ratToNumber(wallGMin(c)));
  return d * (1 + n * 2 ** -52);
}
