import type {
  MovingBoxes,
  MovingCuboids,
  MovingSpheres,
  StaticSegments,
  StaticTriangles,
  Vec2,
  Vec3,
} from '../types.ts';

/** The motion of a set of 2D bodies, round or boxes: their centres' start and end. */
type Motion2 = Pick<MovingBoxes, 'x0' | 'y0' | 'x1' | 'y1'>;
/** The motion of a set of 3D bodies (see {@link Motion2}). */
type Motion3 = Pick<MovingSpheres, 'x0' | 'y0' | 'z0' | 'x1' | 'y1' | 'z1'>;

/**
 * Body `k`'s start and end, copied into scratch vectors for a pair query
 * that takes `{x, y}` objects (the variant packages' narrow phases).
 */
export function loadMotion2(p0: Vec2, p1: Vec2, bodies: Motion2, k: number): void {
  p0.x = bodies.x0[k]!;
  p0.y = bodies.y0[k]!;
  p1.x = bodies.x1[k]!;
  p1.y = bodies.y1[k]!;
}

/** The 3D {@link loadMotion2}. */
export function loadMotion3(p0: Vec3, p1: Vec3, bodies: Motion3, k: number): void {
  p0.x = bodies.x0[k]!;
  p0.y = bodies.y0[k]!;
  p0.z = bodies.z0[k]!;
  p1.x = bodies.x1[k]!;
  p1.y = bodies.y1[k]!;
  p1.z = bodies.z1[k]!;
}

/** Box `k`'s half extents, copied into a scratch vector for a box query. */
export function loadExtents2(h: Vec2, boxes: MovingBoxes, k: number): void {
  h.x = boxes.hx[k]!;
  h.y = boxes.hy[k]!;
}

/** The 3D {@link loadExtents2}. */
export function loadExtents3(h: Vec3, cuboids: MovingCuboids, k: number): void {
  h.x = cuboids.hx[k]!;
  h.y = cuboids.hy[k]!;
  h.z = cuboids.hz[k]!;
}

/** Wall `k`'s ends, copied into scratch vectors for a segment query. */
export function loadSegment(s0: Vec2, s1: Vec2, walls: StaticSegments, k: number): void {
  s0.x = walls.x0[k]!;
  s0.y = walls.y0[k]!;
  s1.x = walls.x1[k]!;
  s1.y = walls.y1[k]!;
}

/** Wall `k`'s corners, copied into scratch vectors for a triangle query. */
export function loadTriangle(
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  walls: StaticTriangles,
  k: number,
): void {
  p0.x = walls.x0[k]!;
  p0.y = walls.y0[k]!;
  p0.z = walls.z0[k]!;
  p1.x = walls.x1[k]!;
  p1.y = walls.y1[k]!;
  p1.z = walls.z1[k]!;
  p2.x = walls.x2[k]!;
  p2.y = walls.y2[k]!;
  p2.z = walls.z2[k]!;
}
