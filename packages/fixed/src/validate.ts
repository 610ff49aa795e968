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

/** The largest raw value a coordinate or radius may have: 2^31 − 1. */
export const RAW_MAX = 2147483647;
const RAW_MIN = -2147483648;

/** Renders a value for an error message; keeps the sign of `-0`. */
export function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

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
 * only when one fails.
 */
export function isRawVec2(v: Vec2): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const { x, y } = v;
  return (x | 0) === x && (y | 0) === y && x !== RAW_MIN && y !== RAW_MIN;
}

export function isRawVec3(v: Vec3): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const { x, y, z } = v;
  return (
    (x | 0) === x &&
    (y | 0) === y &&
    (z | 0) === z &&
    x !== RAW_MIN &&
    y !== RAW_MIN &&
    z !== RAW_MIN
  );
}

export function isRawRadius(r: number): boolean {
  return (r | 0) === r && r >= 0;
}

/** Throws unless `x` is an integer within ±(2^31 − 1). */
export function checkRaw(name: string, x: number): void {
  if ((x | 0) !== x || x === RAW_MIN) throw notRaw(name, x);
}

/** Throws unless `v` is a `{x, y}` of raw values. */
export function checkVec2(name: string, v: Vec2): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x and y');
  const { x, y } = v;
  if ((x | 0) !== x || x === RAW_MIN) throw notRaw(`${name}.x`, x);
  if ((y | 0) !== y || y === RAW_MIN) throw notRaw(`${name}.y`, y);
}

/** Throws unless `v` is a `{x, y, z}` of raw values. */
export function checkVec3(name: string, v: Vec3): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x, y and z');
  const { x, y, z } = v;
  if ((x | 0) !== x || x === RAW_MIN) throw notRaw(`${name}.x`, x);
  if ((y | 0) !== y || y === RAW_MIN) throw notRaw(`${name}.y`, y);
  if ((z | 0) !== z || z === RAW_MIN) throw notRaw(`${name}.z`, z);
}

/** Throws unless `r` is a raw value `≥ 0`. */
export function checkRadius(name: string, r: number): void {
  if ((r | 0) !== r || r === RAW_MIN) throw notRaw(name, r);
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
