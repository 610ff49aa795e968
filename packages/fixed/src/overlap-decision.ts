/**
 * Exact static overlap, `|d|² < r²`, for a raw difference vector `d` (below
 * 2^33 per component) and a raw radius sum `r` (below 2^32).
 *
 * When the computed `|d|² + r²` is below 2^53 every square and partial sum
 * is an exact integer (rounding is monotone, so the computed sum bounds the
 * exact one). Otherwise both sums are within `(|d|² + r²)·2^-50` of the
 * truth, a filter settles every case outside that band, and limbs the rest.
 */
import { FILTER50 } from './exact/filter-bounds.ts';
import { addProduct, compare, limbs, zero } from './exact/limbs.ts';

const EXACT = 9007199254740992; // 2^53

function decide(dd: number, rr: number): number {
  const sum = dd + rr;
  if (sum < EXACT) return dd < rr ? 1 : 0;
  const diff = dd - rr;
  const e = sum * FILTER50;
  if (diff < -e) return 1;
  if (diff > e) return 0;
  return -1;
}

/** Whether the last {@link overlap2} / {@link overlap3} needed limbs (the caller counts). */
export let overlapUsedFallback = false;

/*
 * Widths of the limb stage: every component of `d` and `r` is below 2^34
 * (raw differences, or a separation's candidate vector within a few units
 * of `r ≤ 2^32 − 2`), so `|d|² < 3·2^68 < 2^70` and `r² < 2^68`: inside the
 * 3-limb range `[−2^71, 2^71)`.
 */
const DD = limbs(3);
const RR = limbs(3);

function overlapLimbs(dx: number, dy: number, dz: number, r: number): boolean {
  zero(DD);
  zero(RR);
  addProduct(DD, dx, dx);
  addProduct(DD, dy, dy);
  addProduct(DD, dz, dz);
  addProduct(RR, r, r);
  return compare(DD, RR) < 0;
}

/** Whether `|(dx, dy)| < r`, exactly. */
export function overlap2(dx: number, dy: number, r: number): boolean {
  const v = decide(dx * dx + dy * dy, r * r);
  overlapUsedFallback = v < 0;
  if (v >= 0) return v === 1;
  return overlapLimbs(dx, dy, 0, r);
}

/** Whether `|(dx, dy, dz)| < r`, exactly. */
export function overlap3(dx: number, dy: number, dz: number, r: number): boolean {
  const v = decide(dx * dx + dy * dy + dz * dz, r * r);
  overlapUsedFallback = v < 0;
  if (v >= 0) return v === 1;
  return overlapLimbs(dx, dy, dz, r);
}
