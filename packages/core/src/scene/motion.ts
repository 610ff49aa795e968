import type { MovingCircles, MovingSpheres, Vec2, Vec3 } from '../types.ts';

/**
 * Body `k`'s start and end, copied into scratch vectors for a pair query
 * that takes `{x, y}` objects (the variant packages' narrow phases).
 */
export function loadMotion2(p0: Vec2, p1: Vec2, bodies: MovingCircles, k: number): void {
  p0.x = bodies.x0[k]!;
  p0.y = bodies.y0[k]!;
  p1.x = bodies.x1[k]!;
  p1.y = bodies.y1[k]!;
}

/** The 3D {@link loadMotion2}. */
export function loadMotion3(p0: Vec3, p1: Vec3, bodies: MovingSpheres, k: number): void {
  p0.x = bodies.x0[k]!;
  p0.y = bodies.y0[k]!;
  p0.z = bodies.z0[k]!;
  p1.x = bodies.x1[k]!;
  p1.y = bodies.y1[k]!;
  p1.z = bodies.z1[k]!;
}
