import type { Vec3 } from '@swept/core';
import { exactCoefficients3 } from '../coefficients.ts';
import { counter } from '../exact/stats.ts';
import {
  EXACT_SCALE,
  HIT,
  sweptDecisionExactDoubles,
  sweptDecisionLimbs,
  sweptFiltered,
  UNDECIDED,
} from '../quadratic.ts';
import { checkSwept3 } from '../validate.ts';

/**
 * Whether two moving spheres touch at some `t ∈ [0, 1]` (grazing counts),
 * exactly: `f(t) = |C0 + t·D|² − r² ≤ 0` somewhere on `[0, 1]` for the given
 * raw values, decided without sqrt or division (the square-root-free article, with the corrected
 * vertex test). No band, no epsilon.
 *
 * @example sweptSpheres({ x: 0, y: 0, z: 0 }, { x: 10 * ONE, y: 0, z: 0 }, ONE, { x: 5 * ONE, y: 2 * ONE, z: 0 }, { x: 5 * ONE, y: 2 * ONE, z: 0 }, ONE) // true (touches at t = 0.5)
 */
export function sweptSpheres(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  checkSwept3(a0, a1, ra, b0, b1, rb);
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
  const c0sq = c0x * c0x + c0y * c0y + c0z * c0z;
  const c1sq = c1x * c1x + c1y * c1y + c1z * c1z;
  const P = dx * dx + dy * dy + dz * dz;
  const Q = c0x * dx + c0y * dy + c0z * dz;
  const scale = c0sq + c1sq + P + rr;
  // The hot path, inlined: near pairs have exact coefficients (see `quadratic.ts`).
  if (scale < EXACT_SCALE) {
    counter.count(false);
    return sweptDecisionExactDoubles(P, Q, c0sq - rr, c1sq - rr);
  }
  return sweptWide3(a0, a1, b0, b1, r);
}

/**
 * The rest of the swept test beyond the exact-double regime, out of line:
 * see `sweptWide2` in `circle-circle.ts`.
 */
function sweptWide3(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3, r: number): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const rr = r * r;
  const c0sq = c0x * c0x + c0y * c0y + c0z * c0z;
  const c1sq = c1x * c1x + c1y * c1y + c1z * c1z;
  const P = dx * dx + dy * dy + dz * dz;
  const d = sweptFiltered(
    P,
    c0x * dx + c0y * dy + c0z * dz,
    c0sq - rr,
    c1sq - rr,
    c1x * dx + c1y * dy + c1z * dz,
    c0sq + c1sq + P + rr,
  );
  if (d !== UNDECIDED) {
    counter.count(false);
    return d === HIT;
  }
  counter.count(true);
  exactCoefficients3(a0, a1, b0, b1, r);
  return sweptDecisionLimbs();
}
