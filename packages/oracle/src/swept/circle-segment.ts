/** The swept test of a moving circle against a segment, exactly: do they touch for some `t ∈ [0, 1]`? */
import { firstTouch, type WallCase } from '../walls/wall-pieces.ts';

/** `true` iff the circle's distance to the segment is `≤ r` at some `t ∈ [0, 1]` (grazing counts). */
export function sweptCircleSegmentExact(c: WallCase): boolean {
  return firstTouch(c) !== null;
}
