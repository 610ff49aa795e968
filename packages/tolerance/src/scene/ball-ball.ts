/**
 * `scene/`: both scene queries under any policy, in one file for circles and
 * spheres.
 *
 * The scene queries under a policy: @swept/core's scene course (checks,
 * swept boxes, broad phase, order) with this policy's own pair query as the
 * narrow phase (and the persistent scenes over the same course), so the set, `t`, `status` and `normal` are exactly the
 * policy's `circlesTimeOfImpact` / `spheresTimeOfImpact` (and, for
 * `options.walls`, its `circleSegmentTimeOfImpact` /
 * `sphereTriangleTimeOfImpact`; for boxes in `options.against`, its
 * `circleBoxTimeOfImpact` / `sphereCuboidTimeOfImpact`). The boxes are
 * widened by what that pair query may add to the contact distance (see
 * `@swept/core`'s `scene/boxes.ts`): nothing under `exact` (outward rounding
 * only), the band's half-width plus the core's rounding share under a band.
 */
import {
  type ContactList2,
  type ContactList3,
  createTimeOfImpact2,
  createTimeOfImpact3,
  type MovingBoxes,
  type MovingCircles,
  type MovingCuboids,
  type MovingSpheres,
  type SceneOptions,
  type TimeOfImpact,
  type Vec2,
  type Vec3,
} from '@swept/core';
import {
  appendContact,
  type BoxMargin,
  type CircleBoxQuery,
  CORE_MARGIN,
  circleBoxPhase,
  createSceneWith,
  DOUBLE_VALUES,
  EXACT_MARGIN,
  loadMotion2,
  loadMotion3,
  runScene,
  type SegmentQuery,
  type SphereCuboidQuery,
  sceneCandidates,
  segmentWalls,
  sphereCuboidPhase,
  type TriangleQuery,
  triangleWalls,
} from '@swept/core/internal';
import type { Policy } from '../policy.ts';
import type { PolicyQueries } from '../policy-queries.ts';

/** A policy's pair query, as `withPolicy` binds it. */
type PairQuery<V> = (a0: V, a1: V, ra: number, b0: V, b1: V, rb: number) => TimeOfImpact<V> | null;

/**
 * A policy's pair query into a reused result (`circlesTimeOfImpactExactInto`):
 * `false` iff `null`, else `out` holds the answer's `t`, `status` and `normal`.
 */
export type PairInto<V> = (
  out: TimeOfImpact<V>,
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
) => boolean;

/**
 * A pair query as a {@link PairInto}: its fresh result's `t`, `status` and
 * `normal` into `out` (for the band policies, whose queries are the core's
 * with a widened radius).
 */
export function pairInto<V>(query: PairQuery<V>): PairInto<V> {
  return (out, a0, a1, ra, b0, b1, rb) => {
    const hit = query(a0, a1, ra, b0, b1, rb);
    if (hit === null) return false;
    out.t = hit.t;
    out.status = hit.status;
    out.normal = hit.normal;
    return true;
  };
}

/**
 * How far a policy's pair query may reach beyond `ra + rb`, as a box margin:
 * its half-width `w` (each body gets the whole `w`, or its radius's share of
 * a `w` proportional to `ra + rb`: `relative` `eps·(ra + rb)`, `ulps`
 * `n·ulp(ra + rb) ≤ n·2^-52·(ra + rb)`), on top of the core's rounding share.
 * A circle against a box widens the circle's radius alone, by `w(r)`, which
 * the circle's share covers whole (`scene/boxes.ts`, "Circles against boxes").
 * The boxes' scenes (`box-box.ts`) take it too: their band moves each axis's
 * `ha + hb` out by the same half-width, which the same shares cover per axis.
 */
export function policyMargin(policy: Policy): BoxMargin {
  if (policy.kind === 'exact') return EXACT_MARGIN;
  const { size } = policy;
  const radius =
    policy.kind === 'relative' ? 2 * size : policy.kind === 'ulps' ? size * 2 ** -51 : 0;
  const absolute = radius === 0 ? size : 0;
  return Object.freeze({ ...CORE_MARGIN, radius, absolute });
}

/**
 * The policy's scene queries and persistent scenes, bound like its pair and
 * wall queries; the pair queries come in their `…Into` form (`pairInto` for a
 * query that returns a fresh result), so the `exact` narrow phase allocates
 * nothing per contact; circles against boxes over its ball–box queries.
 */
export function sceneQueries(
  policy: Policy,
  circles: PairInto<Vec2>,
  spheres: PairInto<Vec3>,
  segments: SegmentQuery,
  triangles: TriangleQuery,
  circleBoxes: CircleBoxQuery,
  sphereCuboids: SphereCuboidQuery,
): Pick<
  PolicyQueries,
  'findCircleContacts' | 'findSphereContacts' | 'createScene2' | 'createScene3'
> {
  const margin = policyMargin(policy);
  const segmentPhase = segmentWalls(segments);
  const trianglePhase = triangleWalls(triangles);
  const boxPhase = circleBoxPhase(circleBoxes);
  const cuboidPhase = sphereCuboidPhase(sphereCuboids);
  // Scratch positions: the pair queries read them and keep nothing.
  const p0: Vec2 = { x: 0, y: 0 };
  const p1: Vec2 = { x: 0, y: 0 };
  const q0: Vec2 = { x: 0, y: 0 };
  const q1: Vec2 = { x: 0, y: 0 };
  const a0: Vec3 = { x: 0, y: 0, z: 0 };
  const a1: Vec3 = { x: 0, y: 0, z: 0 };
  const b0: Vec3 = { x: 0, y: 0, z: 0 };
  const b1: Vec3 = { x: 0, y: 0, z: 0 };
  const hit2 = createTimeOfImpact2();
  const hit3 = createTimeOfImpact3();
  const narrowCircles = (a: MovingCircles, b: MovingCircles, list: ContactList2): void => {
    const { i: ci, j: cj, count } = sceneCandidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion2(p0, p1, a, i);
      loadMotion2(q0, q1, b, j);
      if (circles(hit2, p0, p1, a.r[i]!, q0, q1, b.r[j]!)) appendContact(list, i, j, hit2);
    }
  };
  const narrowSpheres = (a: MovingSpheres, b: MovingSpheres, list: ContactList3): void => {
    const { i: ci, j: cj, count } = sceneCandidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion3(a0, a1, a, i);
      loadMotion3(b0, b1, b, j);
      if (spheres(hit3, a0, a1, a.r[i]!, b0, b1, b.r[j]!)) appendContact(list, i, j, hit3);
    }
  };
  return {
    findCircleContacts: (
      bodies: MovingCircles,
      contacts: ContactList2,
      options?: SceneOptions<MovingCircles, MovingCircles | MovingBoxes>,
    ) =>
      runScene(
        2,
        bodies,
        contacts,
        options,
        DOUBLE_VALUES,
        margin,
        narrowCircles,
        segmentPhase,
        boxPhase,
      ),
    findSphereContacts: (
      bodies: MovingSpheres,
      contacts: ContactList3,
      options?: SceneOptions<MovingSpheres, MovingSpheres | MovingCuboids>,
    ) =>
      runScene(
        3,
        bodies,
        contacts,
        options,
        DOUBLE_VALUES,
        margin,
        narrowSpheres,
        trianglePhase,
        cuboidPhase,
      ),
    createScene2: (options) =>
      createSceneWith(2, options, DOUBLE_VALUES, margin, narrowCircles, segmentPhase),
    createScene3: (options) =>
      createSceneWith(3, options, DOUBLE_VALUES, margin, narrowSpheres, trianglePhase),
  };
}
