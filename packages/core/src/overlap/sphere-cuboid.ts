import type { Vec3 } from '../types.ts';
import { checkSphereAtCuboid } from '../validate/shapes.ts';
import { roundedBoxSide3 } from '../walls/rounded-box.ts';

/**
 * Static overlap of a sphere with a cuboid: `true` iff the distance from `c` to the
 * cuboid (centre `b`, half extents `hb`) is `< r` — strict: touching is not overlapping
 * — or, for `r = 0`, `c` lies strictly inside the cuboid. `separateSphereCuboid`
 * verifies its result with this very predicate.
 *
 * @example
 * const o = { x: 0, y: 0, z: 0 };
 * sphereCuboidOverlap({ x: 3, y: 0, z: 0 }, 1, o, { x: 2, y: 2, z: 2 }); // false: resting on the right face
 * sphereCuboidOverlap({ x: 2.5, y: 0, z: 0 }, 1, o, { x: 2, y: 2, z: 2 }); // true
 */
export function sphereCuboidOverlap(c: Vec3, r: number, b: Vec3, hb: Vec3): boolean {
  checkSphereAtCuboid(c, r, b, hb);
  return roundedBoxSide3(c.x - b.x, c.y - b.y, c.z - b.z, hb.x, hb.y, hb.z, r) < 0;
}
