import type { TimeOfImpact3, Vec3 } from '@swept/core';
import { slabContact, slabContact3, slabTouch3 } from '@swept/core/internal';
import { counter } from '../exact/stats.ts';
import { checkBoxes3 } from '../validate.ts';
import { boxContact3, slabRawTime } from './box-contact.ts';

/**
 * The first time two moving axis-aligned cuboids touch (raw values), or
 * `null`: the meanings of `boxesTimeOfImpact` in three axes (on an exact
 * tie x before y before z), every decision exact, `t` floored.
 *
 * @example cuboidsTimeOfImpact({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 8 * ONE }, h, { x: 0, y: 0, z: 6 * ONE }, { x: 0, y: 0, z: 6 * ONE }, h)
 * // { t: 32768, normal: { x: 0, y: 0, z: 65536 }, point: { x: 0, y: 0, z: 5 * ONE }, ... } with h = { x: ONE, y: ONE, z: ONE }
 */
export function cuboidsTimeOfImpact(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): TimeOfImpact3 | null {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  const t = cuboidsRawTime(a0, a1, ha, b0, b1, hb);
  if (t < 0) return null;
  const { status, axis, sign } = slabContact;
  return boxContact3(t, status, axis, sign, a0, a1, ha, b0, b1, hb);
}

/** The raw `t` of two checked cuboids, or `-1`; see `boxesRawTime`. Shared with the batch form. */
export function cuboidsRawTime(a0: Vec3, a1: Vec3, ha: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const dz = b1.z - a1.z - c0z;
  const hx = ha.x + hb.x;
  const hy = ha.y + hb.y;
  const hz = ha.z + hb.z;
  counter.count(false);
  if (!slabTouch3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz)) return -1;
  slabContact3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz);
  return slabRawTime();
}
