/**
 * Exact static overlap, `|d|² < r²`, for a raw difference vector `d` (below
 * 2^33 per component) and a raw radius sum `r` (below 2^32).
 *
 * When the computed `|d|² + r²` is below 2^53 every square and partial sum
 * is an exact integer (rounding is monotone, so the computed sum bounds the
 * exact one). Otherwise both sums are within `(|d|² + r²)·2^-50` of the
 * truth, a filter settles every case outside that band, and BigInt the rest.
 */

const EXACT = 9007199254740992; // 2^53
const REL = 1 / 1125899906842624; // 2^-50

function decide(dd: number, rr: number): number {
  const sum = dd + rr;
  if (sum < EXACT) return dd < rr ? 1 : 0;
  const diff = dd - rr;
  const e = sum * REL;
  if (diff < -e) return 1;
  if (diff > e) return 0;
  return -1;
}

/** Whether the last {@link overlap2} / {@link overlap3} needed BigInt (the caller counts). */
export let overlapUsedFallback = false;

function overlapBig(d: readonly number[], r: number): boolean {
  let dd = 0n;
  for (const c of d) dd += BigInt(c) * BigInt(c);
  return dd < BigInt(r) * BigInt(r);
}

/** Whether `|(dx, dy)| < r`, exactly. */
export function overlap2(dx: number, dy: number, r: number): boolean {
  const v = decide(dx * dx + dy * dy, r * r);
  overlapUsedFallback = v < 0;
  if (v >= 0) return v === 1;
  return overlapBig([dx, dy], r);
}

/** Whether `|(dx, dy, dz)| < r`, exactly. */
export function overlap3(dx: number, dy: number, dz: number, r: number): boolean {
  const v = decide(dx * dx + dy * dy + dz * dz, r * r);
  overlapUsedFallback = v < 0;
  if (v >= 0) return v === 1;
  return overlapBig([dx, dy, dz], r);
}
