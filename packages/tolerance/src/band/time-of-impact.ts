import type { TimeOfImpact, Vec2, Vec3 } from '@swept/core';
import { ulp } from '../exact/double.ts';
import type { BandPolicy } from '../policy.ts';
import { innerDistance, outerDistance, radiiInRange } from './band.ts';
import type { OverlapQuery } from './overlap.ts';
import type { SweptQuery } from './swept.ts';

/** The core's `circlesTimeOfImpact` or `spheresTimeOfImpact`. */
export type TimeOfImpactQuery<V> = (
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
) => TimeOfImpact<V> | null;

/** The core queries a band time of impact is made of, for one dimension. */
export interface BandKit<V> {
  timeOfImpact: TimeOfImpactQuery<V>;
  swept: SweptQuery<V>;
  overlap: OverlapQuery<V>;
  /** `Q = C0·D`, the approach rate at `t = 0` (negative: approaching). */
  approachRate: (a0: V, a1: V, b0: V, b1: V) => number;
  /** Sets `hit.point = hit.a + hit.normal·ra`. */
  placePoint: (hit: TimeOfImpact<V>, ra: number) => void;
}

/** `Q = C0·D` in 2D. */
export function approachRate2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  return c0x * (b1.x - a1.x - c0x) + c0y * (b1.y - a1.y - c0y);
}

/** `Q = C0·D` in 3D. */
export function approachRate3(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  return c0x * (b1.x - a1.x - c0x) + c0y * (b1.y - a1.y - c0y) + c0z * (b1.z - a1.z - c0z);
}

/** `point = a + normal·ra` in 2D. */
export function placePoint2(hit: TimeOfImpact<Vec2>, ra: number): void {
  hit.point.x = hit.a.x + hit.normal.x * ra;
  hit.point.y = hit.a.y + hit.normal.y * ra;
}

/** `point = a + normal·ra` in 3D. */
export function placePoint3(hit: TimeOfImpact<Vec3>, ra: number): void {
  hit.point.x = hit.a.x + hit.normal.x * ra;
  hit.point.y = hit.a.y + hit.normal.y * ra;
  hit.point.z = hit.a.z + hit.normal.z * ra;
}

/** At most this many retries to land the positions inside the band. */
const MAX_RETRIES = 64;

/**
 * Band time of impact: the first `t` at which `|B(t) − A(t)| ≤ r + w` (the
 * core's time of impact with that radius), `null` iff the band swept test is
 * false. The positions returned are checked with the band's touch test; if
 * rounding put them a hair outside the band, the time is taken again for an
 * edge shrunk by one ulp, doubling, so the result always satisfies the
 * policy's contact test. `status`: `'overlap'` if they start overlapping
 * under the policy (closer than the inner edge), `'separating'` if they
 * start within the band and are not approaching, else `'impact'`.
 * `point = a + normal·ra`, as in the core.
 */
export function timeOfImpactBand<V>(
  policy: BandPolicy,
  kit: BandKit<V>,
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
): TimeOfImpact<V> | null {
  if (!radiiInRange(ra, rb)) kit.timeOfImpact(a0, a1, ra, b0, b1, rb);
  const r = ra + rb;
  const outer = outerDistance(policy, r);
  let hit = kit.timeOfImpact(a0, a1, outer, b0, b1, 0);
  if (hit === null) return null;
  let shrink = ulp(outer);
  for (let i = 0; i < MAX_RETRIES && !kit.swept(hit.a, hit.a, outer, hit.b, hit.b, 0); i++) {
    const later = shrink < outer ? kit.timeOfImpact(a0, a1, outer - shrink, b0, b1, 0) : null;
    if (later === null) break;
    hit = later;
    shrink *= 2;
  }
  if (hit.t === 0 && hit.status !== 'impact') {
    if (kit.overlap(a0, innerDistance(policy, r), b0, 0)) hit.status = 'overlap';
    else hit.status = kit.approachRate(a0, a1, b0, b1) >= 0 ? 'separating' : 'impact';
  }
  kit.placePoint(hit, ra);
  return hit;
}
