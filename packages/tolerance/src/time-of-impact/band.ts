import type { ContactStatus, TimeOfImpact, Vec2, Vec3 } from '@swept/core';
import { innerDistance, outerDistance, radiiInRange } from '../band.ts';
import type { OverlapQuery } from '../overlap/band.ts';
import type { BandPolicy } from '../policy.ts';
import type { SweptQuery } from '../swept/band.ts';

/** The core's `circlesTimeOfImpact` or `spheresTimeOfImpact`. */
export type TimeOfImpactQuery<V> = (
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
) => TimeOfImpact<V> | null;

/** The core queries (and float helpers) a band time of impact is made of, per dimension. */
export interface BandKit<V> {
  timeOfImpact: TimeOfImpactQuery<V>;
  swept: SweptQuery<V>;
  overlap: OverlapQuery<V>;
  /** `(Q, P)`: `Q = C0·D` (negative: approaching at t = 0) and `P = D·D`. */
  approach: (a0: V, a1: V, b0: V, b1: V) => [number, number];
  /** The result at a given `t`, with the core's geometry. */
  contactAt: (
    t: number,
    status: ContactStatus,
    a0: V,
    a1: V,
    ra: number,
    b0: V,
    b1: V,
  ) => TimeOfImpact<V>;
  /** Sets `hit.point = hit.a + hit.normal·ra`. */
  placePoint: (hit: TimeOfImpact<V>, ra: number) => void;
}

/** `(Q, P)` in 2D. */
export function approach2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2): [number, number] {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  return [c0x * dx + c0y * dy, dx * dx + dy * dy];
}

/** `(Q, P)` in 3D. */
export function approach3(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3): [number, number] {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const dz = b1.z - a1.z - c0z;
  return [c0x * dx + c0y * dy + c0z * dz, dx * dx + dy * dy + dz * dz];
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

/**
 * Band time of impact: the first `t` at which `|B(t) − A(t)| ≤ r + w` (the
 * core's time of impact with that radius), `null` iff the band swept test is
 * false. The returned positions are checked with the band's touch test; when
 * the core's `t` rounded them a hair outside the band (a fast, nearly
 * grazing pass far from the origin), `t` is moved forward by bisection
 * towards the closest approach to the first double whose positions touch.
 * `status`: `'overlap'` if they start overlapping under the policy (closer
 * than the inner edge), `'separating'` if they start within the band and
 * are not approaching, else `'impact'`. `point = a + normal·ra`.
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
  const hit = kit.timeOfImpact(a0, a1, outer, b0, b1, 0);
  if (hit === null) return null;
  const [Q, P] = kit.approach(a0, a1, b0, b1);
  if (hit.t === 0 && hit.status !== 'impact') {
    if (kit.overlap(a0, innerDistance(policy, r), b0, 0)) hit.status = 'overlap';
    else hit.status = Q >= 0 ? 'separating' : 'impact';
  }
  const touchesAt = (h: TimeOfImpact<V>): boolean => kit.swept(h.a, h.a, outer, h.b, h.b, 0);
  if (!touchesAt(hit)) {
    // Bisect [t, closest approach] for the first double whose positions touch.
    const vertex = P > 0 ? -Q / P : 1;
    let hi = vertex > hit.t ? Math.min(vertex, 1) : hit.t;
    let best = kit.contactAt(hi, 'impact', a0, a1, outer, b0, b1);
    if (touchesAt(best)) {
      let lo = hit.t;
      for (;;) {
        const mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi) break;
        const candidate = kit.contactAt(mid, 'impact', a0, a1, outer, b0, b1);
        if (touchesAt(candidate)) {
          hi = mid;
          best = candidate;
        } else lo = mid;
      }
      best.status = hit.status;
      kit.placePoint(best, ra);
      return best;
    }
  }
  kit.placePoint(hit, ra);
  return hit;
}
