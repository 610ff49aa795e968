/**
 * The nearest point of a wall to a point, in plain doubles, as a game hand-writes it
 * (the segment's clamped projection; Ericson's closest point on a triangle, by its
 * Voronoi regions). The naive mover pushes along it; the judge and the placement of
 * bodies use it only to skip walls that are far away by a wide margin (the exact
 * oracle decides everything closer).
 */
import type { FlatWalls } from './wall-grid.ts';

/**
 * Writes wall `k`'s point nearest to `p` (`dim` coordinates from `p[at]`) into `out`
 * and returns the squared distance.
 */
export function nearestOnWall(
  level: FlatWalls,
  k: number,
  p: ArrayLike<number>,
  at: number,
  out: Float64Array,
): number {
  const w = level.walls;
  if (level.dim === 2) {
    const b = 4 * k;
    const ax = w[b]!;
    const ay = w[b + 1]!;
    const ex = w[b + 2]! - ax;
    const ey = w[b + 3]! - ay;
    const px = p[at]!;
    const py = p[at + 1]!;
    const ee = ex * ex + ey * ey;
    const m = (px - ax) * ex + (py - ay) * ey;
    const s = ee === 0 || m <= 0 ? 0 : m >= ee ? 1 : m / ee;
    out[0] = ax + s * ex;
    out[1] = ay + s * ey;
    const dx = px - out[0]!;
    const dy = py - out[1]!;
    return dx * dx + dy * dy;
  }
  const b = 9 * k;
  nearestOnTriangle(
    p[at]!,
    p[at + 1]!,
    p[at + 2]!,
    w[b]!,
    w[b + 1]!,
    w[b + 2]!,
    w[b + 3]!,
    w[b + 4]!,
    w[b + 5]!,
    w[b + 6]!,
    w[b + 7]!,
    w[b + 8]!,
    out,
  );
  const dx = p[at]! - out[0]!;
  const dy = p[at + 1]! - out[1]!;
  const dz = p[at + 2]! - out[2]!;
  return dx * dx + dy * dy + dz * dz;
}

/**
 * Ericson, "Real-Time Collision Detection" §5.1.5: the closest point of triangle abc to
 * p, as `a + s·(b − a) + t·(c − a)` with `(s, t)` from p's Voronoi region.
 */
function nearestOnTriangle(
  px: number,
  py: number,
  pz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  out: Float64Array,
): void {
  const abx = bx - ax;
  const aby = by - ay;
  const abz = bz - az;
  const acx = cx - ax;
  const acy = cy - ay;
  const acz = cz - az;
  const apx = px - ax;
  const apy = py - ay;
  const apz = pz - az;
  const d1 = abx * apx + aby * apy + abz * apz;
  const d2 = acx * apx + acy * apy + acz * apz;
  const bpx = px - bx;
  const bpy = py - by;
  const bpz = pz - bz;
  const d3 = abx * bpx + aby * bpy + abz * bpz;
  const d4 = acx * bpx + acy * bpy + acz * bpz;
  const cpx = px - cx;
  const cpy = py - cy;
  const cpz = pz - cz;
  const d5 = abx * cpx + aby * cpy + abz * cpz;
  const d6 = acx * cpx + acy * cpy + acz * cpz;
  const vc = d1 * d4 - d3 * d2;
  const vb = d5 * d2 - d1 * d6;
  const va = d3 * d6 - d5 * d4;
  let s: number;
  let t: number;
  if (d1 <= 0 && d2 <= 0) {
    s = 0;
    t = 0;
  } else if (d3 >= 0 && d4 <= d3) {
    s = 1;
    t = 0;
  } else if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    s = d1 / (d1 - d3);
    t = 0;
  } else if (d6 >= 0 && d5 <= d6) {
    s = 0;
    t = 1;
  } else if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    s = 0;
    t = d2 / (d2 - d6);
  } else if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    t = (d4 - d3) / (d4 - d3 + (d5 - d6));
    s = 1 - t;
  } else {
    // Only a triangle of no area gets here with a zero sum (the levels have none).
    const sum = va + vb + vc || 1;
    s = vb / sum;
    t = vc / sum;
  }
  out[0] = ax + s * abx + t * acx;
  out[1] = ay + s * aby + t * acy;
  out[2] = az + s * abz + t * acz;
}
