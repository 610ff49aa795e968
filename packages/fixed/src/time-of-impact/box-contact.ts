/**
 * The raw time and the result of a box (or cuboid) time of impact, after the
 * core's slab kernel (`@swept/core/internal`, `slab.ts`) decided the touch
 * on raw integers. Shared by the box and cuboid queries and their batch
 * forms, which report exactly this `t`.
 *
 * **Exact integers.** Raw values lie within `±(2^31 − 1)`: the kernel's terms
 * `c0 = b0 − a0`, `h = ha + hb` (below `2^32`), `d = (b1 − a1) − c0` (below
 * `2^33`) and the numerators `±c0 ± h` (below `2^33`) are exact in doubles,
 * and it compares two times by the exact sign of a difference of products.
 * `floor(t*·65536) = floor(65536·n / v)` with `0 < n ≤ v < 2^34`: `floorDiv`
 * is exact there (`|65536·n| + v < 2^53`).
 *
 * **Rounding rule** (per component, `docs/contract.md`, "9.1"): `a`, `b` and
 * `point` are the exact values at the returned `t = k/65536` rounded to the
 * nearest raw value, ties away from zero. Scaled by 65536 every one is an
 * integer: `65536·a0 + k·(a1 − a0)` (below `2^47 + 2^48`), a face
 * `65536·(a ± ha)` (below `2^50`), and twice a midpoint, `lo + hi` (below
 * `2^51`); the divisions by `65536` and `131072` are exact (powers of two),
 * so `roundHalfAway` sees the exact quotient. The normal is `(±65536, 0[, 0])`.
 */
import type { ContactStatus, TimeOfImpact2, TimeOfImpact3, Vec2, Vec3 } from '@swept/core';
import { slabEntry } from '@swept/core/internal';
import { floorDiv, roundHalfAway } from '../exact/integer.ts';

/** The raw `t` of the last `true` slab fold: `floor(t*·65536)`, `0` when they touch at the start. */
export function slabRawTime(): number {
  return slabEntry.axis < 0 ? 0 : floorDiv(65536 * slabEntry.n, slabEntry.v);
}

/** One axis at raw time `k`: the centres, and the point (A's face on the normal's axis, else the middle). */
function axisAt(
  k: number,
  normalAxis: boolean,
  sign: number,
  a0: number,
  a1: number,
  ha: number,
  b0: number,
  b1: number,
  hb: number,
): [number, number, number] {
  const a = 65536 * a0 + k * (a1 - a0);
  const b = 65536 * b0 + k * (b1 - b0);
  let point: number;
  if (normalAxis) {
    point = roundHalfAway((a + sign * 65536 * ha) / 65536);
  } else {
    const lo = Math.max(a - 65536 * ha, b - 65536 * hb);
    const hi = Math.min(a + 65536 * ha, b + 65536 * hb);
    point = roundHalfAway((lo + hi) / 131072);
  }
  return [roundHalfAway(a / 65536), roundHalfAway(b / 65536), point];
}

/** The result of a 2D box time of impact at raw `t` with the given status and normal. */
export function boxContact2(
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
): TimeOfImpact2 {
  const [ax, bx, px] = axisAt(t, axis === 0, sign, a0.x, a1.x, ha.x, b0.x, b1.x, hb.x);
  const [ay, by, py] = axisAt(t, axis === 1, sign, a0.y, a1.y, ha.y, b0.y, b1.y, hb.y);
  return {
    t,
    status,
    point: { x: px, y: py },
    normal: { x: axis === 0 ? sign * 65536 : 0, y: axis === 1 ? sign * 65536 : 0 },
    a: { x: ax, y: ay },
    b: { x: bx, y: by },
  };
}

/** The 3D {@link boxContact2}. */
export function boxContact3(
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
): TimeOfImpact3 {
  const [ax, bx, px] = axisAt(t, axis === 0, sign, a0.x, a1.x, ha.x, b0.x, b1.x, hb.x);
  const [ay, by, py] = axisAt(t, axis === 1, sign, a0.y, a1.y, ha.y, b0.y, b1.y, hb.y);
  const [az, bz, pz] = axisAt(t, axis === 2, sign, a0.z, a1.z, ha.z, b0.z, b1.z, hb.z);
  return {
    t,
    status,
    point: { x: px, y: py, z: pz },
    normal: {
      x: axis === 0 ? sign * 65536 : 0,
      y: axis === 1 ? sign * 65536 : 0,
      z: axis === 2 ? sign * 65536 : 0,
    },
    a: { x: ax, y: ay, z: az },
    b: { x: bx, y: by, z: bz },
  };
}
