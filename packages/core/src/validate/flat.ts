/**
 * The fast tests of the argument checks, one per group of arguments (a
 * moving body, a still body, a segment, a triangle): flat arithmetic on the
 * values loaded once, no allocation, no call; each shape's check in
 * `shapes.ts` is the conjunction of two of them.
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
 * inlining budget (see `bench/checks.ts`): `v === t - (t - v)` with `t = 2^-147`, then
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
 * Why they are written out flat, and not through per-value helpers: V8's
 * inlining budget, measured in `bench/checks.ts` (its header).
 */
import type { Vec2, Vec3 } from '../types.ts';

/** The fast test of a moving circle `(c0, c1, r)`: two `{x, y}` and a radius (see "The fast tests" above). */
export function motionInRange2(c0: Vec2, c1: Vec2, r: number): boolean {
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
export function motionInRange3(c0: Vec3, c1: Vec3, r: number): boolean {
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
export function bodyInRange2(c: Vec2, r: number): boolean {
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
export function bodyInRange3(c: Vec3, r: number): boolean {
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
export function segmentInRange2(p0: Vec2, p1: Vec2): boolean {
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
export function triangleInRange3(p0: Vec3, p1: Vec3, p2: Vec3): boolean {
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
