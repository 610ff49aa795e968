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

/** Writes `a`, `b`, `normal` (along `(cx, cy) = C(t)`) and `point` at `t` into `out`. */
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
  out.a.x = flushTiny(a0.x + t * (a1.x - a0.x));
  out.a.y = flushTiny(a0.y + t * (a1.y - a0.y));
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  setUnit2(out.normal, cx, cy);
  setPoint2(out, ra);
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
  out.a.x = flushTiny(a0.x + t * (a1.x - a0.x));
  out.a.y = flushTiny(a0.y + t * (a1.y - a0.y));
  out.a.z = flushTiny(a0.z + t * (a1.z - a0.z));
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  out.b.z = flushTiny(b0.z + t * (b1.z - b0.z));
  setUnit3(out.normal, cx, cy, cz);
  setPoint3(out, ra);
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

/**
 * The whole result at `t` with the given status, into `out` (returned), for
 * a `t` the core's solver did not produce: `C(t)` is formed here as
 * `C0 + t·(C1 − C0)`, as the solver forms it.
 */
export function contactAt2(
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
  out.t = t;
  out.status = status;
  setContact2(
    out,
    t,
    a0,
    a1,
    ra,
    b0,
    b1,
    c0x + t * (b1.x - a1.x - c0x),
    c0y + t * (b1.y - a1.y - c0y),
  );
  return out;
}

/** The 3D {@link contactAt2}. */
export function contactAt3(
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
  out.t = t;
  out.status = status;
  setContact3(
    out,
    t,
    a0,
    a1,
    ra,
    b0,
    b1,
    c0x + t * (b1.x - a1.x - c0x),
    c0y + t * (b1.y - a1.y - c0y),
    c0z + t * (b1.z - a1.z - c0z),
  );
  return out;
}
