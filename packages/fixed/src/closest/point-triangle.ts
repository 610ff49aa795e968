/**
 * The closest point of a triangle to a sphere's centre, and the direction
 * from it to the centre (the contact's normal, the push-out's way), for the
 * contact builder (`time-of-impact/wall-contact.ts`) and the push-out
 * (`separate/sphere-triangle.ts`).
 *
 * Computed in correctly rounded doubles (`+ − × ÷`, `Math.sqrt`: the same on
 * every engine) from exact integer offsets: within a raw unit of the exact
 * closest point except where it switches between the face, an edge and a
 * corner within rounding, where it may be off by as much as the doubles'
 * error there (about `2^-50·(|p1 − p0|² + |p2 − p0|²)` raw). No direction
 * (the centre lies on the triangle, decided exactly): the contract's rule
 * (`fallbackDirection`).
 */
import type { Vec3 } from '@swept/core';

import {
  compare,
  cross3,
  dot3,
  type Limbs,
  limbs,
  mul,
  mulAdd,
  setInt,
  sign,
  toNumberRounded,
} from '../exact/limbs.ts';

/** The closest point, relative to `p0`, written by {@link closestOnTriangle}. */
export const closest = { x: 0, y: 0, z: 0 };

function setClosest(x: number, y: number, z: number): void {
  closest.x = x;
  closest.y = y;
  closest.z = z;
}

/** Closest point to `p` on the segment `a → a + e` (doubles, relative coordinates). */
function onSegment(
  px: number,
  py: number,
  pz: number,
  ax: number,
  ay: number,
  az: number,
  ex: number,
  ey: number,
  ez: number,
): number {
  const ee = ex * ex + ey * ey + ez * ez;
  let s = ee === 0 ? 0 : ((px - ax) * ex + (py - ay) * ey + (pz - az) * ez) / ee;
  s = s < 0 ? 0 : Math.min(s, 1);
  const qx = ax + s * ex;
  const qy = ay + s * ey;
  const qz = az + s * ez;
  const fx = px - qx;
  const fy = py - qy;
  const fz = pz - qz;
  const dist = fx * fx + fy * fy + fz * fz;
  setClosest(qx, qy, qz);
  return dist;
}

/**
 * The closest point of the triangle `0, b, c` to `p` (all relative to `p0`),
 * into {@link closest}: Ericson's Voronoi-region walk ("Real-Time Collision
 * Detection", §5.1.5) for a proper triangle, the nearest of the three sides
 * for collinear corners.
 */
export function closestOnTriangle(
  px: number,
  py: number,
  pz: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): void {
  const nx = by * cz - bz * cy;
  const ny = bz * cx - bx * cz;
  const nz = bx * cy - by * cx;
  if (nx === 0 && ny === 0 && nz === 0) {
    // The three sides 0 → b, b → c, c → 0, nearest first (ties: the earlier).
    const d0 = onSegment(px, py, pz, 0, 0, 0, bx, by, bz);
    let bestX = closest.x;
    let bestY = closest.y;
    let bestZ = closest.z;
    let best = d0;
    const d1 = onSegment(px, py, pz, bx, by, bz, cx - bx, cy - by, cz - bz);
    if (d1 < best) {
      best = d1;
      bestX = closest.x;
      bestY = closest.y;
      bestZ = closest.z;
    }
    if (onSegment(px, py, pz, cx, cy, cz, -cx, -cy, -cz) < best) return;
    setClosest(bestX, bestY, bestZ);
    return;
  }
  const d1 = bx * px + by * py + bz * pz;
  const d2 = cx * px + cy * py + cz * pz;
  if (d1 <= 0 && d2 <= 0) {
    setClosest(0, 0, 0);
    return;
  }
  const bpx = px - bx;
  const bpy = py - by;
  const bpz = pz - bz;
  const d3 = bx * bpx + by * bpy + bz * bpz;
  const d4 = cx * bpx + cy * bpy + cz * bpz;
  if (d3 >= 0 && d4 <= d3) {
    setClosest(bx, by, bz);
    return;
  }
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    const v = d1 / (d1 - d3);
    setClosest(v * bx, v * by, v * bz);
    return;
  }
  const cpx = px - cx;
  const cpy = py - cy;
  const cpz = pz - cz;
  const d5 = bx * cpx + by * cpy + bz * cpz;
  const d6 = cx * cpx + cy * cpy + cz * cpz;
  if (d6 >= 0 && d5 <= d6) {
    setClosest(cx, cy, cz);
    return;
  }
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    const w = d2 / (d2 - d6);
    setClosest(w * cx, w * cy, w * cz);
    return;
  }
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6));
    setClosest(bx + w * (cx - bx), by + w * (cy - by), bz + w * (cz - bz));
    return;
  }
  const denom = va + vb + vc;
  const v = vb / denom;
  const w = vc / denom;
  setClosest(v * bx + w * cx, v * by + w * cy, v * bz + w * cz);
}

/*
 * Widths of the exact on-triangle test (all values relative to `p0`, times
 * 65536): the point `q` is below 2^50 per component, the corners `b`, `c`
 * below 2^48 (raw differences below 2^32), so a side `e` is below 2^49,
 * `w = q − corner` below 2^51: `e × w`, `w·e`, `e·e` below 2^101 (5
 * limbs), `n = b × c` below 2^97 (5 limbs), `n·q < 3·2^97·2^50 < 2^149`
 * (7 limbs), `n·(e × w) < 3·2^97·2^101 < 2^200` (9 limbs).
 */
const CR = [limbs(5), limbs(5), limbs(5)] as const;
const NV = [limbs(5), limbs(5), limbs(5)] as const;
const DOT_W = limbs(5);
const DOT_E = limbs(5);
const TQ = limbs(3);
const NQ = limbs(7);
const NC = limbs(9);

const isZero3 = (v: readonly [Limbs, Limbs, Limbs]): boolean =>
  sign(v[0]) === 0 && sign(v[1]) === 0 && sign(v[2]) === 0;

/**
 * Whether the point `q` lies on the triangle `0, b, c` (integer doubles,
 * widths above), exactly: on a corner, on a side, or in the plane inside
 * all three sides.
 */
export function onTriangleExact(
  qx: number,
  qy: number,
  qz: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): boolean {
  for (let i = 0; i < 3; i += 1) {
    const ax = i === 0 ? 0 : i === 1 ? bx : cx;
    const ay = i === 0 ? 0 : i === 1 ? by : cy;
    const az = i === 0 ? 0 : i === 1 ? bz : cz;
    const ex = (i === 0 ? bx : i === 1 ? cx : 0) - ax;
    const ey = (i === 0 ? by : i === 1 ? cy : 0) - ay;
    const ez = (i === 0 ? bz : i === 1 ? cz : 0) - az;
    const wx = qx - ax;
    const wy = qy - ay;
    const wz = qz - az;
    if (wx === 0 && wy === 0 && wz === 0) return true;
    if (ex === 0 && ey === 0 && ez === 0) continue;
    cross3(CR, ex, ey, ez, wx, wy, wz);
    if (isZero3(CR)) {
      dot3(DOT_W, wx, ex, wy, ey, wz, ez);
      dot3(DOT_E, ex, ex, ey, ey, ez, ez);
      if (sign(DOT_W) >= 0 && compare(DOT_W, DOT_E) <= 0) return true;
    }
  }
  cross3(NV, bx, by, bz, cx, cy, cz);
  if (isZero3(NV)) return false;
  mul(NQ, NV[0], setInt(TQ, qx));
  mulAdd(NQ, NV[1], setInt(TQ, qy));
  mulAdd(NQ, NV[2], setInt(TQ, qz));
  if (sign(NQ) !== 0) return false;
  for (let i = 0; i < 3; i += 1) {
    const ax = i === 0 ? 0 : i === 1 ? bx : cx;
    const ay = i === 0 ? 0 : i === 1 ? by : cy;
    const az = i === 0 ? 0 : i === 1 ? bz : cz;
    cross3(
      CR,
      (i === 0 ? bx : i === 1 ? cx : 0) - ax,
      (i === 0 ? by : i === 1 ? cy : 0) - ay,
      (i === 0 ? bz : i === 1 ? cz : 0) - az,
      qx - ax,
      qy - ay,
      qz - az,
    );
    mul(NC, NV[0], CR[0]);
    mulAdd(NC, NV[1], CR[1]);
    mulAdd(NC, NV[2], CR[2]);
    if (sign(NC) < 0) return false;
  }
  return true;
}

/** Scratch of {@link fallbackDirection}: `n·d` of raw differences (below `3·2^65·2^32`, 5 limbs). */
const ND = limbs(5);

/**
 * The direction when the centre lies on the triangle (into {@link direction}):
 * its normal `(p1 − p0) × (p2 − p0)` facing against the motion `d` (as is
 * when the motion is zero or along the plane); for collinear corners `−d`,
 * or `(1, 0, 0)` when nothing moves. The normal's components (below 2^65)
 * are rounded to doubles as `Number()` of the exact integers would be.
 */
function fallbackDirection(
  dx: number,
  dy: number,
  dz: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): void {
  cross3(NV, bx, by, bz, cx, cy, cz);
  if (isZero3(NV)) {
    if (dx === 0 && dy === 0 && dz === 0) setDirection(1, 0, 0);
    else setDirection(-dx, -dy, -dz);
    return;
  }
  mul(ND, NV[0], setInt(TQ, dx));
  mulAdd(ND, NV[1], setInt(TQ, dy));
  mulAdd(ND, NV[2], setInt(TQ, dz));
  const s = sign(ND) > 0 ? -1 : 1;
  setDirection(s * toNumberRounded(NV[0]), s * toNumberRounded(NV[1]), s * toNumberRounded(NV[2]));
}

/** The unnormalised direction from the closest point to the centre, of the last {@link closestAndDirection}. */
export const direction = { x: 0, y: 0, z: 0 };

function setDirection(x: number, y: number, z: number): void {
  direction.x = x;
  direction.y = y;
  direction.z = z;
}

/**
 * The closest point to the exact centre `p0 + W/65536` (relative to `p0`,
 * into {@link closest}) and the unnormalised direction from it to the centre
 * (into {@link direction}), with `W` the integer offset (below 2^50 per
 * component) and `d` the motion (for the direction when the centre lies on
 * the triangle). Writes scratch only, so a caller that needs neither the
 * rounded point nor the unit normal allocates nothing.
 */
export function closestAndDirection(
  Wx: number,
  Wy: number,
  Wz: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  dx: number,
  dy: number,
  dz: number,
): void {
  const bx = p1.x - p0.x;
  const by = p1.y - p0.y;
  const bz = p1.z - p0.z;
  const cx = p2.x - p0.x;
  const cy = p2.y - p0.y;
  const cz = p2.z - p0.z;
  // W/65536 is exact in a double.
  closestOnTriangle(Wx / 65536, Wy / 65536, Wz / 65536, bx, by, bz, cx, cy, cz);
  const x = Wx / 65536 - closest.x;
  const y = Wy / 65536 - closest.y;
  const z = Wz / 65536 - closest.z;
  setDirection(x, y, z);
  // Within 2^-8 raw of the triangle the doubles cannot tell the direction: decide exactly.
  if (x * x + y * y + z * z < 1 / 65536) {
    const b = 65536;
    if (onTriangleExact(Wx, Wy, Wz, b * bx, b * by, b * bz, b * cx, b * cy, b * cz)) {
      fallbackDirection(dx, dy, dz, bx, by, bz, cx, cy, cz);
    }
  }
}
