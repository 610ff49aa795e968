/**
 * Builds a time-of-impact result from a raw `t = k` (or a start-contact
 * code). Rounding rule, per component:
 *
 * - `a`, `b`: the exact centres at `t = k/65536`, `a0 + k·(a1 − a0)/65536`,
 *   rounded to the nearest raw value, ties away from zero (exact integers:
 *   `k·Δ < 2^48`).
 * - `normal`, `point`: from the exact relative vector at `t`,
 *   `W = 65536·(B(t) − A(t))` (an integer below 2^50), as
 *   `round(65536·W/|W|)` and `round(A(t) + ra·W/|W|)`. Only correctly
 *   rounded IEEE-754 operations (`* / + Math.sqrt`) touch the fraction, so
 *   the result is the same on every engine; their error is below 2^-18 raw,
 *   so each component is within 0.5 + 2^-18 raw units of the exact value at
 *   the returned `t` (the contract allows 1; 2 for the normal).
 * - Coincident centres: `normal = (65536, 0[, 0])`, `point = A(t) + (ra, 0[, 0])`.
 */
import type { ContactStatus, TimeOfImpact2, TimeOfImpact3, Vec2, Vec3 } from '@swept/core';
import { roundHalfAway, roundShift16 } from '../exact/integer.ts';
import { TOI_OVERLAP, TOI_SEPARATING } from '../quadratic.ts';

const normal: Vec2 = { x: 65536, y: 0 };
const normal3: Vec3 = { x: 65536, y: 0, z: 0 };

/**
 * The rounded unit normal along `W` (raw: `round(65536·W/|W|)`, or
 * `(65536, 0)` when `W = 0`) into `out`; returns `|W|` (`0` when `W = 0`).
 * Shared with the scene queries, which report the same normal.
 */
export function setNormal2(out: Vec2, wx: number, wy: number): number {
  if (wx === 0 && wy === 0) {
    out.x = 65536;
    out.y = 0;
    return 0;
  }
  const len = Math.sqrt(wx * wx + wy * wy);
  out.x = roundHalfAway((65536 * wx) / len);
  out.y = roundHalfAway((65536 * wy) / len);
  return len;
}

/** The 3D {@link setNormal2}: `(65536, 0, 0)` when `W = 0`. */
export function setNormal3(out: Vec3, wx: number, wy: number, wz: number): number {
  if (wx === 0 && wy === 0 && wz === 0) {
    out.x = 65536;
    out.y = 0;
    out.z = 0;
    return 0;
  }
  const len = Math.sqrt(wx * wx + wy * wy + wz * wz);
  out.x = roundHalfAway((65536 * wx) / len);
  out.y = roundHalfAway((65536 * wy) / len);
  out.z = roundHalfAway((65536 * wz) / len);
  return len;
}

/** The contract's status of a time-of-impact code. */
export function statusOf(code: number): ContactStatus {
  return code === TOI_OVERLAP ? 'overlap' : code === TOI_SEPARATING ? 'separating' : 'impact';
}

export function contact2(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  code: number,
): TimeOfImpact2 {
  const k = Math.max(code, 0);
  const kax = k * (a1.x - a0.x);
  const kay = k * (a1.y - a0.y);
  const kbx = k * (b1.x - b0.x);
  const kby = k * (b1.y - b0.y);
  const wx = 65536 * (b0.x - a0.x) + (kbx - kax);
  const wy = 65536 * (b0.y - a0.y) + (kby - kay);
  const len = setNormal2(normal, wx, wy);
  const nx = normal.x;
  const ny = normal.y;
  const ox = len === 0 ? ra : (ra * wx) / len;
  const oy = len === 0 ? 0 : (ra * wy) / len;
  return {
    t: k,
    status: statusOf(code),
    point: { x: a0.x + roundHalfAway(kax / 65536 + ox), y: a0.y + roundHalfAway(kay / 65536 + oy) },
    normal: { x: nx, y: ny },
    a: { x: a0.x + roundShift16(kax), y: a0.y + roundShift16(kay) },
    b: { x: b0.x + roundShift16(kbx), y: b0.y + roundShift16(kby) },
  };
}

export function contact3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  code: number,
): TimeOfImpact3 {
  const k = Math.max(code, 0);
  const kax = k * (a1.x - a0.x);
  const kay = k * (a1.y - a0.y);
  const kaz = k * (a1.z - a0.z);
  const kbx = k * (b1.x - b0.x);
  const kby = k * (b1.y - b0.y);
  const kbz = k * (b1.z - b0.z);
  const wx = 65536 * (b0.x - a0.x) + (kbx - kax);
  const wy = 65536 * (b0.y - a0.y) + (kby - kay);
  const wz = 65536 * (b0.z - a0.z) + (kbz - kaz);
  const len = setNormal3(normal3, wx, wy, wz);
  const { x: nx, y: ny, z: nz } = normal3;
  const ox = len === 0 ? ra : (ra * wx) / len;
  const oy = len === 0 ? 0 : (ra * wy) / len;
  const oz = len === 0 ? 0 : (ra * wz) / len;
  return {
    t: k,
    status: statusOf(code),
    point: {
      x: a0.x + roundHalfAway(kax / 65536 + ox),
      y: a0.y + roundHalfAway(kay / 65536 + oy),
      z: a0.z + roundHalfAway(kaz / 65536 + oz),
    },
    normal: { x: nx, y: ny, z: nz },
    a: { x: a0.x + roundShift16(kax), y: a0.y + roundShift16(kay), z: a0.z + roundShift16(kaz) },
    b: { x: b0.x + roundShift16(kbx), y: b0.y + roundShift16(kby), z: b0.z + roundShift16(kbz) },
  };
}
