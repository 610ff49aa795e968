import type { Vec2 } from '@swept/core';
import { checkCircleAtSegment } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { segmentOverlaps, settled } from '../walls/wall-overlap.ts';

/**
 * `exact` overlap of a circle and a segment: `true` iff the distance from `c`
 * to the segment is `< r`, exactly for the given doubles.
 */
export function circleSegmentOverlapExact(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  const overlaps = segmentOverlaps(c, r, s0, s1);
  record(settled.stage);
  return overlaps;
}
