/**
 * Argument checks for raw Q16.16 inputs. Each throws a `RangeError` whose
 * message starts with the parameter's name as written in the signature
 * (`a0.x must be an integer raw value within ±2147483647 (got 1.5)`).
 *
 * `(x | 0) === x` is the whole test for a raw coordinate: ToInt32 keeps a
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

/**
 * Fast predicates for the hot path: a query tests all its arguments with
 * these first and runs the named checks below (which build the messages)
 * only when one fails. A type test, two comparisons and
 * `Math.floor(x) === x` accept exactly the integers within ±(2^31 − 1), like
 * the checks below, and measure faster than `(x | 0) === x`.
 */
function isRaw(x: number): boolean {
  return typeof x === 'number' && x >= -RAW_MAX && x <= RAW_MAX && Math.floor(x) === x;
}

function isRawVec2(v: Vec2): boolean {
  return v != null && isRaw(v.x) && isRaw(v.y);
}

function isRawVec3(v: Vec3): boolean {
  return v != null && isRaw(v.x) && isRaw(v.y) && isRaw(v.z);
}

function isRawRadius(r: number): boolean {
  return typeof r === 'number' && r >= 0 && r <= RAW_MAX && Math.floor(r) === r;
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

/** Throws when both bodies are immovable: nothing could be moved. */
export function checkMassPair(ma: number, mb: number): void {
  if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) {
    throw new RangeError(
      'mb must be finite when ma is Infinity (two immovable bodies cannot be separated)',
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
  if (
    !(
      isRawVec2(a0) &&
      isRawVec2(a1) &&
      isRawRadius(ra) &&
      isRawVec2(b0) &&
      isRawVec2(b1) &&
      isRawRadius(rb)
    )
  ) {
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
  if (
    !(
      isRawVec3(a0) &&
      isRawVec3(a1) &&
      isRawRadius(ra) &&
      isRawVec3(b0) &&
      isRawVec3(b1) &&
      isRawRadius(rb)
    )
  ) {
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
  if (!(isRawVec2(a) && isRawRadius(ra) && isRawVec2(b) && isRawRadius(rb))) {
    checkVec2('a', a);
    checkRadius('ra', ra);
    checkVec2('b', b);
    checkRadius('rb', rb);
  }
}

/** The arguments `(a, ra, b, rb)` of `spheresOverlap`. */
export function checkOverlap3(a: Vec3, ra: number, b: Vec3, rb: number): void {
  if (!(isRawVec3(a) && isRawRadius(ra) && isRawVec3(b) && isRawRadius(rb))) {
    checkVec3('a', a);
    checkRadius('ra', ra);
    checkVec3('b', b);
    checkRadius('rb', rb);
  }
}

/** The arguments `(p0, p1, s0, s1)` of `raySegment`. */
export function checkRaySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  if (!(isRawVec2(p0) && isRawVec2(p1) && isRawVec2(s0) && isRawVec2(s1))) {
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
  bad(values, count, radius) {
    const min = radius ? 0 : -RAW_MAX;
    for (let k = 0; k < count; k++) {
      const v = values[k]!;
      if (!(v >= min && v <= RAW_MAX && Math.floor(v) === v)) return k;
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
  if (!(isRawVec2(c0) && isRawVec2(c1) && isRawRadius(r) && isRawVec2(s0) && isRawVec2(s1))) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
}

/** The arguments `(c, r, s0, s1)` of `circleSegmentOverlap` and `separateCircleSegment`. */
export function checkCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (!(isRawVec2(c) && isRawRadius(r) && isRawVec2(s0) && isRawVec2(s1))) {
    checkVec2('c', c);
    checkRadius('r', r);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
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
  if (
    !(
      isRawVec3(c0) &&
      isRawVec3(c1) &&
      isRawRadius(r) &&
      isRawVec3(p0) &&
      isRawVec3(p1) &&
      isRawVec3(p2)
    )
  ) {
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
  if (!(isRawVec3(c) && isRawRadius(r) && isRawVec3(p0) && isRawVec3(p1) && isRawVec3(p2))) {
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
    if (!isRawVec2(points[k]!)) checkVec2(`points[${k}]`, points[k]!);
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
  if (!(isRawVec2(c0) && isRawVec2(c1) && isRawRadius(r))) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
  }
  checkPolyline(points, closed);
}
