/**
 * Inputs for the property tests: doubles inside the core's range, from three
 * mixes — small integers (nothing rounds), game-like coordinates with a few
 * fraction bits, and arbitrary doubles of mixed magnitude — plus near-tangent
 * cases built exactly and nudged by one ulp.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { nextDown, nextUp } from '@swept/oracle';
import fc from 'fast-check';
import type { CircleBoxInput } from '../../core/test/circle-box-cases.ts';

const integer = fc.integer({ min: -64, max: 64 });
const gameLike = fc.integer({ min: -(2 ** 20), max: 2 ** 20 }).map((n) => n / 1024);
const anyMagnitude = fc
  .tuple(
    fc.double({ min: 1, max: 2, noNaN: true }),
    fc.integer({ min: -30, max: 30 }),
    fc.boolean(),
  )
  .map(([m, e, negative]) => (negative ? -1 : 1) * m * 2 ** e);

/** A coordinate in the core's range. */
export const coordinate: fc.Arbitrary<number> = fc.oneof(integer, gameLike, anyMagnitude);
/** A radius in the core's range. */
export const radius: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 64 }),
  gameLike.map(Math.abs),
  anyMagnitude.map(Math.abs),
);
export const vec2: fc.Arbitrary<Vec2> = fc.record({ x: coordinate, y: coordinate });
export const vec3: fc.Arbitrary<Vec3> = fc.record({ x: coordinate, y: coordinate, z: coordinate });

/** Arguments of a 2D swept query, in the contract's order. */
export type Swept2 = [Vec2, Vec2, number, Vec2, Vec2, number];
export type Swept3 = [Vec3, Vec3, number, Vec3, Vec3, number];

export const swept2: fc.Arbitrary<Swept2> = fc.tuple(vec2, vec2, radius, vec2, vec2, radius);
export const swept3: fc.Arbitrary<Swept3> = fc.tuple(vec3, vec3, radius, vec3, vec3, radius);

/**
 * A 2D case that touches exactly (tangent at its closest approach, or
 * exactly at an end) and then has one input nudged by ±1 ulp or left alone:
 * the filter cannot decide these; the fallback must.
 */
export const nearTangent2: fc.Arbitrary<Swept2> = fc
  .record({
    // A 3-4-5 contact offset scaled by k, touched at t* = n/16 along motion D.
    k: fc.integer({ min: 1, max: 1000 }),
    n: fc.integer({ min: 0, max: 16 }),
    dx: fc.integer({ min: -50, max: 50 }),
    offset: vec2,
    which: fc.integer({ min: 0, max: 12 }),
    up: fc.boolean(),
    grazing: fc.boolean(),
  })
  .map(({ k, n, dx, offset, which, up, grazing }) => {
    // Contact offset K = (3k, 4k), |K| = 5k. Grazing: D ⟂ K, so the contact
    // is the closest approach; otherwise D points along −K (head-on).
    const K = { x: 3 * k, y: 4 * k };
    const D = grazing
      ? { x: -4 * dx * 16, y: 3 * dx * 16 }
      : { x: -3 * 16 * (Math.abs(dx) + 1), y: -4 * 16 * (Math.abs(dx) + 1) };
    const t = n / 16;
    const c0 = { x: K.x - t * D.x, y: K.y - t * D.y };
    const a0 = offset;
    const a1 = { x: offset.x + 7, y: offset.y - 3 };
    const args: Swept2 = [
      a0,
      a1,
      2 * k,
      { x: a0.x + c0.x, y: a0.y + c0.y },
      { x: a1.x + c0.x + D.x, y: a1.y + c0.y + D.y },
      3 * k,
    ];
    return nudge(args, which, up);
  });

function nudge(args: Swept2, which: number, up: boolean): Swept2 {
  // Zero stays zero: its neighbours are subnormals, outside the core's range.
  const step = (x: number): number => (x === 0 ? 0 : up ? nextUp(x) : nextDown(x));
  const [a0, a1, ra, b0, b1, rb] = args;
  const out: Swept2 = [{ ...a0 }, { ...a1 }, ra, { ...b0 }, { ...b1 }, rb];
  const vectors = [out[0], out[1], out[3], out[4]];
  if (which < 8) {
    const v = vectors[which >> 1]!;
    if (which & 1) v.y = step(v.y);
    else v.x = step(v.x);
  } else if (which === 8) out[2] = step(ra);
  else if (which === 9) out[5] = step(rb);
  return out;
}

/** A moving circle and a segment: `(c0, c1, r, s0, s1)`. */
export type SegmentArgs = [Vec2, Vec2, number, Vec2, Vec2];
/** A moving sphere and a triangle: `(c0, c1, r, p0, p1, p2)`. */
export type TriangleArgs = [Vec3, Vec3, number, Vec3, Vec3, Vec3];

const small = fc.integer({ min: -8, max: 8 });
const smallRadius = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.constant(2.5));
const small2 = fc.record({ x: small, y: small });
const small3 = fc.record({ x: small, y: small, z: small });

/**
 * Small-integer walls: exact touches of faces, edges and corners, starts on
 * the wall, motion along it, zero radii, segments of length 0 and collinear
 * triangles come up often.
 */
export const smallSegment: fc.Arbitrary<SegmentArgs> = fc
  .tuple(small2, small2, smallRadius, small2, small2, fc.nat(9))
  .map(([c0, c1, r, s0, s1, k]) => [c0, c1, r, s0, k === 0 ? s0 : s1]);
export const smallTriangle: fc.Arbitrary<TriangleArgs> = fc
  .tuple(small3, small3, smallRadius, small3, small3, small3, fc.nat(9))
  .map(([c0, c1, r, p0, p1, p2, k]) => [
    c0,
    c1,
    r,
    p0,
    p1,
    k === 0 ? { x: 2 * p1.x - p0.x, y: 2 * p1.y - p0.y, z: 2 * p1.z - p0.z } : p2,
  ]);

/** Game-scale walls: coordinates on a 1/1024 grid up to 2^6, radii on a 1/256 grid, all in the wall stages' range. */
const game = fc.integer({ min: -(2 ** 16), max: 2 ** 16 }).map((k) => k / 1024);
const game2 = fc.record({ x: game, y: game });
const game3 = fc.record({ x: game, y: game, z: game });
const gameRadius = fc.integer({ min: 0, max: 2 ** 12 }).map((k) => k / 256);
export const gameSegment: fc.Arbitrary<SegmentArgs> = fc.tuple(
  game2,
  game2,
  gameRadius,
  game2,
  game2,
);
export const gameTriangle: fc.Arbitrary<TriangleArgs> = fc.tuple(
  game3,
  game3,
  gameRadius,
  game3,
  game3,
  game3,
);

/** Any doubles (every magnitude the core accepts): mostly misses, decided by the box filter. */
export const anySegment: fc.Arbitrary<SegmentArgs> = fc.tuple(vec2, vec2, radius, vec2, vec2);
export const anyTriangle: fc.Arbitrary<TriangleArgs> = fc.tuple(
  vec3,
  vec3,
  radius,
  vec3,
  vec3,
  vec3,
);

/** `v`, or the double above or below it. */
const nudged = (v: number, nudge: number): number =>
  nudge === 0 ? v : nudge > 0 ? nextUp(v) : nextDown(v);
const graze = fc.tuple(
  gameLike,
  gameLike,
  fc.integer({ min: 1, max: 64 }),
  fc.boolean(),
  fc.integer({ min: -1, max: 1 }),
);

/**
 * Grazes at game scale, nudged by an ulp or not: a circle sliding along a
 * floor at height `r` (a face graze) or dropping past a segment's end at
 * `r` beside it (a corner graze), and the same over a triangle's face and
 * past its corner.
 */
export const grazingSegment: fc.Arbitrary<SegmentArgs> = graze.map(([x, h, k, corner, nudge]) => {
  const r = k / 8;
  const shift = (v: number) => nudged(v, nudge);
  const s0 = { x: x - 4, y: h };
  const s1 = { x: x + 4, y: h };
  if (corner) {
    const side = shift(s1.x + r);
    return [{ x: side, y: h + 5 }, { x: side, y: h - 5 }, r, s0, s1];
  }
  const level = shift(h + r);
  return [{ x: x - 9, y: level }, { x: x + 9, y: level }, r, s0, s1];
});
export const grazingTriangle: fc.Arbitrary<TriangleArgs> = graze.map(([x, h, k, corner, nudge]) => {
  const r = k / 8;
  const shift = (v: number) => nudged(v, nudge);
  const p0 = { x: x - 4, y: -4, z: h };
  const p1 = { x: x + 4, y: -4, z: h };
  const p2 = { x, y: 4, z: h };
  if (corner) {
    const side = shift(p2.y + r);
    return [{ x, y: side, z: h + 5 }, { x, y: side, z: h - 5 }, r, p0, p1, p2];
  }
  const level = shift(h + r);
  return [{ x: x - 9, y: 0, z: level }, { x: x + 9, y: 0, z: level }, r, p0, p1, p2];
});

export const segmentArgs: fc.Arbitrary<SegmentArgs> = fc.oneof(
  smallSegment,
  grazingSegment,
  anySegment,
);
export const triangleArgs: fc.Arbitrary<TriangleArgs> = fc.oneof(
  smallTriangle,
  grazingTriangle,
  anyTriangle,
);

/** A polyline of 1–5 small-integer points, open or closed. */
export const smallPolyline: fc.Arbitrary<[Vec2, Vec2, number, Vec2[], boolean]> = fc.tuple(
  small2,
  small2,
  smallRadius,
  fc.array(small2, { minLength: 1, maxLength: 5 }),
  fc.boolean(),
);

/**
 * A circle against a box, each component `m·2^k` with its own `k`: one case mixes
 * magnitudes from 2^-40 to 2^46 (the `exact` policy's scaling to integers).
 */
const boxComponent = fc
  .tuple(fc.integer({ min: -64, max: 64 }), fc.integer({ min: -40, max: 40 }))
  .map(([m, k]) => m * 2 ** k);
const boxVec = fc.record({ x: boxComponent, y: boxComponent });
export const mixedCircleBox: fc.Arbitrary<CircleBoxInput> = fc
  .record({ c0: boxVec, c1: boxVec, r: boxComponent, b0: boxVec, b1: boxVec, hb: boxVec })
  .map((i) => ({
    ...i,
    r: Math.abs(i.r),
    hb: { x: Math.abs(i.hb.x), y: Math.abs(i.hb.y) },
  }));
