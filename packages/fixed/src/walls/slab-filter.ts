/**
 * The rounded slab's first filter: exact separating planes that rule out a
 * miss in doubles, and leave the frame (`slab-frame.ts`) for the double pieces.
 */
import type { Vec3 } from '@swept/core';
import { beyond, face, rel, side } from './slab-frame.ts';

const LIMIT = 16777216; // 2^24
const abs = Math.abs;

/**
 * Whether a plane separates the path from the triangle by more than `r`:
 * the triangle's own plane (the path stays on one side, farther than `r`),
 * one of the three planes through an edge perpendicular to the face (the
 * path stays outside it, farther than `r`), a plane through the path's line
 * parallel to an edge, or a plane across an end of the path
 * ({@link cornersBeyond}). The signed distances are linear
 * in `t`, so the least magnitude on the path is at an end. For the edge
 * `pi → pj` (`e = pj − pi`) the outward distance is `−n·(e × (X − pi))/(|n|·|e|)`,
 * since `(n × e)·w = n·(e × w)` and `|n × e| = |n|·|e|` (`n ⟂ e`).
 *
 * Decided in doubles when every component of `c0 − p0`, `c1 − p0`,
 * `p1 − p0`, `p2 − p0` and `r` is below 2^24 raw (256 units): then `n`,
 * each `e × w` and each `e·e` are exact integers below 2^52, and each test
 * is the sign of a sum of at most nine products of four exact factors
 * (`product-sum.ts`). Otherwise (or for collinear corners) it answers
 * `false` and the pieces decide.
 */
export function separated(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const v = rel;
  v[0] = c0.x - p0.x;
  v[1] = c0.y - p0.y;
  v[2] = c0.z - p0.z;
  v[3] = c1.x - p0.x;
  v[4] = c1.y - p0.y;
  v[5] = c1.z - p0.z;
  v[6] = p1.x - p0.x;
  v[7] = p1.y - p0.y;
  v[8] = p1.z - p0.z;
  v[9] = p2.x - p0.x;
  v[10] = p2.y - p0.y;
  v[11] = p2.z - p0.z;
  face.exact = false;
  if (!(r < LIMIT)) return false;
  for (let i = 0; i < 12; i += 1) if (!(abs(v[i]!) < LIMIT)) return false;
  const ux = v[6]!;
  const uy = v[7]!;
  const uz = v[8]!;
  const wx = v[9]!;
  const wy = v[10]!;
  const wz = v[11]!;
  const nx = uy * wz - uz * wy;
  const ny = uz * wx - ux * wz;
  const nz = ux * wy - uy * wx;
  if (nx === 0 && ny === 0 && nz === 0) return false;
  face.exact = true;
  face.x = nx;
  face.y = ny;
  face.z = nz;
  const rr = r * r;
  // The face's plane.
  const s = side(nx, ny, nz, v[0]!, v[1]!, v[2]!);
  if (
    s !== 0 &&
    side(nx, ny, nz, v[3]!, v[4]!, v[5]!) === s &&
    beyond(nx, ny, nz, v[0]!, v[1]!, v[2]!, rr, 1) > 0 &&
    beyond(nx, ny, nz, v[3]!, v[4]!, v[5]!, rr, 1) > 0
  ) {
    return true;
  }
  // The edges' planes: corners 0, u, w (relative to p0), edge i from corner i to corner i + 1.
  for (let i = 0; i < 3; i += 1) {
    const ax = i === 0 ? 0 : i === 1 ? ux : wx;
    const ay = i === 0 ? 0 : i === 1 ? uy : wy;
    const az = i === 0 ? 0 : i === 1 ? uz : wz;
    const bx = i === 0 ? ux : i === 1 ? wx : 0;
    const by = i === 0 ? uy : i === 1 ? wy : 0;
    const bz = i === 0 ? uz : i === 1 ? wz : 0;
    const ex = bx - ax;
    const ey = by - ay;
    const ez = bz - az;
    const ee = ex * ex + ey * ey + ez * ez;
    let outside = true;
    for (let k = 0; k < 6 && outside; k += 3) {
      const qx = v[k]! - ax;
      const qy = v[k + 1]! - ay;
      const qz = v[k + 2]! - az;
      // e × q: exact (components below 2^25).
      const cx = ey * qz - ez * qy;
      const cy = ez * qx - ex * qz;
      const cz = ex * qy - ey * qx;
      // Inside the triangle n·(e × q) > 0 (the third corner gives n·n); outside by more than r:
      outside = side(nx, ny, nz, cx, cy, cz) < 0 && beyond(nx, ny, nz, cx, cy, cz, rr, ee) > 0;
    }
    if (outside) return true;
  }
  // Planes that contain the path's line (normal e × d) and planes across its ends (normal ±d).
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  if (cornersBeyond(dx, dy, dz, 0, rr, -1) || cornersBeyond(dx, dy, dz, 3, rr, 1)) return true;
  for (let i = 0; i < 3; i += 1) {
    const ex = i === 0 ? ux : i === 1 ? wx - ux : -wx;
    const ey = i === 0 ? uy : i === 1 ? wy - uy : -wy;
    const ez = i === 0 ? uz : i === 1 ? wz - uz : -wz;
    const ax = ey * dz - ez * dy;
    const ay = ez * dx - ex * dz;
    const az = ex * dy - ey * dx;
    if (ax === 0 && ay === 0 && az === 0) continue;
    if (cornersBeyond(ax, ay, az, 0, rr, 1) || cornersBeyond(ax, ay, az, 0, rr, -1)) return true;
  }
  return false;
}

/**
 * Whether every corner lies farther than `r` from the plane through the
 * path end at `rel[end…]` with normal `a`, on the side `s`: `s·a·q > 0` and
 * `(a·q)² > r²·a·a` for each `q = corner − end`. The path lies on the plane
 * or on the other side (the callers' planes contain the path's line, or sit
 * at an end with the path behind them), so it cannot touch.
 */
function cornersBeyond(
  ax: number,
  ay: number,
  az: number,
  end: number,
  rr: number,
  s: number,
): boolean {
  const v = rel;
  for (let k = 0; k < 3; k += 1) {
    const qx = (k === 0 ? 0 : v[3 + 3 * k]!) - v[end]!;
    const qy = (k === 0 ? 0 : v[4 + 3 * k]!) - v[end + 1]!;
    const qz = (k === 0 ? 0 : v[5 + 3 * k]!) - v[end + 2]!;
    if (side(ax, ay, az, qx, qy, qz) !== s || beyond(ax, ay, az, qx, qy, qz, rr, 1) <= 0)
      return false;
  }
  return true;
}
