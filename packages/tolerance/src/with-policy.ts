import {
  type ContactList2,
  type ContactList3,
  circlesOverlap,
  circlesTimeOfImpact,
  type MovingCircles,
  type MovingSpheres,
  type RaySegmentHit,
  raySegment,
  type SceneOptions,
  type Separation2,
  type Separation3,
  separateCircles,
  separateSpheres,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
  type TimeOfImpact2,
  type TimeOfImpact3,
  type Vec2,
  type Vec3,
} from '@swept/core';
import { classifyBand } from './band/classify.ts';
import { overlapBand } from './band/overlap.ts';
import { separateBand } from './band/separate.ts';
import { sweptBand } from './band/swept.ts';
import {
  approach2,
  approach3,
  type BandKit,
  placePoint2,
  placePoint3,
  timeOfImpactBand,
} from './band/time-of-impact.ts';
import { classifyCirclesExact, classifySpheresExact } from './exact/classify.ts';
import { contactAt2, contactAt3 } from './exact/contact.ts';
import { circlesOverlapExact, spheresOverlapExact } from './exact/overlap.ts';
import { raySegmentExact } from './exact/ray-segment.ts';
import { separateCirclesExact, separateSpheresExact } from './exact/separate.ts';
import { sweptCirclesExact, sweptSpheresExact } from './exact/swept.ts';
import { circlesTimeOfImpactExact, spheresTimeOfImpactExact } from './exact/time-of-impact.ts';
import type { Passage } from './passage.ts';
import { type BandPolicy, exact, type Policy } from './policy.ts';
import { sceneQueries } from './scene/scene.ts';

/**
 * The contract's nine queries bound to one policy (same names, argument
 * order and result types as @swept/core), plus the graze classification.
 */
export interface PolicyQueries {
  /** The policy these queries answer under. */
  readonly policy: Policy;
  sweptCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): boolean;
  sweptSpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): boolean;
  circlesTimeOfImpact(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    b0: Vec2,
    b1: Vec2,
    rb: number,
  ): TimeOfImpact2 | null;
  spheresTimeOfImpact(
    a0: Vec3,
    a1: Vec3,
    ra: number,
    b0: Vec3,
    b1: Vec3,
    rb: number,
  ): TimeOfImpact3 | null;
  raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null;
  circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean;
  spheresOverlap(a: Vec3, ra: number, b: Vec3, rb: number): boolean;
  separateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number): Separation2;
  separateSpheres(a: Vec3, ra: number, ma: number, b: Vec3, rb: number, mb: number): Separation3;
  classifyCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): Passage;
  classifySpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): Passage;
  /**
   * Every contact of a scene under this policy: exactly the pairs this
   * object's `circlesTimeOfImpact` reports, with its `t`, `status` and
   * `normal`, sorted by `t`, `i`, `j` (see @swept/core's `findCircleContacts`).
   */
  findCircleContacts(
    bodies: MovingCircles,
    contacts: ContactList2,
    options?: SceneOptions<MovingCircles>,
  ): number;
  /** The 3D {@link PolicyQueries.findCircleContacts}, from `spheresTimeOfImpact`. */
  findSphereContacts(
    bodies: MovingSpheres,
    contacts: ContactList3,
    options?: SceneOptions<MovingSpheres>,
  ): number;
}

const exactQueries: PolicyQueries = Object.freeze({
  policy: exact,
  sweptCircles: sweptCirclesExact,
  sweptSpheres: sweptSpheresExact,
  circlesTimeOfImpact: circlesTimeOfImpactExact,
  spheresTimeOfImpact: spheresTimeOfImpactExact,
  raySegment: raySegmentExact,
  circlesOverlap: circlesOverlapExact,
  spheresOverlap: spheresOverlapExact,
  separateCircles: separateCirclesExact,
  separateSpheres: separateSpheresExact,
  classifyCircles: classifyCirclesExact,
  classifySpheres: classifySpheresExact,
  ...sceneQueries(exact, circlesTimeOfImpactExact, spheresTimeOfImpactExact),
});

const kit2: BandKit<Vec2> = {
  timeOfImpact: circlesTimeOfImpact,
  swept: sweptCircles,
  overlap: circlesOverlap,
  approach: approach2,
  contactAt: contactAt2,
  placePoint: placePoint2,
};

const kit3: BandKit<Vec3> = {
  timeOfImpact: spheresTimeOfImpact,
  swept: sweptSpheres,
  overlap: spheresOverlap,
  approach: approach3,
  contactAt: contactAt3,
  placePoint: placePoint3,
};

const copy2 = (v: Vec2): Vec2 => ({ x: v.x, y: v.y });
const copy3 = (v: Vec3): Vec3 => ({ x: v.x, y: v.y, z: v.z });

function bandQueries(p: BandPolicy): PolicyQueries {
  const circlesToi = (a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) =>
    timeOfImpactBand(p, kit2, a0, a1, ra, b0, b1, rb);
  const spheresToi = (a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number) =>
    timeOfImpactBand(p, kit3, a0, a1, ra, b0, b1, rb);
  return Object.freeze({
    policy: p,
    sweptCircles: (a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) =>
      sweptBand(p, sweptCircles, a0, a1, ra, b0, b1, rb),
    sweptSpheres: (a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number) =>
      sweptBand(p, sweptSpheres, a0, a1, ra, b0, b1, rb),
    circlesTimeOfImpact: circlesToi,
    spheresTimeOfImpact: spheresToi,
    raySegment,
    circlesOverlap: (a: Vec2, ra: number, b: Vec2, rb: number) =>
      overlapBand(p, circlesOverlap, a, ra, b, rb),
    spheresOverlap: (a: Vec3, ra: number, b: Vec3, rb: number) =>
      overlapBand(p, spheresOverlap, a, ra, b, rb),
    separateCircles: (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) =>
      separateBand(p, separateCircles, circlesOverlap, copy2, a, ra, ma, b, rb, mb),
    separateSpheres: (a: Vec3, ra: number, ma: number, b: Vec3, rb: number, mb: number) =>
      separateBand(p, separateSpheres, spheresOverlap, copy3, a, ra, ma, b, rb, mb),
    classifyCircles: (a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) =>
      classifyBand(p, sweptCircles, a0, a1, ra, b0, b1, rb),
    classifySpheres: (a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number) =>
      classifyBand(p, sweptSpheres, a0, a1, ra, b0, b1, rb),
    ...sceneQueries(p, circlesToi, spheresToi),
  });
}

/**
 * The contract's queries bound to `policy`. Under `exact` they are shared,
 * stateless functions; under a band policy, thin wrappers over the core.
 *
 * @example
 * const q = withPolicy(slop(0.005));
 * const pushed = q.separateCircles(a, 0.5, 1, b, 0.5, 1);
 * q.circlesOverlap(pushed.a, 0.5, pushed.b, 0.5); // false, and stays false for 0.005 of drift
 */
export function withPolicy(policy: Policy): PolicyQueries {
  if (typeof policy !== 'object' || policy === null) {
    throw new RangeError(`policy must be a policy object (got ${String(policy)})`);
  }
  if (policy.kind === 'exact') return exactQueries;
  return bandQueries(policy);
}
