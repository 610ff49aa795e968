import type { Vec3 } from '@swept/core';
import { checkSphereTriangle } from '../validate.ts';
import { slabCode } from '../walls/rounded-slab.ts';
import { countSettled } from '../walls/settled.ts';
import { MISS } from '../walls/wall-pieces.ts';

/**
 * Whether a sphere moving `c0 → c1` (radius `r`) touches the triangle
 * `p0 p1 p2` at some `t ∈ [0, 1]` (grazing counts), exactly: the centre's
 * path meets the rounded slab (the triangle swept by the ball).
 *
 * @example
 * const floor = [{ x: -4 * ONE, y: -4 * ONE, z: 0 }, { x: 4 * ONE, y: -4 * ONE, z: 0 }, { x: 0, y: 4 * ONE, z: 0 }] as const;
 * // A ball of radius 1 skimming the floor at height exactly 1, then one raw unit higher:
 * sweptSphereTriangle({ x: -10 * ONE, y: 0, z: ONE }, { x: 10 * ONE, y: 0, z: ONE }, ONE, ...floor) // true
 * sweptSphereTriangle({ x: -10 * ONE, y: 0, z: ONE + 1 }, { x: 10 * ONE, y: 0, z: ONE + 1 }, ONE, ...floor) // false
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
  const code = slabCode(c0, c1, r, p0, p1, p2, true);
  countSettled();
  return code !== MISS;
}
