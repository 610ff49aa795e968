/**
 * The `exact` separation of two boxes or cuboids, shared by
 * `separateBoxes` and `separateCuboids`: along the exact axis of least
 * penetration (ties: x, then y, then z), by the core's push on one axis
 * (`pushApartOnAxis`, mass-weighted by `pushShare`) run with the exact
 * per-axis test, so the result never overlaps exactly.
 */
import type { Separation, Vec2, Vec3 } from '@swept/core';
import {
  pushApartOnAxis,
  pushed,
  pushShare,
  STAGE_EXPANSION,
  STAGE_FILTER,
} from '@swept/core/internal';
import { boxValues, leastPenetration } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';
import { overlapOnAxisExact } from '../overlap/box-box.ts';

const AXES = ['x', 'y', 'z'] as const;

/** Fresh positions: `a`, `b` unchanged when they do not overlap exactly, else pushed apart to touching. */
export function separateBoxesExactly<V extends Vec2 | Vec3>(
  dim: 2 | 3,
  a: V,
  ha: V,
  ma: number,
  b: V,
  hb: V,
  mb: number,
): Separation<V> {
  const at = (v: V, i: number) => (v as Vec3)[AXES[i]!];
  const copy = (v: V) => (dim === 2 ? { x: v.x, y: v.y } : { x: v.x, y: v.y, z: at(v, 2) }) as V;
  const outA = copy(a);
  const outB = copy(b);
  for (let i = 0; i < dim; i++) {
    if (!overlapOnAxisExact(at(a, i), at(ha, i), at(b, i), at(hb, i))) {
      record(STAGE_FILTER);
      return { a: outA, b: outB };
    }
  }
  // Overlapping: the least penetration compares sums across axes, in exact integers.
  record(STAGE_EXPANSION);
  const k = leastPenetration(boxValues(dim, a, a, ha, b, b, hb), dim);
  pushApartOnAxis(
    at(a, k),
    at(ha, k),
    at(b, k),
    at(hb, k),
    pushShare(ma, mb),
    pushShare(mb, ma),
    overlapOnAxisExact,
  );
  (outA as Vec3)[AXES[k]!] = pushed.a;
  (outB as Vec3)[AXES[k]!] = pushed.b;
  return { a: outA, b: outB };
}
