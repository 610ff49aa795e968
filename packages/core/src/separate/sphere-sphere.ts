import { spheresOverlapAt } from '../overlap/sphere-sphere.ts';
import type { Separation3, Vec3 } from '../types.ts';
import { checkSeparate3 } from '../validate/shapes.ts';
import { flushTiny, maxAbs3 } from '../vec.ts';
import { pushShare, ULP_FACTOR } from './push-share.ts';

/**
 * Pushes two spheres apart; the 3D `separateCircles` (coincident centres
 * move along `(1, 0, 0)`). Post-condition: `spheresOverlap` of the result is
 * `false`, always; the push is at most a few ulps beyond the exact one and
 * split by mass (`Infinity` = immovable).
 *
 * @example
 * separateSpheres({ x: 0, y: 0, z: 0 }, 1, 1, { x: 0, y: 0, z: 1 }, 1, 1);
 * // → { a: { x: 0, y: 0, z: -0.5 }, b: { x: 0, y: 0, z: 1.5 } }
 */
export function separateSpheres(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): Separation3 {
  checkSeparate3(a, ra, ma, b, rb, mb);
  const { x: ax, y: ay, z: az } = a;
  const { x: bx, y: by, z: bz } = b;
  if (!spheresOverlapAt(ax, ay, az, ra, bx, by, bz, rb)) {
    return { a: { x: ax, y: ay, z: az }, b: { x: bx, y: by, z: bz } };
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const nx = distance > 0 ? dx / distance : 1;
  const ny = distance > 0 ? dy / distance : 0;
  const nz = distance > 0 ? dz / distance : 0;
  const r = ra + rb;
  const depth = r - distance;
  const shareA = pushShare(ma, mb);
  const shareB = pushShare(mb, ma);
  const m = Math.max(maxAbs3(a), maxAbs3(b), r);
  // Exact push first, then grow it until the overlap predicate agrees; see separateCircles.
  let push = depth;
  for (let extra = m * ULP_FACTOR; ; extra *= 2) {
    const pa = push * shareA;
    const pb = push * shareB;
    const a2x = flushTiny(ax - nx * pa);
    const a2y = flushTiny(ay - ny * pa);
    const a2z = flushTiny(az - nz * pa);
    const b2x = flushTiny(bx + nx * pb);
    const b2y = flushTiny(by + ny * pb);
    const b2z = flushTiny(bz + nz * pb);
    if (!spheresOverlapAt(a2x, a2y, a2z, ra, b2x, b2y, b2z, rb)) {
      return { a: { x: a2x, y: a2y, z: a2z }, b: { x: b2x, y: b2y, z: b2z } };
    }
    push = depth + extra;
  }
}
