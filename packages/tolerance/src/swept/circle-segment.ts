import type { Vec2 } from '@swept/core';
import { checkCircleSegment } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { segmentBoxApart, segmentCase } from '../wall-case.ts';
import { wallTouch } from '../wall-rational.ts';

/**
 * `exact` swept test of a circle against a segment: `true` iff the distance
 * from `C(t)` to the segment is `≤ r` for some `t ∈ [0, 1]`, decided exactly
 * for the given doubles: far misses by the exact box filter, the rest by the
 * capsule's pieces in exact arithmetic (`wall-rational.ts`).
 */
export function sweptCircleSegmentExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): boolean {
  checkCircleSegment(c0, c1, r, s0, s1);
  if (segmentBoxApart(c0, c1, r, s0, s1)) {
    recordWall(false);
    return false;
  }
  const touches = wallTouch(segmentCase(c0, c1, r, s0, s1)) !== null;
  recordWall(true);
  return touches;
}
