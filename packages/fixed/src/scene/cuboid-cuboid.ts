import type { ContactList3, MovingCuboids, SceneFrameOptions, Vec3 } from '@swept/core';
import {
  appendSlabContact,
  INTEGER_MARGIN,
  loadExtents3,
  loadMotion3,
  runBoxScene,
  sceneCandidates,
} from '@swept/core/internal';
import { cuboidsRawTime } from '../time-of-impact/cuboid-cuboid.ts';
import { RAW_VALUES } from '../validate.ts';

/**
 * The 3D {@link findBoxContacts} on raw Q16.16 integers: exactly the pairs
 * for which this package's `cuboidsTimeOfImpact` is not `null`, with its raw
 * `t`, `status` and raw normal, sorted by `t`, `i`, `j`; the same on every
 * engine.
 *
 * @example
 * const contacts = createContactList3(); // once
 * const n = findCuboidContacts({ x0, y0, z0, x1, y1, z1, hx, hy, hz }, contacts); // raw values
 */
export function findCuboidContacts(
  cuboids: MovingCuboids,
  contacts: ContactList3,
  options?: SceneFrameOptions<MovingCuboids>,
): number {
  return runBoxScene(3, cuboids, contacts, options, RAW_VALUES, INTEGER_MARGIN, narrowCuboids);
}

const a0: Vec3 = { x: 0, y: 0, z: 0 };
const a1: Vec3 = { x: 0, y: 0, z: 0 };
const ha: Vec3 = { x: 0, y: 0, z: 0 };
const b0: Vec3 = { x: 0, y: 0, z: 0 };
const b1: Vec3 = { x: 0, y: 0, z: 0 };
const hb: Vec3 = { x: 0, y: 0, z: 0 };

/** This package's `cuboidsTimeOfImpact` on each candidate (the same raw time, status and normal). */
function narrowCuboids(a: MovingCuboids, b: MovingCuboids, list: ContactList3): void {
  const { i: ci, j: cj, count } = sceneCandidates;
  for (let k = 0; k < count; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    loadMotion3(a0, a1, a, i);
    loadExtents3(ha, a, i);
    loadMotion3(b0, b1, b, j);
    loadExtents3(hb, b, j);
    const t = cuboidsRawTime(a0, a1, ha, b0, b1, hb);
    if (t >= 0) appendSlabContact(list, i, j, t, 65536);
  }
}
