/**
 * Builds a sphere–triangle contact from a code of `rounded-slab.ts`,
 * and the closest point of a triangle, shared with the push-out.
 *
 * Rounding rule: `t` exact; `c` the exact centre at `t` rounded to nearest
 * (ties away from zero); `point` the triangle's closest point to the exact
 * centre and `normal` the unit vector from it to the centre, both computed
 * in correctly rounded doubles (`+ − × ÷`, `Math.sqrt`: the same on every
 * engine) from exact integer offsets, then rounded: within a raw unit (the
 * normal two) of the exact values except where the closest point switches
 * between the face, an edge and a corner within rounding, where the point
 * may be off by as much as the doubles' error there (about
 * `2^-50·(|p1 − p0|² + |p2 − p0|²)` raw).
 * No direction (the centre lies on the triangle, decided exactly): the
 * contract's rule (`fallbackDirection`).
 */
import type { TriangleContact, Vec3 } from '@swept/core';
import { roundHalfAway, roundShift16 } from './integer.ts';
import { codeTime, OVERLAP, SEPARATING } from './wall-pieces.ts';

/** `65536·v/|v|`, rounded (never −0); `v ≠ 0`. */
export function unit3(vx: number, vy: number, vz: number): Vec3 {
  const len = Math.sqrt(vx * vx + vy * vy + vz * vz);
  return {
    x: roundHalfAway((65536 * vx) / len) + 0,
    y: roundHalfAway((65536 * vy) / len) + 0,
    z: roundHalfAway((65536 * vz) / len) + 0,
  };
}

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
    let bestX = 0;
    let bestY = 0;
    let bestZ = 0;
    let best = Number.POSITIVE_INFINITY;
    const sides = [
      0,
      0,
      0,
      bx,
      by,
      bz,
      bx,
      by,
      bz,
      cx - bx,
      cy - by,
      cz - bz,
      cx,
      cy,
      cz,
      -cx,
      -cy,
      -cz,
    ];
    for (let i = 0; i < 18; i += 6) {
      const dist = onSegment(
        px,
        py,
        pz,
        sides[i]!,
        sides[i + 1]!,
        sides[i + 2]!,
        sides[i + 3]!,
        sides[i + 4]!,
        sides[i + 5]!,
      );
      if (dist < best) {
        best = dist;
        bestX = closest.x;
        bestY = closest.y;
        bestZ = closest.z;
      }
    }
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

type B3 = [bigint, bigint, bigint];
const dot = (a: B3, b: B3): bigint => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: B3, b: B3): B3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const minus = (a: B3, b: B3): B3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const zero = (a: B3): boolean => a[0] === 0n && a[1] === 0n && a[2] === 0n;

/**
 * Whether the point `q` lies on the triangle `0, b, c` (integer vectors),
 * exactly: on a corner, on a side, or in the plane inside all three sides.
 */
export function onTriangleExact(q: B3, b: B3, c: B3): boolean {
  const corners: B3[] = [[0n, 0n, 0n], b, c];
  for (let i = 0; i < 3; i += 1) {
    const a = corners[i]!;
    const e = minus(corners[(i + 1) % 3]!, a);
    const w = minus(q, a);
    if (zero(w)) return true;
    const ee = dot(e, e);
    if (ee > 0n && zero(cross(e, w))) {
      const p = dot(w, e);
      if (p >= 0n && p <= ee) return true;
    }
  }
  const n = cross(b, c);
  if (zero(n) || dot(n, q) !== 0n) return false;
  for (let i = 0; i < 3; i += 1) {
    const a = corners[i]!;
    if (dot(cross(minus(corners[(i + 1) % 3]!, a), minus(q, a)), n) < 0n) return false;
  }
  return true;
}

/**
 * The direction when the centre lies on the triangle (into {@link direction}):
 * its normal `(p1 − p0) × (p2 − p0)` facing against the motion `d` (as is
 * when the motion is zero or along the plane); for collinear corners `−d`,
 * or `(1, 0, 0)` when nothing moves.
 */
function fallbackDirection(d: B3, b: B3, c: B3): void {
  const n = cross(b, c);
  if (zero(n)) {
    if (zero(d)) setDirection(1, 0, 0);
    else setDirection(-Number(d[0]), -Number(d[1]), -Number(d[2]));
    return;
  }
  const s = dot(n, d) > 0n ? -1 : 1;
  setDirection(s * Number(n[0]), s * Number(n[1]), s * Number(n[2]));
}

/** The unnormalised direction from the closest point to the centre, of the last {@link pointAndNormal}. */
export const direction = { x: 0, y: 0, z: 0 };

function setDirection(x: number, y: number, z: number): void {
  direction.x = x;
  direction.y = y;
  direction.z = z;
}

const big3 = (x: number, y: number, z: number): B3 => [BigInt(x), BigInt(y), BigInt(z)];

/**
 * The closest point to the exact centre `p0 + W/65536` and the normal from
 * it, with `W` the integer offset (below 2^50 per component).
 */
export function pointAndNormal(
  Wx: number,
  Wy: number,
  Wz: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  d: B3,
): { point: Vec3; normal: Vec3 } {
  const bx = p1.x - p0.x;
  const by = p1.y - p0.y;
  const bz = p1.z - p0.z;
  const cx = p2.x - p0.x;
  const cy = p2.y - p0.y;
  const cz = p2.z - p0.z;
  // W/65536 is exact in a double.
  closestOnTriangle(Wx / 65536, Wy / 65536, Wz / 65536, bx, by, bz, cx, cy, cz);
  const point = {
    x: p0.x + roundHalfAway(closest.x),
    y: p0.y + roundHalfAway(closest.y),
    z: p0.z + roundHalfAway(closest.z),
  };
  setDirection(Wx / 65536 - closest.x, Wy / 65536 - closest.y, Wz / 65536 - closest.z);
  const { x, y, z } = direction;
  // Within 2^-8 raw of the triangle the doubles cannot tell the direction: decide exactly.
  if (x * x + y * y + z * z < 1 / 65536) {
    const s = (v: B3): B3 => [v[0] * 65536n, v[1] * 65536n, v[2] * 65536n];
    const b = big3(bx, by, bz);
    const c = big3(cx, cy, cz);
    if (onTriangleExact(big3(Wx, Wy, Wz), s(b), s(c))) fallbackDirection(d, b, c);
  }
  return { point, normal: unit3(direction.x, direction.y, direction.z) };
}

export function triangleContact(
  c0: Vec3,
  c1: Vec3,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  code: number,
): TriangleContact {
  const k = codeTime(code);
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const dz = c1.z - c0.z;
  const { point, normal } = pointAndNormal(
    65536 * (c0.x - p0.x) + k * dx,
    65536 * (c0.y - p0.y) + k * dy,
    65536 * (c0.z - p0.z) + k * dz,
    p0,
    p1,
    p2,
    big3(dx, dy, dz),
  );
  return {
    t: k,
    status: code === OVERLAP ? 'overlap' : code === SEPARATING ? 'separating' : 'impact',
    point,
    normal,
    c: {
      x: c0.x + roundShift16(k * dx),
      y: c0.y + roundShift16(k * dy),
      z: c0.z + roundShift16(k * dz),
    },
  };
}
