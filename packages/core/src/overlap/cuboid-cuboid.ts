import type { Vec3 } from '../types.ts';
import { checkBoxesOverlap3 } from '../validate/shapes.ts';
import { overlapOnAxis } from './box-box.ts';

/**
 * Static overlap of two axis-aligned cuboids: `true` iff `|b − a|ᵢ < haᵢ +
 * hbᵢ` on every axis (strict, as `boxesOverlap`).
 *
 * @example
 * const h = { x: 1, y: 1, z: 1 };
 * cuboidsOverlap({ x: 0, y: 0, z: 0 }, h, { x: 1, y: 1, z: 2 }, h); // false: they touch on z
 */
export function cuboidsOverlap(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): boolean {
  checkBoxesOverlap3(a, ha, b, hb);
  return (
    overlapOnAxis(a.x, ha.x, b.x, hb.x) &&
    overlapOnAxis(a.y, ha.y, b.y, hb.y) &&
    overlapOnAxis(a.z, ha.z, b.z, hb.z)
  );
}
