import type { Vec3 } from '@swept/core';
import { counter } from '../exact/stats.ts';
import { checkSphereAtCuboid } from '../validate.ts';
import { roundedCuboidSide } from '../walls/rounded-cuboid.ts';

/**
 * Whether the sphere at `c` (radius `r`) overlaps the cuboid at `b` (half
 * extents `hb`), exactly: the distance from `c` to the cuboid is `< r`
 * (strict: touching is not overlapping), or for `r = 0` `c` is strictly
 * inside it.
 *
 * @example
 * const hb = { x: 2 * ONE, y: 2 * ONE, z: 2 * ONE };
 * sphereCuboidOverlap({ x: 3 * ONE, y: 0, z: 0 }, ONE, { x: 0, y: 0, z: 0 }, hb) // false (touching)
 * sphereCuboidOverlap({ x: 3 * ONE - 1, y: 0, z: 0 }, ONE, { x: 0, y: 0, z: 0 }, hb) // true
 */
export function sphereCuboidOverlap(c: Vec3, r: number, b: Vec3, hb: Vec3): boolean {
  checkSphereAtCuboid(c, r, b, hb);
  counter.count(false);
  return roundedCuboidSide(c.x - b.x, c.y - b.y, c.z - b.z, hb.x, hb.y, hb.z, r) < 0;
}
