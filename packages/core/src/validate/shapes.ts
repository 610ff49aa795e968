/**
 * The named argument check of each query shape (`checkSwept2`,
 * `checkRaySegment`, `checkCircleSegment`, …), shared by every query, in two
 * layers:
 * - fast tests (`flat.ts`: `motionInRange2`, `segmentInRange2`, …), one per group of
 *   arguments (a moving body, a still body, a segment, a triangle), that
 *   every query runs on every call, two of them per argument shape: flat
 *   arithmetic on the values loaded once, no allocation, no call;
 * - named checks (`values.ts`: `checkVec2`, `checkRadius`, …), run only when the fast
 *   test fails, which throw a `RangeError` whose message starts with the
 *   parameter's name as written in the signature
 *   (`a0.x must be a finite number (got NaN)`), so a game can tell at once
 *   which body fed the query a bad value.
 * `bench/checks.ts` measures the cost of the fast layer.
 *
 * The pattern a new query follows (the wall, polyline and scene queries
 * included):
 * 1. Its argument shape has ONE named check here (`checkSwept2`,
 *    `checkRaySegment`, `checkCircleSegment`, …), built from the fast tests
 *    of its groups of arguments, exported through `@swept/core/internal` so
 *    `@swept/fixed`'s and `@swept/tolerance`'s versions of the query throw
 *    the same errors.
 *    Build it from the per-value rules, never from new ones: a coordinate is
 *    `inRange` (a `number`, `0` or a magnitude in `[2^-200, 2^200]`), a
 *    radius is `>= 0` and `inRange`, a mass `> 0`.
 * 2. The query calls that check first, before it reads any property for
 *    arithmetic: nothing is computed, returned or written before a bad
 *    argument throws. (A check *after* computing cannot replace it: a BigInt
 *    throws a `TypeError` at the first `-`, a numeric string is converted by
 *    it, and a value beyond `2^200` or below `2^-200` can cancel or vanish in
 *    a difference, so no intermediate reliably carries it.)
 * 3. Batch forms check their target with the scalar checks, require
 *    `Float64Array` bodies and test every body value inside the pass against
 *    the same range (`batch.ts`), naming a bad one `bodies.<field>[<i>]`.
 * 4. Tests: add the query to the tables of `test/validation.test.ts` (core),
 *    `fixed/test/validation.test.ts` and `tolerance/test/validation.test.ts`,
 *    which generate bad values at every argument position with fast-check,
 *    and to `fuzz/src/cases/bad.ts`.
 */
import type { Vec2, Vec3 } from '../types.ts';
import {
  bodyInRange2,
  bodyInRange3,
  motionInRange2,
  motionInRange3,
  segmentInRange2,
  triangleInRange3,
} from './flat.ts';
import {
  checkExtents2,
  checkExtents3,
  checkMass,
  checkMassPair,
  checkRadius,
  checkVec2,
  checkVec3,
  describe,
  extents2InRange,
  extents3InRange,
  inRange,
  vec2InRange,
  vec3InRange,
} from './values.ts';

/*
 * Named argument checks, one per argument shape of the contract's queries:
 * each runs its fast test and, only when it fails, the named checks in the
 * signature's order, so the first bad argument is the one named. Every core
 * query calls its shape's check; `@swept/tolerance` calls the same ones
 * (through `@swept/core/internal`) before it changes a radius. The named
 * checks sit in separate functions, never inlined into the hot path.
 */

/** The arguments `(a0, a1, ra, b0, b1, rb)` of a 2D swept query or time of impact. */
export function checkSwept2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  if (!(motionInRange2(a0, a1, ra) && motionInRange2(b0, b1, rb)))
    throwSwept2(a0, a1, ra, b0, b1, rb);
}

/** The fast test of {@link checkSwept2}, for callers that test first and check only on failure. */
export function sweptInRange2(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  return motionInRange2(a0, a1, ra) && motionInRange2(b0, b1, rb);
}

function throwSwept2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  checkVec2('a0', a0);
  checkVec2('a1', a1);
  checkRadius('ra', ra);
  checkVec2('b0', b0);
  checkVec2('b1', b1);
  checkRadius('rb', rb);
}

/**
 * The arguments `(a0, a1, ra, b0, b1, rb)` of a 3D swept query or time of
 * impact. One flat block of all 14 values with the per-value rule written
 * as `v === t - (t - v)` (see "The 3D swept block" in `flat.ts`): the only form
 * found whose bytecode lets `sweptSpheres` be inlined into a caller's loop.
 */
export function checkSwept3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
  try {
    const a0x = a0.x;
    const a0y = a0.y;
    const a0z = a0.z;
    const a1x = a1.x;
    const a1y = a1.y;
    const a1z = a1.z;
    const b0x = b0.x;
    const b0y = b0.y;
    const b0z = b0.z;
    const b1x = b1.x;
    const b1y = b1.y;
    const b1z = b1.z;
    const t = 5.605193857299268e-45; // 2^-147
    if (
      a0x === t - (t - a0x) &&
      a0y === t - (t - a0y) &&
      a0z === t - (t - a0z) &&
      a1x === t - (t - a1x) &&
      a1y === t - (t - a1y) &&
      a1z === t - (t - a1z) &&
      ra === t - (t - ra) &&
      b0x === t - (t - b0x) &&
      b0y === t - (t - b0y) &&
      b0z === t - (t - b0z) &&
      b1x === t - (t - b1x) &&
      b1y === t - (t - b1y) &&
      b1z === t - (t - b1z) &&
      rb === t - (t - rb) &&
      ra >= 0 &&
      rb >= 0 &&
      a0x * a0x +
        a0y * a0y +
        a0z * a0z +
        a1x * a1x +
        a1y * a1y +
        a1z * a1z +
        ra * ra +
        b0x * b0x +
        b0y * b0y +
        b0z * b0z +
        b1x * b1x +
        b1y * b1y +
        b1z * b1z +
        rb * rb <=
        2.582249878086908e120 /* 2^400 */
    ) {
      return;
    }
  } catch {
    // A vector that is null or undefined, or a BigInt (`t - 1n` throws): the named checks say which.
  }
  throwSwept3(a0, a1, ra, b0, b1, rb);
}

/** The fast test of {@link checkSwept3}, for callers that test first and check only on failure. */
export function sweptInRange3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  return motionInRange3(a0, a1, ra) && motionInRange3(b0, b1, rb);
}

function throwSwept3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
  checkVec3('a0', a0);
  checkVec3('a1', a1);
  checkRadius('ra', ra);
  checkVec3('b0', b0);
  checkVec3('b1', b1);
  checkRadius('rb', rb);
}

/** The arguments `(a, ra, b, rb)` of `circlesOverlap`. */
export function checkOverlap2(a: Vec2, ra: number, b: Vec2, rb: number): void {
  if (!(bodyInRange2(a, ra) && bodyInRange2(b, rb))) throwOverlap2(a, ra, b, rb);
}

function throwOverlap2(a: Vec2, ra: number, b: Vec2, rb: number): void {
  checkVec2('a', a);
  checkRadius('ra', ra);
  checkVec2('b', b);
  checkRadius('rb', rb);
}

/**
 * The arguments `(a, ra, b, rb)` of `spheresOverlap` (and of `separateSpheres`).
 * One flat block of the eight values, the per-value rule written on `|v|`
 * against both ends, `(|v| >= 2^-200 && |v| <= 2^200) || v === 0` (a radius
 * compares `r` itself, so a negative one fails): exactly {@link inRange}, so
 * no sum of the squares is needed. NaN fails both comparisons and is not 0;
 * ±Infinity fails the upper end; `typeof` refuses the rest, as in `flat.ts`. This
 * block costs fewer machine operations than two {@link bodyInRange3} calls
 * (eight `|v|` and at most sixteen comparisons against eight squares, a sum,
 * and the squares' comparisons): `spheresOverlap` checked ran at 0.53–0.55×
 * its unchecked code against 0.39–0.43× (BENCHMARKS.md, issue 13, third
 * round). The same form for the 2D blocks measured no faster
 * (`circlesOverlap`) or took `sweptCircles` over V8's inlining budget (a real
 * call: 0.24×), so they keep theirs.
 */
export function checkOverlap3(a: Vec3, ra: number, b: Vec3, rb: number): void {
  try {
    const ax = a.x;
    const ay = a.y;
    const az = a.z;
    const bx = b.x;
    const by = b.y;
    const bz = b.z;
    if (
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof az === 'number' &&
      typeof ra === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof bz === 'number' &&
      typeof rb === 'number'
    ) {
      const max = 1.6069380442589903e60; // 2^200
      const min = 6.223015277861142e-61; // 2^-200
      const mx = Math.abs(ax);
      const my = Math.abs(ay);
      const mz = Math.abs(az);
      const nx = Math.abs(bx);
      const ny = Math.abs(by);
      const nz = Math.abs(bz);
      if (
        ((mx >= min && mx <= max) || ax === 0) &&
        ((my >= min && my <= max) || ay === 0) &&
        ((mz >= min && mz <= max) || az === 0) &&
        ((ra >= min && ra <= max) || ra === 0) &&
        ((nx >= min && nx <= max) || bx === 0) &&
        ((ny >= min && ny <= max) || by === 0) &&
        ((nz >= min && nz <= max) || bz === 0) &&
        ((rb >= min && rb <= max) || rb === 0)
      ) {
        return;
      }
    }
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
  }
  throwOverlap3(a, ra, b, rb);
}

function throwOverlap3(a: Vec3, ra: number, b: Vec3, rb: number): void {
  checkVec3('a', a);
  checkRadius('ra', ra);
  checkVec3('b', b);
  checkRadius('rb', rb);
}

/** The arguments `(a, ra, ma, b, rb, mb)` of `separateCircles`: positions and radii, then masses. */
export function checkSeparate2(
  a: Vec2,
  ra: number,
  ma: number,
  b: Vec2,
  rb: number,
  mb: number,
): void {
  checkOverlap2(a, ra, b, rb);
  checkMass('ma', ma);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
}

/** The arguments `(a, ra, ma, b, rb, mb)` of `separateSpheres`: positions and radii, then masses. */
export function checkSeparate3(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): void {
  checkOverlap3(a, ra, b, rb);
  checkMass('ma', ma);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
}

// The boxes (`docs/contract.md`, "9. Boxes"): half extents `{x, y[, z]}` where the
// circles take a radius, each checked like a radius (`ha.x must be >= 0 (got -1)`).
/** The arguments `(a0, a1, ha, b0, b1, hb)` of a 2D box swept query or time of impact. */
export function checkBoxes2(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): void {
  if (
    !(
      segmentInRange2(a0, a1) &&
      segmentInRange2(b0, b1) &&
      extents2InRange(ha) &&
      extents2InRange(hb)
    )
  ) {
    checkVec2('a0', a0);
    checkVec2('a1', a1);
    checkExtents2('ha', ha);
    checkVec2('b0', b0);
    checkVec2('b1', b1);
    checkExtents2('hb', hb);
  }
}

/** The arguments `(a0, a1, ha, b0, b1, hb)` of a 3D cuboid swept query or time of impact. */
export function checkBoxes3(a0: Vec3, a1: Vec3, ha: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): void {
  if (
    !(
      vec3InRange(a0) &&
      vec3InRange(a1) &&
      vec3InRange(b0) &&
      vec3InRange(b1) &&
      extents3InRange(ha) &&
      extents3InRange(hb)
    )
  ) {
    checkVec3('a0', a0);
    checkVec3('a1', a1);
    checkExtents3('ha', ha);
    checkVec3('b0', b0);
    checkVec3('b1', b1);
    checkExtents3('hb', hb);
  }
}

/** The arguments `(a, ha, b, hb)` of `boxesOverlap`. */
export function checkBoxesOverlap2(a: Vec2, ha: Vec2, b: Vec2, hb: Vec2): void {
  if (!(vec2InRange(a) && vec2InRange(b) && extents2InRange(ha) && extents2InRange(hb))) {
    checkVec2('a', a);
    checkExtents2('ha', ha);
    checkVec2('b', b);
    checkExtents2('hb', hb);
  }
}

/** The arguments `(a, ha, b, hb)` of `cuboidsOverlap`. */
export function checkBoxesOverlap3(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): void {
  if (!(vec3InRange(a) && vec3InRange(b) && extents3InRange(ha) && extents3InRange(hb))) {
    checkVec3('a', a);
    checkExtents3('ha', ha);
    checkVec3('b', b);
    checkExtents3('hb', hb);
  }
}

/** The arguments `(a, ha, ma, b, hb, mb)` of `separateBoxes`: positions and extents, then masses. */
export function checkSeparateBoxes2(
  a: Vec2,
  ha: Vec2,
  ma: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): void {
  checkBoxesOverlap2(a, ha, b, hb);
  checkMass('ma', ma);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
}

/** The arguments `(a, ha, ma, b, hb, mb)` of `separateCuboids`: positions and extents, then masses. */
export function checkSeparateBoxes3(
  a: Vec3,
  ha: Vec3,
  ma: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): void {
  checkBoxesOverlap3(a, ha, b, hb);
  checkMass('ma', ma);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
}

/** The arguments `(p0, p1, s0, s1)` of `raySegment`. */
export function checkRaySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  if (!(segmentInRange2(p0, p1) && segmentInRange2(s0, s1))) throwRaySegment(p0, p1, s0, s1);
}

function throwRaySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  checkVec2('p0', p0);
  checkVec2('p1', p1);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

// The wall queries: the moving circle or sphere first, then the wall.
/** Checks `(c0, c1, r, s0, s1)` of the moving-circle segment queries. */
export function checkCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (!(motionInRange2(c0, c1, r) && segmentInRange2(s0, s1)))
    throwCircleSegment(c0, c1, r, s0, s1);
}

function throwCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  checkMotion2(c0, c1, r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

/** Checks `(c, r, s0, s1)` of the still-circle segment queries. */
export function checkCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (!(bodyInRange2(c, r) && segmentInRange2(s0, s1))) throwCircleAtSegment(c, r, s0, s1);
}

function throwCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  checkVec2('c', c);
  checkRadius('r', r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

// The circle against a box (`docs/contract.md`, "9.2 Circle against box"): the circle
// first, then the box, its half extents checked like radii (`hb.x must be >= 0 (got -1)`).
/** Checks `(c0, c1, r, b0, b1, hb)` of the moving circle–box queries. */
export function checkCircleBox2(c0: Vec2, c1: Vec2, r: number, b0: Vec2, b1: Vec2, hb: Vec2): void {
  if (!(motionInRange2(c0, c1, r) && segmentInRange2(b0, b1) && extents2InRange(hb))) {
    checkMotion2(c0, c1, r);
    checkVec2('b0', b0);
    checkVec2('b1', b1);
    checkExtents2('hb', hb);
  }
}

/** Checks `(c, r, b, hb)` of `circleBoxOverlap`. */
export function checkCircleAtBox2(c: Vec2, r: number, b: Vec2, hb: Vec2): void {
  if (!(bodyInRange2(c, r) && vec2InRange(b) && extents2InRange(hb))) {
    checkVec2('c', c);
    checkRadius('r', r);
    checkVec2('b', b);
    checkExtents2('hb', hb);
  }
}

/** Checks `(c, r, mc, b, hb, mb)` of `separateCircleBox`: positions and sizes, then masses. */
export function checkSeparateCircleBox2(
  c: Vec2,
  r: number,
  mc: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): void {
  checkCircleAtBox2(c, r, b, hb);
  checkMass('mc', mc);
  checkMass('mb', mb);
  checkMassPair(mc, mb, 'mc');
}

/** Checks `(c0, c1, r, b0, b1, hb)` of the moving sphere–cuboid queries. */
export function checkSphereCuboid(
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): void {
  if (!(motionInRange3(c0, c1, r) && vec3InRange(b0) && vec3InRange(b1) && extents3InRange(hb))) {
    checkVec3('c0', c0);
    checkVec3('c1', c1);
    checkRadius('r', r);
    checkVec3('b0', b0);
    checkVec3('b1', b1);
    checkExtents3('hb', hb);
  }
}

/** Checks `(c, r, b, hb)` of `sphereCuboidOverlap`. */
export function checkSphereAtCuboid(c: Vec3, r: number, b: Vec3, hb: Vec3): void {
  if (!(bodyInRange3(c, r) && vec3InRange(b) && extents3InRange(hb))) {
    checkVec3('c', c);
    checkRadius('r', r);
    checkVec3('b', b);
    checkExtents3('hb', hb);
  }
}

/** Checks `(c, r, mc, b, hb, mb)` of `separateSphereCuboid`: positions and sizes, then masses. */
export function checkSeparateSphereCuboid(
  c: Vec3,
  r: number,
  mc: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): void {
  checkSphereAtCuboid(c, r, b, hb);
  checkMass('mc', mc);
  checkMass('mb', mb);
  checkMassPair(mc, mb, 'mc');
}

/** Checks `(c0, c1, r, p0, p1, p2)` of the moving-sphere triangle queries. */
export function checkSphereTriangle(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  if (!(motionInRange3(c0, c1, r) && triangleInRange3(p0, p1, p2)))
    throwSphereTriangle(c0, c1, r, p0, p1, p2);
}

function throwSphereTriangle(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  checkVec3('c0', c0);
  checkVec3('c1', c1);
  checkRadius('r', r);
  checkVec3('p0', p0);
  checkVec3('p1', p1);
  checkVec3('p2', p2);
}

/** Checks `(c, r, p0, p1, p2)` of the still-sphere triangle queries. */
export function checkSphereAtTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  if (!(bodyInRange3(c, r) && triangleInRange3(p0, p1, p2)))
    throwSphereAtTriangle(c, r, p0, p1, p2);
}

function throwSphereAtTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  checkVec3('c', c);
  checkRadius('r', r);
  checkVec3('p0', p0);
  checkVec3('p1', p1);
  checkVec3('p2', p2);
}

/** The polyline `(points, closed)`: a non-empty array of in-range `{x, y}`, and a boolean. */
export function checkPolyline(points: readonly Vec2[], closed: boolean): void {
  if (!Array.isArray(points) || points.length === 0) {
    throw new RangeError(
      `points must be a non-empty array of {x, y} (got ${Array.isArray(points) ? 'an empty array' : String(points)})`,
    );
  }
  for (let k = 0; k < points.length; k++) {
    if (!vec2InRange(points[k]!)) checkVec2(`points[${k}]`, points[k]!);
  }
  if (typeof closed !== 'boolean') {
    throw new RangeError(`closed must be a boolean (got ${String(closed)})`);
  }
}

/** Checks `(c0, c1, r, points, closed)` of the moving-circle polyline queries. */
export function checkCirclePolyline(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): void {
  if (!motionInRange2(c0, c1, r)) checkMotion2(c0, c1, r);
  checkPolyline(points, closed);
}

function checkMotion2(c0: Vec2, c1: Vec2, r: number): void {
  checkVec2('c0', c0);
  checkVec2('c1', c1);
  checkRadius('r', r);
}

// The casts against a level: the body `(c, r)` (or the point `p`), its displacement
// `d`, and the end `c + d` the cast hands to the pair query, which must be a
// coordinate too: the error names `d`, the argument that moved it out of range.
/** Checks `(c, r, d)` of `castCircle` (`name` `'c'`) or `(p, d)` of the 2D `castRay` (`'p'`, `r = 0`). */
export function checkCast2(name: 'c' | 'p', c: Vec2, r: number, d: Vec2): void {
  if (!(bodyInRange2(c, r) && vec2InRange(d) && inRange(c.x + d.x) && inRange(c.y + d.y))) {
    checkVec2(name, c);
    if (name === 'c') checkRadius('r', r);
    checkVec2('d', d);
    checkEnd(name, 'x', c.x, d.x);
    checkEnd(name, 'y', c.y, d.y);
  }
}

/** Checks `(b, hb, d)` of `castBox` and `moveBox` (the box's end `b + d` included). */
export function checkCastBox(b: Vec2, hb: Vec2, d: Vec2): void {
  if (
    !(
      vec2InRange(b) &&
      extents2InRange(hb) &&
      vec2InRange(d) &&
      inRange(b.x + d.x) &&
      inRange(b.y + d.y)
    )
  ) {
    checkVec2('b', b);
    checkExtents2('hb', hb);
    checkVec2('d', d);
    checkEnd('b', 'x', b.x, d.x);
    checkEnd('b', 'y', b.y, d.y);
  }
}

/** Checks `(c, r, d)` of `castSphere` (`name` `'c'`) or `(p, d)` of the 3D `castRay` (`'p'`, `r = 0`). */
export function checkCast3(name: 'c' | 'p', c: Vec3, r: number, d: Vec3): void {
  if (
    !(
      bodyInRange3(c, r) &&
      vec3InRange(d) &&
      inRange(c.x + d.x) &&
      inRange(c.y + d.y) &&
      inRange(c.z + d.z)
    )
  ) {
    checkVec3(name, c);
    if (name === 'c') checkRadius('r', r);
    checkVec3('d', d);
    checkEnd(name, 'x', c.x, d.x);
    checkEnd(name, 'y', c.y, d.y);
    checkEnd(name, 'z', c.z, d.z);
  }
}

function checkEnd(name: string, axis: string, c: number, d: number): void {
  const end = c + d;
  if (!inRange(end)) {
    throw new RangeError(
      `d.${axis} must keep ${name}.${axis} + d.${axis} 0 or of a magnitude in [2^-200, 2^200] (got ${describe(end)})`,
    );
  }
}
