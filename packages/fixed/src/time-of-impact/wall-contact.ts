/**
 * Builds a wall's contact from its code (`walls/wall-pieces.ts`): a
 * circle–segment contact from a capsule's code, a sphere–triangle contact
 * from a rounded slab's. Rounding rule, per component:
 *
 * - `t`: the code's raw time (exact: `floor(65536·t*)`).
 * - `c`: the exact centre at `t`, `c0 + t·(c1 − c0)/65536`, rounded to the
 *   nearest raw value, ties away from zero.
 * - `u` (a segment): `floor(65536·u*)` of the exact closest point's parameter
 *   at the exact centre (not the rounded `c`), and which end or side it lies
 *   on: decided exactly (`closest/point-segment.ts`).
 * - `point`: the closest point to the exact centre, rounded to nearest;
 *   `normal`: the direction from it to the centre, scaled to 65536 and
 *   rounded. On a segment both are exact before rounding (the side's normal
 *   `(−ey, ex)` between the ends, else the integer vector from the end); on
 *   a triangle they come from `closest/point-triangle.ts`, whose bound they
 *   keep. Only correctly rounded IEEE-754 operations touch the fractions
 *   (`+ − × ÷`, `Math.sqrt`), so both are the same on every engine and
 *   within one raw unit (the normal two) of the values they round.
 * - No direction (the centre lies on the wall): the contract's rule,
 *   {@link segmentFallbackNormal} (a triangle: `closest/point-triangle.ts`).
 */
import type { ContactStatus, SegmentContact, TriangleContact, Vec2, Vec3 } from '@swept/core';
import { foot, segmentFoot } from '../closest/point-segment.ts';
import { closest, closestAndDirection, direction } from '../closest/point-triangle.ts';
import { roundHalfAway, roundShift16 } from '../exact/integer.ts';
import { codeTime, OVERLAP, SEPARATING } from '../walls/wall-pieces.ts';

/** The contact's status from a wall code that is not a miss. */
function wallStatus(code: number): ContactStatus {
  return code === OVERLAP ? 'overlap' : code === SEPARATING ? 'separating' : 'impact';
}

/** `65536·(vx, vy)/|(vx, vy)|`, rounded (never −0: {@link roundHalfAway}); `v ≠ 0`. */
export function unit2(vx: number, vy: number): Vec2 {
  const len = Math.sqrt(vx * vx + vy * vy);
  return { x: roundHalfAway((65536 * vx) / len), y: roundHalfAway((65536 * vy) / len) };
}

/**
 * The normal when the centre lies on the segment (`e = s1 − s0`, motion
 * `d`): the segment's normal facing against the motion; the left normal
 * `(−ey, ex)` when the motion is zero or along the segment; for a point
 * segment `−d/|d|`, or `(65536, 0)` when nothing moves.
 */
export function segmentFallbackNormal(dx: number, dy: number, ex: number, ey: number): Vec2 {
  if (ex === 0 && ey === 0) {
    return dx === 0 && dy === 0 ? { x: 65536, y: 0 } : unit2(-dx, -dy);
  }
  // (−ey, ex)·d = e × d: positive means the left normal points along the motion.
  const along = ex * dy - ey * dx;
  return along > 0 ? unit2(ey, -ex) : unit2(-ey, ex);
}

/** A circle–segment contact from a code of `walls/capsule.ts` (rounding rule above). */
export function segmentContact(
  c0: Vec2,
  c1: Vec2,
  s0: Vec2,
  s1: Vec2,
  code: number,
): SegmentContact {
  const k = codeTime(code);
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = c0.x - s0.x;
  const wy = c0.y - s0.y;
  segmentFoot(wx, wy, dx, dy, ex, ey, k);
  // 65536·(C − s0), exact (below 2^50).
  const Wx = 65536 * wx + k * dx;
  const Wy = 65536 * wy + k * dy;
  let point: Vec2;
  let vx: number;
  let vy: number;
  if (foot.region === 0) {
    point = {
      x: s0.x + roundHalfAway(ex * foot.lambda),
      y: s0.y + roundHalfAway(ey * foot.lambda),
    };
    vx = -ey * foot.side;
    vy = ex * foot.side;
  } else if (foot.region < 0) {
    // `+ 0`: an end given as −0 comes back +0 (contract §5, never −0).
    point = { x: s0.x + 0, y: s0.y + 0 };
    vx = Wx;
    vy = Wy;
  } else {
    point = { x: s1.x + 0, y: s1.y + 0 };
    vx = Wx - 65536 * ex;
    vy = Wy - 65536 * ey;
  }
  return {
    t: k,
    u: foot.u,
    status: wallStatus(code),
    point,
    normal: vx === 0 && vy === 0 ? segmentFallbackNormal(dx, dy, ex, ey) : unit2(vx, vy),
    c: { x: c0.x + roundShift16(k * dx), y: c0.y + roundShift16(k * dy) },
  };
}

/** `65536·v/|v|`, rounded (never −0: {@link roundHalfAway}); `v ≠ 0`. */
export function unit3(vx: number, vy: number, vz: number): Vec3 {
  const len = Math.sqrt(vx * vx + vy * vy + vz * vz);
  return {
    x: roundHalfAway((65536 * vx) / len),
    y: roundHalfAway((65536 * vy) / len),
    z: roundHalfAway((65536 * vz) / len),
  };
}

/** A sphere–triangle contact from a code of `walls/rounded-slab.ts` (rounding rule above). */
export function triangleContact(
  c0: Vec3,
  c1: Vec3,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  code: number,
): TriangleContact {
  const k = codeTime(code);
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const dz = c1.z - c0.z;
  closestAndDirection(
    65536 * (c0.x - p0.x) + k * dx,
    65536 * (c0.y - p0.y) + k * dy,
    65536 * (c0.z - p0.z) + k * dz,
    p0,
    p1,
    p2,
    dx,
    dy,
    dz,
  );
  return {
    t: k,
    status: wallStatus(code),
    point: {
      x: p0.x + roundHalfAway(closest.x),
      y: p0.y + roundHalfAway(closest.y),
      z: p0.z + roundHalfAway(closest.z),
    },
    normal: unit3(direction.x, direction.y, direction.z),
    c: {
      x: c0.x + roundShift16(k * dx),
      y: c0.y + roundShift16(k * dy),
      z: c0.z + roundShift16(k * dz),
    },
  };
}
