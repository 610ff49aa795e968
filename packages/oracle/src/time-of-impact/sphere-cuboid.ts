/**
 * The exact time of impact of a moving sphere with a moving cuboid: the circle–box answer
 * in 3D (`docs/contract.md`, "9.2 Circle against box"), `t*` a quadratic surd reached
 * through the faces' rounded slabs; round it and build the contact as for circle–box.
 */
import { type CircleBoxCase, requireThreeDimensions } from '../walls/rounded-box.ts';
import type { Surd } from '../walls/surd.ts';
import { circleBoxTimeOfImpactExact } from './circle-box.ts';
import type { ContactStatus } from './status.ts';

/** `null` iff they never touch during the step; else `{ t, status }` exactly. */
export function sphereCuboidTimeOfImpactExact(
  c: CircleBoxCase,
): { t: Surd; status: ContactStatus } | null {
  requireThreeDimensions({ c0: c.c0, c1: c.c1, b0: c.b0, b1: c.b1, hb: c.hb });
  return circleBoxTimeOfImpactExact(c);
}
