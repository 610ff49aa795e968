/**
 * @swept/tolerance as fuzz variants, one per policy. `exact` must never
 * differ from exact arithmetic; a band policy touches within `r + w` and
 * overlaps closer than `r − w` (`r` for slop), with `r = ra + rb` and `w`
 * computed in doubles as the package documents, decided by the core.
 */
import { createContactList2, createContactList3, ROUNDING_BAND } from '@swept/core';
import { nextUp } from '@swept/oracle';
import * as tolerance from '@swept/tolerance';
import type { Semantics, Variant } from './types.ts';

/** The spacing of the doubles at `x > 0` (the unit in the last place). */
function ulp(x: number): number {
  return nextUp(x) - x;
}

function halfWidth(policy: tolerance.BandPolicy, r: number): number {
  if (policy.kind === 'relative') return policy.size * r;
  if (policy.kind === 'ulps') return r === 0 ? 0 : policy.size * ulp(r);
  return policy.size;
}

function policySemantics(policy: tolerance.BandPolicy): Semantics {
  return {
    kind: 'policy',
    band: { ...ROUNDING_BAND },
    outer: (ra, rb) => ra + rb + halfWidth(policy, ra + rb),
    inner: (ra, rb) => (policy.kind === 'slop' ? ra + rb : ra + rb - halfWidth(policy, ra + rb)),
  };
}

function toleranceVariant(policy: tolerance.Policy): Variant {
  const q = tolerance.withPolicy(policy);
  return {
    name: `tolerance:${policy.name}`,
    units: 'float',
    api: {
      sweptCircles: q.sweptCircles,
      sweptSpheres: q.sweptSpheres,
      circlesTimeOfImpact: q.circlesTimeOfImpact,
      spheresTimeOfImpact: q.spheresTimeOfImpact,
      raySegment: q.raySegment,
      circlesOverlap: q.circlesOverlap,
      spheresOverlap: q.spheresOverlap,
      separateCircles: q.separateCircles,
      separateSpheres: q.separateSpheres,
      sweptCircleSegment: q.sweptCircleSegment,
      circleSegmentTimeOfImpact: q.circleSegmentTimeOfImpact,
      circlePolylineTimeOfImpact: q.circlePolylineTimeOfImpact,
      circleSegmentOverlap: q.circleSegmentOverlap,
      separateCircleSegment: q.separateCircleSegment,
      sweptSphereTriangle: q.sweptSphereTriangle,
      sphereTriangleTimeOfImpact: q.sphereTriangleTimeOfImpact,
      sphereTriangleOverlap: q.sphereTriangleOverlap,
      separateSphereTriangle: q.separateSphereTriangle,
      sweptCircleBox: q.sweptCircleBox,
      circleBoxTimeOfImpact: q.circleBoxTimeOfImpact,
      circleBoxOverlap: q.circleBoxOverlap,
      separateCircleBox: q.separateCircleBox,
      sweptSphereCuboid: q.sweptSphereCuboid,
      sphereCuboidTimeOfImpact: q.sphereCuboidTimeOfImpact,
      sphereCuboidOverlap: q.sphereCuboidOverlap,
      separateSphereCuboid: q.separateSphereCuboid,
      boxesOverlap: q.boxesOverlap,
      boxesTimeOfImpact: q.boxesTimeOfImpact,
      cuboidsOverlap: q.cuboidsOverlap,
      cuboidsTimeOfImpact: q.cuboidsTimeOfImpact,
      separateBoxes: q.separateBoxes,
      separateCuboids: q.separateCuboids,
      sweptBoxes: q.sweptBoxes,
      sweptCuboids: q.sweptCuboids,
    },
    semantics: policy.kind === 'exact' ? { kind: 'exact' } : policySemantics(policy),
    classify: { circles: q.classifyCircles, spheres: q.classifySpheres },
    scenes: {
      findCircleContacts: q.findCircleContacts,
      findSphereContacts: q.findSphereContacts,
      createScene2: q.createScene2,
      createScene3: q.createScene3,
      findBoxContacts: q.findBoxContacts,
      findCuboidContacts: q.findCuboidContacts,
      againstBoxes: true,
      createContactList2,
      createContactList3,
      circleSegmentTimeOfImpact: q.circleSegmentTimeOfImpact,
      sphereTriangleTimeOfImpact: q.sphereTriangleTimeOfImpact,
    },
    levels: {
      createLevel2: tolerance.createLevel2,
      createLevel3: tolerance.createLevel3,
      castCircle: q.castCircle,
      castSphere: q.castSphere,
      castRay: q.castRay,
      moveCircle: q.moveCircle,
      moveSphere: q.moveSphere,
      moveCircles: q.moveCircles,
      moveSpheres: q.moveSpheres,
      createTileMap2: tolerance.createTileMap2,
      castBox: q.castBox,
      moveBox: q.moveBox,
    },
    ...(policy.kind === 'exact'
      ? { stats: { read: tolerance.exactStats, reset: tolerance.resetExactStats } }
      : {}),
  };
}

/** The policies fuzzed: `exact` and one of each band kind at a typical size. */
export const toleranceVariants: Variant[] = [
  tolerance.exact,
  tolerance.absolute(1e-6),
  tolerance.relative(1e-6),
  tolerance.ulps(4),
  tolerance.rounded(6),
  tolerance.slop(0.001),
].map(toleranceVariant);
