import { slabContact, slabContact3, slabTime, slabTouch3 } from '../slab.ts';
import type { TimeOfImpact3, Vec3 } from '../types.ts';
import { checkBoxes3 } from '../validate/shapes.ts';
import { setBoxContact3 } from './box-contact.ts';
import { copyTimeOfImpact3, createTimeOfImpact3 } from './contact.ts';

/**
 * Time of impact of two moving axis-aligned cuboids: `null` iff they never
 * touch during the step, else `{ t, status, point, normal, a, b }` with the
 * meanings of `boxesTimeOfImpact` in three axes (on an exact tie, x wins
 * over y, y over z). Within the rounding band `ROUNDING_BAND.box`.
 *
 * @example
 * const h = { x: 1, y: 1, z: 1 };
 * const hit = cuboidsTimeOfImpact({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 8 }, h, { x: 0, y: 0, z: 6 }, { x: 0, y: 0, z: 6 }, h);
 * // hit.t === 0.5, hit.normal → { x: 0, y: 0, z: 1 }, hit.point → { x: 0, y: 0, z: 5 }
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
  if (!solve(scratch, a0, a1, ha, b0, b1, hb)) return null;
  return copyTimeOfImpact3(scratch);
}

/** Where {@link cuboidsTimeOfImpact} solves before copying a hit out. */
const scratch: TimeOfImpact3 = createTimeOfImpact3();

/**
 * {@link cuboidsTimeOfImpact} into a caller-owned result (see
 * `createTimeOfImpact3`): `true` and `out` filled on a hit, `false` and
 * `out` untouched on a miss. Allocates nothing.
 *
 * @example
 * const toi = createTimeOfImpact3(); // once
 * if (cuboidsTimeOfImpactInto(toi, a0, a1, ha, b0, b1, hb)) land(toi.t, toi.normal);
 */
export function cuboidsTimeOfImpactInto(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): boolean {
  checkBoxes3(a0, a1, ha, b0, b1, hb);
  return solve(out, a0, a1, ha, b0, b1, hb);
}

function solve(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const dz = b1.z - a1.z - c0z;
  const hx = ha.x + hb.x;
  const hy = ha.y + hb.y;
  const hz = ha.z + hb.z;
  if (!slabTouch3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz)) return false;
  slabContact3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz);
  const { status, axis, sign } = slabContact;
  setBoxContact3(out, slabTime(), status, axis, sign, a0, a1, ha, b0, b1, hb);
  return true;
}
