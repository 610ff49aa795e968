import type { Vec3 } from '@swept/core';
import { overlapOnAxis } from '@swept/core/internal';
import { counter } from '../exact/stats.ts';
import { checkBoxesOverlap3 } from '../validate.ts';

/**
 * Whether two axis-aligned cuboids overlap (raw values), exactly, on every
 * axis (strict, as `boxesOverlap`).
 *
 * @example cuboidsOverlap({ x: 0, y: 0, z: 0 }, h, { x: ONE, y: ONE, z: 2 * ONE }, h) // false (touching on z) with h = { x: ONE, y: ONE, z: ONE }
 */
export function cuboidsOverlap(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): boolean {
  checkBoxesOverlap3(a, ha, b, hb);
  counter.count(false);
  return (
    overlapOnAxis(a.x, ha.x, b.x, hb.x) &&
    overlapOnAxis(a.y, ha.y, b.y, hb.y) &&
    overlapOnAxis(a.z, ha.z, b.z, hb.z)
  );
}
