/**
 * `time-of-impact/`: when two moving bodies first touch, under a policy —
 * `<pair>.ts` is the `exact` policy's query for the pair (`first-touch.ts`
 * the ball pairs' rounding), `band-policy.ts` (this file) the band
 * policies' rule for every pair.
 */
import {
  circlePolylineTimeOfImpact,
  type PolylineContact,
  radiusInRange,
  type TimeOfImpact,
  type Vec2,
  type WallContact,
} from '@swept/core';
import { checkCirclePolyline } from '@swept/core/internal';
import {
  bandExtents,
  extentsInRange,
  innerDistance,
  outerDistance,
  radiiInRange,
  zeroExtents,
} from '../band-distances.ts';
import { ulp } from '../double.ts';
import {
  type BallBoxSweptArguments,
  type BoxSweptArguments,
  type CoreBallBox,
  type CoreBoxPair,
  type CorePair,
  type CoreWall,
  type SweptArguments,
  segments,
  type WallSweptArguments,
} from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';

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
  pair: CorePair<V>,
): (...args: SweptArguments<V>) => TimeOfImpact<V> | null {
  return (a0, a1, ra, b0, b1, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkSwept(a0, a1, ra, b0, b1, rb);
    const r = ra + rb;
    const outer = outerDistance(policy, r);
    const hit = pair.timeOfImpact(a0, a1, outer, b0, b1, 0);
    if (hit === null) return null;
    const [Q, P] = pair.approach(a0, a1, b0, b1);
    if (hit.t === 0 && hit.status !== 'impact') {
      if (pair.overlap(a0, innerDistance(policy, r), b0, 0)) hit.status = 'overlap';
      else hit.status = Q >= 0 ? 'separating' : 'impact';
    }
    const touchesAt = (h: TimeOfImpact<V>): boolean => pair.swept(h.a, h.a, outer, h.b, h.b, 0);
    if (!touchesAt(hit)) {
      // Bisect [t, closest approach] for the first double whose positions touch.
      const vertex = P > 0 ? -Q / P : 1;
      let hi = vertex > hit.t ? Math.min(vertex, 1) : hit.t;
      let best = pair.contactAt(hi, 'impact', a0, a1, outer, b0, b1);
      if (touchesAt(best)) {
        let lo = hit.t;
        for (;;) {
          const mid = lo + (hi - lo) / 2;
          if (mid <= lo || mid >= hi) break;
          const candidate = pair.contactAt(mid, 'impact', a0, a1, outer, b0, b1);
          if (touchesAt(candidate)) {
            hi = mid;
            best = candidate;
          } else lo = mid;
        }
        best.status = hit.status;
        pair.placePoint(best, ra);
        return best;
      }
    }
    pair.placePoint(hit, ra);
    return hit;
  };
}

/**
 * Band time of impact of a ball against a wall: the first `t` at which the
 * distance from the centre to the wall is `≤ r + w` (the core's time of
 * impact with that radius), `null` iff the band swept test is false. The
 * returned centre is checked with the band's touch test; when the core's `t`
 * rounded it a hair outside the band, `t` moves forward by a growing number
 * of ulps to the first double found whose centre touches. `status`:
 * `'overlap'` if the ball starts overlapping under the policy (closer than
 * the inner edge), `'separating'` if it starts within the band and is not
 * approaching, else `'impact'`.
 */
export function timeOfImpactWallBand<V, C extends WallContact<V>>(
  policy: BandPolicy,
  wall: CoreWall<V, C>,
): (...args: WallSweptArguments<V>) => C | null {
  return (c0, c1, r, w0, w1, w2) => {
    if (!radiusInRange(r)) wall.checkSwept(c0, c1, r, w0, w1, w2);
    const outer = outerDistance(policy, r);
    const hit = wall.timeOfImpact(c0, c1, outer, w0, w1, w2);
    if (hit !== null) settleWallContact(policy, wall, hit, c0, c1, r, outer, w0, w1, w2);
    return hit;
  };
}

/**
 * Band time of impact of a circle against a polyline: the core's, with the
 * band's radius, settled like {@link timeOfImpactWallBand} on the segment it
 * reports.
 */
export function circlePolylineTimeOfImpactBand(
  policy: BandPolicy,
): (
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
) => PolylineContact | null {
  return (c0, c1, r, points, closed) => {
    if (!radiusInRange(r)) checkCirclePolyline(c0, c1, r, points, closed);
    const outer = outerDistance(policy, r);
    const hit = circlePolylineTimeOfImpact(c0, c1, outer, points, closed);
    if (hit === null) return null;
    const k = hit.segment;
    const s1 = points[k + 1 < points.length ? k + 1 : 0]!;
    settleWallContact(policy, segments, hit, c0, c1, r, outer, points[k]!, s1);
    return hit;
  };
}

/** The band's status, and a `t` whose centre touches under the band (see {@link timeOfImpactWallBand}). */
function settleWallContact<V, C extends WallContact<V>>(
  policy: BandPolicy,
  wall: CoreWall<V, C>,
  hit: C,
  c0: V,
  c1: V,
  r: number,
  outer: number,
  w0: V,
  w1: V,
  w2?: V,
): void {
  const status = hit.status;
  if (hit.t === 0 && status !== 'impact') {
    if (wall.overlap(c0, innerDistance(policy, r), w0, w1, w2)) hit.status = 'overlap';
    else hit.status = wall.approach(hit, c0, c1) >= 0 ? 'separating' : 'impact';
  }
  const touches = (): boolean => wall.swept(hit.c, hit.c, outer, w0, w1, w2);
  if (touches()) return;
  const t0 = hit.t;
  const later = laterTouch(t0, (t) => {
    wall.contactAt(hit, t, c0, c1, outer, w0, w1, w2);
    return touches();
  });
  // Nothing later touches after rounding either: keep the core's answer.
  if (Number.isNaN(later)) wall.contactAt(hit, t0, c0, c1, outer, w0, w1, w2);
}

/**
 * The first of `t0` plus a growing number of ulps (one, then doubling) up to
 * 1 at which `touchesAt` holds, or NaN: where the core's `t` rounded the
 * returned positions a hair outside the band.
 */
function laterTouch(t0: number, touchesAt: (t: number) => boolean): number {
  for (let step = t0 > 0 ? ulp(t0) : 2 ** -60; t0 + step <= 1; step *= 2) {
    if (touchesAt(t0 + step)) return t0 + step;
  }
  return Number.NaN;
}

/**
 * Band time of impact of a ball against a box: the first `t` at which the
 * distance from the centre to the box is `≤ r + w` (the core's time of
 * impact with that radius), `null` iff the band swept test is false; as
 * {@link timeOfImpactWallBand}, the returned positions touch under the band
 * (`t` moved forward by ulps if rounding left them a hair outside), and
 * `status` is `'overlap'` if they start closer than the inner edge,
 * `'separating'` if they start within the band and the distance is not
 * decreasing (`(a − point)·D ≥ 0`, `D` the relative motion), else `'impact'`.
 */
export function timeOfImpactBallBoxBand<V>(
  policy: BandPolicy,
  box: CoreBallBox<V>,
): (...args: BallBoxSweptArguments<V>) => TimeOfImpact<V> | null {
  return (c0, c1, r, b0, b1, hb) => {
    if (!radiusInRange(r)) box.checkSwept(c0, c1, r, b0, b1, hb);
    const outer = outerDistance(policy, r);
    const hit = box.timeOfImpact(c0, c1, outer, b0, b1, hb);
    if (hit === null) return null;
    if (hit.t === 0 && hit.status !== 'impact') {
      if (box.overlap(c0, innerDistance(policy, r), b0, hb)) hit.status = 'overlap';
      else hit.status = box.approach(hit, c0, c1, b0, b1) >= 0 ? 'separating' : 'impact';
    }
    const touches = (h: TimeOfImpact<V>): boolean => box.swept(h.a, h.a, outer, h.b, h.b, hb);
    if (touches(hit)) return hit;
    const at = (t: number): TimeOfImpact<V> => box.contactAt(t, hit.status, c0, c1, b0, b1, hb);
    const later = laterTouch(hit.t, (t) => touches(at(t)));
    // Nothing later touches after rounding either: keep the core's answer.
    return Number.isNaN(later) ? hit : at(later);
  };
}

/**
 * Band time of impact of two boxes: the core's time of impact with the
 * band's outer edge as the extents (`Hᵢ + w` on every axis), `null` iff the
 * band swept test is false. Touching within the band at the start, the
 * status follows the policy: `'overlap'` if they overlap under it (inside
 * the inner edge on every axis), else `'impact'` when the motion closes the
 * gap along the normal (`normal·D < 0`) and `'separating'` when it does not.
 * The normal is the core's; `a`, `b`, `point` are rebuilt at the same `t`
 * with the given extents (A's own face, the contact's middle).
 */
export function timeOfImpactBoxBand<V>(
  policy: BandPolicy,
  pair: CoreBoxPair<V>,
): (...args: BoxSweptArguments<V>) => TimeOfImpact<V> | null {
  const zero = zeroExtents<V>(pair.axes);
  return (a0, a1, ha, b0, b1, hb) => {
    if (!extentsInRange(ha, hb, pair.axes)) pair.checkSwept(a0, a1, ha, b0, b1, hb);
    const outer = bandExtents(policy, ha, hb, pair.axes, 'outer');
    const hit = pair.timeOfImpact(a0, a1, outer, b0, b1, zero);
    if (hit === null) return null;
    const axis = pair.axes.findIndex((k) => (hit.normal as Record<string, number>)[k] !== 0);
    const key = pair.axes[axis]!;
    const sign = (hit.normal as Record<string, number>)[key]!;
    let status = hit.status;
    if (hit.t === 0 && status === 'overlap') {
      const inner = bandExtents(policy, ha, hb, pair.axes, 'inner');
      if (!pair.overlap(a0, inner, b0, zero)) {
        // Approaching on the normal's axis iff |C| falls: C and D of opposite signs
        // (contract §9.1). Decided from C and D, not from the normal's sign, which
        // the tie rule fixes when C = 0 and would then flip with the bodies' roles.
        const at = (v: V) => (v as Record<string, number>)[key]!;
        const c = at(b0) - at(a0);
        const d = at(b1) - at(a1) - c;
        status = c !== 0 && d !== 0 && c < 0 !== d < 0 ? 'impact' : 'separating';
      }
    }
    pair.contactAt(hit, status, axis, sign, a0, a1, ha, b0, b1, hb);
    return hit;
  };
}
