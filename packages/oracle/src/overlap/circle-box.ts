/** Static overlap of a circle (or sphere) with a box, exactly: the centre strictly inside the box grown by `r`. */
import { type Rat, sign } from '../rat.ts';
import { type RVec, vsub } from '../vec.ts';
import { circleBoxGap } from '../walls/rounded-box.ts';

/** `true` iff the circle at `c` overlaps the box at `b` with half extents `hb` (strict). */
export function circleBoxOverlapExact(c: RVec, r: Rat, b: RVec, hb: RVec): boolean {
  return sign(circleBoxGap(vsub(c, b), r, hb)) < 0;
}
