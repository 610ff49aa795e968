/**
 * The coefficients of the contract's quadratic (see `quadratic.ts`), formed
 * from raw positions: `C0 = b0 − a0`, `C1 = b1 − a1`, `D = C1 − C0` are
 * exact doubles (below 2^33), so each value below is a plain dot product.
 * The double forms write into one reusable record, so the hot path
 * allocates nothing; the BigInt forms are the fallback.
 */
import type { Vec2, Vec3 } from '@swept/core';

/** `[P, Q, R, F1, S]` of the last `coefficients2/3` call, and its `scale`. */
export const coef = { P: 0, Q: 0, R: 0, F1: 0, S: 0, scale: 0 };

export function coefficients2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2, r: number): void {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const rr = r * r;
  const c0sq = c0x * c0x + c0y * c0y;
  const c1sq = c1x * c1x + c1y * c1y;
  const P = dx * dx + dy * dy;
  coef.P = P;
  coef.Q = c0x * dx + c0y * dy;
  coef.R = c0sq - rr;
  coef.F1 = c1sq - rr;
  coef.S = c1x * dx + c1y * dy;
  coef.scale = c0sq + c1sq + P + rr;
}

export function coefficients3(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3, r: number): void {
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
  coef.P = P;
  coef.Q = c0x * dx + c0y * dy + c0z * dz;
  coef.R = c0sq - rr;
  coef.F1 = c1sq - rr;
  coef.S = c1x * dx + c1y * dy + c1z * dz;
  coef.scale = c0sq + c1sq + P + rr;
}

/** Exact `[P, Q, R, F1, S]` from the components of `C0` and `C1`. */
function coefficientsBig(
  c0: readonly number[],
  c1: readonly number[],
  r: number,
): [bigint, bigint, bigint, bigint, bigint] {
  let P = 0n;
  let Q = 0n;
  let c0sq = 0n;
  let c1sq = 0n;
  let S = 0n;
  for (let i = 0; i < c0.length; i += 1) {
    const u = BigInt(c0[i]!);
    const v = BigInt(c1[i]!);
    const d = v - u;
    P += d * d;
    Q += u * d;
    S += v * d;
    c0sq += u * u;
    c1sq += v * v;
  }
  const rr = BigInt(r) * BigInt(r);
  return [P, Q, c0sq - rr, c1sq - rr, S];
}

/** `coefficientsBig` for 2D positions. */
export function coefficientsBig2(
  a0: Vec2,
  a1: Vec2,
  b0: Vec2,
  b1: Vec2,
  r: number,
): [bigint, bigint, bigint, bigint, bigint] {
  return coefficientsBig([b0.x - a0.x, b0.y - a0.y], [b1.x - a1.x, b1.y - a1.y], r);
}

/** `coefficientsBig` for 3D positions. */
export function coefficientsBig3(
  a0: Vec3,
  a1: Vec3,
  b0: Vec3,
  b1: Vec3,
  r: number,
): [bigint, bigint, bigint, bigint, bigint] {
  return coefficientsBig(
    [b0.x - a0.x, b0.y - a0.y, b0.z - a0.z],
    [b1.x - a1.x, b1.y - a1.y, b1.z - a1.z],
    r,
  );
}
