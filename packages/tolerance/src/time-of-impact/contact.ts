/**
 * Builds a time-of-impact result at a given `t` with the core's geometry
 * (centres at `t`, unit normal from `C(t) = C0 + t·D`, `(1, 0[, 0])` for
 * coincident centres, `point = a + normal·ra`), for times the core cannot
 * produce: the `exact` policy's, and a band policy's corrected ones.
 */
import type { ContactStatus, TimeOfImpact2, TimeOfImpact3, Vec2, Vec3 } from '@swept/core';
import { sweep } from '../sweep.ts';

/** The 2D result at `t`. */
export function contactAt2(
  t: number,
  status: ContactStatus,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
): TimeOfImpact2 {
  const ax = a0.x + t * (a1.x - a0.x);
  const ay = a0.y + t * (a1.y - a0.y);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const cx = c0x + t * (b1.x - a1.x - c0x);
  const cy = c0y + t * (b1.y - a1.y - c0y);
  const length = Math.sqrt(cx * cx + cy * cy);
  const nx = length > 0 ? cx / length : 1;
  const ny = length > 0 ? cy / length : 0;
  return {
    t,
    status,
    point: { x: ax + nx * ra, y: ay + ny * ra },
    normal: { x: nx, y: ny },
    a: { x: ax, y: ay },
    b: { x: b0.x + t * (b1.x - b0.x), y: b0.y + t * (b1.y - b0.y) },
  };
}

/** The 3D result at `t`. */
export function contactAt3(
  t: number,
  status: ContactStatus,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
): TimeOfImpact3 {
  const ax = a0.x + t * (a1.x - a0.x);
  const ay = a0.y + t * (a1.y - a0.y);
  const az = a0.z + t * (a1.z - a0.z);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const cx = c0x + t * (b1.x - a1.x - c0x);
  const cy = c0y + t * (b1.y - a1.y - c0y);
  const cz = c0z + t * (b1.z - a1.z - c0z);
  const length = Math.sqrt(cx * cx + cy * cy + cz * cz);
  const nx = length > 0 ? cx / length : 1;
  const ny = length > 0 ? cy / length : 0;
  const nz = length > 0 ? cz / length : 0;
  return {
    t,
    status,
    point: { x: ax + nx * ra, y: ay + ny * ra, z: az + nz * ra },
    normal: { x: nx, y: ny, z: nz },
    a: { x: ax, y: ay, z: az },
    b: { x: b0.x + t * (b1.x - b0.x), y: b0.y + t * (b1.y - b0.y), z: b0.z + t * (b1.z - b0.z) },
  };
}

/**
 * The contract's status and `t` for a touching query loaded into `sweep`:
 * `f(0) < 0` overlap at 0; `f(0) = 0` separating (Q ≥ 0) or impact at 0;
 * otherwise an impact at the first touch, rounded down.
 */
export function firstTouch(): { t: number; status: ContactStatus } {
  const sR = sweep.signR();
  if (sR < 0) return { t: 0, status: 'overlap' };
  if (sR === 0) return { t: 0, status: sweep.signQ() >= 0 ? 'separating' : 'impact' };
  return { t: sweep.firstTouchFloor(), status: 'impact' };
}
