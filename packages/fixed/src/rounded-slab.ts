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
 * are. The corner balls use the sphere queries' own stages at any
 * magnitude. When every component of `c0 − p0`, `c1 − p0`, `p1 − p0`,
 * `p2 − p0` and `r` is below 2^24 raw (256 units) and the corners are not
 * collinear, everything else is decided in doubles: exact separating planes
 * rule out misses ({@link separated}), a clean entry through the face is the
 * answer at once ({@link faceFirst}), and otherwise the face's start and the
 * three cylinders are decided as exact sums of products (`product-sum.ts`).
 * Beyond that range, or for degenerate triangles, the cylinders and the
 * prism are limb pieces (`wall-pieces.ts`).
 */
import type { Vec3 } from '@swept/core';
import { sumAdd2, sumAdd3, sumAdd4, sumAdd6, sumReset, sumSign } from '@swept/core/internal';
import { pointCode, settled } from './capsule.ts';
import { coefficients3, exactCoefficients3 } from './coefficients.ts';
import { FILTER50 } from './exact/filter-bounds.ts';
import { provenFloor } from './exact/floor-search.ts';
import {
  cross3,
  dot3,
  type Limbs,
  limbs,
  mul,
  mulAdd,
  product,
  setInt,
  sign,
  sub,
} from './exact/limbs.ts';
import { earliest, LimbPiece, MISS, OVERLAP, SEPARATING, START_IMPACT } from './wall-pieces.ts';

function vertexCode3(c0: Vec3, c1: Vec3, r: number, v: Vec3, decide: boolean): number {
  coefficients3(c0, c1, v, v, r);
  return pointCode(c0, c1, r, v, decide, exactCoefficients3);
}

/*
 * The limb pieces of the slab, beyond the doubles' range (raw within
 * ±(2^31 − 1), so every component of a difference of two positions — `d`,
 * an edge `e`, `w = c0 − corner` — is below 2^32):
 * - a cylinder: `α = e × w`, `β = e × d` below 2^65 per component,
 *   `e·e < 3·2^64`, `K = r²·e·e < 2^62·2^65.6 < 2^128`, the conditions
 *   `e·w`, `e·d` below 2^66 and `e·e − e·w` below 2^67;
 * - the prism: `n = (p1 − p0) × (p2 − p0)` below 2^65 per component (3
 *   limbs), `α = n·w` and `β = n·d` below `3·2^97 < 2^99`,
 *   `K = r²·n·n < 2^62·3·2^130 < 2^194`, each condition
 *   `n·(e × (c0 − pᵢ))`, `n·(e × d)` below `3·2^65·2^65 < 2^132` (6 limbs).
 */
const CYLINDER = new LimbPiece(3, 2, { ab: 65, k: 128, lin: 67 });
const PRISM = new LimbPiece(1, 3, { ab: 99, k: 194, lin: 132 });
const RR = limbs(3);
/** The motion `c1 − c0` of the limb pieces (module scratch: nothing allocated per call). */
const MOTION: Vec3 = { x: 0, y: 0, z: 0 };
const N = [limbs(3), limbs(3), limbs(3)] as const;
const NN = limbs(6);
const X = [limbs(3), limbs(3), limbs(3)] as const;
const T = limbs(3);

/** Three limb numbers (a vector's components). */
type Vector = readonly Limbs[];

/** `out = n·x` for limb vectors (`n` the face normal in {@link N}). */
function dotNormal(out: Limbs, x: Vector): Limbs {
  mul(out, N[0], x[0]!);
  mulAdd(out, N[1], x[1]!);
  return mulAdd(out, N[2], x[2]!);
}

/** `out = n·(x, y, z)` for exact integer doubles below 2^53. */
function dotNormalInt(out: Limbs, x: number, y: number, z: number): Limbs {
  mul(out, N[0], setInt(T, x));
  mulAdd(out, N[1], setInt(T, y));
  return mulAdd(out, N[2], setInt(T, z));
}

/** The code of the cylinder along `pa → pb` (`MISS` for a zero-length edge). */
function edgeCode3(c0: Vec3, d: Vec3, pa: Vec3, pb: Vec3): number {
  const ex = pb.x - pa.x;
  const ey = pb.y - pa.y;
  const ez = pb.z - pa.z;
  if (ex === 0 && ey === 0 && ez === 0) return MISS;
  const wx = c0.x - pa.x;
  const wy = c0.y - pa.y;
  const wz = c0.z - pa.z;
  const p = CYLINDER;
  const pw = p.lin[0]!;
  const pd = p.lin[1]!;
  const far = p.lin[2]!;
  const back = p.lin[3]!;
  cross3(p.alpha, ex, ey, ez, wx, wy, wz);
  cross3(p.beta, ex, ey, ez, d.x, d.y, d.z);
  dot3(T, ex, ex, ey, ey, ez, ez);
  mul(p.K, RR, T);
  dot3(pw, wx, ex, wy, ey, wz, ez);
  dot3(pd, d.x, ex, d.y, ey, d.z, ez);
  sub(far, T, pw);
  dot3(back, -d.x, ex, -d.y, ey, -d.z, ez);
  p.conditions = 2;
  return p.code();
}

/** The code of the prism over the face (`MISS` for collinear corners). */
function faceCode(c0: Vec3, d: Vec3, p: readonly [Vec3, Vec3, Vec3]): number {
  const [p0, p1, p2] = p;
  cross3(N, p1.x - p0.x, p1.y - p0.y, p1.z - p0.z, p2.x - p0.x, p2.y - p0.y, p2.z - p0.z);
  if (sign(N[0]) === 0 && sign(N[1]) === 0 && sign(N[2]) === 0) return MISS;
  const f = PRISM;
  for (let i = 0; i < 3; i += 1) {
    const a = p[i]!;
    const b = p[i === 2 ? 0 : i + 1]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const ez = b.z - a.z;
    cross3(X, ex, ey, ez, c0.x - a.x, c0.y - a.y, c0.z - a.z);
    dotNormal(f.lin[2 * i]!, X);
    cross3(X, ex, ey, ez, d.x, d.y, d.z);
    dotNormal(f.lin[2 * i + 1]!, X);
  }
  dotNormalInt(f.alpha[0]!, c0.x - p0.x, c0.y - p0.y, c0.z - p0.z);
  dotNormalInt(f.beta[0]!, d.x, d.y, d.z);
  mul(NN, N[0], N[0]);
  mulAdd(NN, N[1], N[1]);
  mulAdd(NN, N[2], N[2]);
  mul(f.K, RR, NN);
  f.conditions = 3;
  return f.code();
}

const min = (a: number, b: number, c: number): number => (a < b ? Math.min(a, c) : Math.min(b, c));
const max = (a: number, b: number, c: number): number => (a > b ? Math.max(a, c) : Math.max(b, c));

/** Whether the boxes of the swept ball and of the triangle are disjoint along one axis. */
function apart(c0: number, c1: number, r: number, a: number, b: number, c: number): boolean {
  return Math.min(c0, c1) - r > max(a, b, c) || Math.max(c0, c1) + r < min(a, b, c);
}

const LIMIT = 16777216; // 2^24
const abs = Math.abs;
const FILTER48 = 1 / 281474976710656; // 2^-48

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
function beyond(
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
function side(nx: number, ny: number, nz: number, qx: number, qy: number, qz: number): number {
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
const edge = { ex: 0, ey: 0, ez: 0, wx: 0, wy: 0, wz: 0 };

function edgeAt(i: number): void {
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

/** Scratch for {@link separated}: the ends of the path and the corners, relative to `p0`. */
const rel = new Float64Array(12);
/** The face normal `(p1 − p0) × (p2 − p0)` of the last {@link separated} call, when `exact`. */
const face = { exact: false, x: 0, y: 0, z: 0 };

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
function separated(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
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

/**
 * The sign of `x·r − y·√(n·n)` for `x = n·q` and `y = σ·(e·k)` (sums of
 * three products of exact doubles; `σ = ±1`): by the signs when they
 * differ, else by `x²·r²` against `y²·n·n` (at most 24 products of six
 * exact factors).
 */
function surdSign(
  nx: number,
  ny: number,
  nz: number,
  qx: number,
  qy: number,
  qz: number,
  r: number,
  sigma: number,
  ex: number,
  ey: number,
  ez: number,
  kx: number,
  ky: number,
  kz: number,
): number {
  const sx = r === 0 ? 0 : side(nx, ny, nz, qx, qy, qz);
  const sy = sigma * side(ex, ey, ez, kx, ky, kz);
  if (sx >= 0 && sy <= 0) return sx > 0 || sy < 0 ? 1 : 0;
  if (sx <= 0 && sy >= 0) return -1;
  const rr = r * r;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    for (let j = i; j < 3; j += 1) {
      const s2 = i === j ? 1 : 2;
      const ni = i === 0 ? nx : i === 1 ? ny : nz;
      const nj = j === 0 ? nx : j === 1 ? ny : nz;
      const qi = i === 0 ? qx : i === 1 ? qy : qz;
      const qj = j === 0 ? qx : j === 1 ? qy : qz;
      sumAdd6(s2, ni, qi, nj, qj, rr, 1);
      const ei = i === 0 ? ex : i === 1 ? ey : ez;
      const ej = j === 0 ? ex : j === 1 ? ey : ez;
      const ki = i === 0 ? kx : i === 1 ? ky : kz;
      const kj = j === 0 ? kx : j === 1 ? ky : kz;
      sumAdd6(-s2, ei, ki, ej, kj, nx, nx);
      sumAdd6(-s2, ei, ki, ej, kj, ny, ny);
      sumAdd6(-s2, ei, ki, ej, kj, nz, nz);
    }
  }
  return sx * sumSign();
}

/**
 * The first touch when it is a clean hit of the face from outside, in
 * doubles, or −1 when it is not (then the pieces decide). Needs the normal
 * of an in-range {@link separated} call (`face.exact`).
 *
 * The centre starts farther than `r` from the plane (`σ0 = n·w`,
 * `σ0² > r²·n·n`), approaches it (`σ1 = n·d` of the other sign) and reaches
 * `|n·X| = r·|n|` by `t = 1`, at `τ = (a − ρ)/b` (`a = |σ0|`, `b = |σ1|`,
 * `ρ = r·|n|`). If the centre then projects into the triangle (each edge's
 * `γ + τ·δ ≥ 0`, `γ = n·(e × (c0 − pi))`, `δ = n·(e × d)`), `τ` is the first
 * touch of the whole slab: before it the centre is farther than `r` from
 * the plane, so from every piece. By the identity
 * `(m·d)(n·w) − (m·w)(n·d) = (m × n)·(d × w)` with `m = n × e`,
 * `m × n = |n|²·e`, the condition is `(−δ)·r − (−σ·det(e, d, w))·|n| ≥ 0`.
 * `floor(65536·τ)` is proven like the segment's (`capsule.ts`), with
 * `65536·a − j·b = σ·n·(65536·w + j·d)` and `65536·w + j·d` exact.
 */
function faceFirst(r: number): number {
  const v = rel;
  const nx = face.x;
  const ny = face.y;
  const nz = face.z;
  const rr = r * r;
  const sg = side(nx, ny, nz, v[0]!, v[1]!, v[2]!);
  if (sg === 0 || beyond(nx, ny, nz, v[0]!, v[1]!, v[2]!, rr, 1) <= 0) return -1;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  if (side(nx, ny, nz, dx, dy, dz) !== -sg) return -1;
  if (
    side(nx, ny, nz, v[3]!, v[4]!, v[5]!) === sg &&
    beyond(nx, ny, nz, v[3]!, v[4]!, v[5]!, rr, 1) > 0
  ) {
    return -1;
  }
  for (let i = 0; i < 3; i += 1) {
    edgeAt(i);
    const { ex, ey, ez, wx, wy, wz } = edge;
    // x = −δ = n·(d × e); y = −σ·det(e, d, w) = −σ·e·(d × w).
    const valid = surdSign(
      nx,
      ny,
      nz,
      dy * ez - dz * ey,
      dz * ex - dx * ez,
      dx * ey - dy * ex,
      r,
      -sg,
      ex,
      ey,
      ez,
      dy * wz - dz * wy,
      dz * wx - dx * wz,
      dx * wy - dy * wx,
    );
    if (valid < 0) return -1;
  }
  faceEntry.dx = dx;
  faceEntry.dy = dy;
  faceEntry.dz = dz;
  faceEntry.sg = sg;
  faceEntry.rr = rr;
  const a = Math.abs(nx * rel[0]! + ny * rel[1]! + nz * rel[2]!);
  const b = Math.abs(nx * dx + ny * dy + nz * dz);
  // An estimate only: faceNotAfter proves (or corrects) it.
  return provenFloor((a - r * Math.sqrt(nx * nx + ny * ny + nz * nz)) / b, faceNotAfter);
}

/** The operands of {@link faceNotAfter}: the face normal is `face`, `d`, `σ`, `r²`. */
const faceEntry = { dx: 0, dy: 0, dz: 0, sg: 0, rr: 0 };

/** Whether `j/65536` is not after the face entry: `σ·n·W ≥ 0` and `(n·W)² ≥ 2^32·r²·n·n`, `W = 65536·w + j·d`. */
function faceNotAfter(j: number): boolean {
  const { dx, dy, dz, sg, rr } = faceEntry;
  const Wx = 65536 * rel[0]! + j * dx;
  const Wy = 65536 * rel[1]! + j * dy;
  const Wz = 65536 * rel[2]! + j * dz;
  if (sg * side(face.x, face.y, face.z, Wx, Wy, Wz) < 0) return false;
  return beyond(face.x, face.y, face.z, Wx, Wy, Wz, rr, 4294967296) >= 0;
}

/**
 * The face's code when the centre starts within `r` of the plane (the cases
 * {@link faceFirst} leaves): overlapping, approaching or resting when it
 * projects into the triangle (closed), else a miss — entering the prism
 * later through a side means touching that edge's cylinder first. A centre
 * that starts farther than `r` contributes nothing {@link faceFirst} did
 * not (an entry that projects outside meets an edge first).
 */
function faceStartCode(r: number): number {
  const v = rel;
  const nx = face.x;
  const ny = face.y;
  const nz = face.z;
  const g0 = beyond(nx, ny, nz, v[0]!, v[1]!, v[2]!, r * r, 1);
  if (g0 > 0) return MISS;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  let leaving = false;
  for (let i = 0; i < 3; i += 1) {
    edgeAt(i);
    const { ex, ey, ez, wx, wy, wz } = edge;
    // γ = n·(e × w) ≥ 0 inside; on the side (γ = 0) and δ = n·(e × d) < 0: leaving at once.
    const gamma = side(nx, ny, nz, ey * wz - ez * wy, ez * wx - ex * wz, ex * wy - ey * wx);
    if (gamma < 0) return MISS;
    if (
      gamma === 0 &&
      side(nx, ny, nz, ey * dz - ez * dy, ez * dx - ex * dz, ex * dy - ey * dx) < 0
    ) {
      leaving = true;
    }
  }
  if (g0 < 0) return OVERLAP;
  if (leaving) return SEPARATING;
  const s0 = side(nx, ny, nz, v[0]!, v[1]!, v[2]!);
  return s0 !== 0 && side(nx, ny, nz, dx, dy, dz) === -s0 ? START_IMPACT : SEPARATING;
}

/** Scratch of {@link cylinderCode}: `a = e × w`, `b = e × d`, `c = w × d`, `e`. */
const cyl = new Float64Array(12);

/** The sign of `|a|² − r²·e·e` for `a` in `cyl[0…2]` (`h` at the start), or of `|a + b|² − r²·e·e` (`end`). */
function cylinderH(rr: number, ee: number, end: boolean): number {
  const c = cyl;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    const x = end ? c[i]! + c[i + 3]! : c[i]!;
    sumAdd2(1, x, x);
  }
  sumAdd2(-1, rr, ee);
  return sumSign();
}

/**
 * The sign of `√(e·e)·X − y·√B` with `X = x1·x2 − x3·x4` and
 * `B = r²·|b|² − det²`, `det = e·c` (`B ≥ 0`, given as `sB`): the edge's
 * projection condition at the cylinder's entry (see {@link cylinderCode}).
 */
function cylinderSurd(
  x1: number,
  x2: number,
  x3: number,
  x4: number,
  y: number,
  sB: number,
  rr: number,
  ee: number,
): number {
  sumReset();
  sumAdd2(1, x1, x2);
  sumAdd2(-1, x3, x4);
  const sx = sumSign();
  const sy = sB === 0 || y === 0 ? 0 : y < 0 ? -1 : 1;
  if (sx >= 0 && sy <= 0) return sx > 0 || sy < 0 ? 1 : 0;
  if (sx <= 0 && sy >= 0) return -1;
  const c = cyl;
  sumReset();
  // X²·ee
  sumAdd6(1, x1, x2, x1, x2, ee, 1);
  sumAdd6(-2, x1, x2, x3, x4, ee, 1);
  sumAdd6(1, x3, x4, x3, x4, ee, 1);
  // − y²·(r²·|b|² − (e·c)²)
  for (let i = 0; i < 3; i += 1) {
    sumAdd6(-1, y, y, rr, c[i + 3]!, c[i + 3]!, 1);
    for (let j = i; j < 3; j += 1) {
      sumAdd6(i === j ? 1 : 2, y, y, c[i + 9]!, c[i + 6]!, c[j + 9]!, c[j + 6]!);
    }
  }
  return sx * sumSign();
}

/**
 * Whether `j/65536` is not after the cylinder's entry (the smaller root of
 * `h(t) = |a + t·b|² − r²·e·e`, `h(0) > 0`): `g = 2^32·h(s) > 0` left of the
 * vertex (`65536·a·b + j·|b|² < 0`), or `g = 0` — as `notAfterFirstTouch`
 * in `quadratic.ts`, with every coefficient expanded into products of
 * exact doubles.
 */
/** `r²` and `e·e` of the cylinder in {@link cylinderNotAfter}. */
const cylArgs = { rr: 0, ee: 0 };

function cylinderNotAfter(j: number): boolean {
  const { rr, ee } = cylArgs;
  const c = cyl;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd2(65536, c[i]!, c[i + 3]!);
    sumAdd3(1, j, c[i + 3]!, c[i + 3]!);
  }
  const h = sumSign();
  if (h > 0) return false;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd2(4294967296, c[i]!, c[i]!);
    sumAdd3(131072, j, c[i]!, c[i + 3]!);
    sumAdd3(1, j * j, c[i + 3]!, c[i + 3]!);
  }
  sumAdd2(-4294967296, rr, ee);
  const g = sumSign();
  return (g > 0 && h < 0) || g === 0;
}

/**
 * The code of the cylinder along edge `i` ({@link edgeAt}), in doubles: `h(t) =
 * |e × (w + t·d)|² − r²·e·e ≤ 0` where the projection `(w + t·d)·e` lies in
 * `[0, e·e]`. From outside, it is entered at the smaller root `τ` of `h`
 * when the projection there is in range: with `P = |b|²`, `Q = a·b`,
 * `D = Q² − P·h(0)`, the condition `g·P + h·(−Q − √D) ≥ 0` for the near end
 * (`g, h = e·w, e·d`) simplifies by `(e×w)·(e×d) = e·e·(w·d) − (e·w)(e·d)`
 * and `|a × b|² = e·e·det(e, w, d)²` to `√(e·e)·(pw·dd − pd·wd) − pd·√B ≥ 0`
 * with `B = r²·P − det²`; the far end likewise with `w − e` and `−pd`.
 * Entered through an end instead, it meets that end's ball first (a miss
 * here). Every component is an exact integer below 2^51 (see {@link separated}).
 */
function cylinderCode(i: number, r: number): number {
  const v = rel;
  const c = cyl;
  edgeAt(i);
  const { ex, ey, ez, wx, wy, wz } = edge;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  c[0] = ey * wz - ez * wy;
  c[1] = ez * wx - ex * wz;
  c[2] = ex * wy - ey * wx;
  c[3] = ey * dz - ez * dy;
  c[4] = ez * dx - ex * dz;
  c[5] = ex * dy - ey * dx;
  c[6] = wy * dz - wz * dy;
  c[7] = wz * dx - wx * dz;
  c[8] = wx * dy - wy * dx;
  c[9] = ex;
  c[10] = ey;
  c[11] = ez;
  const rr = r * r;
  const ee = ex * ex + ey * ey + ez * ez;
  const pw = ex * wx + ey * wy + ez * wz;
  const pd = ex * dx + ey * dy + ez * dz;
  const h0 = cylinderH(rr, ee, false);
  if (h0 <= 0) {
    if (pw < 0 || pw > ee) return MISS;
    if (h0 < 0) return OVERLAP;
    if ((pw === 0 && pd < 0) || (pw === ee && pd > 0)) return SEPARATING;
    return side(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!) < 0 ? START_IMPACT : SEPARATING;
  }
  // Outside: approaching (Q < 0), reached by t = 1 (h(1) ≤ 0, or the vertex inside with D ≥ 0).
  if (side(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!) >= 0) return MISS;
  if (cylinderH(rr, ee, true) > 0) {
    // S = b·(a + b) ≤ 0: still falling at t = 1, so never below zero on [0, 1].
    if (side(c[3]!, c[4]!, c[5]!, c[0]! + c[3]!, c[1]! + c[4]!, c[2]! + c[5]!) <= 0) return MISS;
    sumReset();
    for (let i = 0; i < 3; i += 1) {
      for (let j = i; j < 3; j += 1) sumAdd4(i === j ? 1 : 2, c[i]!, c[i + 3]!, c[j]!, c[j + 3]!);
      for (let j = 0; j < 3; j += 1) sumAdd4(-1, c[i + 3]!, c[i + 3]!, c[j]!, c[j]!);
      sumAdd4(1, c[i + 3]!, c[i + 3]!, rr, ee);
    }
    if (sumSign() < 0) return MISS;
  }
  // B = r²·|b|² − det², det = e·(w × d): its sign (≥ 0 here) decides whether √B vanishes.
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd3(1, rr, c[i + 3]!, c[i + 3]!);
    for (let j = i; j < 3; j += 1)
      sumAdd4(i === j ? -1 : -2, c[i + 9]!, c[i + 6]!, c[j + 9]!, c[j + 6]!);
  }
  const sB = sumSign();
  const dd = dx * dx + dy * dy + dz * dz;
  const wd = wx * dx + wy * dy + wz * dz;
  if (cylinderSurd(pw, dd, pd, wd, pd, sB, rr, ee) < 0) return MISS;
  // Far end: X = −((pw − ee)·dd − pd·(wd − pd)) = pd·(wd − pd) − (pw − ee)·dd, y = −pd.
  if (cylinderSurd(pd, wd - pd, pw - ee, dd, -pd, sB, rr, ee) < 0) return MISS;
  return cylinderFloor(rr, ee);
}

/** `floor(65536·τ)` of the cylinder's entry, proven by {@link cylinderNotAfter}. */
function cylinderFloor(rr: number, ee: number): number {
  const c = cyl;
  let P = 0;
  let Q = 0;
  let R = -rr * ee;
  for (let i = 0; i < 3; i += 1) {
    P += c[i + 3]! * c[i + 3]!;
    Q += c[i]! * c[i + 3]!;
    R += c[i]! * c[i]!;
  }
  cylArgs.rr = rr;
  cylArgs.ee = ee;
  // An estimate only (the stable smaller root); the exact tests prove or correct it.
  return provenFloor(R / (Math.sqrt(Math.max(Q * Q - P * R, 0)) - Q), cylinderNotAfter);
}

/**
 * The code of a sphere moving `c0 → c1` (radius `r`) against the triangle
 * `p0 p1 p2`, exactly (codes of `wall-pieces.ts`). `decide`: only whether it
 * hits. Sets `settled` (capsule.ts)`.limbs` when some part needed the limb stage.
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
  settled.limbs = false;
  if (
    apart(c0.x, c1.x, r, p0.x, p1.x, p2.x) ||
    apart(c0.y, c1.y, r, p0.y, p1.y, p2.y) ||
    apart(c0.z, c1.z, r, p0.z, p1.z, p2.z) ||
    separated(c0, c1, r, p0, p1, p2)
  ) {
    return MISS;
  }
  if (face.exact) {
    // Every piece in doubles (see faceFirst, faceStartCode, cylinderCode).
    const k = faceFirst(r);
    if (k >= 0) return k;
    let code = faceStartCode(r);
    for (let i = 0; i < 3 && !(decide && code !== MISS); i += 1) {
      code = earliest(code, cylinderCode(i, r));
    }
    for (let i = 0; i < 3 && !(decide && code !== MISS); i += 1) {
      code = earliest(code, vertexCode3(c0, c1, r, i === 0 ? p0 : i === 1 ? p1 : p2, decide));
    }
    return code;
  }
  let code = MISS;
  for (let i = 0; i < 3; i += 1) {
    code = earliest(code, vertexCode3(c0, c1, r, i === 0 ? p0 : i === 1 ? p1 : p2, decide));
    if (decide && code !== MISS) return code;
  }
  settled.limbs = true;
  const d = MOTION;
  d.x = c1.x - c0.x;
  d.y = c1.y - c0.y;
  d.z = c1.z - c0.z;
  product(RR, r, r);
  const corners = [p0, p1, p2] as const;
  for (let i = 0; i < 3; i += 1) {
    code = earliest(code, edgeCode3(c0, d, corners[i]!, corners[(i + 1) % 3]!));
    if (decide && code !== MISS) return code;
  }
  return earliest(code, faceCode(c0, d, corners));
}
