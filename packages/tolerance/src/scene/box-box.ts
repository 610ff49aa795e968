/**
 * The scenes of boxes under a policy: @swept/core's scene course for boxes
 * (`runBoxScene`: checks, swept boxes from the half extents, broad phase,
 * order) with this policy's own `boxesTimeOfImpact` / `cuboidsTimeOfImpact`
 * as the narrow phase, so the set, `t`, `status` and `normal` are exactly
 * the policy's. The boxes are widened as for the balls (`policyMargin`,
 * `ball-ball.ts`): a band policy moves each axis's `ha + hb` out by the
 * half-width it gives a radius sum (see `@swept/core`'s `scene/boxes.ts`,
 * "Boxes").
 */
import type {
  ContactList2,
  ContactList3,
  MovingBoxes,
  MovingCuboids,
  TimeOfImpact,
  Vec2,
  Vec3,
} from '@swept/core';
import {
  appendContact,
  DOUBLE_VALUES,
  loadExtents2,
  loadExtents3,
  loadMotion2,
  loadMotion3,
  runBoxScene,
  sceneCandidates,
} from '@swept/core/internal';
import type { Policy } from '../policy.ts';
import type { PolicyQueries } from '../policy-queries.ts';
import { policyMargin } from './ball-ball.ts';

/** A policy's box pair query, as `withPolicy` binds it. */
type BoxQuery<V> = (a0: V, a1: V, ha: V, b0: V, b1: V, hb: V) => TimeOfImpact<V> | null;

/** `findBoxContacts` and `findCuboidContacts` over the policy's box pair queries. */
export function boxSceneQueries(
  policy: Policy,
  boxes: BoxQuery<Vec2>,
  cuboids: BoxQuery<Vec3>,
): Pick<PolicyQueries, 'findBoxContacts' | 'findCuboidContacts'> {
  const margin = policyMargin(policy);
  // Scratch positions and extents: the pair queries read them and keep nothing.
  const p0: Vec2 = { x: 0, y: 0 };
  const p1: Vec2 = { x: 0, y: 0 };
  const hp: Vec2 = { x: 0, y: 0 };
  const q0: Vec2 = { x: 0, y: 0 };
  const q1: Vec2 = { x: 0, y: 0 };
  const hq: Vec2 = { x: 0, y: 0 };
  const a0: Vec3 = { x: 0, y: 0, z: 0 };
  const a1: Vec3 = { x: 0, y: 0, z: 0 };
  const ha: Vec3 = { x: 0, y: 0, z: 0 };
  const b0: Vec3 = { x: 0, y: 0, z: 0 };
  const b1: Vec3 = { x: 0, y: 0, z: 0 };
  const hb: Vec3 = { x: 0, y: 0, z: 0 };
  const narrowBoxes = (a: MovingBoxes, b: MovingBoxes, list: ContactList2): void => {
    const { i: ci, j: cj, count } = sceneCandidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion2(p0, p1, a, i);
      loadExtents2(hp, a, i);
      loadMotion2(q0, q1, b, j);
      loadExtents2(hq, b, j);
      const hit = boxes(p0, p1, hp, q0, q1, hq);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
  const narrowCuboids = (a: MovingCuboids, b: MovingCuboids, list: ContactList3): void => {
    const { i: ci, j: cj, count } = sceneCandidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion3(a0, a1, a, i);
      loadExtents3(ha, a, i);
      loadMotion3(b0, b1, b, j);
      loadExtents3(hb, b, j);
      const hit = cuboids(a0, a1, ha, b0, b1, hb);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
  return {
    findBoxContacts: (bodies, contacts, options) =>
      runBoxScene(2, bodies, contacts, options, DOUBLE_VALUES, margin, narrowBoxes),
    findCuboidContacts: (bodies, contacts, options) =>
      runBoxScene(3, bodies, contacts, options, DOUBLE_VALUES, margin, narrowCuboids),
  };
}
