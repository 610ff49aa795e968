/** The swept test of a moving sphere against a triangle, exactly. */
import { firstTouch, type WallCase } from '../walls/wall-pieces.ts';

/** `true` iff the sphere's distance to the triangle is `≤ r` at some `t ∈ [0, 1]` (grazing counts). */
export function sweptSphereTriangleExact(c: WallCase): boolean {
  return firstTouch(c) !== null;
}
