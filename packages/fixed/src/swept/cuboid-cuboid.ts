import type { Vec3 } from '@swept/core';
import { cuboidsRawTime } from '../time-of-impact/cuboid-cuboid.ts';
import { checkBoxes3 } from '../validate.ts';

/**
 * Whether two moving axis-aligned cuboids (raw values) touch at some
 * `t ∈ [0, 1]`, exactly (the slab method on raw integers, as `sweptBoxes`).
 *
 * @example sweptCuboids({ x: 0, y: 0, z: 0 }, { x: 10 * ONE, y: 0, z: 0 }, h, { x: 5 * ONE, y: 2 * ONE, z: 0 }, { x: 5 * ONE, y: 2 * ONE, z: 0 }, h) // true with h = { x: ONE, y: ONE, z: ONE }
 */
export function sweptCuboids(a0: Vec3, a1: Vec3, ha: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): boolean {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  return cuboidsRawTime(a0, a1, ha, b0, b1, hb) >= 0;
}
