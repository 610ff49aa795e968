/**
 * Argument checks shared by every query, in two layers:
 * - fast tests (`motionInRange2`, `segmentInRange2`, …), one per group of
 *   arguments (a moving body, a still body, a segment, a triangle), that
 *   every query runs on every call, two of them per argument shape: flat
 *   arithmetic on the values loaded once, no allocation, no call;
 * - named checks (`checkVec2`, `checkRadius`, …), run only when the fast
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
 *    `fixed/test/validate.test.ts` and `tolerance/test/validation.test.ts`,
 *    which generate bad values at every argument position with fast-check,
 *    and to `fuzz/src/cases/bad.ts`.
 *
 * The fast tests (issue 13). Each accepts only values the named checks
 * accept (these below exactly those; the 3D swept block also refuses a few
 * valid values below `2^-93`, which the named checks then accept), so a bad
 * value is refused whichever path runs:
 * - `typeof v !== 'number'` refuses a numeric string (which `-` would read as
 *   its number), a BigInt (which `-` would meet with a `TypeError`), `null`,
 *   `undefined` and booleans. It costs nothing in optimised code when the
 *   object's field holds a double or a small integer: the compiler already
 *   knows the type and folds the test away (measured).
 * - The sum of the squares `<= 2^400` refuses NaN, ±Infinity and every
 *   magnitude beyond `2^200`, with no false refusal of a value in range that
 *   the named checks would not also make: a square beyond `2^400` (`|v| >
 *   2^200`; rounding is monotone and `2^400` is a double) keeps a sum of
 *   non-negative terms beyond it, NaN and Infinity propagate, and a sum of
 *   in-range squares that still exceeds `2^400` (values near `2^200`) only
 *   sends the call to the named checks, which accept it.
 * - `v² >= 2^-400 || v === 0` is the exact lower bound: `v² >= 2^-400` iff
 *   `|v| >= 2^-200` (the square of `2^-200` is exactly `2^-400`; that of the
 *   double below it rounds below), and squares that underflow to 0 belong to
 *   values below the bound, so only a true zero passes the second test.
 * - A vector that is `null` or `undefined` makes the property read throw; the
 *   `catch` sends it to the named checks (a `try` costs nothing when nothing
 *   throws; an explicit `v == null` per vector measured a third of the call).
 * The 3D swept block (`checkSwept3`, 14 values) states the per-value rule
 * in fewer bytecodes, so that `sweptSpheres` with its check fits V8's
 * inlining budget (see below): `v === t - (t - v)` with `t = 2^-147`, then
 * the radii's signs and the sum of the squares `<= 2^400` as above.
 * - Type: `t - v` converts a numeric string, `true` or `null` to a number,
 *   which is never `===` to the original; a BigInt or a Symbol throws in `-`
 *   (the `catch` sends it to the named checks); an object whose `valueOf`
 *   gives a number is refused the same way (its `valueOf` runs once).
 * - NaN is never `===` to itself. ±Infinity and magnitudes beyond `2^200`
 *   pass this test and are refused by the sum of the squares.
 * - Below `2^-200` (exact): for `0 < |v| < 2^-200`, `t − v` lies within
 *   `2^-200` of `t`, whose ulp is `2^-199` above it and `2^-200` below, so
 *   it rounds to `t` (then `t − (t − v) = 0`) or, for `v > 2^-201`, to
 *   `t − 2^-200` (then `2^-200`); neither is `v`. Zero gives `t − t = +0`,
 *   which is `=== -0` too.
 * - Valid values: for `|v| >= 2^-93`, `t` is at most half the spacing of
 *   the doubles next to `v` (a tie only next to a power of two, which rounds
 *   to the power: its last bit is even), so `t − v` rounds to `−v` and
 *   `t + v` back to `v`. Below `2^-93`
 *   some valid values (with low bits below the ulp of `t`) fail the test:
 *   they go to the named checks, which accept them, and the query goes on
 *   (slower, never wrong). `2^-200` itself passes (`t − 2^-200` is a double).
 * Each value costs 13 bytes of bytecode (`typeof` and the lower bound above
 * cost 19), and the block 426 bytes with its loads, its `try` and the call
 * of the named checks: `sweptSpheres` (255 bytes) with it and
 * `touchesDuringStep` comes to 734 bytes, 881 with V8's 1.2 reserve factor,
 * under the 920-byte budget (the two 7-value blocks of the `typeof` form:
 * 914 and 1097, never inlined). The 2D blocks keep the `typeof` form: it takes the
 * same number of machine operations or fewer, and `sweptCircles` fits
 * either way.
 * Why written out flat, once per group of arguments, and not through
 * per-value helpers:
 * V8 inlines a query into the caller's loop only while the bytecode of the
 * query and of everything inlined into it stays within its budget (920 bytes
 * with a 1.2 reserve factor); every inlined helper call adds its whole
 * bytecode again, and the helper form of `sweptInRange2` took `sweptCircles`
 * over the budget (728 + 187 bytes): every call then boxes its doubles and
 * runs as a real call, at about 4× the cost (measured, BENCHMARKS.md).
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
  if (typeof value === 'bigint') return `${value}n`;
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
 * false for NaN, ±Infinity, magnitudes outside the range and anything that is
 * not a number (a numeric string, a BigInt, `null`, `undefined`). The
 * per-value rule of every check; the queries' fast tests apply it to all
 * their values at once.
 */
export function inRange(value: number): boolean {
  // First: `Math.abs` of a BigInt throws a `TypeError`, and of `'1'` is 1.
  if (typeof value !== 'number') return false;
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
  return r >= 0 && inRange(r);
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
 * The fast tests' building blocks, one per group of arguments: each shape's
 * fast test is the conjunction of two of them (each block small enough for
 * V8 to inline; see "Why written out flat" above).
 */

/** The fast test of a moving circle `(c0, c1, r)`: two `{x, y}` and a radius (see "The fast tests" above). */
function motionInRange2(c0: Vec2, c1: Vec2, r: number): boolean {
  try {
    const c0x = c0.x;
    const c0y = c0.y;
    const c1x = c1.x;
    const c1y = c1.y;
    if (
      typeof c0x !== 'number' ||
      typeof c0y !== 'number' ||
      typeof c1x !== 'number' ||
      typeof c1y !== 'number' ||
      typeof r !== 'number'
    ) {
      return false;
    }
    const c0x2 = c0x * c0x;
    const c0y2 = c0y * c0y;
    const c1x2 = c1x * c1x;
    const c1y2 = c1y * c1y;
    const r2 = r * r;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      c0x2 + c0y2 + c1x2 + (c1y2 + r2) <= 2.582249878086908e120 /* 2^400 */ &&
      r >= 0 &&
      (c0x2 >= least || c0x === 0) &&
      (c0y2 >= least || c0y === 0) &&
      (c1x2 >= least || c1x === 0) &&
      (c1y2 >= least || c1y === 0) &&
      (r2 >= least || r === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a moving sphere `(c0, c1, r)`: two `{x, y, z}` and a radius (see "The fast tests" above). */
function motionInRange3(c0: Vec3, c1: Vec3, r: number): boolean {
  try {
    const c0x = c0.x;
    const c0y = c0.y;
    const c0z = c0.z;
    const c1x = c1.x;
    const c1y = c1.y;
    const c1z = c1.z;
    if (
      typeof c0x !== 'number' ||
      typeof c0y !== 'number' ||
      typeof c0z !== 'number' ||
      typeof c1x !== 'number' ||
      typeof c1y !== 'number' ||
      typeof c1z !== 'number' ||
      typeof r !== 'number'
    ) {
      return false;
    }
    const c0x2 = c0x * c0x;
    const c0y2 = c0y * c0y;
    const c0z2 = c0z * c0z;
    const c1x2 = c1x * c1x;
    const c1y2 = c1y * c1y;
    const c1z2 = c1z * c1z;
    const r2 = r * r;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      c0x2 + c0y2 + (c0z2 + c1x2) + (c1y2 + c1z2 + r2) <= 2.582249878086908e120 /* 2^400 */ &&
      r >= 0 &&
      (c0x2 >= least || c0x === 0) &&
      (c0y2 >= least || c0y === 0) &&
      (c0z2 >= least || c0z === 0) &&
      (c1x2 >= least || c1x === 0) &&
      (c1y2 >= least || c1y === 0) &&
      (c1z2 >= least || c1z === 0) &&
      (r2 >= least || r === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a still circle `(c, r)` (see "The fast tests" above). */
function bodyInRange2(c: Vec2, r: number): boolean {
  try {
    const cx = c.x;
    const cy = c.y;
    if (typeof cx !== 'number' || typeof cy !== 'number' || typeof r !== 'number') {
      return false;
    }
    const cx2 = cx * cx;
    const cy2 = cy * cy;
    const r2 = r * r;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      cx2 + cy2 + r2 <= 2.582249878086908e120 /* 2^400 */ &&
      r >= 0 &&
      (cx2 >= least || cx === 0) &&
      (cy2 >= least || cy === 0) &&
      (r2 >= least || r === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a still sphere `(c, r)` (see "The fast tests" above). */
function bodyInRange3(c: Vec3, r: number): boolean {
  try {
    const cx = c.x;
    const cy = c.y;
    const cz = c.z;
    if (
      typeof cx !== 'number' ||
      typeof cy !== 'number' ||
      typeof cz !== 'number' ||
      typeof r !== 'number'
    ) {
      return false;
    }
    const cx2 = cx * cx;
    const cy2 = cy * cy;
    const cz2 = cz * cz;
    const r2 = r * r;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      cx2 + cy2 + (cz2 + r2) <= 2.582249878086908e120 /* 2^400 */ &&
      r >= 0 &&
      (cx2 >= least || cx === 0) &&
      (cy2 >= least || cy === 0) &&
      (cz2 >= least || cz === 0) &&
      (r2 >= least || r === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a segment or a ray `(p0, p1)`: two `{x, y}` (see "The fast tests" above). */
function segmentInRange2(p0: Vec2, p1: Vec2): boolean {
  try {
    const p0x = p0.x;
    const p0y = p0.y;
    const p1x = p1.x;
    const p1y = p1.y;
    if (
      typeof p0x !== 'number' ||
      typeof p0y !== 'number' ||
      typeof p1x !== 'number' ||
      typeof p1y !== 'number'
    ) {
      return false;
    }
    const p0x2 = p0x * p0x;
    const p0y2 = p0y * p0y;
    const p1x2 = p1x * p1x;
    const p1y2 = p1y * p1y;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      p0x2 + p0y2 + (p1x2 + p1y2) <= 2.582249878086908e120 /* 2^400 */ &&
      (p0x2 >= least || p0x === 0) &&
      (p0y2 >= least || p0y === 0) &&
      (p1x2 >= least || p1x === 0) &&
      (p1y2 >= least || p1y === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

/** The fast test of a triangle `(p0, p1, p2)`: three `{x, y, z}` (see "The fast tests" above). */
function triangleInRange3(p0: Vec3, p1: Vec3, p2: Vec3): boolean {
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
    if (
      typeof p0x !== 'number' ||
      typeof p0y !== 'number' ||
      typeof p0z !== 'number' ||
      typeof p1x !== 'number' ||
      typeof p1y !== 'number' ||
      typeof p1z !== 'number' ||
      typeof p2x !== 'number' ||
      typeof p2y !== 'number' ||
      typeof p2z !== 'number'
    ) {
      return false;
    }
    const p0x2 = p0x * p0x;
    const p0y2 = p0y * p0y;
    const p0z2 = p0z * p0z;
    const p1x2 = p1x * p1x;
    const p1y2 = p1y * p1y;
    const p1z2 = p1z * p1z;
    const p2x2 = p2x * p2x;
    const p2y2 = p2y * p2y;
    const p2z2 = p2z * p2z;
    const least = 3.8725919148493183e-121; // (2^-200)^2
    return (
      p0x2 + p0y2 + p0z2 + (p1x2 + p1y2) + (p1z2 + p2x2 + (p2y2 + p2z2)) <=
        2.582249878086908e120 /* 2^400 */ &&
      (p0x2 >= least || p0x === 0) &&
      (p0y2 >= least || p0y === 0) &&
      (p0z2 >= least || p0z === 0) &&
      (p1x2 >= least || p1x === 0) &&
      (p1y2 >= least || p1y === 0) &&
      (p1z2 >= least || p1z === 0) &&
      (p2x2 >= least || p2x === 0) &&
      (p2y2 >= least || p2y === 0) &&
      (p2z2 >= least || p2z === 0)
    );
  } catch {
    // A vector that is null or undefined (reading its `x` threw): the named checks say which.
    return false;
  }
}

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
 * as `v === t - (t - v)` (see "The 3D swept block" above): the only form
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
 * ±Infinity fails the upper end; `typeof` refuses the rest, as above. This
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
