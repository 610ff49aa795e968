import { slabTouch3 } from '../slab.ts';
import type { Vec3 } from '../types.ts';
import { checkBoxes3 } from '../validate/shapes.ts';

/**
 * Swept test of two moving axis-aligned cuboids: `true` iff they touch at
 * some `t ∈ [0, 1]` (half extents `ha`, `hb`; closed, as `sweptBoxes`).
 * Within the rounding band `ROUNDING_BAND.box` of the exact answer.
 *
 * @example
 * const h = { x: 1, y: 1, z: 1 };
 * sweptCuboids({ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, h, { x: 5, y: 2, z: 0 }, { x: 5, y: 2, z: 0 }, h); // true: a graze along a face
 */
export function sweptCuboids(a0: Vec3, a1: Vec3, ha: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): boolean {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  return slabTouch3(
    c0x,
    c0y,
    c0z,
    b1.x - a1.x - c0x,
    b1.y - a1.y - c0y,
    b1.z - a1.z - c0z,
    ha.x + hb.x,
    ha.y + hb.y,
    ha.z + hb.z,
  );
}
