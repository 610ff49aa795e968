import type { PolylineContact, Vec2 } from '../types.ts';
import { checkCirclePolyline } from '../validate/shapes.ts';
import { createSegmentContact, segmentEntryTime, solveTouchingSegment } from './circle-segment.ts';

/**
 * A reusable result object for {@link circlePolylineTimeOfImpactInto}.
 */
export function createPolylineContact(): PolylineContact {
  return { ...createSegmentContact(), segment: 0 };
}

/**
 * Time of impact of a moving circle with a static polyline (a level's walls,
 * a box, a slope): the earliest contact over its segments
 * `points[k] → points[k + 1]` and, when `closed`, `points[n − 1] → points[0]`.
 * `null` iff no segment is touched; else that segment's
 * `circleSegmentTimeOfImpact` result plus `segment: k`. Ties (two segments
 * touched at the same `t`, as at a shared corner) go to the smallest `k`.
 *
 * `points` needs at least one point (one point is a degenerate segment, a
 * point); a closed polyline of two points has its one segment once.
 *
 * @example
 * // A ball (r = 1) flying right across a room into its right wall:
 * const room = [{ x: 0, y: 10 }, { x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }];
 * circlePolylineTimeOfImpact({ x: 5, y: 2 }, { x: 15, y: 2 }, 1, room, false);
 * // → { segment: 2, t: 0.4, u: 0.2, status: 'impact', point: { x: 10, y: 2 }, normal: { x: -1, y: 0 }, c: { x: 9, y: 2 } }
 */
export function circlePolylineTimeOfImpact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): PolylineContact | null {
  if (!circlePolylineTimeOfImpactInto(scratch, c0, c1, r, points, closed)) return null;
  const { t, u, status, point, normal, c, segment } = scratch;
  return {
    t,
    u,
    status,
    point: { x: point.x, y: point.y },
    normal: { x: normal.x, y: normal.y },
    c: { x: c.x, y: c.y },
    segment,
  };
}

/** Where {@link circlePolylineTimeOfImpact} solves before copying a hit out (allocation only on a hit). */
const scratch: PolylineContact = createPolylineContact();

/**
 * {@link circlePolylineTimeOfImpact} into a caller-owned result (see
 * {@link createPolylineContact}): `true` and `out` filled on a hit, `false`
 * and `out` untouched on a miss. Allocates nothing.
 */
export function circlePolylineTimeOfImpactInto(
  out: PolylineContact,
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): boolean {
  checkCirclePolyline(c0, c1, r, points, closed);
  const n = segmentCount(points.length, closed);
  let best = -1;
  let bestT = 2;
  for (let k = 0; k < n; k++) {
    const a = points[k]!;
    const b = points[k + 1 === points.length ? 0 : k + 1]!;
    const t = segmentEntryTime(c0.x, c0.y, c1.x, c1.y, r, a.x, a.y, b.x, b.y);
    // Strictly earlier only: a tie keeps the smaller k.
    if (t >= 0 && t < bestT) {
      best = k;
      bestT = t;
    }
  }
  if (best < 0) return false;
  const a = points[best]!;
  const b = points[best + 1 === points.length ? 0 : best + 1]!;
  solveTouchingSegment(out, c0, c1, r, a, b);
  out.segment = best;
  return true;
}

/** The number of segments of a polyline of `n ≥ 1` points (one point: one degenerate segment). */
export function segmentCount(n: number, closed: boolean): number {
  if (n === 1) return 1;
  return closed && n > 2 ? n : n - 1;
}
