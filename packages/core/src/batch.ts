/**
 * What the batch forms of `swept/` and `time-of-impact/` share: the checks
 * before a pass, and the scan that names a bad body value after it.
 *
 * A pass tests every body value it reads against the scalar forms' rule, so
 * a batch refuses exactly what the scalar query refuses (issue 13): it adds
 * the squares of the values to a running sum (NaN, ±Infinity and magnitudes
 * beyond `2^200` leave it above `2^400`: see {@link checkPass}), and it
 * marks the pass suspect when a radius is not `>= 0` or a square is below
 * `2^-400` (`v² < 2^-400` iff `|v| < 2^-200`, by monotone rounding; a zero
 * or a subnormal is below it too). A suspect pass ends in one tight scan
 * per field that lets zeros through (`tinyIn`), and only a bad value found
 * there (or a sum of squares beyond `2^400`) runs the naming scan
 * {@link checkBodies}: a batch with zeros in it (points with `r = 0`,
 * bodies in the plane `z = 0`) pays those scans once per call, nothing per
 * value in the pass. Testing zeros inside the pass instead (`q < 2^-400 &&
 * v !== 0`, or the scalar 3D rule `v === t - (t - v)`, or a per-field flag)
 * measured 10–25 % slower on batches without zeros (BENCHMARKS.md).
 * Each batch file keeps its pass's verdict in two module variables
 * (`passSquares`, `passSuspect`) that the pass writes once after its loop,
 * rather than comparing or calling after the loop: the loop is optimised
 * mid-call (on-stack replacement), when such code has no type feedback yet,
 * and V8 would deoptimise there on every call.
 * The exported function then calls {@link checkPass}.
 *
 * The four pass loops (swept and time of impact, 2D and 3D) are written out
 * in full, each calling its kernel directly: they run at 3–4 ns per body,
 * where a loop shared through a kernel parameter or a dimension switch would
 * be a polymorphic call in the body of the hottest loop in the library.
 */
import type {
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  Vec2,
  Vec3,
} from './types.ts';
import {
  checkExtents2,
  checkExtents3,
  checkRadius,
  checkVec2,
  checkVec3,
  describe,
  extents2InRange,
  extents3InRange,
  inRange,
  radiusInRange,
  rangeError,
  vec2InRange,
  vec3InRange,
} from './validate/values.ts';

/** The arrays of {@link MovingCircles}, in the order a bad value is looked for. */
export const CIRCLE_FIELDS = ['x0', 'y0', 'x1', 'y1', 'r'] as const;
/** The arrays of {@link MovingSpheres}, in the order a bad value is looked for. */
export const SPHERE_FIELDS = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'] as const;
/** The arrays of {@link MovingBoxes}, in the order a bad value is looked for. */
export const BOX_FIELDS = ['x0', 'y0', 'x1', 'y1', 'hx', 'hy'] as const;
/** The arrays of {@link MovingCuboids}, in the order a bad value is looked for. */
export const CUBOID_FIELDS = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'hx', 'hy', 'hz'] as const;

/** The body fields that must be `>= 0`: a radius, a half extent. */
function nonNegative(name: string): boolean {
  return name === 'r' || name === 'hx' || name === 'hy' || name === 'hz';
}

/**
 * The error for a batch `count` that is not an integer in `[0, n]`, where
 * `n` is the shortest array the batch reads or writes (typed arrays would
 * silently read `undefined` past their end and drop writes). Names that
 * array. Built only on failure, so the check itself allocates nothing.
 */
export function countError(count: number, arrays: Record<string, ArrayLike<number>>): RangeError {
  if (!Number.isInteger(count) || count < 0) {
    return new RangeError(`count must be a non-negative integer (got ${describe(count)})`);
  }
  let shortest = '';
  let length = Number.POSITIVE_INFINITY;
  for (const name in arrays) {
    if (arrays[name]!.length < length) {
      shortest = name;
      length = arrays[name]!.length;
    }
  }
  return new RangeError(`count must be <= ${shortest}.length = ${length} (got ${count})`);
}

/**
 * After a batch pass: throws the error of the first bad body value, if any.
 * The pass is suspect when a radius was not `>= 0` or a square was below
 * `2^-400`: a magnitude below `2^-200`, or a zero; a scan per field
 * ({@link tinyIn}: a tight loop over one `Float64Array`) then tells zeros
 * from bad values, so a batch whose zeros fill a field (points with
 * `r = 0`, bodies in the plane `z = 0`) pays those scans and nothing more.
 * `squares` is the sum of all squares: a value beyond `2^200` (or
 * ±Infinity) has a square beyond `2^400`, and adding non-negative squares
 * never lowers a rounded sum, so the sum exceeds `2^400`; a NaN makes it
 * NaN. A sum of in-range squares that still exceeds `2^400` (values near
 * `2^200`) only sends the batch to the full scan, which accepts it. Called
 * by the exported batch functions after their pass function returns, never
 * from the pass itself (see above).
 */
export function checkPass<K extends string>(
  suspect: boolean,
  squares: number,
  bodies: Readonly<Record<K, Float64Array>>,
  names: readonly K[],
  count: number,
): void {
  let bad = !(squares <= 2.582249878086908e120);
  for (let k = 0; suspect && !bad && k < names.length; k++) {
    bad = tinyIn(bodies[names[k]!]!, count, nonNegative(names[k]!));
  }
  if (bad) checkBodies(bodies, names, count);
}

/**
 * Whether one of the first `count` values is neither `0` nor of a magnitude
 * `>= 2^-200`, or is negative in the radius field: `v² < 2^-400` iff
 * `|v| < 2^-200` (monotone rounding; the square of `2^-200` is exactly
 * `2^-400`), and only a true zero is let through.
 */
function tinyIn(values: Float64Array, count: number, radius: boolean): boolean {
  const least = radius ? 0 : Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if ((v * v < 3.8725919148493183e-121 && v !== 0) || v < least) return true;
  }
  return false;
}

/**
 * Finds the first body value outside the supported range (or a negative
 * radius or extent) among the first `count` of each array, and throws its
 * `RangeError`, named like `bodies.x0[17]`. The batch forms call it only
 * when their pass was suspect, so valid batches without zeros never pay for it.
 */
export function checkBodies<K extends string>(
  bodies: Readonly<Record<K, Float64Array>>,
  names: readonly K[],
  count: number,
): void {
  for (const name of names) {
    const values = bodies[name]!;
    for (let i = 0; i < count; i++) {
      const v = values[i]!;
      // In the order of the scalar `checkRadius`: the sign first, then the range.
      if (v < 0 && nonNegative(name)) {
        throw new RangeError(`bodies.${name}[${i}] must be >= 0 (got ${describe(v)})`);
      }
      if (!inRange(v)) throw rangeError(`bodies.${name}[${i}]`, v);
    }
  }
}

/**
 * Throws unless every body array is a `Float64Array` (the contract's type):
 * a plain array could hold a numeric string, which `-` would read as its
 * number, or a BigInt, which would throw a `TypeError` mid-pass. Named like
 * `bodies.x0 must be a Float64Array (got Array)`.
 */
export function checkArrays<K extends string>(
  bodies: Readonly<Record<K, unknown>>,
  names: readonly K[],
): void {
  if (bodies == null || typeof bodies !== 'object') {
    throw new RangeError(`bodies must be an object of Float64Arrays (got ${describe(bodies)})`);
  }
  for (const name of names) {
    const values = bodies[name];
    if (!(values instanceof Float64Array)) {
      const got = values == null ? String(values) : (values.constructor?.name ?? typeof values);
      throw new RangeError(`bodies.${name} must be a Float64Array (got ${got})`);
    }
  }
}

/** Checks a 2D batch's target and `count` (against every array) before the pass. */
export function checkBatch2(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec2InRange(a0) && vec2InRange(a1) && radiusInRange(ra))) {
    checkVec2('a0', a0);
    checkVec2('a1', a1);
    checkRadius('ra', ra);
  }
  checkArrays(bodies, CIRCLE_FIELDS);
  checkCount(bodies, CIRCLE_FIELDS, hits, t, count);
}

/** Checks a 3D batch's target and `count` (against every array) before the pass. */
export function checkBatch3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec3InRange(a0) && vec3InRange(a1) && radiusInRange(ra))) {
    checkVec3('a0', a0);
    checkVec3('a1', a1);
    checkRadius('ra', ra);
  }
  checkArrays(bodies, SPHERE_FIELDS);
  checkCount(bodies, SPHERE_FIELDS, hits, t, count);
}

/** Checks a 2D box batch's target `(a0, a1, ha)` and `count` before the pass. */
export function checkBoxBatch2(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  bodies: MovingBoxes,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec2InRange(a0) && vec2InRange(a1) && extents2InRange(ha))) {
    checkVec2('a0', a0);
    checkVec2('a1', a1);
    checkExtents2('ha', ha);
  }
  checkArrays(bodies, BOX_FIELDS);
  checkCount(bodies, BOX_FIELDS, hits, t, count);
}

/** Checks a 3D cuboid batch's target `(a0, a1, ha)` and `count` before the pass. */
export function checkBoxBatch3(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  bodies: MovingCuboids,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec3InRange(a0) && vec3InRange(a1) && extents3InRange(ha))) {
    checkVec3('a0', a0);
    checkVec3('a1', a1);
    checkExtents3('ha', ha);
  }
  checkArrays(bodies, CUBOID_FIELDS);
  checkCount(bodies, CUBOID_FIELDS, hits, t, count);
}

/**
 * Throws unless `count` is an integer in `[0, n]`, `n` the shortest of the
 * body arrays, `hits` and `t` (when given); the error names that array.
 */
function checkCount<K extends string>(
  bodies: Readonly<Record<K, Float64Array>>,
  names: readonly K[],
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  let n = Math.min(hits.length, t ? t.length : hits.length);
  for (const name of names) n = Math.min(n, bodies[name].length);
  if (Number.isInteger(count) && count >= 0 && count <= n) return;
  const arrays: Record<string, ArrayLike<number>> = {};
  for (const name of names) arrays[`bodies.${name}`] = bodies[name];
  arrays.hits = hits;
  if (t) arrays.t = t;
  throw countError(count, arrays);
}
