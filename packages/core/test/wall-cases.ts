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
  div,
  gAt as oracleGAt,
  type Rat,
  ratFromDouble,
  ratToNumber,
  sphereTriangleCase,
  surdBracket,
  type WallCase,
  type WallContact,
  wallGMin,
  wallScale,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ROUNDING_BAND, type Vec2, type Vec3 } from '../src/index.ts';

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
export const gAt = (c: WallCase, t: number): Rat => oracleGAt(c, ratFromDouble(t));

/** `|g_min| / S`: how deep inside the band the swept decision lies. */
export const wallSweptDepth = (c: WallCase): number => wallRelative(wallGMin(c), c);

/** A wall query's time of impact, as far as the oracle judges it. */
interface WallHit {
  t: number;
  status: string;
}

/**
 * Dyadic inputs, where the wall decisions are exact: the swept test, the hit and its status
 * are the oracle's, and `t` lies within 4 ulps of the bracket of `t*`.
 */
export function expectExactWallHit(
  swept: boolean,
  hit: WallHit | null,
  exact: Pick<WallContact, 't' | 'status'> | null,
): void {
  expect(swept).toBe(exact !== null);
  expect(hit !== null).toBe(exact !== null);
  if (hit === null || exact === null) return;
  expect(hit.status).toBe(exact.status);
  const [lo, hi] = surdBracket(exact.t);
  expect(hit.t).toBeGreaterThanOrEqual(lo - 4 * 2 ** -53);
  expect(hit.t).toBeLessThanOrEqual(hi + 4 * 2 ** -53);
}

/**
 * Grazes far from the origin: the answers differ from the oracle's only inside
 * `ROUNDING_BAND.wall` — a swept test that differs has `g_min` within it, a status that
 * differs has `g(0)` within it, a `t` outside the bracket of `t*` has `g(t)` within it.
 */
export function expectWallHitInBand(
  c: WallCase,
  swept: boolean,
  hit: WallHit | null,
  exact: Pick<WallContact, 't' | 'status'> | null,
): void {
  const band = ROUNDING_BAND.wall;
  expect(hit !== null).toBe(swept);
  if (swept !== (exact !== null)) expect(wallSweptDepth(c)).toBeLessThanOrEqual(band);
  if (hit === null || exact === null) return;
  if (hit.status !== exact.status) expect(wallRelative(gAt(c, 0), c)).toBeLessThanOrEqual(band);
  const [lo, hi] = surdBracket(exact.t);
  if (hit.t < lo || hit.t > hi) expect(wallRelative(gAt(c, hit.t), c)).toBeLessThanOrEqual(band);
}

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

/**
 * A direction of length `len` at an angle that is often tiny (`2^-j` rad off an
 * axis, as for a floor with a slope of 8e-8), else anywhere.
 */
const direction = fc
  .record({
    tiny: fc.boolean(),
    j: fc.integer({ min: 0, max: 60 }),
    a: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    axis: fc.constantFrom(0, Math.PI / 2, Math.PI, -Math.PI / 2),
  })
  .map(({ tiny, j, a, axis }) => (tiny ? axis + Math.sign(a || 1) * 2 ** -j : a));

/** `±len·2^-k` for `k` in 1..90, or 0: an offset from a hair to half the length. */
const hair = fc
  .record({ k: fc.integer({ min: 1, max: 90 }), s: fc.constantFrom(-1, 0, 1) })
  .map(({ k, s }) => s * 2 ** -k);

/** `x`, or 0 below the input range (2^-200). */
const flush = (x: number): number => (Math.abs(x) < 2 ** -200 ? 0 : x);
const flush2 = (p: Vec2): Vec2 => ({ x: flush(p.x), y: flush(p.y) });
const flush3 = (p: Vec3): Vec3 => ({ x: flush(p.x), y: flush(p.y), z: flush(p.z) });

/** A length from 2^-20 to 2^20. */
const length = fc.integer({ min: -20, max: 20 }).map((k) => 2 ** k);

/** A corner anywhere from the origin to 1e6 away. */
const somewhere = fc
  .record({ o: fc.constantFrom(0, 1, 1e3, 1e6), v: fc.tuple(unit, unit, unit) })
  .map(({ o, v }) => ({ x: o * v[0], y: o * v[1], z: o * v[2] }));

/** `r` from 2^-4 to 2^6 times the wall's size `len`. */
const radiusOf = fc.double({ min: -4, max: 6, noNaN: true });

/**
 * A still circle whose centre lies almost on a segment next to one of its ends:
 * `end + a·ê + b·n̂` (ê along the segment, outward from that end; n̂ across it),
 * each offset a hair (down to `2^-90` of the length) or 0, rounded to doubles —
 * where a decision between the end and the flat side, taken on the wrong side by
 * rounding, pushes along a direction far from the true one.
 */
export const nearEndSegment: fc.Arbitrary<SegmentInput> = fc
  .record({
    s0: somewhere,
    len: length,
    angle: direction,
    end: fc.boolean(),
    a: hair,
    b: hair,
    r: radiusOf,
  })
  .map(({ s0, len, angle, end, a, b, r }) => {
    const p0 = { x: s0.x, y: s0.y };
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    const p1 = flush2({ x: p0.x + len * ux, y: p0.y + len * uy });
    // Outward along the segment from the chosen end, and across it.
    const [o, sx, sy] = end ? [p1, ux, uy] : [p0, -ux, -uy];
    const c = flush2({ x: o.x + len * (a * sx - b * sy), y: o.y + len * (a * sy + b * sx) });
    return { c0: c, c1: c, r: len * 2 ** r, s0: p0, s1: p1 };
  });

/**
 * A still sphere whose centre lies almost on a triangle's edge next to one of
 * its corners: `corner + a·ê + b·m̂ + h·n̂` (ê along the edge, outward from the
 * corner; m̂ across it in the plane, n̂ the plane's normal), each a hair or 0.
 */
export const nearCornerTriangle: fc.Arbitrary<TriangleInput> = fc
  .record({
    p0: somewhere,
    len: length,
    angle: direction,
    tilt: direction,
    apex: fc.tuple(
      fc.double({ min: 0.1, max: 0.9, noNaN: true }),
      fc.double({ min: 0.1, max: 2, noNaN: true }),
    ),
    end: fc.boolean(),
    a: hair,
    b: hair,
    h: hair,
    r: radiusOf,
  })
  .map(({ p0, len, angle, tilt, apex, end, a, b, h, r }) => {
    // The edge p0 → p1 along ê = (cos·cos, sin·cos, sin(tilt)); m̂ ⟂ ê in the
    // plane (horizontal), n̂ = ê × m̂; p2 off the edge on the m̂ side.
    const ct = Math.cos(tilt);
    const e = { x: Math.cos(angle) * ct, y: Math.sin(angle) * ct, z: Math.sin(tilt) };
    const m = { x: -Math.sin(angle), y: Math.cos(angle), z: 0 };
    const n = {
      x: e.y * m.z - e.z * m.y,
      y: e.z * m.x - e.x * m.z,
      z: e.x * m.y - e.y * m.x,
    };
    const at = (o: Vec3, s: number, t: number, u: number): Vec3 =>
      flush3({
        x: o.x + len * (s * e.x + t * m.x + u * n.x),
        y: o.y + len * (s * e.y + t * m.y + u * n.y),
        z: o.z + len * (s * e.z + t * m.z + u * n.z),
      });
    const p1 = at(p0, 1, 0, 0);
    const p2 = at(p0, apex[0], apex[1], 0);
    const c = end ? at(p1, a, b, h) : at(p0, -a, b, h);
    return { c0: c, c1: c, r: len * 2 ** r, p0, p1, p2 };
  });
