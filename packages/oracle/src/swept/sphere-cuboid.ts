/** The swept test of a moving sphere against a moving cuboid, exactly: the circle–box test in 3D. */
import { type CircleBoxCase, requireThreeDimensions } from '../walls/rounded-box.ts';
import { sweptCircleBoxExact } from './circle-box.ts';

/** `true` iff the centre comes within `r` of the cuboid at some `t ∈ [0, 1]` (grazing counts). */
export function sweptSphereCuboidExact(c: CircleBoxCase): boolean {
  requireThreeDimensions({ c0: c.c0, c1: c.c1, b0: c.b0, b1: c.b1, hb: c.hb });
  return sweptCircleBoxExact(c);
}
