/**
 * The wall queries' exact last resort, in BigInt: the swept quadratic's
 * coefficients, its boolean and its floored first touch on exact integers.
 * The pair queries' last stage is the limb arithmetic of `limbs.ts`; the wall
 * pieces (`wall-pieces.ts`, `capsule.ts`, `rounded-slab.ts`) still call these
 * when their double stages cannot decide (beyond 1024 raw units from a
 * segment, 256 from a triangle, or a degenerate triangle). Moving them onto
 * the limb stage is the open part of making @swept/fixed BigInt-free.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { TOI_MISS, TOI_OVERLAP, TOI_SEPARATING } from './quadratic.ts';

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

/** Whether `f(t) = P t² + 2Q t + R ≤ 0` for some `t ∈ [0, 1]`, on exact integers. */
export function sweptDecisionBig(P: bigint, Q: bigint, R: bigint, F1: bigint, S: bigint): boolean {
  if (R <= 0n || F1 <= 0n) return true;
  if (Q >= 0n || S <= 0n) return false;
  return Q * Q >= P * R;
}

/** `toiCode` (quadratic.ts) on exact BigInt values (never undecided). */
export function toiCodeBig(P: bigint, Q: bigint, R: bigint, F1: bigint, S: bigint): number {
  if (!sweptDecisionBig(P, Q, R, F1, S)) return TOI_MISS;
  if (R < 0n) return TOI_OVERLAP;
  if (R === 0n) return Q >= 0n ? TOI_SEPARATING : 0;
  return firstTouchFloorBig(P, Q, R);
}

/**
 * `k = floor((−Q·2^16 − ⌈√(2^32·(Q² − PR))⌉) / P)`. The root is rounded up
 * because it is subtracted: for an integer `N = X − ⌈Y⌉`, `X − Y` lies in
 * `[N, N + 1)`, and `floor(z / P) = floor(floor(z) / P)` for an integer P > 0.
 */
function firstTouchFloorBig(P: bigint, Q: bigint, R: bigint): number {
  const root = isqrtCeilBig((Q * Q - P * R) << 32n);
  return Number((-(Q << 16n) - root) / P);
}

const SEED_MARGIN = 1 + 1 / 1099511627776; // 1 + 2^-40

/** `floor(√n)` for a BigInt `n ≥ 0`: a double seed, then Newton from above. */
function isqrtBig(n: bigint): bigint {
  if (n < 2n) return n;
  // The double seed is within a relative 2^-52 of √n; raising it by 2^-40
  // puts it above the root, from where Newton's integer iteration decreases
  // monotonically to floor(√n) in a step or two.
  let x = BigInt(Math.ceil(Math.sqrt(Number(n)) * SEED_MARGIN)) + 1n;
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** `ceil(√n)` for a BigInt `n ≥ 0`. */
function isqrtCeilBig(n: bigint): bigint {
  const s = isqrtBig(n);
  return s * s === n ? s : s + 1n;
}
