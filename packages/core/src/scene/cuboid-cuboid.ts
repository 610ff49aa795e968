import { slabContact3, slabTime, slabTouch3 } from '../slab.ts';
import type { MovingCuboids } from '../types.ts';
import { CORE_MARGIN } from './boxes.ts';
import { candidates } from './broad-phase.ts';
import { DOUBLE_VALUES, type SceneFrameOptions } from './check.ts';
import type { ContactList3 } from './contact-list.ts';
import { runBoxScene } from './run.ts';
import { appendSlabContact } from './slab-contact.ts';

/**
 * The 3D {@link findBoxContacts}: exactly the pairs for which
 * `cuboidsTimeOfImpact` is not `null`, with its `t`, `status` and `normal`
 * bit for bit, sorted by `t`, `i`, `j`. Same options (no walls), errors
 * and list growth; `cuboids` adds `z0`, `z1` and the half depth `hz`.
 *
 * @example
 * const contacts = createContactList3();
 * const n = findCuboidContacts({ x0, y0, z0, x1, y1, z1, hx, hy, hz }, contacts);
 * for (let k = 0; k < n; k++) hit(contacts.i[k], contacts.j[k], contacts.t[k]);
 */
export function findCuboidContacts(
  cuboids: MovingCuboids,
  contacts: ContactList3,
  options?: SceneFrameOptions<MovingCuboids>,
): number {
  return runBoxScene(3, cuboids, contacts, options, DOUBLE_VALUES, CORE_MARGIN, narrowCuboids);
}

/** `cuboidsTimeOfImpact` on each candidate, term for term (see `time-of-impact/cuboid-cuboid.ts`). */
function narrowCuboids(a: MovingCuboids, b: MovingCuboids, list: ContactList3): void {
  const { x0: ax0, y0: ay0, z0: az0, x1: ax1, y1: ay1, z1: az1, hx: ahx, hy: ahy, hz: ahz } = a;
  const { x0: bx0, y0: by0, z0: bz0, x1: bx1, y1: by1, z1: bz1, hx: bhx, hy: bhy, hz: bhz } = b;
  const ci = candidates.i;
  const cj = candidates.j;
  const n = candidates.count;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    const c0x = bx0[j]! - ax0[i]!;
    const c0y = by0[j]! - ay0[i]!;
    const c0z = bz0[j]! - az0[i]!;
    const dx = bx1[j]! - ax1[i]! - c0x;
    const dy = by1[j]! - ay1[i]! - c0y;
    const dz = bz1[j]! - az1[i]! - c0z;
    const hx = ahx[i]! + bhx[j]!;
    const hy = ahy[i]! + bhy[j]!;
    const hz = ahz[i]! + bhz[j]!;
    if (!slabTouch3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz)) continue;
    slabContact3(c0x, c0y, c0z, dx, dy, dz, hx, hy, hz);
    appendSlabContact(list, i, j, slabTime(), 1);
  }
}
