import type { Vec3 } from '../types.ts';
import { checkSphereCuboid } from '../validate/shapes.ts';
import { roundedBoxFirstTouch3 } from '../walls/rounded-box.ts';

/**
 * Swept test of a moving sphere against a moving cuboid: `true` iff the sphere
 * (`c0 → c1`, radius `r`) comes within `r` of the cuboid (`b0 → b1`, half extents
 * `hb`) at some `t ∈ [0, 1]` — grazing a face, an edge or a corner and starting in
 * contact count (`docs/contract.md`, "9.2 Circle against box", in 3D). Exactly when
 * {@link sphereCuboidTimeOfImpact} is not `null`.
 *
 * @example
 * // A ball (r = 1) passing 1 beside a cube's right face (x = 2) grazes it:
 * const o = { x: 0, y: 0, z: 0 };
 * sweptSphereCuboid({ x: 3, y: 9, z: 0 }, { x: 3, y: -9, z: 0 }, 1, o, o, { x: 2, y: 2, z: 2 }); // true
 * sweptSphereCuboid({ x: 3.5, y: 9, z: 0 }, { x: 3.5, y: -9, z: 0 }, 1, o, o, { x: 2, y: 2, z: 2 }); // false
 */
export function sweptSphereCuboid(
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): boolean {
  checkSphereCuboid(c0, c1, r, b0, b1, hb);
  return (
    roundedBoxFirstTouch3(
      c0.x - b0.x,
      c0.y - b0.y,
      c0.z - b0.z,
      c1.x - b1.x,
      c1.y - b1.y,
      c1.z - b1.z,
      hb.x,
      hb.y,
      hb.z,
      r,
    ) >= 0
  );
}
