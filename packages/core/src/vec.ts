/**
 * Vector helpers shared by the 2D and 3D queries. They work on components
 * (plain numbers) and write into caller-owned objects, so hot paths allocate
 * nothing.
 */
import type { Vec2, Vec3 } from './types.ts';
import { INPUT_MIN } from './validate/values.ts';

/**
 * Flushes a computed coordinate below the supported range (`|x| < 2^-200`)
 * to 0, so every position a query returns is a valid input again (a game
 * feeds separated positions straight into the next frame). The change is
 * below 2^-200 in absolute terms.
 */
export function flushTiny(x: number): number {
  return Math.abs(x) < INPUT_MIN ? 0 : x;
}

/**
 * Writes the unit vector along `(x, y)` into `out`, or `(1, 0)` for the zero
 * vector (the contract's direction for coincident centres). The components
 * are first divided by the larger magnitude, so neither a tiny vector
 * (whose squares underflow) nor a huge one (whose squares overflow) loses
 * its direction. Components below 2^-200 are flushed to 0 (see
 * {@link flushTiny}).
 */
export function setUnit2(out: Vec2, x: number, y: number): Vec2 {
  const m = Math.max(Math.abs(x), Math.abs(y));
  if (m === 0) {
    out.x = 1;
    out.y = 0;
    return out;
  }
  const sx = x / m;
  const sy = y / m;
  const len = Math.sqrt(sx * sx + sy * sy);
  out.x = flushTiny(sx / len);
  out.y = flushTiny(sy / len);
  return out;
}

/** The 3D {@link setUnit2}: unit vector along `(x, y, z)`, `(1, 0, 0)` for zero. */
export function setUnit3(out: Vec3, x: number, y: number, z: number): Vec3 {
  const m = Math.max(Math.abs(x), Math.abs(y), Math.abs(z));
  if (m === 0) {
    out.x = 1;
    out.y = 0;
    out.z = 0;
    return out;
  }
  const sx = x / m;
  const sy = y / m;
  const sz = z / m;
  const len = Math.sqrt(sx * sx + sy * sy + sz * sz);
  out.x = flushTiny(sx / len);
  out.y = flushTiny(sy / len);
  out.z = flushTiny(sz / len);
  return out;
}

/** Largest component magnitude of a 2D vector. */
export function maxAbs2(v: Vec2): number {
  return Math.max(Math.abs(v.x), Math.abs(v.y));
}

/** Largest component magnitude of a 3D vector. */
export function maxAbs3(v: Vec3): number {
  return Math.max(Math.abs(v.x), Math.abs(v.y), Math.abs(v.z));
}
