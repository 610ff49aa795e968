/**
 * The contact geometry of two boxes at a given `t` (`docs/contract.md`,
 * "9.1 Box against box"), written once for every variant that answers in
 * doubles: the core's box and cuboid times of impact and `@swept/tolerance`
 * (through `@swept/core/internal`), which hands in its own `t`.
 *
 * The centres at `t` are `p0 + t·(p1 − p0)`; the normal is the unit axis
 * `axis` with `sign`; the point is A's face `a + sign·ha` on that axis and
 * the midpoint of the two boxes' intervals on every other axis. Every
 * component is flushed below the input range (`flushTiny`), so every
 * position returned is a valid input again.
 */
import type { ContactStatus, TimeOfImpact2, TimeOfImpact3, Vec2, Vec3 } from '../types.ts';
import { flushTiny } from '../vec.ts';

/** One axis of the point: A's face on the normal's axis, else the middle of the common interval. */
function pointOn(
  normalAxis: boolean,
  sign: number,
  a: number,
  ha: number,
  b: number,
  hb: number,
): number {
  if (normalAxis) return flushTiny(a + sign * ha);
  const lo = Math.max(a - ha, b - hb);
  const hi = Math.min(a + ha, b + hb);
  return flushTiny(0.5 * (lo + hi));
}

/** Fills `out` for two boxes at `t`, with the given status and normal (`axis` 0 or 1, `sign` ±1). */
export function setBoxContact2(
  out: TimeOfImpact2,
  t: number,
  status: ContactStatus,
  axis: number,
  sign: number,
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): void {
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const bx = flushTiny(b0.x + t * (b1.x - b0.x));
  const by = flushTiny(b0.y + t * (b1.y - b0.y));
  out.t = t;
  out.status = status;
  out.normal.x = axis === 0 ? sign : 0;
  out.normal.y = axis === 1 ? sign : 0;
  out.a.x = ax;
  out.a.y = ay;
  out.b.x = bx;
  out.b.y = by;
  out.point.x = pointOn(axis === 0, sign, ax, ha.x, bx, hb.x);
  out.point.y = pointOn(axis === 1, sign, ay, ha.y, by, hb.y);
}

/** The 3D {@link setBoxContact2} (`axis` 0, 1 or 2). */
export function setBoxContact3(
  out: TimeOfImpact3,
  t: number,
  status: ContactStatus,
  axis: number,
  sign: number,
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): void {
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const az = flushTiny(a0.z + t * (a1.z - a0.z));
  const bx = flushTiny(b0.x + t * (b1.x - b0.x));
  const by = flushTiny(b0.y + t * (b1.y - b0.y));
  const bz = flushTiny(b0.z + t * (b1.z - b0.z));
  out.t = t;
  out.status = status;
  out.normal.x = axis === 0 ? sign : 0;
  out.normal.y = axis === 1 ? sign : 0;
  out.normal.z = axis === 2 ? sign : 0;
  out.a.x = ax;
  out.a.y = ay;
  out.a.z = az;
  out.b.x = bx;
  out.b.y = by;
  out.b.z = bz;
  out.point.x = pointOn(axis === 0, sign, ax, ha.x, bx, hb.x);
  out.point.y = pointOn(axis === 1, sign, ay, ha.y, by, hb.y);
  out.point.z = pointOn(axis === 2, sign, az, ha.z, bz, hb.z);
}
