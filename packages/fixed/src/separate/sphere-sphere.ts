import type { Separation3, Vec3 } from '@swept/core';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { overlap3, overlapUsedFallback } from '../overlap-decision.ts';
import { checkMass, checkMassPair, checkRadius, checkVec3 } from '../validate.ts';
import { rawCopy, splitPush } from './split-push.ts';

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
    return { a: rawCopy(a), b: rawCopy(b) };
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
  const { p, q } = splitPush(a, ma, b, mb, { x: tx - dx, y: ty - dy, z: tz - dz });
  return { a: p, b: q };
}
