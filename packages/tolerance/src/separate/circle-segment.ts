import { separateCircleSegment, type Vec2 } from '@swept/core';
import { checkCircleAtSegment } from '@swept/core/internal';
import { segmentOverlaps } from '../overlap/circle-segment.ts';
import { recordWall } from '../stats.ts';
import { settled } from '../wall-case.ts';
import { pushOut } from './push-out.ts';

/**
 * `exact` push-out of a circle from a segment: the core's push along the
 * wall's normal, with the post-condition in exact arithmetic — the distance
 * from the returned centre to the segment is `≥ r` exactly, so the exact
 * overlap test is `false`. A circle that does not overlap exactly comes back
 * unchanged (a fresh object).
 */
export function separateCircleSegmentExact(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2 {
  checkCircleAtSegment(c, r, s0, s1);
  let fallback = false;
  const overlaps = (p: Vec2): boolean => {
    const o = segmentOverlaps(p, r, s0, s1);
    fallback ||= settled.fallback;
    return o;
  };
  const result = overlaps(c)
    ? pushOut((p: Vec2, d: number) => separateCircleSegment(p, d, s0, s1), overlaps, c, r, 0)
    : { x: c.x, y: c.y };
  recordWall(fallback);
  return result;
}
