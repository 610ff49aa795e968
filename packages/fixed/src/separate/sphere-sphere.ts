import type { Separation3, Vec3 } from '@swept/core';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { overlap3, overlapUsedFallback } from '../overlap-decision.ts';
import { checkMass, checkMassPair, checkRadius, checkVec3 } from '../validate.ts';
import { pushShare } from './push-share.ts';
import { shareInRange } from './range-edge.ts';

/**
 * {@link separateCircles} in 3D: afterwards
 * `spheresOverlap(result.a, ra, result.b, rb)` is `false` exactly. Coincident
 * centres separate along `(1, 0, 0)`. The same range rule: the returned
 * positions are always within ±(2^31 − 1).
 *
 * @example separateSpheres({ x: 0, y: 0, z: 0 }, ONE, 1, { x: 0, y: 0, z: ONE }, ONE, 1)
 * // { a: { x: 0, y: 0, z: -32768 }, b: { x: 0, y: 0, z: 98304 } }
 */
export function separateSpheres(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): Separation3 {
  checkVec3('a', a);
  checkRadius('ra', ra);
  checkMass('ma', ma);
  checkVec3('b', b);
  checkRadius('rb', rb);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  const r = ra + rb;
  const overlaps = overlap3(dx, dy, dz, r);
  // One count per query: a fallback in any of its overlap tests counts once.
  let fallback = overlapUsedFallback;
  if (!overlaps) {
    counter.count(fallback);
    return { a: { x: a.x, y: a.y, z: a.z }, b: { x: b.x, y: b.y, z: b.z } };
  }
  let tx = r;
  let ty = 0;
  let tz = 0;
  if (dx !== 0 || dy !== 0 || dz !== 0) {
    const len = Math.sqrt(dx * dx + dy * dy + dz * dz);
    tx = roundHalfAway((r * dx) / len);
    ty = roundHalfAway((r * dy) / len);
    tz = roundHalfAway((r * dz) / len);
    while (overlap3(tx, ty, tz, r)) {
      fallback ||= overlapUsedFallback;
      const ax = Math.abs(tx);
      const ay = Math.abs(ty);
      const az = Math.abs(tz);
      if (ax >= ay && ax >= az) tx += tx < 0 ? -1 : 1;
      else if (ay >= az) ty += ty < 0 ? -1 : 1;
      else tz += tz < 0 ? -1 : 1;
    }
    fallback ||= overlapUsedFallback;
  }
  counter.count(fallback);
  const ex = tx - dx;
  const ey = ty - dy;
  const ez = tz - dz;
  const sx = shareInRange('x', a.x, b.x, ex, pushShare(ex, ma, mb), ma, mb);
  const sy = shareInRange('y', a.y, b.y, ey, pushShare(ey, ma, mb), ma, mb);
  const sz = shareInRange('z', a.z, b.z, ez, pushShare(ez, ma, mb), ma, mb);
  return {
    a: { x: a.x - sx, y: a.y - sy, z: a.z - sz },
    b: { x: b.x + (ex - sx), y: b.y + (ey - sy), z: b.z + (ez - sz) },
  };
}
