import { touchesDuringStep } from '../quadratic.ts';
import type { Vec3 } from '../types.ts';
import { checkSwept3 } from '../validate/shapes.ts';

/**
 * Swept test of two moving spheres: `true` iff they touch at some
 * `t ∈ [0, 1]` (grazing counts). The 3D {@link sweptCircles}; the same
 * kernel decides.
 *
 * @example
 * const o = { x: 0, y: 0, z: 0 };
 * sweptSpheres({ x: -100, y: 0, z: 0 }, { x: 100, y: 0, z: 0 }, 1, o, o, 1); // true
 */
export function sweptSpheres(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  return touchesDuringStep(
    dx * dx + dy * dy + dz * dz,
    c0x * dx + c0y * dy + c0z * dz,
    c0x * c0x + c0y * c0y + c0z * c0z - rr,
    c1x * c1x + c1y * c1y + c1z * c1z - rr,
  );
}
