import { createPolylineContact, type PolylineContact, type Vec2 } from '@swept/core';
import { checkCirclePolyline, segmentContactAt } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { segmentBoxApart, segmentCase } from '../wall-case.ts';
import {
  compareTouch,
  floorToDouble,
  type Touch,
  type WallCase,
  wallStart,
  wallTouch,
} from '../wall-rational.ts';

/**
 * `exact` time of impact of a circle with a polyline: the earliest exact
 * first touch over its segments (`points[k] → points[k + 1]`, and back to
 * `points[0]` when `closed`), exact ties to the smallest `k` (the exact
 * times are compared, not their roundings); that segment's `exact` result
 * plus `segment: k`.
 */
export function circlePolylineTimeOfImpactExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): PolylineContact | null {
  checkCirclePolyline(c0, c1, r, points, closed);
  const n = points.length;
  const segments = n === 1 ? 1 : closed && n > 2 ? n : n - 1;
  let best: Touch | null = null;
  let bestWall: WallCase | null = null;
  let bestK = -1;
  let fallback = false;
  for (let k = 0; k < segments; k++) {
    const s0 = points[k]!;
    const s1 = points[k + 1 < n ? k + 1 : 0]!;
    if (segmentBoxApart(c0, c1, r, s0, s1)) continue;
    fallback = true;
    const wall = segmentCase(c0, c1, r, s0, s1);
    const touch = wallTouch(wall);
    if (touch !== null && (best === null || compareTouch(touch, best) < 0)) {
      best = touch;
      bestWall = wall;
      bestK = k;
    }
  }
  recordWall(fallback);
  if (best === null || bestWall === null) return null;
  const s0 = points[bestK]!;
  const s1 = points[bestK + 1 < n ? bestK + 1 : 0]!;
  const out = createPolylineContact();
  segmentContactAt(out, floorToDouble(best), c0.x, c0.y, c1.x, c1.y, s0.x, s0.y, s1.x, s1.y);
  out.status = wallStart(bestWall).status;
  out.segment = bestK;
  return out;
}
