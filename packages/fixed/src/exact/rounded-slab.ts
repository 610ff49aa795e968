/**
 * A moving sphere against a triangle, exactly: the rounded slab (the
 * triangle swept by a ball of radius `r`) is three corner balls, three edge
 * cylinders and the prism over the face (see `wall-pieces.ts`). With
 * `d = c1 − c0`:
 *
 * - a corner ball is the two-sphere quadratic of `quadratic.ts` with a
 *   sphere that stands still;
 * - the cylinder along `pa → pb` (`e = pb − pa`, `w = c0 − pa`):
 *   `|e × (w + t·d)|² ≤ r²·e·e` where `0 ≤ (w + t·d)·e ≤ e·e`;
 * - the prism (`n = (p1 − p0) × (p2 − p0)`, `w = c0 − p0`):
 *   `(n·(w + t·d))² ≤ r²·n·n` where, for each edge `pi → pj`,
 *   `(e × (C(t) − pi))·n ≥ 0` (the centre projects into the triangle).
 *
 * Degenerate triangles drop what they do not have (a zero-length edge has no
 * cylinder, collinear corners no prism): they are the segment or point they
 * are. The corner balls use the sphere queries' filter and fallback at any
 * magnitude; the cylinders and the prism are degree-4 and degree-6 pieces,
 * decided in BigInt (`pieceCodeBig`) after two exact tests have ruled out
 * the far cases: disjoint integer bounding boxes, and a path that stays
 * farther than `r` on one side of the plane ({@link farFromPlane}).
 */
import type { Vec3 } from '@swept/core';
import { coef, coefficients3, coefficientsBig3 } from './coefficients.ts';
import { sumAdd3, sumAdd4, sumReset, sumSign } from './product-sum.ts';
import {
  HIT,
  sweptDecision,
  sweptDecisionBig,
  TOI_MISS,
  TOI_UNDECIDED,
  toiCode,
  toiCodeBig,
  UNDECIDED,
} from './quadratic.ts';
import { earliest, fromQuadraticCode, MISS, pieceCodeBig } from './wall-pieces.ts';

/** How the last decision was settled: `true` when some part needed BigInt. */
export const slabSettled = { fallback: false };

function vertexCode3(c0: Vec3, c1: Vec3, r: number, v: Vec3, decide: boolean): number {
  coefficients3(c0, c1, v, v, r);
  const { P, Q, R, F1, S, scale } = coef;
  if (decide) {
    const hit = sweptDecision(P, Q, R, F1, S, scale);
    if (hit !== UNDECIDED) return hit === HIT ? 0 : MISS;
  } else {
    const code = toiCode(P, Q, R, F1, S, scale);
    if (code !== TOI_UNDECIDED) return code === TOI_MISS ? MISS : fromQuadraticCode(code, R === 0);
  }
  slabSettled.fallback = true;
  const [bP, bQ, bR, bF1, bS] = coefficientsBig3(c0, c1, v, v, r);
  if (decide) return sweptDecisionBig(bP, bQ, bR, bF1, bS) ? 0 : MISS;
  const code = toiCodeBig(bP, bQ, bR, bF1, bS);
  return code === TOI_MISS ? MISS : fromQuadraticCode(code, bR === 0n);
}

type B3 = [bigint, bigint, bigint];
const sub = (a: Vec3, b: Vec3): B3 => [BigInt(a.x - b.x), BigInt(a.y - b.y), BigInt(a.z - b.z)];
const dot = (a: B3, b: B3): bigint => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: B3, b: B3): B3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const isZero = (a: B3): boolean => a[0] === 0n && a[1] === 0n && a[2] === 0n;

/** The code of the cylinder along `pa → pb` (`MISS` for a zero-length edge). */
function edgeCode3(c0: Vec3, d: B3, rr: bigint, pa: Vec3, pb: Vec3): number {
  const e = sub(pb, pa);
  const ee = dot(e, e);
  if (ee === 0n) return MISS;
  const w = sub(c0, pa);
  const pw = dot(w, e);
  const pd = dot(d, e);
  return pieceCodeBig(cross(e, w), cross(e, d), rr * ee, [pw, pd, ee - pw, -pd]);
}

/** The code of the prism over the face (`MISS` for collinear corners). */
function faceCode(c0: Vec3, d: B3, rr: bigint, p: readonly [Vec3, Vec3, Vec3]): number {
  const n = cross(sub(p[1], p[0]), sub(p[2], p[0]));
  if (isZero(n)) return MISS;
  const lin: bigint[] = [];
  for (let i = 0; i < 3; i += 1) {
    const e = sub(p[(i + 1) % 3]!, p[i]!);
    lin.push(dot(cross(e, sub(c0, p[i]!)), n), dot(cross(e, d), n));
  }
  const w = sub(c0, p[0]);
  return pieceCodeBig([dot(n, w)], [dot(n, d)], rr * dot(n, n), lin);
}

const min = (a: number, b: number, c: number): number => (a < b ? Math.min(a, c) : Math.min(b, c));
const max = (a: number, b: number, c: number): number => (a > b ? Math.max(a, c) : Math.max(b, c));

/** Whether the boxes of the swept ball and of the triangle are disjoint along one axis. */
function apart(c0: number, c1: number, r: number, a: number, b: number, c: number): boolean {
  return Math.min(c0, c1) - r > max(a, b, c) || Math.max(c0, c1) + r < min(a, b, c);
}

const LIMIT = 33554432; // 2^25
const abs = Math.abs;

/** `sign((n·w)² − rr·n·n)`, exact for components below 2^51 (`n`) and 2^25 (`w`, `r`). */
function beyondPlane(
  nx: number,
  ny: number,
  nz: number,
  wx: number,
  wy: number,
  wz: number,
  rr: number,
): number {
  sumReset();
  sumAdd4(1, nx, wx, nx, wx);
  sumAdd4(1, ny, wy, ny, wy);
  sumAdd4(1, nz, wz, nz, wz);
  sumAdd4(2, nx, wx, ny, wy);
  sumAdd4(2, nx, wx, nz, wz);
  sumAdd4(2, ny, wy, nz, wz);
  sumAdd3(-1, rr, nx, nx);
  sumAdd3(-1, rr, ny, ny);
  sumAdd3(-1, rr, nz, nz);
  return sumSign();
}

/** The sign of `n·w`, exact (three products of exact doubles). */
function planeSide(nx: number, ny: number, nz: number, wx: number, wy: number, wz: number): number {
  sumReset();
  sumAdd3(1, nx, wx, 1);
  sumAdd3(1, ny, wy, 1);
  sumAdd3(1, nz, wz, 1);
  return sumSign();
}

/**
 * Whether the whole path stays on one side of the triangle's plane, farther
 * than `r` from it (then it cannot touch: the signed distance is linear in
 * `t`, so its least magnitude on the path is at an end). Decided in doubles
 * when every component of `c0 − p0`, `c1 − p0`, the edges from `p0` and `r`
 * is below 2^25 raw: the normal's components are then exact integers below
 * 2^51 and the test is the sign of sums of at most twelve products of four
 * exact factors (`product-sum.ts`). Otherwise (or for collinear corners) it
 * answers `false` and the pieces decide.
 */
function farFromPlane(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const ax = c0.x - p0.x;
  const ay = c0.y - p0.y;
  const az = c0.z - p0.z;
  const bx = c1.x - p0.x;
  const by = c1.y - p0.y;
  const bz = c1.z - p0.z;
  const ux = p1.x - p0.x;
  const uy = p1.y - p0.y;
  const uz = p1.z - p0.z;
  const vx = p2.x - p0.x;
  const vy = p2.y - p0.y;
  const vz = p2.z - p0.z;
  if (
    !(
      r < LIMIT &&
      abs(ax) < LIMIT &&
      abs(ay) < LIMIT &&
      abs(az) < LIMIT &&
      abs(bx) < LIMIT &&
      abs(by) < LIMIT &&
      abs(bz) < LIMIT &&
      abs(ux) < LIMIT &&
      abs(uy) < LIMIT &&
      abs(uz) < LIMIT &&
      abs(vx) < LIMIT &&
      abs(vy) < LIMIT &&
      abs(vz) < LIMIT
    )
  ) {
    return false;
  }
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  if (nx === 0 && ny === 0 && nz === 0) return false;
  const side = planeSide(nx, ny, nz, ax, ay, az);
  if (side === 0 || planeSide(nx, ny, nz, bx, by, bz) !== side) return false;
  const rr = r * r;
  return beyondPlane(nx, ny, nz, ax, ay, az, rr) > 0 && beyondPlane(nx, ny, nz, bx, by, bz, rr) > 0;
}

/**
 * The code of a sphere moving `c0 → c1` (radius `r`) against the triangle
 * `p0 p1 p2`, exactly (codes of `wall-pieces.ts`). `decide`: only whether it
 * hits. Sets {@link slabSettled}`.fallback` when some part needed BigInt.
 */
export function slabCode(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  decide: boolean,
): number {
  slabSettled.fallback = false;
  if (
    apart(c0.x, c1.x, r, p0.x, p1.x, p2.x) ||
    apart(c0.y, c1.y, r, p0.y, p1.y, p2.y) ||
    apart(c0.z, c1.z, r, p0.z, p1.z, p2.z) ||
    farFromPlane(c0, c1, r, p0, p1, p2)
  ) {
    return MISS;
  }
  const corners = [p0, p1, p2] as const;
  let code = MISS;
  for (const v of corners) {
    const fallback: boolean = slabSettled.fallback;
    code = earliest(code, vertexCode3(c0, c1, r, v, decide));
    slabSettled.fallback ||= fallback;
    if (decide && code !== MISS) return code;
  }
  slabSettled.fallback = true;
  const d = sub(c1, c0);
  const R = BigInt(r);
  const rr = R * R;
  for (let i = 0; i < 3; i += 1) {
    code = earliest(code, edgeCode3(c0, d, rr, corners[i]!, corners[(i + 1) % 3]!));
    if (decide && code !== MISS) return code;
  }
  return earliest(code, faceCode(c0, d, rr, corners));
}
