import {
  type RaySegmentHit,
  raySegment,
  type Separation2,
  type Separation3,
  type TimeOfImpact2,
  type TimeOfImpact3,
  type Vec2,
  type Vec3,
} from '@swept/core';
import { classifyBand } from './classify/band.ts';
import { classifyCirclesExact } from './classify/circle-circle.ts';
import { classifySpheresExact } from './classify/sphere-sphere.ts';
import { overlapBand } from './overlap/band.ts';
import { circlesOverlapExact } from './overlap/circle-circle.ts';
import { spheresOverlapExact } from './overlap/sphere-sphere.ts';
import { circles, spheres } from './pairs.ts';
import type { Passage } from './passage.ts';
import { type BandPolicy, exact, type Policy } from './policy.ts';
import { raySegmentExact } from './ray/point-segment.ts';
import { separateBand } from './separate/band.ts';
import { separateCirclesExact } from './separate/circle-circle.ts';
import { separateSpheresExact } from './separate/sphere-sphere.ts';
import { sweptBand } from './swept/band.ts';
import { sweptCirclesExact } from './swept/circle-circle.ts';
import { sweptSpheresExact } from './swept/sphere-sphere.ts';
import { timeOfImpactBand } from './time-of-impact/band.ts';
import { circlesTimeOfImpactExact } from './time-of-impact/circle-circle.ts';
import { spheresTimeOfImpactExact } from './time-of-impact/sphere-sphere.ts';

/**
 * The contract's nine queries bound to one policy (same names, argument
 * order and result types as @swept/core), plus the graze classification.
 */
export interface PolicyQueries {
  /** The policy these queries answer under. */
  readonly policy: Policy;
  /** `sweptCircles` under the policy: do the circles touch during the step? */
  sweptCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): boolean;
  /** `sweptSpheres` under the policy: do the spheres touch during the step? */
  sweptSpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): boolean;
  /** `circlesTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  circlesTimeOfImpact(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    b0: Vec2,
    b1: Vec2,
    rb: number,
  ): TimeOfImpact2 | null;
  /** `spheresTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  spheresTimeOfImpact(
    a0: Vec3,
    a1: Vec3,
    ra: number,
    b0: Vec3,
    b1: Vec3,
    rb: number,
  ): TimeOfImpact3 | null;
  /** `raySegment` under the policy (`exact`: `t` rounded down; band policies: the core's answer). */
  raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null;
  /** `circlesOverlap` under the policy: do the standing circles overlap? */
  circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean;
  /** `spheresOverlap` under the policy: do the standing spheres overlap? */
  spheresOverlap(a: Vec3, ra: number, b: Vec3, rb: number): boolean;
  /** `separateCircles` under the policy: afterwards `circlesOverlap` of the result is `false` under the same policy. */
  separateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number): Separation2;
  /** `separateSpheres` under the policy: afterwards `spheresOverlap` of the result is `false` under the same policy. */
  separateSpheres(a: Vec3, ra: number, ma: number, b: Vec3, rb: number, mb: number): Separation3;
  /** Hit, graze or miss of two moving circles under the policy; see {@link Passage}. */
  classifyCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): Passage;
  /** Hit, graze or miss of two moving spheres under the policy; see {@link Passage}. */
  classifySpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): Passage;
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
});

function bandQueries(p: BandPolicy): PolicyQueries {
  return Object.freeze({
    policy: p,
    sweptCircles: sweptBand(p, circles),
    sweptSpheres: sweptBand(p, spheres),
    circlesTimeOfImpact: timeOfImpactBand(p, circles),
    spheresTimeOfImpact: timeOfImpactBand(p, spheres),
    raySegment,
    circlesOverlap: overlapBand(p, circles),
    spheresOverlap: overlapBand(p, spheres),
    separateCircles: separateBand(p, circles),
    separateSpheres: separateBand(p, spheres),
    classifyCircles: classifyBand(p, circles),
    classifySpheres: classifyBand(p, spheres),
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
