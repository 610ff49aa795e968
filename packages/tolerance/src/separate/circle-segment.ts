import { separateCircleSegment, type Vec2 } from '@swept/core';
import { checkCircleAtSegment, STAGE_FILTER, type Stage } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { segmentOverlaps, settled } from '../walls/wall-overlap.ts';
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
  let stage: Stage = STAGE_FILTER;
  const overlaps = (p: Vec2): boolean => {
    const o = segmentOverlaps(p, r, s0, s1);
    if (settled.stage > stage) stage = settled.stage;
    return o;
  };
  const result = overlaps(c)
    ? pushOut((p: Vec2, d: number) => separateCircleSegment(p, d, s0, s1), overlaps, c, r, 0)
    : { x: c.x, y: c.y };
  record(stage);
  return result;
}
