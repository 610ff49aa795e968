/**
 * The exact push that separates two overlapping boxes or cuboids (raw
 * values), shared by `separateBoxes` and `separateCuboids`: along the axis
 * of least penetration (ties: x, then y, then z), the relative component
 * becomes exactly `±(haᵢ + hbᵢ)` (B's side, `+` when they coincide on it):
 * touching, so the exact overlap test is `false` with no residue. The push
 * `e` (below `2^33`) is split by `pushShare` and kept in range by
 * `shareInRange` (`range-edge.ts`: `|haᵢ + hbᵢ| ≤ 2^32 − 2`, the range's
 * width, so a share exists unless the other body is immovable), through
 * `splitPush`.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { rawCopy, splitPush } from './split-push.ts';

type Axis = 'x' | 'y' | 'z';

/** Fresh copies of `a` and `b` on `axes`, pushed apart when they overlap (every zero `+0`). */
export function pushBoxesApart<V extends Vec2 | Vec3>(
  a: V,
  ha: V,
  ma: number,
  b: V,
  hb: V,
  mb: number,
  axes: readonly Axis[],
): { a: V; b: V } {
  const pa = a as Vec2 & Partial<Vec3>;
  const pb = b as Vec2 & Partial<Vec3>;
  const h = (v: V, k: Axis) => (v as Vec2 & Partial<Vec3>)[k]!;
  let axis: Axis | null = null;
  let least = Number.POSITIVE_INFINITY;
  let overlaps = true;
  for (const k of axes) {
    const depth = h(ha, k) + h(hb, k) - Math.abs(pb[k]! - pa[k]!);
    if (depth <= 0) overlaps = false;
    if (depth < least) {
      least = depth;
      axis = k;
    }
  }
  counter.count(false);
  if (!overlaps || axis === null) return { a: rawCopy(a), b: rawCopy(b) };
  // The push moves the relative vector along `axis` only.
  const e: Vec2 & Partial<Vec3> = axes.length === 3 ? { x: 0, y: 0, z: 0 } : { x: 0, y: 0 };
  const d = pb[axis]! - pa[axis]!;
  e[axis] = (d < 0 ? -1 : 1) * (h(ha, axis) + h(hb, axis)) - d;
  const { p, q } = splitPush(a, ma, b, mb, e as V);
  return { a: p, b: q };
}
