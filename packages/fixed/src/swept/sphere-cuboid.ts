import type { Vec3 } from '@swept/core';
import { TOI_MISS } from '../quadratic.ts';
import { checkSphereCuboid } from '../validate.ts';
import { loadCuboidFrame, roundedCuboidCode } from '../walls/rounded-cuboid.ts';
import { countSettled } from '../walls/settled.ts';

/**
 * Whether a moving sphere (`c0 → c1`, radius `r`) and a moving cuboid
 * (`b0 → b1`, half extents `hb`) touch at some `t ∈ [0, 1]`, exactly
 * (grazing a face, an edge or a corner, and starting in contact, count).
 *
 * @example
 * // A ball of radius 1 passing exactly 1 beside a cuboid's face grazes it; one raw unit farther misses:
 * const o = { x: 0, y: 0, z: 0 };
 * const hb = { x: 2 * ONE, y: 2 * ONE, z: 2 * ONE };
 * sweptSphereCuboid({ x: 3 * ONE, y: 9 * ONE, z: 0 }, { x: 3 * ONE, y: -9 * ONE, z: 0 }, ONE, o, o, hb) // true
 * sweptSphereCuboid({ x: 3 * ONE + 1, y: 9 * ONE, z: 0 }, { x: 3 * ONE + 1, y: -9 * ONE, z: 0 }, ONE, o, o, hb) // false
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
  loadCuboidFrame(c0, c1, b0, b1, hb);
  const code = roundedCuboidCode(r);
  countSettled();
  return code !== TOI_MISS;
}
