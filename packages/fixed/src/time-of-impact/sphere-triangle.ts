import type { TriangleContact, Vec3 } from '@swept/core';
import { checkSphereTriangle } from '../validate.ts';
import { slabCode } from '../walls/rounded-slab.ts';
import { countSettled } from '../walls/settled.ts';
import { MISS } from '../walls/wall-pieces.ts';
import { triangleContact } from './wall-contact.ts';

/**
 * The first time a sphere moving `c0 → c1` (radius `r`) touches the
 * triangle `p0 p1 p2`, or `null` when it never does on `[0, 1]` (exactly
 * when {@link sweptSphereTriangle} is `false`).
 *
 * `t = floor(65536·t*)` of the exact first touch `t*` over the face, the
 * edges and the corners; `status` exact, as in 2D. `c` is the centre at `t`,
 * `point` the triangle's closest point to it, `normal` the unit vector from
 * `point` to `c` (rounding rule in `wall-contact.ts`). Collinear corners
 * are the segment they are. A moving triangle: subtract its displacement
 * from `c1`.
 *
 * @example
 * // A ball of radius 1 drops from z = 5 to z = −5 onto the floor triangle (−4,−4,0) (4,−4,0) (0,4,0):
 * sphereTriangleTimeOfImpact({ x: 0, y: 0, z: 5 * ONE }, { x: 0, y: 0, z: -5 * ONE }, ONE,
 *   { x: -4 * ONE, y: -4 * ONE, z: 0 }, { x: 4 * ONE, y: -4 * ONE, z: 0 }, { x: 0, y: 4 * ONE, z: 0 })
 * // { t: 26214 (= floor(0.4·65536)), status: 'impact', point: { x: 0, y: 0, z: 0 },
 * //   normal: { x: 0, y: 0, z: 65536 }, c: { x: 0, y: 0, z: 65540 } }
 */
export function sphereTriangleTimeOfImpact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): TriangleContact | null {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  const code = slabCode(c0, c1, r, p0, p1, p2, false);
  countSettled();
  return code === MISS ? null : triangleContact(c0, c1, p0, p1, p2, code);
}
