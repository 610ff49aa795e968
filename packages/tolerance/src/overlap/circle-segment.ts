import type { Vec2 } from '@swept/core';
import { checkCircleAtSegment } from '@swept/core/internal';
import { recordWall } from '../stats.ts';
import { segmentBoxApart, segmentCase, settled } from '../wall-case.ts';
import { wallStart } from '../wall-rational.ts';

/** {@link circleSegmentOverlapExact} without its argument check and count; `settled.fallback` tells how it was settled. */
export function segmentOverlaps(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  if (segmentBoxApart(c, c, r, s0, s1)) {
    settled.fallback = false;
    return false;
  }
  settled.fallback = true;
  return wallStart(segmentCase(c, c, r, s0, s1)).g < 0;
}

/**
 * `exact` overlap of a circle and a segment: `true` iff the distance from `c`
 * to the segment is `< r`, exactly for the given doubles.
 */
export function circleSegmentOverlapExact(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  const overlaps = segmentOverlaps(c, r, s0, s1);
  recordWall(settled.fallback);
  return overlaps;
}
