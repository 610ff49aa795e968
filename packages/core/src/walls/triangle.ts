/**
 * The triangle's geometry for the rounded slab (a triangle swept by a ball):
 * its unnormalised normal, the edge functions and the test "over the face",
 * and `triangleMargin`, the sign of `distance² − r²` for a centre and of its
 * rate along a motion. Divides by nothing; shared by the sphere–triangle
 * queries of every operation.
 */
import type { Vec3 } from '../types.ts';
import type { WallFrame } from './frame.ts';

/**
 * The rate that {@link triangleMargin} leaves behind: the sign of
 * `(c − point)·d`, how the squared distance changes along `d`, on the
 * feature that decided the margin.
 */
export const marginRate = { value: 0 };

/**
 * A number with the sign of `distance(c, triangle)² − r²` for the frame's
 * start `c = c0`, unchecked (in the wall frame, where its degree-6 products
 * cannot overflow), and (in {@link marginRate}) the sign of its rate along
 * the motion `d = c1 − c0` (zero for a still sphere: a frame of `c` to `c`).
 * Takes the frame itself: numbers passed to a call V8 does not inline are
 * boxed, one allocation each. Over the face
 * (all three edge functions against the unnormalised `n` are `≥ 0`):
 * `(n·w)² − r²·|n|²`. Elsewhere the nearest point is on an edge, so the
 * smallest of the three edge margins decides its sign: beyond an end
 * `|w|² − r²`, along it `|w × e|² − r²·|e|²`. No division anywhere.
 */
export function triangleMargin(f: WallFrame): number {
  const { c0, c1, p0, p1, p2 } = f;
  const { x: cx, y: cy, z: cz } = c0;
  const rr = f.r * f.r;
  const dx = c1.x - cx;
  const dy = c1.y - cy;
  const dz = c1.z - cz;
  const nn = triangleNormal(p0, p1, p2);
  const { x: nx, y: ny, z: nz } = normal3;
  if (nn > 0 && overFace(cx, cy, cz, nx, ny, nz, p0, p1, p2)) {
    const h = nx * (cx - p0.x) + ny * (cy - p0.y) + nz * (cz - p0.z);
    marginRate.value = Math.sign(h * (nx * dx + ny * dy + nz * dz));
    return h * h - rr * nn;
  }
  const m0 = edgeMargin(cx, cy, cz, rr, p0, p1, dx, dy, dz);
  const r0 = marginRate.value;
  const m1 = edgeMargin(cx, cy, cz, rr, p1, p2, dx, dy, dz);
  const r1 = marginRate.value;
  const m2 = edgeMargin(cx, cy, cz, rr, p2, p0, dx, dy, dz);
  // Margins of different edges carry different positive factors: only their signs compare.
  if (m0 < 0 || (m0 === 0 && !(m1 < 0) && !(m2 < 0))) {
    marginRate.value = r0;
    return m0;
  }
  if (m1 < 0 || (m1 === 0 && !(m2 < 0))) {
    marginRate.value = r1;
    return m1;
  }
  if (m2 <= 0) return m2;
  return Math.min(m0, m1, m2);
}

/** The edge margin of `c` against the segment `a–b` (see {@link triangleMargin}); rate in {@link marginRate}. */
function edgeMargin(
  cx: number,
  cy: number,
  cz: number,
  rr: number,
  a: Vec3,
  b: Vec3,
  dx: number,
  dy: number,
  dz: number,
): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ez = b.z - a.z;
  const wx = cx - a.x;
  const wy = cy - a.y;
  const wz = cz - a.z;
  const m = wx * ex + wy * ey + wz * ez;
  if (m <= 0) {
    marginRate.value = Math.sign(wx * dx + wy * dy + wz * dz);
    return wx * wx + wy * wy + wz * wz - rr;
  }
  const ee = ex * ex + ey * ey + ez * ez;
  if (m >= ee) {
    const qx = cx - b.x;
    const qy = cy - b.y;
    const qz = cz - b.z;
    marginRate.value = Math.sign(qx * dx + qy * dy + qz * dz);
    return qx * qx + qy * qy + qz * qz - rr;
  }
  const Wx = wy * ez - wz * ey;
  const Wy = wz * ex - wx * ez;
  const Wz = wx * ey - wy * ex;
  const Dx = dy * ez - dz * ey;
  const Dy = dz * ex - dx * ez;
  const Dz = dx * ey - dy * ex;
  marginRate.value = Math.sign(Wx * Dx + Wy * Dy + Wz * Dz);
  return Wx * Wx + Wy * Wy + Wz * Wz - rr * ee;
}

/** `((b − a) × (c − a))·n`: `≥ 0` when `c` is on the inner side of the edge `a → b`. */
export function edgeFunction(
  cx: number,
  cy: number,
  cz: number,
  nx: number,
  ny: number,
  nz: number,
  a: Vec3,
  b: Vec3,
): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ez = b.z - a.z;
  const wx = cx - a.x;
  const wy = cy - a.y;
  const wz = cz - a.z;
  return (ey * wz - ez * wy) * nx + (ez * wx - ex * wz) * ny + (ex * wy - ey * wx) * nz;
}

/** `true` iff `(cx, cy, cz)` lies over the face: its three edge functions against `n` are `≥ 0`. */
export function overFace(
  cx: number,
  cy: number,
  cz: number,
  nx: number,
  ny: number,
  nz: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  return (
    edgeFunction(cx, cy, cz, nx, ny, nz, p0, p1) >= 0 &&
    edgeFunction(cx, cy, cz, nx, ny, nz, p1, p2) >= 0 &&
    edgeFunction(cx, cy, cz, nx, ny, nz, p2, p0) >= 0
  );
}

/** The unnormalised normal `(p1 − p0) × (p2 − p0)`, left in {@link normal3}; returns `|n|²`. */
export function triangleNormal(p0: Vec3, p1: Vec3, p2: Vec3): number {
  const ax = p1.x - p0.x;
  const ay = p1.y - p0.y;
  const az = p1.z - p0.z;
  const bx = p2.x - p0.x;
  const by = p2.y - p0.y;
  const bz = p2.z - p0.z;
  const nx = ay * bz - az * by;
  const ny = az * bx - ax * bz;
  const nz = ax * by - ay * bx;
  normal3.x = nx;
  normal3.y = ny;
  normal3.z = nz;
  return nx * nx + ny * ny + nz * nz;
}

/** Where {@link triangleNormal} leaves `n` (read it at once: the next call overwrites it). */
export const normal3: Vec3 = { x: 0, y: 0, z: 0 };
