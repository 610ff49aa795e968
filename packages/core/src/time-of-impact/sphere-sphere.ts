import { firstTouchTime } from '../quadratic.ts';
import type { TimeOfImpact3, Vec3 } from '../types.ts';
import { checkSwept3 } from '../validate/shapes.ts';
import { flushTiny, setUnit3 } from '../vec.ts';
import { copyTimeOfImpact3, createTimeOfImpact3 } from './contact.ts';
import { contactStatus } from './status.ts';

/**
 * Time of impact of two moving spheres: `null` iff they never touch during
 * the step, else `{ t, status, point, normal, a, b }` with the semantics of
 * `circlesTimeOfImpact` (coincident centres: `normal = (1, 0, 0)`).
 * Allocates only its result, and only on a hit.
 *
 * @example
 * const o = { x: 0, y: 0, z: 0 };
 * const hit = spheresTimeOfImpact(o, { x: 0, y: 0, z: 10 }, 1, { x: 0, y: 0, z: 6 }, { x: 0, y: 0, z: 6 }, 1);
 * // hit.t === 0.4, hit.point → { x: 0, y: 0, z: 5 }, hit.normal → { x: 0, y: 0, z: 1 }
 */
export function spheresTimeOfImpact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): TimeOfImpact3 | null {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  if (!solve(scratch, a0, a1, ra, b0, b1, rb)) return null;
  return copyTimeOfImpact3(scratch);
}

/** Where {@link spheresTimeOfImpact} solves before copying a hit out. */
const scratch: TimeOfImpact3 = createTimeOfImpact3();

/**
 * {@link spheresTimeOfImpact} into a caller-owned result (see
 * {@link createTimeOfImpact3}): `true` and `out` filled on a hit, `false`
 * and `out` untouched on a miss. Allocates nothing.
 */
export function spheresTimeOfImpactInto(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  return solve(out, a0, a1, ra, b0, b1, rb);
}

function solve(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  const Q = c0x * dx + c0y * dy + c0z * dz;
  const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
  const t = firstTouchTime(
    dx * dx + dy * dy + dz * dz,
    Q,
    R,
    c1x * c1x + c1y * c1y + c1z * c1z - rr,
  );
  if (t < 0) return false;
  out.t = t;
  out.status = contactStatus(Q, R);
  // `setContact3` written out, as in 2D (and pinned by the same test).
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const az = flushTiny(a0.z + t * (a1.z - a0.z));
  const normal = setUnit3(out.normal, c0x + t * dx, c0y + t * dy, c0z + t * dz);
  out.a.x = ax;
  out.a.y = ay;
  out.a.z = az;
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  out.b.z = flushTiny(b0.z + t * (b1.z - b0.z));
  out.point.x = flushTiny(ax + normal.x * ra);
  out.point.y = flushTiny(ay + normal.y * ra);
  out.point.z = flushTiny(az + normal.z * ra);
  return true;
}
