import { createTimeOfImpact3 } from '../time-of-impact/contact.ts';
import { sphereCuboidFirstContact } from '../time-of-impact/sphere-cuboid.ts';
import type { ContactStatus, MovingCuboids, MovingSpheres, Vec3 } from '../types.ts';
import { candidates } from './broad-phase.ts';
import { appendContact, type ContactList3 } from './contact-list.ts';
import { loadExtents3, loadMotion3 } from './motion.ts';
import type { NarrowPhase } from './run.ts';

/** A variant's sphere–cuboid time of impact, as the contract names it (only `t`, `status`, `normal` are read). */
export type SphereCuboidQuery = (
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
) => { t: number; status: ContactStatus; normal: Vec3 } | null;

/**
 * The narrow phase of spheres against cuboids (`options.against` holding
 * cuboids) over a variant's own `sphereCuboidTimeOfImpact`: each candidate
 * `(sphere i, cuboid j)` goes to `query` as is, so a reported contact's `t`,
 * `status` and `normal` are that query's, bit for bit. Shared by every variant.
 */
export function sphereCuboidPhase(
  query: SphereCuboidQuery,
): NarrowPhase<MovingSpheres, ContactList3, MovingCuboids> {
  const c0: Vec3 = { x: 0, y: 0, z: 0 };
  const c1: Vec3 = { x: 0, y: 0, z: 0 };
  const b0: Vec3 = { x: 0, y: 0, z: 0 };
  const b1: Vec3 = { x: 0, y: 0, z: 0 };
  const hb: Vec3 = { x: 0, y: 0, z: 0 };
  return (spheres: MovingSpheres, cuboids: MovingCuboids, list: ContactList3): void => {
    const { i: ci, j: cj, count } = candidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion3(c0, c1, spheres, i);
      loadMotion3(b0, b1, cuboids, j);
      loadExtents3(hb, cuboids, j);
      const hit = query(c0, c1, spheres.r[i]!, b0, b1, hb);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
}

const found = createTimeOfImpact3();

/** @swept/core's spheres against cuboids: `sphereCuboidTimeOfImpact`'s course into one scratch result. */
export const coreSphereCuboids: NarrowPhase<MovingSpheres, ContactList3, MovingCuboids> =
  sphereCuboidPhase((c0, c1, r, b0, b1, hb) =>
    sphereCuboidFirstContact(found, c0, c1, r, b0, b1, hb) ? found : null,
  );
