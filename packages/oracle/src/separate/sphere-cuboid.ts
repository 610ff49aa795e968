/** The separation post-condition of a sphere pushed off a cuboid, judged exactly: the circle–box verdict in 3D. */
import type { Rat } from '../rat.ts';
import type { RVec } from '../vec.ts';
import { requireThreeDimensions } from '../walls/rounded-box.ts';
import { circleBoxSeparationVerdict } from './circle-box.ts';
import type { SeparationVerdict } from './circle-segment.ts';

/** Judges a push of the sphere `c → c2` and the cuboid `b → b2` apart (radius `r`, half extents `hb`). */
export function sphereCuboidSeparationVerdict(
  before: { c: RVec; b: RVec },
  after: { c: RVec; b: RVec },
  r: Rat,
  hb: RVec,
  slack: Rat,
): SeparationVerdict {
  requireThreeDimensions({ c: before.c, b: before.b, c2: after.c, b2: after.b, hb });
  return circleBoxSeparationVerdict(before, after, r, hb, slack);
}
