/**
 * The exact earliest contact of a moving circle with a polyline: the minimum
 * of the segments' `t*` (segments `points[k] → points[k + 1]`, and back to
 * `points[0]` when `closed`), ties to the smallest `k`.
 */

import type { RVec } from '../vec.ts';
import { compareSurd } from '../walls/surd.ts';
import type { WallCase } from '../walls/wall-pieces.ts';
import { type WallContact, wallContact } from './wall-contact.ts';

/**
 * The segments of a polyline as `[start, end]` corner pairs, in order; a single
 * point is one segment of length 0, and a closed polyline of two points has its
 * one segment once.
 */
export function polylineSegments(points: readonly RVec[], closed: boolean): [RVec, RVec][] {
  if (points.length === 1) return [[points[0]!, points[0]!]];
  const out: [RVec, RVec][] = [];
  for (let k = 0; k + 1 < points.length; k++) out.push([points[k]!, points[k + 1]!]);
  if (closed && points.length > 2) out.push([points[points.length - 1]!, points[0]!]);
  return out;
}

/** `null` iff no segment is touched; else the earliest segment's contact and its index. */
export function circlePolylineTimeOfImpactExact(
  c0: RVec,
  c1: RVec,
  r: WallCase['r'],
  points: readonly RVec[],
  closed: boolean,
): (WallContact & { segment: number }) | null {
  let best: (WallContact & { segment: number }) | null = null;
  polylineSegments(points, closed).forEach((wall, segment) => {
    const hit = wallContact({ c0, c1, r, wall });
    if (hit !== null && (best === null || compareSurd(hit.t, best.t) < 0)) {
      best = { ...hit, segment };
    }
  });
  return best;
}
