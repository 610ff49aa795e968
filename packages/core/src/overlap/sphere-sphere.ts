import type { Vec3 } from '../types.ts';
import { checkOverlap3 } from '../validate/shapes.ts';

/**
 * Static overlap of two spheres: `true` iff `|b − a| < ra + rb` (strict:
 * touching is not overlapping). The 3D {@link circlesOverlap}.
 *
 * @example
 * spheresOverlap({ x: 0, y: 0, z: 0 }, 1, { x: 0, y: 0, z: 2 }, 1); // false: they touch
 */
export function spheresOverlap(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  checkOverlap3(a, ra, b, rb);
  return spheresOverlapAt(a.x, a.y, a.z, ra, b.x, b.y, b.z, rb);
}

/** {@link spheresOverlap} on components, unchecked: the one predicate separation verifies with. */
export function spheresOverlapAt(
  ax: number,
  ay: number,
  az: number,
  ra: number,
  bx: number,
  by: number,
  bz: number,
  rb: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const r = ra + rb;
  return dx * dx + dy * dy + dz * dz < r * r;
}
