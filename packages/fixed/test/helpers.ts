/**
 * Test helpers: raw-value generators and exact checks written in BigInt,
 * independent of the package's code. Expected answers come from
 * @swept/oracle (BigInt rationals) or from these BigInt checks.
 */
import {
  ballsOverlapExact,
  ballsTimeOfImpactFloor,
  ballsTimeOfImpactStatus,
  ratFromRaw,
  type SweptCase,
  sweptBallsExact,
  sweptCaseFromRaw,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import { type GridScene, toBodies } from '../../core/test/scene/brute-force.ts';
import type { TimeOfImpact, Vec2, Vec3 } from '../src/index.ts';

export const MAX = 2147483647;

export const raw = (m = MAX): fc.Arbitrary<number> => fc.integer({ min: -m, max: m });
export const radius = (m = MAX): fc.Arbitrary<number> => fc.integer({ min: 0, max: m });
export const vec2 = (m = MAX): fc.Arbitrary<Vec2> => fc.record({ x: raw(m), y: raw(m) });
export const vec3 = (m = MAX): fc.Arbitrary<Vec3> => fc.record({ x: raw(m), y: raw(m), z: raw(m) });

/** Magnitudes that exercise the exact double path, the filter, and the fallback. */
export const scales: readonly number[] = [4, 1 << 12, 1 << 20, 1 << 24, 1 << 28, MAX];

export type SweptArgs<V> = [V, V, number, V, V, number];

export const swept2 = (m: number, r = m): fc.Arbitrary<SweptArgs<Vec2>> =>
  fc.tuple(vec2(m), vec2(m), radius(r), vec2(m), vec2(m), radius(r));
export const swept3 = (m: number, r = m): fc.Arbitrary<SweptArgs<Vec3>> =>
  fc.tuple(vec3(m), vec3(m), radius(r), vec3(m), vec3(m), radius(r));

export function oracleCase<V extends Vec2>(args: SweptArgs<V>): SweptCase {
  return sweptCaseFromRaw(...args);
}

type V = { x: number; y: number; z?: number };
const comps = (v: V): bigint[] =>
  v.z === undefined ? [BigInt(v.x), BigInt(v.y)] : [BigInt(v.x), BigInt(v.y), BigInt(v.z)];

/**
 * Whether `lo ≤ num/√n ≤ hi` for integers `num`, `n > 0` and integer bounds
 * (compares squares with the signs handled).
 */
export function sqrtRatioWithin(num: bigint, n: bigint, lo: bigint, hi: bigint): boolean {
  // x = num/√n; x ≥ lo ⇔ num ≥ lo·√n.
  const geq = (b: bigint): boolean => {
    if (num >= 0n && b <= 0n) return true;
    if (num < 0n && b >= 0n) return false;
    return num >= 0n ? num * num >= b * b * n : num * num <= b * b * n;
  };
  const leq = (b: bigint): boolean => {
    if (num <= 0n && b >= 0n) return true;
    if (num > 0n && b <= 0n) return false;
    return num >= 0n ? num * num <= b * b * n : num * num >= b * b * n;
  };
  return geq(lo) && leq(hi);
}

/**
 * Checks a time-of-impact result against the oracle: null-ness, the floored
 * `t`, the status, and `a`, `b` (within 1 raw), `point` (within 1 raw) and
 * `normal` (within 2 raw units of the exact unit vector) at the returned `t`.
 */
export function expectToi<W extends V>(args: SweptArgs<W>, got: TimeOfImpact<W> | null): void {
  const c = sweptCaseFromRaw(...args);
  const hit = sweptBallsExact(c);
  expect(got !== null, JSON.stringify(args)).toBe(hit);
  if (got === null) return;
  expect(BigInt(got.t), JSON.stringify(args)).toBe(ballsTimeOfImpactFloor(c, 65536n));
  expect(got.status).toBe(ballsTimeOfImpactStatus(c));
  const [a0, a1, ra, b0, b1] = args;
  const k = BigInt(got.t);
  const A = comps(a0).map((x, i) => 65536n * x + k * (comps(a1)[i]! - x));
  const B = comps(b0).map((x, i) => 65536n * x + k * (comps(b1)[i]! - x));
  const W = B.map((x, i) => x - A[i]!);
  const n = W.reduce((s, x) => s + x * x, 0n);
  const ga = comps(got.a);
  const gb = comps(got.b);
  const gp = comps(got.point);
  const gn = comps(got.normal);
  for (let i = 0; i < A.length; i += 1) {
    // |65536·a − A| ≤ 65536 ⇔ within one raw unit of the exact centre.
    const da = 65536n * ga[i]! - A[i]!;
    const db = 65536n * gb[i]! - B[i]!;
    expect(da <= 65536n && da >= -65536n, `a[${i}] ${JSON.stringify(args)}`).toBe(true);
    expect(db <= 65536n && db >= -65536n, `b[${i}] ${JSON.stringify(args)}`).toBe(true);
    if (n === 0n) {
      expect(gn[i]).toBe(i === 0 ? 65536n : 0n);
      const exact = A[i]! + (i === 0 ? 65536n * BigInt(ra) : 0n);
      const dp = 65536n * gp[i]! - exact;
      expect(dp <= 65536n && dp >= -65536n).toBe(true);
    } else {
      // normal_i ∈ [n − 2, n + 2] around 65536·W_i/|W|.
      expect(sqrtRatioWithin(65536n * W[i]!, n, gn[i]! - 2n, gn[i]! + 2n), `n[${i}]`).toBe(true);
      // point_i ∈ [p − 1, p + 1] around A_i/65536 + ra·W_i/|W|, scaled by 65536.
      const lo = 65536n * (gp[i]! - 1n) - A[i]!;
      const hi = 65536n * (gp[i]! + 1n) - A[i]!;
      expect(
        sqrtRatioWithin(65536n * BigInt(ra) * W[i]!, n, lo, hi),
        `point[${i}] ${JSON.stringify(args)}`,
      ).toBe(true);
    }
  }
}

/** Pythagorean triples and quadruples `[...legs, hypotenuse]`. */
export const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [65, 72, 97],
];
export const QUADRUPLES: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [2, 6, 9, 11],
];

/** The exact oracle's overlap test on raw inputs. */
export const exactOverlap = (a: Vec2 | Vec3, ra: number, b: Vec2 | Vec3, rb: number): boolean =>
  ballsOverlapExact(vecFromRaw(a), ratFromRaw(ra), vecFromRaw(b), ratFromRaw(rb));

/** Raw unit sizes for the scene and batch tests: grid values are multiplied by one. */
export const sceneUnit: fc.Arbitrary<number> = fc.constantFrom(1, 7, 4096, 65536, 1 << 20);

/** The shared scene tests' grid values in raw units: times {@link sceneUnit}, positions kept within ±(2^31 − 1). */
export const rawGridValues = sceneUnit.map((u) => ({
  at: (v: number) => Math.max(-MAX, Math.min(MAX, v * u)),
  size: (v: number) => v * u,
}));

/** A grid scene's bodies in raw values: grid values times `u`, kept within ±(2^31 − 1). */
export function rawScene(scene: GridScene, u: number): ReturnType<typeof toBodies> {
  return toBodies(scene, (v) => Math.max(-MAX, Math.min(MAX, v * u)));
}
