/**
 * The coefficients of the contract's quadratic (see `quadratic.ts`), formed
 * from raw positions: `C0 = b0 − a0`, `C1 = b1 − a1`, `D = C1 − C0` are
 * exact doubles (below 2^33), so each value below is a plain dot product.
 * The double forms write into one reusable record, so the hot path
 * allocates nothing; the limb forms are the last stage.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { addProduct, type Limbs, limbs, zero } from './exact/limbs.ts';

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

/**
 * The five values exactly, in 3-limb integers (`exact/limbs.ts`), for the last
 * stage. Widths (raw inputs within ±(2^31 − 1), `n ≤ 3` components):
 * `|C0ᵢ|, |C1ᵢ| ≤ 2^32 − 2`, `|Dᵢ| ≤ 2^33 − 4`, `r ≤ 2^32 − 2`, so
 * `P ≤ 3·(2^33 − 4)² < 2^67.6`, `|Q|, |S| ≤ 3·(2^32 − 2)(2^33 − 4) < 2^66.6`,
 * `R, F1 ∈ (−2^64, 3·2^64)`: all inside the 3-limb range `[−2^71, 2^71)`,
 * so each is exact (`addProduct` is exact modulo 2^72). Every factor is a
 * difference of raw values below 2^34, a safe integer.
 */
export const exactCoef: { P: Limbs; Q: Limbs; R: Limbs; F1: Limbs; S: Limbs } = {
  P: limbs(3),
  Q: limbs(3),
  R: limbs(3),
  F1: limbs(3),
  S: limbs(3),
};

function resetExact(r: number): void {
  const e = exactCoef;
  zero(e.P);
  zero(e.Q);
  zero(e.S);
  addProduct(zero(e.R), -r, r);
  addProduct(zero(e.F1), -r, r);
}

function addComponent(u: number, v: number): void {
  const e = exactCoef;
  const d = v - u;
  addProduct(e.P, d, d);
  addProduct(e.Q, u, d);
  addProduct(e.S, v, d);
  addProduct(e.R, u, u);
  addProduct(e.F1, v, v);
}

/** {@link exactCoef} for 2D positions. */
export function exactCoefficients2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2, r: number): void {
  resetExact(r);
  addComponent(b0.x - a0.x, b1.x - a1.x);
  addComponent(b0.y - a0.y, b1.y - a1.y);
}

/** {@link exactCoef} for 3D positions. */
export function exactCoefficients3(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3, r: number): void {
  resetExact(r);
  addComponent(b0.x - a0.x, b1.x - a1.x);
  addComponent(b0.y - a0.y, b1.y - a1.y);
  addComponent(b0.z - a0.z, b1.z - a1.z);
}
