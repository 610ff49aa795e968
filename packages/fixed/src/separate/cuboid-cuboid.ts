import type { Separation3, Vec3 } from '@swept/core';
import { checkSeparateBoxes } from '../validate.ts';
import { pushBoxesApart } from './slab-push.ts';

/**
 * Pushes two overlapping axis-aligned cuboids apart (raw values) along the
 * axis of least penetration (ties: x, then y, then z), split by mass, until
 * they touch exactly (`cuboidsOverlap` of the result is `false`); the
 * range's edge is a wall.
 *
 * @example separateCuboids({ x: 0, y: 0, z: 0 }, h, 1, { x: 0, y: 98304, z: 0 }, h, 1)
 * // { a: { x: 0, y: -16384, z: 0 }, b: { x: 0, y: 114688, z: 0 } } with h = { x: ONE, y: ONE, z: ONE }
 */
export function separateCuboids(
  a: Vec3,
  ha: Vec3,
  ma: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): Separation3 {
  checkSeparateBoxes(a, ha, ma, b, hb, mb, 3);
  return pushBoxesApart(a, ha, ma, b, hb, mb, AXES);
}

const AXES = ['x', 'y', 'z'] as const;
