import { nearestOnTriangle } from '../closest/point-triangle.ts';
import type { TriangleContact, Vec3 } from '../types.ts';
import { checkSphereTriangle } from '../validate/shapes.ts';
import { flushTiny } from '../vec.ts';
import { toWallFrame } from '../walls/frame.ts';
import { outsideBox, triangleEntryTime } from '../walls/rounded-slab.ts';
import { marginRate, triangleMargin } from '../walls/triangle.ts';
import { contactStatus } from './status.ts';

/** A reusable result object for {@link sphereTriangleTimeOfImpactInto}. */
export function createTriangleContact(): TriangleContact {
  return {
    t: 0,
    status: 'impact',
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 1, y: 0, z: 0 },
    c: { x: 0, y: 0, z: 0 },
  };
}

/**
 * Time of impact of a moving sphere with a static triangle: `null` iff the
 * sphere (`c0 → c1`, radius `r`) never touches the triangle `p0 p1 p2`
 * during the step, else the first contact `{ t, status, point, normal, c }`
 * with the meanings of `circleSegmentTimeOfImpact`: `c` the centre at `t`,
 * `point` the triangle's point nearest to it, `normal` the unit vector from
 * `point` to `c`. When `c` lies on the triangle, the normal is the face's
 * unit normal facing against the motion, or `(p1 − p0) × (p2 − p0)`
 * normalised when the motion is zero or in the plane. A degenerate triangle
 * is the segment or point it is (on such a segment: the part of `−(c1 − c0)`
 * across it, normalised, else a fixed perpendicular; on a point:
 * `−(c1 − c0)/|c1 − c0|`, or `(1, 0, 0)`).
 *
 * The triangle swept by a ball of radius `r` is a rounded slab: a prism over
 * the face, a cylinder along each edge and a ball at each corner. `t` is the
 * earliest entry into them. The face test divides by nothing: the centre is
 * over the face when its three edge functions `((pj − pi) × (c − pi))·n`,
 * with the unnormalised `n = (p1 − p0) × (p2 − p0)`, are `≥ 0`; the face's
 * entry is linear in `t`; the edges' and corners' are quadratics whose
 * discriminants are formed by Lagrange's identity without cancellation.
 *
 * A moving triangle: subtract its displacement from `c1`.
 *
 * @example
 * // A ball (r = 1) dropping from z = 5 to z = −5 onto a floor triangle:
 * sphereTriangleTimeOfImpact(
 *   { x: 1, y: 1, z: 5 }, { x: 1, y: 1, z: -5 }, 1,
 *   { x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 0, y: 10, z: 0 },
 * );
 * // → { t: 0.4, status: 'impact', point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, c: { x: 1, y: 1, z: 1 } }
 */
export function sphereTriangleTimeOfImpact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): TriangleContact | null {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  return solveSphereTriangle(null, c0, c1, r, p0, p1, p2);
}

/**
 * {@link sphereTriangleTimeOfImpact} into a caller-owned result (see
 * {@link createTriangleContact}): `true` and `out` filled on a hit, `false`
 * and `out` untouched on a miss. Allocates nothing.
 */
export function sphereTriangleTimeOfImpactInto(
  out: TriangleContact,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  return solveSphereTriangle(out, c0, c1, r, p0, p1, p2) !== null;
}

/** The centre at `t` in the wall frame (never escapes). */
const cs = { x: 0, y: 0, z: 0 };

/**
 * The first touch, unchecked, into `out` (`null`: into a fresh result,
 * allocated only on a hit), which it returns; `null` and `out` untouched on
 * a miss. Given `at ≥ 0`, the contact at that `t` instead (see
 * {@link triangleContactAt}): the geometry is written once, inline, since a
 * nested call for it measured ~1.5× the cost of the whole query.
 */
function solveSphereTriangle(
  into: TriangleContact | null,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  at = -1,
): TriangleContact | null {
  if (at < 0 && outsideBox(c0, c1, r, p0, p1, p2)) return null;
  const f = toWallFrame(c0, c1, r, p0, p1, p2);
  const t = at < 0 ? triangleEntryTime(f) : at;
  if (t < 0) return null;
  const out = into ?? createTriangleContact();
  const { c0: a, c1: b, scale } = f;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  out.t = t;
  // The status from g(0) and its rate on the nearest feature, divided by nothing.
  const g = triangleMargin(f);
  out.status = contactStatus(marginRate.value, g);
  out.c.x = flushTiny(c0.x + t * (c1.x - c0.x));
  out.c.y = flushTiny(c0.y + t * (c1.y - c0.y));
  out.c.z = flushTiny(c0.z + t * (c1.z - c0.z));
  // The nearest point in the frame (centre at t relative to p0), then back.
  cs.x = a.x + t * dx;
  cs.y = a.y + t * dy;
  cs.z = a.z + t * dz;
  nearestOnTriangle(out.point, out.normal, cs, dx, dy, dz, f.p0, f.p1, f.p2);
  out.point.x = flushTiny(p0.x + out.point.x / scale);
  out.point.y = flushTiny(p0.y + out.point.y / scale);
  out.point.z = flushTiny(p0.z + out.point.z / scale);
  return out;
}

/**
 * The contact at a given `t` into `out` (`t`, `c`, `point`, `normal`, and the
 * start's `status` in the core's arithmetic): shared with `@swept/tolerance`,
 * which finds `t` and the status exactly.
 */
export function triangleContactAt(
  out: TriangleContact,
  t: number,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  solveSphereTriangle(out, c0, c1, r, p0, p1, p2, t);
}
