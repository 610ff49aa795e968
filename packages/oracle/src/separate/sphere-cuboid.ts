/** The separation post-condition of a sphere pushed off a cuboid, judged exactly: the circle–box verdict in 3D. */
import { requireThreeDimensions } from '../walls/rounded-box.ts';
import { circleBoxSeparationVerdict } from './circle-box.ts';

/** Judges a push of the sphere `c → c2` and the cuboid `b → b2` apart (radius `r`, half extents `hb`). */
export const sphereCuboidSeparationVerdict: typeof circleBoxSeparationVerdict = (
  before,
  after,
  r,
  hb,
  slack,
) => {
  requireThreeDimensions({ c: before.c, b: before.b, c2: after.c, b2: after.b, hb });
  return circleBoxSeparationVerdict(before, after, r, hb, slack);
};
