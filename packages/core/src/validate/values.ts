/**
 * The per-value rules of every argument check and their named checks: the
 * supported input range (`INPUT_MIN`, `INPUT_MAX`, `inRange`), the checks
 * that throw a `RangeError` naming the argument (`checkVec2`, `checkRadius`,
 * `checkMass`, …), and `describe`, which renders a value in every message.
 */
import type { Vec2, Vec3 } from '../types.ts';

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
function checkCoordinate(name: string, value: number): void {
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

/** Throws unless `h` is a box's half extents `{x, y}`, each `≥ 0` and inside the supported range. */
export function checkExtents2(name: string, h: Vec2): void {
  if (typeof h !== 'object' || h === null) throw notVector(name, h, 'x and y');
  checkRadius(`${name}.x`, h.x);
  checkRadius(`${name}.y`, h.y);
}

/** Throws unless `h` is a cuboid's half extents `{x, y, z}`, each `≥ 0` and inside the supported range. */
export function checkExtents3(name: string, h: Vec3): void {
  if (typeof h !== 'object' || h === null) throw notVector(name, h, 'x, y and z');
  checkRadius(`${name}.x`, h.x);
  checkRadius(`${name}.y`, h.y);
  checkRadius(`${name}.z`, h.z);
}

/** Fast test of a box's half extents: an object whose components are `≥ 0` and {@link inRange}. */
export function extents2InRange(h: Vec2): boolean {
  return h != null && radiusInRange(h.x) && radiusInRange(h.y);
}

/** Fast test of a cuboid's half extents; see {@link extents2InRange}. */
export function extents3InRange(h: Vec3): boolean {
  return h != null && radiusInRange(h.x) && radiusInRange(h.y) && radiusInRange(h.z);
}

/** Throws unless `m` is `> 0` (finite, or `Infinity` for an immovable body). */
export function checkMass(name: string, m: number): void {
  // `!(m > 0)` is true for NaN, 0, -0 and negatives; Infinity passes.
  if (typeof m !== 'number' || !(m > 0)) {
    throw new RangeError(`${name} must be > 0 (got ${describe(m)})`);
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

/**
 * Throws unless `filter` is missing or a `Uint32Array` of at least `count` entries (a
 * Box2D filter, one entry per body or wall: the scenes' and the levels').
 */
export function checkFilter(name: string, filter: unknown, count: number): void {
  if (filter === undefined) return;
  if (!(filter instanceof Uint32Array)) {
    throw new RangeError(`${name} must be a Uint32Array (got ${describe(filter)})`);
  }
  if (filter.length < count) {
    throw new RangeError(`${name}.length must be >= ${count} (got ${filter.length})`);
  }
}
