/**
 * Argument checks shared by every query, in two layers:
 * - fast tests (`inRange`, `vec2InRange`, …) that every query runs on every
 *   call as one boolean expression: a few comparisons, no allocation;
 * - named checks (`checkVec2`, `checkRadius`, …), run only when the fast
 *   test fails, which throw a `RangeError` whose message starts with the
 *   parameter's name as written in the signature
 *   (`a0.x must be a finite number (got NaN)`), so a game can tell at once
 *   which body fed the query a bad value.
 * The benchmark measures the cost of the fast layer.
 */
import type { Vec2, Vec3 } from './types.ts';

/**
 * The supported input range: every coordinate and radius is `0` or has a
 * magnitude in `[INPUT_MIN, INPUT_MAX]`. Inside it no intermediate of any
 * query overflows or underflows (see `docs/contract.md`, "3. Bad input"), so
 * results are finite and the rounding band holds. Every position a query
 * returns is again inside it (tiny magnitudes are flushed to 0), as long as
 * the inputs stay below `2^198`.
 */
export const INPUT_MAX: number = 2 ** 200;
/** Smallest non-zero magnitude accepted; see {@link INPUT_MAX}. */
export const INPUT_MIN: number = 2 ** -200;

/** Renders a value for an error message; keeps the sign of `-0`. */
export function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

function notVector(name: string, value: unknown, dims: string): RangeError {
  return new RangeError(`${name} must be an object with numeric ${dims} (got ${describe(value)})`);
}

/** The error for a value that failed {@link inRange}: says which rule it broke. */
export function rangeError(name: string, value: unknown): RangeError {
  if (typeof value !== 'number' || value - value !== 0) {
    return new RangeError(`${name} must be a finite number (got ${describe(value)})`);
  }
  return new RangeError(
    `${name} must be 0 or have a magnitude in [2^-200, 2^200] (got ${describe(value)})`,
  );
}

/**
 * True for `0` and for numbers whose magnitude lies in `[INPUT_MIN, INPUT_MAX]`;
 * false for NaN, ±Infinity and magnitudes outside the range. This is the hot
 * path of every query, so it is kept to one `Math.abs` and two comparisons on
 * literal bounds (2^200 and 2^-200, the values of `INPUT_MAX` and
 * `INPUT_MIN`). It has no type test: ten of them cost a third of a
 * `sweptCircles` call (measured). Coordinates only ever meet `-`, which
 * turns a numeric string into its number and anything else into NaN (caught
 * here); radii meet `+`, so {@link radiusInRange} tests their type.
 */
export function inRange(value: number): boolean {
  const m = Math.abs(value);
  // `m <= 2^200` is false for NaN and Infinity.
  return m <= 1.6069380442589903e60 && (m >= 6.223015277861142e-61 || m === 0);
}

/** Fast test of a `{x, y}`: an object whose components are {@link inRange}. */
export function vec2InRange(v: Vec2): boolean {
  return v != null && inRange(v.x) && inRange(v.y);
}

/** Fast test of a `{x, y, z}`: an object whose components are {@link inRange}. */
export function vec3InRange(v: Vec3): boolean {
  return v != null && inRange(v.x) && inRange(v.y) && inRange(v.z);
}

/** Fast test of a radius: `≥ 0` and {@link inRange}. */
export function radiusInRange(r: number): boolean {
  // A string radius would make `ra + rb` a concatenation: reject non-numbers.
  return typeof r === 'number' && r >= 0 && inRange(r);
}

/** Throws unless `value` is a number inside the supported range. */
export function checkCoordinate(name: string, value: number): void {
  // The same rule as the fast path, so a value is accepted or refused whichever path runs.
  if (!inRange(value)) throw rangeError(name, value);
}

/** Throws unless `v` is a `{x, y}` whose components are inside the supported range. */
export function checkVec2(name: string, v: Vec2): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x and y');
  checkCoordinate(`${name}.x`, v.x);
  checkCoordinate(`${name}.y`, v.y);
}

/** Throws unless `v` is a `{x, y, z}` whose components are inside the supported range. */
export function checkVec3(name: string, v: Vec3): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x, y and z');
  checkCoordinate(`${name}.x`, v.x);
  checkCoordinate(`${name}.y`, v.y);
  checkCoordinate(`${name}.z`, v.z);
}

/** Throws unless `r` is `≥ 0` and inside the supported range. */
export function checkRadius(name: string, r: number): void {
  if (typeof r !== 'number') throw rangeError(name, r);
  if (r < 0) throw new RangeError(`${name} must be >= 0 (got ${describe(r)})`);
  checkCoordinate(name, r);
}

/** Throws unless `m` is `> 0` (finite, or `Infinity` for an immovable body). */
export function checkMass(name: string, m: number): void {
  // `!(m > 0)` is true for NaN, 0, -0 and negatives; Infinity passes.
  if (typeof m !== 'number' || !(m > 0)) {
    throw new RangeError(`${name} must be > 0 (got ${describe(m)})`);
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
 * Named argument checks, one per argument shape of the contract's queries:
 * each runs the fast test and, only when it fails, the named checks in the
 * signature's order, so the first bad argument is the one named. Every core
 * query calls its shape's check; `@swept/tolerance` calls the same ones
 * (through `@swept/core/internal`) before it changes a radius. The named
 * checks sit in separate functions so that the fast test alone is small
 * enough for V8 to inline into every query.
 */

/** The arguments `(a0, a1, ra, b0, b1, rb)` of a 2D swept query or time of impact. */
export function checkSwept2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) throwSwept2(a0, a1, ra, b0, b1, rb);
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
  return (
    vec2InRange(a0) &&
    vec2InRange(a1) &&
    radiusInRange(ra) &&
    vec2InRange(b0) &&
    vec2InRange(b1) &&
    radiusInRange(rb)
  );
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
  if (!sweptInRange3(a0, a1, ra, b0, b1, rb)) throwSwept3(a0, a1, ra, b0, b1, rb);
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
  return (
    vec3InRange(a0) &&
    vec3InRange(a1) &&
    radiusInRange(ra) &&
    vec3InRange(b0) &&
    vec3InRange(b1) &&
    radiusInRange(rb)
  );
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
  if (!(vec2InRange(a) && radiusInRange(ra) && vec2InRange(b) && radiusInRange(rb))) {
    throwOverlap2(a, ra, b, rb);
  }
}

function throwOverlap2(a: Vec2, ra: number, b: Vec2, rb: number): void {
  checkVec2('a', a);
  checkRadius('ra', ra);
  checkVec2('b', b);
  checkRadius('rb', rb);
}

/** The arguments `(a, ra, b, rb)` of `spheresOverlap`. */
export function checkOverlap3(a: Vec3, ra: number, b: Vec3, rb: number): void {
  if (!(vec3InRange(a) && radiusInRange(ra) && vec3InRange(b) && radiusInRange(rb))) {
    throwOverlap3(a, ra, b, rb);
  }
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

/** The arguments `(p0, p1, s0, s1)` of `raySegment`. */
export function checkRaySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void {
  if (!(vec2InRange(p0) && vec2InRange(p1) && vec2InRange(s0) && vec2InRange(s1))) {
    throwRaySegment(p0, p1, s0, s1);
  }
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
  if (
    vec2InRange(c0) &&
    vec2InRange(c1) &&
    radiusInRange(r) &&
    vec2InRange(s0) &&
    vec2InRange(s1)
  ) {
    return;
  }
  checkVec2('c0', c0);
  checkVec2('c1', c1);
  checkRadius('r', r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

/** Checks `(c, r, s0, s1)` of the still-circle segment queries. */
export function checkCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (vec2InRange(c) && radiusInRange(r) && vec2InRange(s0) && vec2InRange(s1)) return;
  checkVec2('c', c);
  checkRadius('r', r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
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
  if (
    vec3InRange(c0) &&
    vec3InRange(c1) &&
    radiusInRange(r) &&
    vec3InRange(p0) &&
    vec3InRange(p1) &&
    vec3InRange(p2)
  ) {
    return;
  }
  checkVec3('c0', c0);
  checkVec3('c1', c1);
  checkRadius('r', r);
  checkVec3('p0', p0);
  checkVec3('p1', p1);
  checkVec3('p2', p2);
}

/** Checks `(c, r, p0, p1, p2)` of the still-sphere triangle queries. */
export function checkSphereAtTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  if (vec3InRange(c) && radiusInRange(r) && vec3InRange(p0) && vec3InRange(p1) && vec3InRange(p2)) {
    return;
  }
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
  if (!(vec2InRange(c0) && vec2InRange(c1) && radiusInRange(r))) {
    checkVec2('c0', c0);
    checkVec2('c1', c1);
    checkRadius('r', r);
  }
  checkPolyline(points, closed);
}
