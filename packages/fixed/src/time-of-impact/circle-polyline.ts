import type { PolylineContact, Vec2 } from '@swept/core';
import { checkCirclePolyline } from '../validate.ts';
import { capsuleCode } from '../walls/capsule.ts';
import { countSettled, settled } from '../walls/settled.ts';
import { MISS } from '../walls/wall-pieces.ts';
import { segmentContact } from './wall-contact.ts';

/**
 * How many segments a polyline of `n ≥ 1` points has: `n − 1`, plus the
 * closing one when `closed` and `n > 2` (a single point is one segment of
 * length 0; two points closed are still one segment).
 */
export function segmentCount(n: number, closed: boolean): number {
  if (n === 1) return 1;
  return closed && n > 2 ? n : n - 1;
}

/**
 * The order of segments' codes by their exact first touch, as far as the
 * codes tell it: a contact at exactly `t = 0` (a negative code: overlap,
 * start impact, resting) comes before every contact after it, even one whose
 * `t` floors to `0` (code 0 is a touch in `(0, 1/65536)`), so a circle that
 * already overlaps one segment is not reported as a fresh impact on another
 * whose touch floors to the same raw `t`. Exact-zero contacts tie among
 * themselves, and so do equal floored times (the smallest `k` wins).
 */
function startOrder(code: number): number {
  return code < 0 ? -1 : code;
}

/** The segment of the last {@link polylineCode} that is not a miss. */
export const earliestSegment = { k: -1 };

/**
 * The earliest code over a checked polyline's segments (ties to the
 * smallest index, which goes to {@link earliestSegment}); `settled.limbs`
 * tells whether any segment needed the limb stage.
 */
export function polylineCode(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): number {
  const n = points.length;
  const segments = segmentCount(n, closed);
  let best = MISS;
  let bestK = -1;
  let usedLimbs = false;
  for (let k = 0; k < segments; k += 1) {
    const code = capsuleCode(c0, c1, r, points[k]!, points[k + 1 < n ? k + 1 : 0]!, false);
    usedLimbs ||= settled.limbs;
    if (code !== MISS && (bestK < 0 || startOrder(code) < startOrder(best))) {
      best = code;
      bestK = k;
    }
  }
  settled.limbs = usedLimbs;
  earliestSegment.k = bestK;
  return best;
}

/**
 * The first contact of a circle moving `c0 → c1` (radius `r`) with a
 * polyline: the segments `points[k] → points[k + 1]` and, when `closed`,
 * `points[n − 1] → points[0]`. `null` iff no segment is touched; else the
 * earliest segment's {@link circleSegmentTimeOfImpact} result plus
 * `segment: k`; equal times go to the smallest `k`. Exact like the segment
 * query (it is the minimum of the segments' exact codes).
 *
 * @example
 * // A unit box's walls, closed; a ball of radius 0.5 flying in from the left:
 * const box = [{ x: 0, y: 0 }, { x: ONE, y: 0 }, { x: ONE, y: ONE }, { x: 0, y: ONE }];
 * circlePolylineTimeOfImpact({ x: -2 * ONE, y: ONE / 2 }, { x: 2 * ONE, y: ONE / 2 }, ONE / 2, box, true)
 * // { segment: 3 (the left wall, x = 0), t: 24576 (= 0.375·65536), normal: { x: -65536, y: 0 }, ... }
 */
export function circlePolylineTimeOfImpact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  points: readonly Vec2[],
  closed: boolean,
): PolylineContact | null {
  checkCirclePolyline(c0, c1, r, points, closed);
  const best = polylineCode(c0, c1, r, points, closed);
  countSettled();
  if (best === MISS) return null;
  const bestK = earliestSegment.k;
  const n = points.length;
  const hit = segmentContact(c0, c1, points[bestK]!, points[bestK + 1 < n ? bestK + 1 : 0]!, best);
  return { ...hit, segment: bestK };
}
