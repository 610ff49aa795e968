import { separateSphereTriangle, type Vec3 } from '@swept/core';
import { checkSphereAtTriangle, STAGE_FILTER, type Stage } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { settled, triangleOverlaps } from '../walls/wall-overlap.ts';
import { pushOut } from './push-out.ts';

/**
 * `exact` push-out of a sphere from a triangle: the core's push along the
 * wall's normal, with the post-condition in exact arithmetic — the distance
 * from the returned centre to the triangle is `≥ r` exactly, so the exact
 * overlap test is `false`. A sphere that does not overlap exactly comes back
 * unchanged (a fresh object).
 */
export function separateSphereTriangleExact(
  c: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): Vec3 {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  let stage: Stage = STAGE_FILTER;
  const overlaps = (p: Vec3): boolean => {
    const o = triangleOverlaps(p, r, p0, p1, p2);
    if (settled.stage > stage) stage = settled.stage;
    return o;
  };
  const result = overlaps(c)
    ? pushOut((p: Vec3, d: number) => separateSphereTriangle(p, d, p0, p1, p2), overlaps, c, r, 0)
    : { x: c.x, y: c.y, z: c.z };
  record(stage);
  return result;
}
