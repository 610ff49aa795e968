import {
  type ContactStatus,
  createPolylineContact,
  type PolylineContact,
  type Vec2,
} from '@swept/core';
import { checkCirclePolyline, STAGE_EXPANSION, segmentContactAt } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { NEVER, segmentFirstTouch, segmentInRange, touchStart } from '../walls/segment-touch.ts';
import { segmentBoxApart, segmentCase } from '../walls/wall-case.ts';
import {
  compareTouch,
  floorToDouble,
  type Touch,
  type WallCase,
  wallStart,
  wallTouch,
} from '../walls/wall-rational.ts';
import { resetWallStages, wallStage } from '../walls/wall-stages.ts';

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
  resetWallStages();
  const found = staged(c0, c1, r, points, segments);
  if (found !== LAST_RESORT) {
    record(wallStage());
    if (found === null) return null;
    return contact(c0, c1, points, found.k, found.t, found.status);
  }
  let best: Touch | null = null;
  let bestWall: WallCase | null = null;
  let bestK = -1;
  for (let k = 0; k < segments; k++) {
    const s0 = points[k]!;
    const s1 = points[k + 1 < n ? k + 1 : 0]!;
    if (segmentBoxApart(c0, c1, r, s0, s1)) continue;
    const wall = segmentCase(c0, c1, r, s0, s1);
    const touch = wallTouch(wall);
    if (touch !== null && (best === null || compareTouch(touch, best) < 0)) {
      best = touch;
      bestWall = wall;
      bestK = k;
    }
  }
  record(STAGE_EXPANSION);
  if (best === null || bestWall === null) return null;
  return contact(c0, c1, points, bestK, floorToDouble(best), wallStart(bestWall).status);
}

const LAST_RESORT = 0;

/**
 * The earliest touch from the staged per-segment decisions
 * (`walls/segment-touch.ts`): `null` for none, or `LAST_RESORT` when a segment is
 * undecided or two segments' rounded times tie without both being exact
 * (then only the exact times can order them).
 */
function staged(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  segments: number,
): { k: number; t: number; status: ContactStatus } | null | typeof LAST_RESORT {
  const n = points.length;
  let bestT = Number.POSITIVE_INFINITY;
  let bestK = -1;
  let bestStatus: ContactStatus = 'impact';
  for (let k = 0; k < segments; k++) {
    const s0 = points[k]!;
    const s1 = points[k + 1 < n ? k + 1 : 0]!;
    if (segmentBoxApart(c0, c1, r, s0, s1)) continue;
    if (!segmentInRange(c0, c1, r, s0, s1)) return LAST_RESORT;
    const t = segmentFirstTouch(c0, c1, r, s0, s1);
    if (Number.isNaN(t)) return LAST_RESORT;
    if (t === NEVER || t > bestT) continue;
    // Equal rounded times order the exact ones only when both are exactly 0 (t* = 0).
    if (t === bestT && t !== 0) return LAST_RESORT;
    if (t === bestT) continue;
    bestT = t;
    bestK = k;
    bestStatus = touchStart.status;
  }
  return bestK < 0 ? null : { k: bestK, t: bestT, status: bestStatus };
}

function contact(
  c0: Vec2,
  c1: Vec2,
  points: readonly Vec2[],
  k: number,
  t: number,
  status: ContactStatus,
): PolylineContact {
  const n = points.length;
  const s0 = points[k]!;
  const s1 = points[k + 1 < n ? k + 1 : 0]!;
  const out = createPolylineContact();
  segmentContactAt(out, t, c0.x, c0.y, c1.x, c1.y, s0.x, s0.y, s1.x, s1.y);
  out.status = status;
  out.segment = k;
  return out;
}
