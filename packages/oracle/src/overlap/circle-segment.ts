/** Static overlap of a circle (or sphere) with a segment or triangle, exactly: distance `< r`. */
import { mul, type Rat, sign, sub } from '../rat.ts';
import type { RVec } from '../vec.ts';
import { distanceSquared } from '../walls/wall-pieces.ts';

/** `distance(c, wall)² − r²`: negative iff they overlap, 0 when they touch. */
export function wallMargin(c: RVec, r: Rat, wall: readonly RVec[]): Rat {
  return sub(distanceSquared(c, wall), mul(r, r));
}

/** `true` iff the circle at `c` overlaps the segment `s0–s1` (strict). */
export function circleSegmentOverlapExact(c: RVec, r: Rat, s0: RVec, s1: RVec): boolean {
  return sign(wallMargin(c, r, [s0, s1])) < 0;
}
