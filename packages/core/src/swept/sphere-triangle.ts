import type { Vec3 } from '../types.ts';
import { checkSphereTriangle } from '../validate/shapes.ts';
import { toWallFrame } from '../walls/frame.ts';
import { outsideBox, triangleEntryTime } from '../walls/rounded-slab.ts';

/**
 * Swept test of a moving sphere against a static triangle: `true` iff the
 * sphere moving `c0 → c1` (radius `r`) touches the triangle `p0 p1 p2` at
 * some `t ∈ [0, 1]` (distance `≤ r`; grazing and starting in contact count):
 * its centre's path enters the rounded slab (the triangle swept by a ball).
 * Exactly when `sphereTriangleTimeOfImpact` is not `null`: the same
 * computation decides both. A moving triangle: subtract its displacement from `c1`.
 *
 * @example
 * const floor = [{ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 0, y: 10, z: 0 }] as const;
 * sweptSphereTriangle({ x: 1, y: 1, z: 5 }, { x: 1, y: 1, z: -5 }, 1, ...floor); // true
 */
export function sweptSphereTriangle(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  if (outsideBox(c0, c1, r, p0, p1, p2)) return false;
  const f = toWallFrame(c0, c1, r, p0, p1, p2);
  return triangleEntryTime(f) >= 0;
}
