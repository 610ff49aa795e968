/**
 * Argument checks for raw Q16.16 inputs. Each throws a `RangeError` whose
 * message starts with the parameter's name as written in the signature
 * (`a0.x must be an integer raw value within ±2147483647 (got 1.5)`).
 *
 * `x === (x | 0)` is the whole test for a raw coordinate: ToInt32 keeps a
 * number unchanged exactly when it is an integer in [−2^31, 2^31 − 1], so
 * fractions, NaN, ±Infinity, out-of-range values and non-numbers all fail
 * it; −2^31 is excluded by hand to keep the range symmetric.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { describe, type ValueRule } from '@swept/core/internal';

/** The largest raw value a coordinate or radius may have: 2^31 − 1. */
export const RAW_MAX = 2147483647;
const RAW_MIN = -2147483648;

function notRaw(name: string, value: unknown): RangeError {
  return new RangeError(
    `${name} must be an integer raw value within ±${RAW_MAX} (got ${describe(value)})`,
  );
}

function notVector(name: string, value: unknown, dims: string): RangeError {
  return new RangeError(`${name} must be an object with raw ${dims} (got ${describe(value)})`);
}

/*
 * The fast tests, one per group of arguments; each query's check is the
 * conjunction of two of them, and runs the named checks below (which build
 * the messages) only when it fails. Each accepts exactly what the named
 * checks accept: `v === (v | 0)` holds exactly for the numbers that are
 * integers in [−2^31, 2^31 − 1] (ToInt32 changes every other number, and
 * turns NaN and ±Infinity into 0), and is false for a numeric string (`'1' |
 * 0` is the number 1, not the string), `null`, `undefined` and booleans; a
 * BigInt throws at `|`, and so does reading a property of a `null` vector:
 * the `catch` sends both to the named checks (a `try` costs nothing when
 * nothing throws). `v > min` (`min = −2^31`) keeps the range symmetric: for
 * an integer `≥ −2^31` it is `v !== −2^31`. A radius's `>= 0` excludes −2^31
 * already.
 *
 * Written out flat, once per group, because every inlined helper call adds
 * its whole bytecode to the query's inlining budget (see the core's
 * `validate.ts`), and the exact spelling is measured, not style: V8 inlines
 * a query into its caller's loop only while the query and all it inlines
 * stay under ~766 bytes of bytecode. `v === (v | 0)` is three bytes shorter
 * than `(v | 0) === v` (no temporary), and `min` is a local literal because
 * `−2^31` as an immediate takes six bytes at each use, while a module
 * constant is a context load at run time (~4 ns more per `sweptCircles`).
 * With these, `sweptCircles` and all it inlines take 733–747 bytes instead
 * of 1099, and it is inlined (BENCHMARKS.md, "@swept/fixed", issue 13).
 */

/** The fast test of a moving circle `(c0, c1, r)` (see "The fast tests" above). */
function rawMotion2(c0: Vec2, c1: Vec2, r: number): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const c0x = c0.x;
    const c0y = c0.y;
    const c1x = c1.x;
    const c1y = c1.y;
    return (
      c0x === (c0x | 0) &&
      c0x > min &&
      c0y === (c0y | 0) &&
      c0y > min &&
      c1x === (c1x | 0) &&
      c1x > min &&
      c1y === (c1y | 0) &&
      c1y > min &&
      r === (r | 0) &&
      r >= 0
    );
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a moving sphere `(c0, c1, r)` (see "The fast tests" above). */
function rawMotion3(c0: Vec3, c1: Vec3, r: number): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const c0x = c0.x;
    const c0y = c0.y;
    const c0z = c0.z;
    const c1x = c1.x;
    const c1y = c1.y;
    const c1z = c1.z;
    return (
      c0x === (c0x | 0) &&
      c0x > min &&
      c0y === (c0y | 0) &&
      c0y > min &&
      c0z === (c0z | 0) &&
      c0z > min &&
      c1x === (c1x | 0) &&
      c1x > min &&
      c1y === (c1y | 0) &&
      c1y > min &&
      c1z === (c1z | 0) &&
      c1z > min &&
      r === (r | 0) &&
      r >= 0
    );
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a still circle `(c, r)` (see "The fast tests" above). */
function rawBody2(c: Vec2, r: number): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const cx = c.x;
    const cy = c.y;
    return cx === (cx | 0) && cx > min && cy === (cy | 0) && cy > min && r === (r | 0) && r >= 0;
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a still sphere `(c, r)` (see "The fast tests" above). */
function rawBody3(c: Vec3, r: number): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const cx = c.x;
    const cy = c.y;
    const cz = c.z;
    return (
      cx === (cx | 0) &&
      cx > min &&
      cy === (cy | 0) &&
      cy > min &&
      cz === (cz | 0) &&
      cz > min &&
      r === (r | 0) &&
      r >= 0
    );
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a segment or a ray `(p0, p1)` (see "The fast tests" above). */
function rawSegment2(p0: Vec2, p1: Vec2): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const p0x = p0.x;
    const p0y = p0.y;
    const p1x = p1.x;
    const p1y = p1.y;
    return (
      p0x === (p0x | 0) &&
      p0x > min &&
      p0y === (p0y | 0) &&
      p0y > min &&
      p1x === (p1x | 0) &&
      p1x > min &&
      p1y === (p1y | 0) &&
      p1y > min
    );
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a triangle `(p0, p1, p2)` (see "The fast tests" above). */
function rawTriangle3(p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const min = -2147483648; // RAW_MIN, as a literal: see "The fast tests"
  try {
    const p0x = p0.x;
    const p0y = p0.y;
    const p0z = p0.z;
    const p1x = p1.x;
    const p1y = p1.y;
    const p1z = p1.z;
    const p2x = p2.x;
    const p2y = p2.y;
    const p2z = p2.z;
    return (
      p0x === (p0x | 0) &&
      p0x > min &&
      p0y === (p0y | 0) &&
      p0y > min &&
      p0z === (p0z | 0) &&
      p0z > min &&
      p1x === (p1x | 0) &&
      p1x > min &&
      p1y === (p1y | 0) &&
      p1y > min &&
      p1z === (p1z | 0) &&
      p1z > min &&
      p2x === (p2x | 0) &&
      p2x > min &&
      p2y === (p2y | 0) &&
      p2y > min &&
      p2z === (p2z | 0) &&
      p2z > min
    );
  } catch {
    // A vector that is null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

/** Throws unless `x` is an integer within ±(2^31 − 1). */
export function checkRaw(name: string, x: number): void {
  if (typeof x !== 'number' || (x | 0) !== x || x === RAW_MIN) throw notRaw(name, x);
}

/** Throws unless `v` is a `{x, y}` of raw values. */
export function checkVec2(name: string, v: Vec2): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x and y');
  checkRaw(`${name}.x`, v.x);
  checkRaw(`${name}.y`, v.y);
}

/** Throws unless `v` is a `{x, y, z}` of raw values. */
export function checkVec3(name: string, v: Vec3): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x, y and z');
  checkRaw(`${name}.x`, v.x);
  checkRaw(`${name}.y`, v.y);
  checkRaw(`${name}.z`, v.z);
}

/** Throws unless `r` is a raw value `≥ 0`. */
export function checkRadius(name: string, r: number): void {
  checkRaw(name, r);
  if (r < 0) throw new RangeError(`${name} must be >= 0 (got ${describe(r)})`);
}

/**
 * Throws unless `m` is a positive safe integer or `Infinity` (immovable).
 * Masses are plain weights, not Q16.16 values: only their ratio matters.
 */
export function checkMass(name: string, m: number): void {
  if (m === Number.POSITIVE_INFINITY) return;
  if (typeof m !== 'number' || !(m > 0)) {
    throw new RangeError(`${name} must be > 0 (got ${describe(m)})`);
  }
  if (!Number.isSafeInteger(m)) {
    throw new RangeError(`${name} must be a safe integer or Infinity (got ${describe(m)})`);
  }
}

/** Throws when both bodies are immovable: nothing could be moved. `aName` names the first mass. */
export function checkMassPair(ma: number, mb: number, aName = 'ma'): void {
  if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) {
    throw new RangeError(
      `mb must be finite when ${aName} is Infinity (two immovable bodies cannot be separated)`,
    );
  }
}

/*
 * Named argument checks, one per argument shape of the queries: the fast
 * tests above and, only when they fail, the named checks in the signature's
 * order (kept in separate functions so the fast test alone is inlined).
 */

/** The arguments `(a0, a1, ra, b0, b1, rb)` of a 2D swept query or time of impact. */
export function checkSwept2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  if (!(rawMotion2(a0, a1, ra) && rawMotion2(b0, b1, rb))) {
    throwSwept2(a0, a1, ra, b0, b1, rb);
  }
}

function throwSwept2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  checkVec2('a0', a0);
  checkVec2('a1', a1);
  checkRadius('ra', ra);
  checkVec2('b0', b0);
  checkVec2('b1', b1);
  checkRadius('rb', rb);
}

/** The arguments `(a0, a1, ra, b0, b1, rb)` of a 3D swept query or time of impact. */
export function checkSwept3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
  if (!(rawMotion3(a0, a1, ra) && rawMotion3(b0, b1, rb))) {
    throwSwept3(a0, a1, ra, b0, b1, rb);
  }
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
  if (!(rawBody2(a, ra) && rawBody2(b, rb))) {
    checkVec2('a', a);
    checkRadius('ra', ra);
    checkVec2('b', b);
    checkRadius('rb', rb);
  }
}

/** The arguments `(a, ra, b, rb)` of `spheresOverlap`. */
export function checkOverlap3(a: Vec3, ra: number, b: Vec3, rb: number): void {
  if (!(rawBody3(a, ra) && rawBody3(b, rb))) {
    checkVec3('a', a);
    checkRadius('ra', ra);
    checkVec3('b', b);
    checkRadius('rb', rb);
  }
}

/** Throws unless `h` is a box's half extents: a `{x, y}` of raw values `≥ 0`. */
export function checkExtents2(name: string, h: Vec2): void {
  if (typeof h !== 'object' || h === null) throw notVector(name, h, 'x and y');
  checkRadius(`${name}.x`, h.x);
  checkRadius(`${name}.y`, h.y);
}

/** Throws unless `h` is a cuboid's half extents: a `{x, y, z}` of raw values `≥ 0`. */
export function checkExtents3(name: string, h: Vec3): void {
  if (typeof h !== 'object' || h === null) throw notVector(name, h, 'x, y and z');
  checkRadius(`${name}.x`, h.x);
  checkRadius(`${name}.y`, h.y);
  checkRadius(`${name}.z`, h.z);
}

/** The fast test of half extents `{x, y[, z]}`: raw values `≥ 0` (a missing `z` in 2D is not read). */
function rawExtents(h: Vec2 & { z?: number }, dim: 2 | 3): boolean {
  try {
    const x = h.x;
    const y = h.y;
    const z = dim === 3 ? h.z! : 0;
    return x === (x | 0) && x >= 0 && y === (y | 0) && y >= 0 && z === (z | 0) && z >= 0;
  } catch {
    // Null or undefined, or a BigInt (`|` threw): the named checks say which.
    return false;
  }
}

// The boxes (`docs/contract.md`, "9. Boxes"): half extents where the circles take a
// radius, each component checked as a radius (`ha.x must be >= 0 (got -1)`).
/** The arguments `(a0, a1, ha, b0, b1, hb)` of a 2D box swept query or time of impact. */
export function checkBoxes2(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): void {
  if (!(rawSegment2(a0, a1) && rawSegment2(b0, b1) && rawExtents(ha, 2) && rawExtents(hb, 2))) {
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
      rawBody3(a0, 0) &&
      rawBody3(a1, 0) &&
      rawBody3(b0, 0) &&
      rawBody3(b1, 0) &&
      rawExtents(ha, 3) &&
      rawExtents(hb, 3)
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
  if (!(rawSegment2(a, b) && rawExtents(ha, 2) && rawExtents(hb, 2))) {
    checkVec2('a', a);
    checkExtents2('ha', ha);
    checkVec2('b', b);
    checkExtents2('hb', hb);
  }
}

/** The arguments `(a, ha, b, hb)` of `cuboidsOverlap`. */
export function checkBoxesOverlap3(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): void {
  if (!(rawBody3(a, 0) && rawBody3(b, 0) && rawExtents(ha, 3) && rawExtents(hb, 3))) {
    checkVec3('a', a);
    checkExtents3('ha', ha);
    checkVec3('b', b);
    checkExtents3('hb', hb);
  }
}

/** The arguments `(a, ha, ma, b, hb, mb)` of `separateBoxes` / `separateCuboids`: positions and extents, then masses. */
export function checkSeparateBoxes(
  a: Vec2 | Vec3,
  ha: Vec2 | Vec3,
  ma: number,
  b: Vec2 | Vec3,
  hb: Vec2 | Vec3,
  mb: number,
  dim: 2 | 3,
): void {
  if (dim === 2) checkBoxesOverlap2(a, ha, b, hb);
  else checkBoxesOverlap3(a as Vec3, ha as Vec3, b as Vec3, hb as Vec3);
  checkMass('ma', ma);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
}

/** The arguments `(p0, p1, s0, s1)` of `raySegment`. */
export function checkRaySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  if (!(rawSegment2(p0, p1) && rawSegment2(s0, s1))) {
    checkVec2('p0', p0);
    checkVec2('p1', p1);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
}

/**
 * The fixed-point value rule of the scene and batch forms: every value an
 * integer raw value within ±(2^31 − 1), radii `≥ 0`; the same rule and
 * messages as the scalar queries (`bodies.x0[3] must be an integer raw
 * value within ±2147483647 (got 1.5)`).
 */
export const RAW_VALUES: ValueRule = {
  values: 'raw',
  bad(values, count, radius) {
    const min = radius ? 0 : -RAW_MAX;
    for (let k = 0; k < count; k++) {
      const v = values[k]!;
      // The type first: `Math.floor` of a BigInt (in a plain array) throws a `TypeError`.
      if (!(typeof v === 'number' && v >= min && v <= RAW_MAX && Math.floor(v) === v)) return k;
    }
    return -1;
  },
  error(name, value, radius) {
    try {
      if (radius) checkRadius(name, value);
      else checkRaw(name, value);
    } catch (error) {
      return error as RangeError;
    }
    return new RangeError(`${name} must be an integer raw value (got ${value})`);
  },
};
/** The arguments `(c0, c1, r, s0, s1)` of the moving-circle segment queries. */
export function checkCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (!(rawMotion2(c0, c1, r) && rawSegment2(s0, s1))) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
}

/** The arguments `(c, r, s0, s1)` of `circleSegmentOverlap` and `separateCircleSegment`. */
export function checkCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (!(rawBody2(c, r) && rawSegment2(s0, s1))) {
    checkVec2('c', c);
    checkRadius('r', r);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
}

// The circle against a box (`docs/contract.md`, "9.2 Circle against box"): the circle
// first, then the box, its half extents checked like radii (`hb.x must be >= 0 (got -1)`).
/** The arguments `(c0, c1, r, b0, b1, hb)` of the moving circle–box queries. */
export function checkCircleBox2(c0: Vec2, c1: Vec2, r: number, b0: Vec2, b1: Vec2, hb: Vec2): void {
  if (!(rawMotion2(c0, c1, r) && rawSegment2(b0, b1) && rawExtents(hb, 2))) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
    checkVec2('b0', b0);
    checkVec2('b1', b1);
    checkExtents2('hb', hb);
  }
}

/** The arguments `(c, r, b, hb)` of `circleBoxOverlap`. */
export function checkCircleAtBox2(c: Vec2, r: number, b: Vec2, hb: Vec2): void {
  if (!(rawBody2(c, r) && rawSegment2(b, b) && rawExtents(hb, 2))) {
    checkVec2('c', c);
    checkRadius('r', r);
    checkVec2('b', b);
    checkExtents2('hb', hb);
  }
}

/** The arguments `(c0, c1, r, b0, b1, hb)` of the 3D sphere–cuboid swept query and time of impact. */
export function checkSphereCuboid(
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): void {
  if (!(rawMotion3(c0, c1, r) && rawBody3(b0, 0) && rawBody3(b1, 0) && rawExtents(hb, 3))) {
    checkVec3('c0', c0);
    checkVec3('c1', c1);
    checkRadius('r', r);
    checkVec3('b0', b0);
    checkVec3('b1', b1);
    checkExtents3('hb', hb);
  }
}

/** The arguments `(c, r, b, hb)` of `sphereCuboidOverlap`. */
export function checkSphereAtCuboid(c: Vec3, r: number, b: Vec3, hb: Vec3): void {
  if (!(rawBody3(c, r) && rawBody3(b, 0) && rawExtents(hb, 3))) {
    checkVec3('c', c);
    checkRadius('r', r);
    checkVec3('b', b);
    checkExtents3('hb', hb);
  }
}

/**
 * The arguments `(c, r, mc, b, hb, mb)` of `separateCircleBox` /
 * `separateSphereCuboid`: positions and sizes, then masses.
 */
export function checkSeparateCircleBox(
  c: Vec2 | Vec3,
  r: number,
  mc: number,
  b: Vec2 | Vec3,
  hb: Vec2 | Vec3,
  mb: number,
  dim: 2 | 3,
): void {
  if (dim === 2) checkCircleAtBox2(c, r, b, hb);
  else checkSphereAtCuboid(c as Vec3, r, b as Vec3, hb as Vec3);
  checkMass('mc', mc);
  checkMass('mb', mb);
  checkMassPair(mc, mb, 'mc');
}

/** The arguments `(c0, c1, r, p0, p1, p2)` of the moving-sphere triangle queries. */
export function checkSphereTriangle(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  if (!(rawMotion3(c0, c1, r) && rawTriangle3(p0, p1, p2))) {
    checkVec3('c0', c0);
    checkVec3('c1', c1);
    checkRadius('r', r);
    checkVec3('p0', p0);
    checkVec3('p1', p1);
    checkVec3('p2', p2);
  }
}

/** The arguments `(c, r, p0, p1, p2)` of `sphereTriangleOverlap` and `separateSphereTriangle`. */
export function checkSphereAtTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  if (!(rawBody3(c, r) && rawTriangle3(p0, p1, p2))) {
    checkVec3('c', c);
    checkRadius('r', r);
    checkVec3('p0', p0);
    checkVec3('p1', p1);
    checkVec3('p2', p2);
  }
}

/** The polyline `(points, closed)` of the polyline queries (`points[3].x must be …`). */
export function checkPolyline(points: readonly Vec2[], closed: boolean): void {
  if (!Array.isArray(points) || points.length === 0) {
    throw new RangeError(`points must be a non-empty array of points (got ${describe(points)})`);
  }
  if (typeof closed !== 'boolean') {
    throw new RangeError(`closed must be a boolean (got ${describe(closed)})`);
  }
  for (let k = 0; k < points.length; k += 1) {
    const p = points[k]!;
    if (!rawSegment2(p, p)) checkVec2(`points[${k}]`, p);
  }
}

/** The arguments `(c0, c1, r, points, closed)` of `circlePolylineTimeOfImpact`. */
export function checkCirclePolyline(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): void {
  if (!rawMotion2(c0, c1, r)) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
  }
  checkPolyline(points, closed);
}

/*
 * The casts against a level: the body `(c, r)` (or the point `p`, `r = 0`), its
 * displacement `d`, and the end `c + d` the cast hands to the wall query, which must
 * be a raw value too: the error names `d`, the argument that moved it out of range.
 */

/** Checks `(c, r, d)` of `castCircle` (`name` `'c'`) or `(p, d)` of the 2D `castRay` (`'p'`). */
export function checkCast2(name: 'c' | 'p', c: Vec2, r: number, d: Vec2): void {
  checkVec2(name, c);
  if (name === 'c') checkRadius('r', r);
  checkVec2('d', d);
  checkEnd(name, 'x', c.x, d.x);
  checkEnd(name, 'y', c.y, d.y);
}

/** Checks `(b, hb, d)` of `castBox` and `moveBox` (the box's end `b + d` included). */
export function checkCastBox(b: Vec2, hb: Vec2, d: Vec2): void {
  checkVec2('b', b);
  checkExtents2('hb', hb);
  checkVec2('d', d);
  checkEnd('b', 'x', b.x, d.x);
  checkEnd('b', 'y', b.y, d.y);
}

/** Checks `(c, r, d)` of `castSphere` (`name` `'c'`) or `(p, d)` of the 3D `castRay` (`'p'`). */
export function checkCast3(name: 'c' | 'p', c: Vec3, r: number, d: Vec3): void {
  checkVec3(name, c);
  if (name === 'c') checkRadius('r', r);
  checkVec3('d', d);
  checkEnd(name, 'x', c.x, d.x);
  checkEnd(name, 'y', c.y, d.y);
  checkEnd(name, 'z', c.z, d.z);
}

function checkEnd(name: string, axis: string, c: number, d: number): void {
  // Both are integers within ±(2^31 − 1) here: the sum is exact.
  const end = c + d;
  if (end > RAW_MAX || end < -RAW_MAX) {
    throw new RangeError(
      `d.${axis} must keep ${name}.${axis} + d.${axis} within ±${RAW_MAX} (got ${end})`,
    );
  }
}
