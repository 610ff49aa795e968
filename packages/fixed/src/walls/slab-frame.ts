/**
 * The rounded slab's frame in doubles, shared by its filter and its double
 * pieces (`slab-filter.ts`, `prism.ts`, `cylinder.ts`): the path and the
 * corners relative to `p0`, the face normal, an edge, and the two exact
 * signs they all decide on ({@link side}, {@link beyond}).
 */
import { sumAdd3, sumAdd4, sumReset, sumSign } from '@swept/core/internal';
import { FILTER50 } from '../exact/filter-bounds.ts';

const abs = Math.abs;
const FILTER48 = 1 / 281474976710656; // 2^-48

/** Scratch written by `separated` (`slab-filter.ts`): the ends of the path and the corners, relative to `p0`. */
export const rel: Float64Array = new Float64Array(12);
/** The face normal `(p1 − p0) × (p2 − p0)` of the last `separated` call, when `exact`. */
export const face = { exact: false, x: 0, y: 0, z: 0 };

/**
 * `sign((n·q)² − rr·n·n·k)`, exact for exact integer doubles (`k = 1`, `e·e`
 * or 2^32). A direct filter first: with `A = Σ|n_i·q_i|` the computed `n·q`
 * is within `5u·A` of the exact one (`u = 2^-53`: three products, two sums),
 * so its square within `10.1u·A²`; the computed `rr·n·n·k` is within `6u` of
 * its value and the subtraction adds `u`: a difference beyond
 * `2^-48·(A² + rr·n·n·k)` (`32u`, with room for the computed `A` and sums
 * being a little low) has the computed sign.
 * Otherwise nine products of four exact factors (`product-sum.ts`).
 */
export function beyond(
  nx: number,
  ny: number,
  nz: number,
  qx: number,
  qy: number,
  qz: number,
  rr: number,
  k: number,
): number {
  const a = nx * qx + ny * qy + nz * qz;
  const A = abs(nx * qx) + abs(ny * qy) + abs(nz * qz);
  const rhs = rr * (nx * nx + ny * ny + nz * nz) * k;
  const diff = a * a - rhs;
  const bound = (A * A + rhs) * FILTER48;
  if (diff > bound) return 1;
  if (diff < -bound) return -1;
  sumReset();
  sumAdd4(1, nx, qx, nx, qx);
  sumAdd4(1, ny, qy, ny, qy);
  sumAdd4(1, nz, qz, nz, qz);
  sumAdd4(2, nx, qx, ny, qy);
  sumAdd4(2, nx, qx, nz, qz);
  sumAdd4(2, ny, qy, nz, qz);
  sumAdd4(-1, rr, nx, nx, k);
  sumAdd4(-1, rr, ny, ny, k);
  sumAdd4(-1, rr, nz, nz, k);
  return sumSign();
}

/**
 * The sign of `n·q`, exact: directly when the computed sum is beyond its
 * error bound `2^-50·Σ|n_i·q_i|` (three products and two sums, `5u` at most),
 * else as a sum of three exact products (`product-sum.ts`).
 */
export function side(
  nx: number,
  ny: number,
  nz: number,
  qx: number,
  qy: number,
  qz: number,
): number {
  const a = nx * qx + ny * qy + nz * qz;
  const bound = (abs(nx * qx) + abs(ny * qy) + abs(nz * qz)) * FILTER50;
  if (a > bound) return 1;
  if (a < -bound) return -1;
  sumReset();
  sumAdd3(1, nx, qx, 1);
  sumAdd3(1, ny, qy, 1);
  sumAdd3(1, nz, qz, 1);
  return sumSign();
}

/**
 * Edge `i` of the triangle, from corner `i` to corner `i + 1` (mod 3), from
 * {@link rel}: `e` and `w = c0 − corner i` (exact: components below 2^25).
 */
export const edge = { ex: 0, ey: 0, ez: 0, wx: 0, wy: 0, wz: 0 };

export function edgeAt(i: number): void {
  const v = rel;
  const ax = i === 0 ? 0 : v[3 + 3 * i]!;
  const ay = i === 0 ? 0 : v[4 + 3 * i]!;
  const az = i === 0 ? 0 : v[5 + 3 * i]!;
  const j = i === 2 ? 0 : i + 1;
  edge.ex = (j === 0 ? 0 : v[3 + 3 * j]!) - ax;
  edge.ey = (j === 0 ? 0 : v[4 + 3 * j]!) - ay;
  edge.ez = (j === 0 ? 0 : v[5 + 3 * j]!) - az;
  edge.wx = v[0]! - ax;
  edge.wy = v[1]! - ay;
  edge.wz = v[2]! - az;
}
