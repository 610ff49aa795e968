import {
  createTriangleContact,
  sphereTriangleTimeOfImpactInto,
} from '../time-of-impact/sphere-triangle.ts';
import type { MovingSpheres, StaticTriangles, TriangleContact, Vec3 } from '../types.ts';
import { candidates } from './broad-phase.ts';
import { appendContact, type ContactList3 } from './contact-list.ts';
import { loadMotion3, loadTriangle } from './motion.ts';
import type { WallPhase } from './run.ts';

/** A variant's sphere–triangle time of impact, as the contract names it. */
export type TriangleQuery = (
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
) => TriangleContact | null;

/** The 3D {@link segmentWalls}: a variant's `sphereTriangleTimeOfImpact` on each candidate. */
export function triangleWalls(query: TriangleQuery): WallPhase<MovingSpheres, ContactList3> {
  const c0: Vec3 = { x: 0, y: 0, z: 0 };
  const c1: Vec3 = { x: 0, y: 0, z: 0 };
  const p0: Vec3 = { x: 0, y: 0, z: 0 };
  const p1: Vec3 = { x: 0, y: 0, z: 0 };
  const p2: Vec3 = { x: 0, y: 0, z: 0 };
  return (bodies: MovingSpheres, walls: StaticTriangles, list: ContactList3): void => {
    const { i: ci, j: cj, count } = candidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion3(c0, c1, bodies, i);
      loadTriangle(p0, p1, p2, walls, j);
      const hit = query(c0, c1, bodies.r[i]!, p0, p1, p2);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
}

const found: TriangleContact = createTriangleContact();

/** @swept/core's walls phase: `sphereTriangleTimeOfImpactInto` into one scratch result. */
export const coreTriangleWalls: WallPhase<MovingSpheres, ContactList3> = triangleWalls(
  (c0, c1, r, p0, p1, p2) =>
    sphereTriangleTimeOfImpactInto(found, c0, c1, r, p0, p1, p2) ? found : null,
);
