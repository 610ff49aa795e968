/**
 * Generators and exact measures for the core's circle–box tests (both bodies moving).
 *
 * - `dyadicCircleBox` (judged by `wall-cases.ts`' `expectExactWallHit`): small
 *   integers times one power of two: every decision
 *   (the slab comparisons, the region, the corner's quadratic, the status) is
 *   exact there, so booleans and statuses must equal the oracle's, and `t`
 *   (one division, or one square root) lies within a few ulps of `t*`.
 * - `wideCircleBox`: doubles far from the origin with `r` at the exact
 *   closest approach (± a few ulps): grazes, where the answers may differ
 *   from the oracle's only inside `ROUNDING_BAND.wall` on the signed gap
 *   (contract §9.2).
 */
import {
  type CircleBoxCase,
  circleBoxCase,
  circleBoxGap,
  circleBoxGapMin,
  circleBoxScale,
  circleBoxSeparationVerdict,
  div,
  type Rat,
  ratFromDouble,
  ratToNumber,
  relativeAt,
  type Surd,
  surdBracket,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ROUNDING_BAND, type Vec2, type Vec3 } from '../src/index.ts';

export interface CircleBoxInput {
  c0: Vec2;
  c1: Vec2;
  r: number;
  b0: Vec2;
  b1: Vec2;
  hb: Vec2;
}

/** A sphere against a cuboid (3D): the same case, with `z`. */
export interface SphereCuboidInput {
  c0: Vec3;
  c1: Vec3;
  r: number;
  b0: Vec3;
  b1: Vec3;
  hb: Vec3;
}

export const boxCase = (i: CircleBoxInput | SphereCuboidInput): CircleBoxCase =>
  circleBoxCase(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);

/** `|q| / S` in units of the band. */
export function boxRelative(q: Rat, c: CircleBoxCase): number {
  const scale = circleBoxScale(c);
  if (scale.n === 0n) return q.n === 0n ? 0 : Number.POSITIVE_INFINITY;
  return Math.abs(ratToNumber(div(q, scale)));
}

/** The signed gap at a double `t`. */
export const boxGapAt = (c: CircleBoxCase, t: number): Rat =>
  circleBoxGap(relativeAt(c, ratFromDouble(t)), c.r, c.hb);

interface Hit {
  t: number;
  status: string;
}

/** Grazes: a swept test, status or `t` that differs from the oracle's has the gap within the band. */
export function expectBoxHitInBand(
  c: CircleBoxCase,
  swept: boolean,
  hit: Hit | null,
  exact: { t: Surd; status: string } | null,
): void {
  const band = ROUNDING_BAND.wall;
  expect(hit !== null).toBe(swept);
  if (swept !== (exact !== null))
    expect(boxRelative(circleBoxGapMin(c), c)).toBeLessThanOrEqual(band);
  if (hit === null || exact === null) return;
  if (hit.status !== exact.status) expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(band);
  const [lo, hi] = surdBracket(exact.t);
  if (hit.t < lo || hit.t > hi)
    expect(boxRelative(boxGapAt(c, hit.t), c)).toBeLessThanOrEqual(band);
}

const exponent = fc.integer({ min: -6, max: 6 });
const small = fc.integer({ min: -24, max: 24 });
const pair = fc.tuple(small, small);
const dyadic2 = (k: number, x: number, y: number): Vec2 => ({ x: x * 2 ** k, y: y * 2 ** k });

/** Small dyadic inputs; sometimes a still box or circle, a zero extent, a point. */
export const dyadicCircleBox: fc.Arbitrary<CircleBoxInput> = fc
  .record({
    k: exponent,
    c0: pair,
    c1: pair,
    r: fc.nat(8),
    b0: pair,
    b1: pair,
    h: fc.tuple(fc.nat(8), fc.nat(8)),
    kind: fc.nat(9),
  })
  .map(({ k, c0, c1, r, b0, b1, h, kind }) => ({
    c0: dyadic2(k, ...c0),
    c1: kind === 1 ? dyadic2(k, ...c0) : dyadic2(k, ...c1),
    r: kind === 2 ? 0 : r * 2 ** k,
    b0: dyadic2(k, ...b0),
    b1: kind === 0 ? dyadic2(k, ...b0) : dyadic2(k, ...b1),
    hb: kind === 3 ? { x: 0, y: 0 } : dyadic2(k, ...h),
  }));

const unit = fc.integer({ min: -10 * 2 ** 30, max: 10 * 2 ** 30 }).map((k) => k / 2 ** 30);
const offset = fc.constantFrom(0, 1e3, 1e6, 1e8);
const size = fc.constantFrom(1e-3, 1, 1e3);
const nudge = fc.constantFrom(0, 1, -1, 4, -4);

/** Doubles around a far offset, with `r` at the exact closest approach (± a few ulps). */
export const wideCircleBox: fc.Arbitrary<CircleBoxInput> = fc
  .record({ o: offset, s: size, v: fc.array(unit, { minLength: 10, maxLength: 10 }), nudge })
  .map(({ o, s, v, nudge: n }) => {
    const p = (i: number): Vec2 => ({ x: o + v[i]! * s, y: o + v[i + 1]! * s });
    const input = {
      c0: p(0),
      c1: p(2),
      r: 0,
      b0: p(4),
      b1: p(6),
      hb: { x: Math.abs(v[8]!) * s, y: Math.abs(v[9]!) * s },
    };
    const d = Math.sqrt(Math.max(ratToNumber(circleBoxGapMin(boxCase(input))), 0));
    return { ...input, r: d * (1 + n * 2 ** -52) };
  });

const triple = fc.tuple(small, small, small);
const dyadic3 = (k: number, x: number, y: number, z: number): Vec3 => ({
  x: x * 2 ** k,
  y: y * 2 ** k,
  z: z * 2 ** k,
});

/** `dyadicCircleBox` in 3D: faces, edges and corners of a cuboid, still bodies, points. */
export const dyadicSphereCuboid: fc.Arbitrary<SphereCuboidInput> = fc
  .record({
    k: exponent,
    c0: triple,
    c1: triple,
    r: fc.nat(8),
    b0: triple,
    b1: triple,
    h: fc.tuple(fc.nat(8), fc.nat(8), fc.nat(8)),
    kind: fc.nat(9),
  })
  .map(({ k, c0, c1, r, b0, b1, h, kind }) => ({
    c0: dyadic3(k, ...c0),
    c1: kind === 1 ? dyadic3(k, ...c0) : dyadic3(k, ...c1),
    r: kind === 2 ? 0 : r * 2 ** k,
    b0: dyadic3(k, ...b0),
    b1: kind === 0 ? dyadic3(k, ...b0) : dyadic3(k, ...b1),
    hb: kind === 3 ? { x: 0, y: 0, z: 0 } : dyadic3(k, ...h),
  }));

/** `wideCircleBox` in 3D: doubles around a far offset, `r` at the exact closest approach ± ulps. */
export const wideSphereCuboid: fc.Arbitrary<SphereCuboidInput> = fc
  .record({ o: offset, s: size, v: fc.array(unit, { minLength: 15, maxLength: 15 }), nudge })
  .map(({ o, s, v, nudge: n }) => {
    const p = (i: number): Vec3 => ({
      x: o + v[i]! * s,
      y: o + v[i + 1]! * s,
      z: o + v[i + 2]! * s,
    });
    const input = {
      c0: p(0),
      c1: p(3),
      r: 0,
      b0: p(6),
      b1: p(9),
      hb: { x: Math.abs(v[12]!) * s, y: Math.abs(v[13]!) * s, z: Math.abs(v[14]!) * s },
    };
    const d = Math.sqrt(Math.max(ratToNumber(circleBoxGapMin(boxCase(input))), 0));
    return { ...input, r: d * (1 + n * 2 ** -52) };
  });

/**
 * A core push of `i`'s ball and box (at `c0`, `b0`) to `out`, judged exactly: apart, no
 * further than a few ulps beyond touching, unchanged when clear — or, where the core's own
 * decisions differ from exact ones, the gap there within ROUNDING_BAND.wall.
 */
export function expectSeparated<V extends Vec2 | Vec3>(
  i: { c0: V; c1: V; r: number; b0: V; b1: V; hb: V },
  out: { a: V; b: V },
): void {
  const slack =
    16 *
    2 ** -52 *
    Math.max(1, ...[i.c0, i.b0, i.hb].flatMap((p) => Object.values(p).map(Math.abs)), i.r);
  const verdict = circleBoxSeparationVerdict(
    { c: vecFromDoubles(i.c0), b: vecFromDoubles(i.b0) },
    { c: vecFromDoubles(out.a), b: vecFromDoubles(out.b) },
    ratFromDouble(i.r),
    vecFromDoubles(i.hb),
    ratFromDouble(slack),
  );
  if (verdict.ok) return;
  // The core decides "overlapping" and "apart" in its own arithmetic: exactly, a pair
  // it moved may not have overlapped, or may still overlap, but only inside the band.
  const moved = verdict.reason === 'moved a pair that did not overlap';
  if (!moved) expect(verdict.reason).toBe('still overlapping');
  const judged = moved ? i : { ...i, c0: out.a, b0: out.b };
  const c = boxCase({ ...judged, c1: judged.c0, b1: judged.b0 } as CircleBoxInput);
  expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(ROUNDING_BAND.wall);
}
