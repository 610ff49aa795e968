/** Static overlap of a sphere with a triangle, exactly: distance `< r`. */
import { type Rat, sign } from '../rat.ts';
import type { RVec } from '../vec.ts';
import { wallMargin } from './circle-segment.ts';

/** `true` iff the sphere at `c` overlaps the triangle `p0 p1 p2` (strict). */
export function sphereTriangleOverlapExact(c: RVec, r: Rat, p0: RVec, p1: RVec, p2: RVec): boolean {
  return sign(wallMargin(c, r, [p0, p1, p2])) < 0;
}
