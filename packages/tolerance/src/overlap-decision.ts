/**
 * `exact` static overlap: `|b − a|² < r²` decided exactly, in three stages.
 * 1. The filter of `sweep.ts` on `X = |b − a|² − r²`: at most 5 roundings
 *    per monomial, `|X|_abs = |b − a|² + r²` (computed with at most 5
 *    roundings), so `|fl(X)| > 2^-50 · fl(|b − a|² + r²)` certifies the sign.
 * 2. The double-double evaluation of `first-touch-filter.ts` at `t = 0`
 *    (error below `2^-96` of the scale): settles the near-contacts a
 *    separation leaves behind, residuals of an ulp or so.
 * 3. BigInt on the inputs' exact values.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { DOUBT, evaluate2, evaluate3, fSign } from './first-touch-filter.ts';
import { scaled } from './scaled.ts';
import { FILTER_K } from './sweep.ts';

/** Whether the last {@link overlapsExactly2} / {@link overlapsExactly3} needed BigInt. */
export let overlapUsedFallback = false;

/** Stage 1: `1` overlap, `0` apart, `-1` doubt. */
function filtered(dd: number, rr: number): number {
  const x = dd - rr;
  const bound = FILTER_K * (dd + rr);
  if (x > bound) return 0;
  if (x < -bound) return 1;
  return -1;
}

/** The exact 2D overlap test for in-range arguments, without counting. */
export function overlapsExactly2(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const r = ra + rb;
  overlapUsedFallback = false;
  const verdict = filtered(dx * dx + dy * dy, r * r);
  if (verdict >= 0) return verdict === 1;
  evaluate2(0, a, a, ra, b, b, rb);
  const s = fSign();
  if (s !== DOUBT) return s < 0;
  overlapUsedFallback = true;
  const ex = scaled(b.x) - scaled(a.x);
  const ey = scaled(b.y) - scaled(a.y);
  const er = scaled(ra) + scaled(rb);
  return ex * ex + ey * ey < er * er;
}

/** The exact 3D overlap test for in-range arguments, without counting. */
export function overlapsExactly3(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  const r = ra + rb;
  overlapUsedFallback = false;
  const verdict = filtered(dx * dx + dy * dy + dz * dz, r * r);
  if (verdict >= 0) return verdict === 1;
  evaluate3(0, a, a, ra, b, b, rb);
  const s = fSign();
  if (s !== DOUBT) return s < 0;
  overlapUsedFallback = true;
  const ex = scaled(b.x) - scaled(a.x);
  const ey = scaled(b.y) - scaled(a.y);
  const ez = scaled(b.z) - scaled(a.z);
  const er = scaled(ra) + scaled(rb);
  return ex * ex + ey * ey + ez * ez < er * er;
}
