/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * `exact` static overlap: `|b − a|² < r²` decided exactly, in three stages.
 * 1. The filter of `sweep.ts` on `X = |b − a|² − r²`: at most 5 roundings
 *    per monomial, `|X|_abs = |b − a|² + r²` (computed with at most 5
 *    roundings), so `|fl(X)| > 2^-50 · fl(|b − a|² + r²)` certifies the sign.
 * 2. The double-double evaluation of `first-touch-filter.ts` at `t = 0`
 *    (error below `2^-96` of the scale): settles the near-contacts a
 *    separation leaves behind, residuals of an ulp or so.
 * 3. The exact stage of `exact-sweep.ts` at `t = 0` (floating-point
 *    expansions of `|b − a|² − r²`).
 */
import type { Vec2, Vec3 } from '@swept/core';
import {
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
} from '@swept/core/internal';
import { ExactSweep } from './exact-sweep.ts';
import { DOUBT, evaluate2, evaluate3, fSign } from './first-touch-filter.ts';
import { FILTER_K } from './sweep.ts';

/** The stage that settled the last {@link overlapsExactly2} / {@link overlapsExactly3}. */
export let overlapStage: Stage = STAGE_FILTER;

const exact = new ExactSweep();

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
  overlapStage = STAGE_FILTER;
  const verdict = filtered(dx * dx + dy * dy, r * r);
  if (verdict >= 0) return verdict === 1;
  overlapStage = STAGE_DOUBLE_DOUBLE;
  evaluate2(0, a, a, ra, b, b, rb);
  const s = fSign();
  if (s !== DOUBT) return s < 0;
  overlapStage = STAGE_EXPANSION;
  exact.load(2, a, a, ra, b, b, rb);
  return exact.signR() < 0;
}

/** The exact 3D overlap test for in-range arguments, without counting. */
export function overlapsExactly3(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  const r = ra + rb;
  overlapStage = STAGE_FILTER;
  const verdict = filtered(dx * dx + dy * dy + dz * dz, r * r);
  if (verdict >= 0) return verdict === 1;
  overlapStage = STAGE_DOUBLE_DOUBLE;
  evaluate3(0, a, a, ra, b, b, rb);
  const s = fSign();
  if (s !== DOUBT) return s < 0;
  overlapStage = STAGE_EXPANSION;
  exact.load(3, a, a, ra, b, b, rb);
  return exact.signR() < 0;
}

// The radii of the separation being pushed apart, for its post-condition
// checks (a typed array: module-level doubles would be boxed on each write),
// and the most expensive stage those checks needed.
const pushRadii = new Float64Array(2);
let pushStage: Stage = STAGE_FILTER;

/**
 * Starts the post-condition checks of one `exact` separation of bodies of
 * radii `ra`, `rb`, whose first overlap test needed `stage`. The checks are
 * {@link stillOverlaps2} / {@link stillOverlaps3}: plain functions, not
 * closures, so a separation allocates nothing for them.
 */
export function startPush(ra: number, rb: number, stage: Stage): void {
  pushRadii[0] = ra;
  pushRadii[1] = rb;
  pushStage = stage;
}

/** The most expensive stage the current separation's checks needed. */
export function pushStageNeeded(): Stage {
  return pushStage;
}

/** Whether circles at `a`, `b` with the radii of {@link startPush} still overlap, exactly. */
export function stillOverlaps2(a: Vec2, b: Vec2): boolean {
  const o = overlapsExactly2(a, pushRadii[0]!, b, pushRadii[1]!);
  if (overlapStage > pushStage) pushStage = overlapStage;
  return o;
}

/** Whether spheres at `a`, `b` with the radii of {@link startPush} still overlap, exactly. */
export function stillOverlaps3(a: Vec3, b: Vec3): boolean {
  const o = overlapsExactly3(a, pushRadii[0]!, b, pushRadii[1]!);
  if (overlapStage > pushStage) pushStage = overlapStage;
  return o;
}
