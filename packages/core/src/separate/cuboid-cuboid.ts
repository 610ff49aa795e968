import { overlapOnAxis } from '../overlap/box-box.ts';
import type { Separation3, Vec3 } from '../types.ts';
import { checkSeparateBoxes3 } from '../validate/shapes.ts';
import { pushShare } from './push-share.ts';
import { pushApartOnAxis, pushed } from './slab-push.ts';

/**
 * Pushes two overlapping axis-aligned cuboids apart along the axis of least
 * penetration (ties: x, then y, then z), split by mass as `separateBoxes`;
 * returns fresh centres `{ a, b }`. Post-condition: `cuboidsOverlap` of the
 * result is `false`, always.
 *
 * @example
 * const h = { x: 1, y: 1, z: 1 };
 * separateCuboids({ x: 0, y: 0, z: 0 }, h, 1, { x: 0.5, y: 1.5, z: 0 }, h, 1);
 * // → { a: { x: 0, y: -0.25, z: 0 }, b: { x: 0.5, y: 1.75, z: 0 } } (y: the least penetration, 0.5)
 */
export function separateCuboids(
  a: Vec3,
  ha: Vec3,
  ma: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): Separation3 {
  checkSeparateBoxes3(a, ha, ma, b, hb, mb);
  const { x: ax, y: ay, z: az } = a;
  const { x: bx, y: by, z: bz } = b;
  const out = { a: { x: ax, y: ay, z: az }, b: { x: bx, y: by, z: bz } };
  const overlaps =
    overlapOnAxis(ax, ha.x, bx, hb.x) &&
    overlapOnAxis(ay, ha.y, by, hb.y) &&
    overlapOnAxis(az, ha.z, bz, hb.z);
  if (!overlaps) return out;
  const px = ha.x + hb.x - Math.abs(bx - ax);
  const py = ha.y + hb.y - Math.abs(by - ay);
  const pz = ha.z + hb.z - Math.abs(bz - az);
  const shareA = pushShare(ma, mb);
  const shareB = pushShare(mb, ma);
  if (pz < px && pz < py) {
    pushApartOnAxis(az, ha.z, bz, hb.z, shareA, shareB);
    out.a.z = pushed.a;
    out.b.z = pushed.b;
  } else if (py < px) {
    pushApartOnAxis(ay, ha.y, by, hb.y, shareA, shareB);
    out.a.y = pushed.a;
    out.b.y = pushed.b;
  } else {
    pushApartOnAxis(ax, ha.x, bx, hb.x, shareA, shareB);
    out.a.x = pushed.a;
    out.b.x = pushed.b;
  }
  return out;
}
