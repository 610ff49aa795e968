/**
 * The contact geometry of a time of impact at a given `t`, written once for
 * every variant that answers in doubles: the core's own queries, and
 * `@swept/tolerance` (its `exact` times and its band policies' corrected
 * ones, through `@swept/core/internal`).
 *
 * The centres at `t` are `a0 + t·(a1 − a0)` and `b0 + t·(b1 − b0)`; the
 * normal is the unit vector along `C(t) = C0 + t·D` (not `b − a`, which
 * cancels far from the origin), `(1, 0[, 0])` when it is zero; the point is
 * `a + normal·ra`. Every component is flushed below the input range
 * (`flushTiny`), so every position returned is a valid input again.
 */
import type { ContactStatus, TimeOfImpact2, TimeOfImpact3, Vec2, Vec3 } from '../types.ts';
import { flushTiny, setUnit2, setUnit3 } from '../vec.ts';

/**
 * A reusable result object for `circlesTimeOfImpactInto` (gl-matrix
 * style: make one, fill it every frame). Its fields are meaningful after a
 * call that returned `true`.
 */
export function createTimeOfImpact2(): TimeOfImpact2 {
  return {
    t: 0,
    status: 'impact',
    point: { x: 0, y: 0 },
    normal: { x: 1, y: 0 },
    a: { x: 0, y: 0 },
    b: { x: 0, y: 0 },
  };
}

/** A reusable result object for `spheresTimeOfImpactInto`; see {@link createTimeOfImpact2}. */
export function createTimeOfImpact3(): TimeOfImpact3 {
  return {
    t: 0,
    status: 'impact',
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 1, y: 0, z: 0 },
    a: { x: 0, y: 0, z: 0 },
    b: { x: 0, y: 0, z: 0 },
  };
}

/**
 * Writes `a`, `b`, `normal` (along `(cx, cy) = C(t)`) and `point` at `t`
 * into `out`. The core's own solvers write the same lines out in place
 * (a call there measured ~5 % of `circlesTimeOfImpactInto`); a test pins
 * the two equal bit for bit.
 */
export function setContact2(
  out: TimeOfImpact2,
  t: number,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  cx: number,
  cy: number,
): void {
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const normal = setUnit2(out.normal, cx, cy);
  out.a.x = ax;
  out.a.y = ay;
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  out.point.x = flushTiny(ax + normal.x * ra);
  out.point.y = flushTiny(ay + normal.y * ra);
}

/** The 3D {@link setContact2}. */
export function setContact3(
  out: TimeOfImpact3,
  t: number,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  cx: number,
  cy: number,
  cz: number,
): void {
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const az = flushTiny(a0.z + t * (a1.z - a0.z));
  const normal = setUnit3(out.normal, cx, cy, cz);
  out.a.x = ax;
  out.a.y = ay;
  out.a.z = az;
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  out.b.z = flushTiny(b0.z + t * (b1.z - b0.z));
  out.point.x = flushTiny(ax + normal.x * ra);
  out.point.y = flushTiny(ay + normal.y * ra);
  out.point.z = flushTiny(az + normal.z * ra);
}

/** Sets `out.point = out.a + out.normal·ra`, flushed. */
export function setPoint2(out: TimeOfImpact2, ra: number): void {
  out.point.x = flushTiny(out.a.x + out.normal.x * ra);
  out.point.y = flushTiny(out.a.y + out.normal.y * ra);
}

/** The 3D {@link setPoint2}. */
export function setPoint3(out: TimeOfImpact3, ra: number): void {
  out.point.x = flushTiny(out.a.x + out.normal.x * ra);
  out.point.y = flushTiny(out.a.y + out.normal.y * ra);
  out.point.z = flushTiny(out.a.z + out.normal.z * ra);
}

/** A fresh result with the values of `r` (shares no object with it). */
export function copyTimeOfImpact2(r: TimeOfImpact2): TimeOfImpact2 {
  return {
    t: r.t,
    status: r.status,
    point: { x: r.point.x, y: r.point.y },
    normal: { x: r.normal.x, y: r.normal.y },
    a: { x: r.a.x, y: r.a.y },
    b: { x: r.b.x, y: r.b.y },
  };
}

/** The 3D {@link copyTimeOfImpact2}. */
export function copyTimeOfImpact3(r: TimeOfImpact3): TimeOfImpact3 {
  return {
    t: r.t,
    status: r.status,
    point: { x: r.point.x, y: r.point.y, z: r.point.z },
    normal: { x: r.normal.x, y: r.normal.y, z: r.normal.z },
    a: { x: r.a.x, y: r.a.y, z: r.a.z },
    b: { x: r.b.x, y: r.b.y, z: r.b.z },
  };
}

/** Where {@link contactAt2} and {@link contactAt3} fill a result before copying it out. */
const scratch2: TimeOfImpact2 = createTimeOfImpact2();
const scratch3: TimeOfImpact3 = createTimeOfImpact3();

/**
 * A fresh result at `t` with the given status, for a `t` the core's solver
 * did not produce: `C(t)` is formed here as `C0 + t·(C1 − C0)`, as the
 * solver forms it. (Filled in place and copied out, as
 * `circlesTimeOfImpact` does: fresh objects built from computed doubles.)
 */
export function contactAt2(
  t: number,
  status: ContactStatus,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
): TimeOfImpact2 {
  return copyTimeOfImpact2(contactAtInto2(scratch2, t, status, a0, a1, ra, b0, b1));
}

/** {@link contactAt2} into `out` (a reused result: nothing allocated); returns `out`. */
export function contactAtInto2(
  out: TimeOfImpact2,
  t: number,
  status: ContactStatus,
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
): TimeOfImpact2 {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const cx = c0x + t * (b1.x - a1.x - c0x);
  const cy = c0y + t * (b1.y - a1.y - c0y);
  setContact2(out, t, a0, a1, ra, b0, b1, cx, cy);
  out.t = t;
  out.status = status;
  return out;
}

/** The 3D {@link contactAt2}. */
export function contactAt3(
  t: number,
  status: ContactStatus,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
): TimeOfImpact3 {
  return copyTimeOfImpact3(contactAtInto3(scratch3, t, status, a0, a1, ra, b0, b1));
}

/** The 3D {@link contactAtInto2}. */
export function contactAtInto3(
  out: TimeOfImpact3,
  t: number,
  status: ContactStatus,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
): TimeOfImpact3 {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const cx = c0x + t * (b1.x - a1.x - c0x);
  const cy = c0y + t * (b1.y - a1.y - c0y);
  const cz = c0z + t * (b1.z - a1.z - c0z);
  setContact3(out, t, a0, a1, ra, b0, b1, cx, cy, cz);
  out.t = t;
  out.status = status;
  return out;
}
