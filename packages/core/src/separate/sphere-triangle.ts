import { nearestOnTriangle } from '../closest/point-triangle.ts';
import { sphereTriangleOverlapAt } from '../overlap/sphere-triangle.ts';
import type { Vec3 } from '../types.ts';
import { checkSphereAtTriangle } from '../validate/shapes.ts';
import { flushTiny, maxAbs3 } from '../vec.ts';
import { toWallFrame } from '../walls/frame.ts';
import { triangleMargin } from '../walls/triangle.ts';
import { leastPush } from './least-push.ts';
import { ULP_FACTOR } from './push-share.ts';

const point = { x: 0, y: 0, z: 0 };
const normal = { x: 1, y: 0, z: 0 };

/**
 * Pushes a sphere out of a static triangle; returns its new centre (a fresh
 * object; the triangle never moves, the inputs are not mutated). As
 * `separateCircleSegment`: unchanged when not overlapping; else moved along
 * the normal from the triangle's nearest point to `c` (on the triangle
 * itself: `(p1 − p0) × (p2 − p0)` normalised; a degenerate triangle's segment:
 * a fixed perpendicular; its point: `(1, 0, 0)`) by `r − distance`, grown by
 * ulps until `sphereTriangleOverlap` of the result is `false` — always — and
 * bisected back to the least such push (`least-push.ts`).
 *
 * @example
 * const floor = [{ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 0, y: 10, z: 0 }] as const;
 * separateSphereTriangle({ x: 1, y: 1, z: 0.75 }, 1, ...floor); // → { x: 1, y: 1, z: 1 }
 */
export function separateSphereTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): Vec3 {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  const { x: cx, y: cy, z: cz } = c;
  const f = toWallFrame(c, c, r, p0, p1, p2);
  const a = f.c0;
  if (!(triangleMargin(f) < 0)) {
    return { x: cx, y: cy, z: cz };
  }
  nearestOnTriangle(point, normal, a, 0, 0, 0, f.p0, f.p1, f.p2);
  const gx = a.x - point.x;
  const gy = a.y - point.y;
  const gz = a.z - point.z;
  // The depth in the frame's units, then in the caller's.
  const depth = (f.r - Math.sqrt(gx * gx + gy * gy + gz * gz)) / f.scale;
  const scale = Math.max(maxAbs3(c), maxAbs3(p0), maxAbs3(p1), maxAbs3(p2), r);
  const out = { x: cx, y: cy, z: cz };
  const at = (push: number): Vec3 => {
    out.x = flushTiny(cx + normal.x * push);
    out.y = flushTiny(cy + normal.y * push);
    out.z = flushTiny(cz + normal.z * push);
    return out;
  };
  const push = leastPush(
    depth,
    scale * ULP_FACTOR,
    (p) => !sphereTriangleOverlapAt(at(p), r, p0, p1, p2),
  );
  return at(push);
}
