/**
 * The rounded slab's cylinders and prism as limb pieces (`wall-pieces.ts`),
 * beyond the doubles' range or for degenerate triangles.
 */
import type { Vec3 } from '@swept/core';
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
} from '../exact/limbs.ts';
import { earliest, LimbPiece, MISS } from './wall-pieces.ts';

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

/**
 * The code of the cylinders and the prism as limb pieces, folded into `code`
 * (the corner balls' so far) by {@link earliest}; `decide`: only whether it
 * hits (stops at the first hit).
 */
export function limbPiecesCode(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  decide: boolean,
  code: number,
): number {
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
