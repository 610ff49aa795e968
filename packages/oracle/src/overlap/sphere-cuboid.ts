/** Static overlap of a sphere with a cuboid, exactly: the circle–box overlap in 3D (strict). */
import type { Rat } from '../rat.ts';
import type { RVec } from '../vec.ts';
import { requireThreeDimensions } from '../walls/rounded-box.ts';
import { circleBoxOverlapExact } from './circle-box.ts';

/** `true` iff the sphere at `c` overlaps the cuboid at `b` with half extents `hb` (strict). */
export function sphereCuboidOverlapExact(c: RVec, r: Rat, b: RVec, hb: RVec): boolean {
  requireThreeDimensions({ c, b, hb });
  return circleBoxOverlapExact(c, r, b, hb);
}
