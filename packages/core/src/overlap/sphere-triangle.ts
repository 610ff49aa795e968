import type { Vec3 } from '../types.ts';
import { checkSphereAtTriangle } from '../validate/shapes.ts';
import { toWallFrame } from '../walls/frame.ts';
import { triangleMargin } from '../walls/triangle.ts';

/**
 * Static overlap of a sphere with a triangle: `true` iff the distance from
 * `c` to the triangle `p0 p1 p2` is `< r` (strict). Decided on squares without
 * dividing (see `triangleMargin`); `separateSphereTriangle` verifies its
 * result with this very predicate.
 *
 * @example
 * const floor = [{ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 0, y: 10, z: 0 }] as const;
 * sphereTriangleOverlap({ x: 1, y: 1, z: 1 }, 1, ...floor); // false: resting on it
 * sphereTriangleOverlap({ x: 1, y: 1, z: 0.5 }, 1, ...floor); // true
 */
export function sphereTriangleOverlap(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  return sphereTriangleOverlapAt(c, r, p0, p1, p2);
}

/** {@link sphereTriangleOverlap}, unchecked: the one predicate separation verifies with. */
export function sphereTriangleOverlapAt(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const f = toWallFrame(c, c, r, p0, p1, p2);
  return triangleMargin(f) < 0;
}
