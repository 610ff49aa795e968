/**
 * Argument checks shared by every query. Each throws a `RangeError` whose
 * message starts with the parameter's name as written in the signature
 * (`a0.x must be a finite number (got NaN)`), so a game can tell at once
 * which body fed the query a bad value. The checks are plain comparisons:
 * `x - x === 0` is false exactly for NaN and ±Infinity.
 */
import type { Vec2, Vec3 } from './types.ts';

/** Renders a value for an error message; keeps the sign of `-0`. */
export function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

function notFinite(name: string, value: unknown): RangeError {
  return new RangeError(`${name} must be a finite number (got ${describe(value)})`);
}

function notVector(name: string, value: unknown, dims: string): RangeError {
  return new RangeError(`${name} must be an object with numeric ${dims} (got ${describe(value)})`);
}

/** Throws unless `value` is a finite number. */
export function checkFinite(name: string, value: number): void {
  if (typeof value !== 'number' || value - value !== 0) throw notFinite(name, value);
}

/** Throws unless `v` is a `{x, y}` with finite components. */
export function checkVec2(name: string, v: Vec2): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x and y');
  const { x, y } = v;
  if (typeof x !== 'number' || x - x !== 0) throw notFinite(`${name}.x`, x);
  if (typeof y !== 'number' || y - y !== 0) throw notFinite(`${name}.y`, y);
}

/** Throws unless `v` is a `{x, y, z}` with finite components. */
export function checkVec3(name: string, v: Vec3): void {
  if (typeof v !== 'object' || v === null) throw notVector(name, v, 'x, y and z');
  const { x, y, z } = v;
  if (typeof x !== 'number' || x - x !== 0) throw notFinite(`${name}.x`, x);
  if (typeof y !== 'number' || y - y !== 0) throw notFinite(`${name}.y`, y);
  if (typeof z !== 'number' || z - z !== 0) throw notFinite(`${name}.z`, z);
}

/** Throws unless `r` is a finite number `≥ 0`. */
export function checkRadius(name: string, r: number): void {
  if (typeof r !== 'number' || r - r !== 0) throw notFinite(name, r);
  if (r < 0) throw new RangeError(`${name} must be >= 0 (got ${describe(r)})`);
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
