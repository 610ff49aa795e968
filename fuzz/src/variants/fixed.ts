/** @swept/fixed as a fuzz variant: raw Q16.16 inputs, exact booleans, floored times. */
import * as fixed from '@swept/fixed';
import type { Variant } from './types.ts';

export const fixedVariant: Variant = {
  name: 'fixed',
  units: 'raw',
  api: {
    sweptCircles: fixed.sweptCircles,
    sweptSpheres: fixed.sweptSpheres,
    circlesTimeOfImpact: fixed.circlesTimeOfImpact,
    spheresTimeOfImpact: fixed.spheresTimeOfImpact,
    raySegment: fixed.raySegment,
    circlesOverlap: fixed.circlesOverlap,
    spheresOverlap: fixed.spheresOverlap,
    separateCircles: fixed.separateCircles,
    separateSpheres: fixed.separateSpheres,
    sweptCircleSegment: fixed.sweptCircleSegment,
    circleSegmentTimeOfImpact: fixed.circleSegmentTimeOfImpact,
    circlePolylineTimeOfImpact: fixed.circlePolylineTimeOfImpact,
    circleSegmentOverlap: fixed.circleSegmentOverlap,
    separateCircleSegment: fixed.separateCircleSegment,
    sweptSphereTriangle: fixed.sweptSphereTriangle,
    sphereTriangleTimeOfImpact: fixed.sphereTriangleTimeOfImpact,
    sphereTriangleOverlap: fixed.sphereTriangleOverlap,
    separateSphereTriangle: fixed.separateSphereTriangle,
  },
  semantics: { kind: 'fixed' },
  scenes: {
    findCircleContacts: fixed.findCircleContacts,
    findSphereContacts: fixed.findSphereContacts,
    createScene2: fixed.createScene2,
    createScene3: fixed.createScene3,
    createContactList2: fixed.createContactList2,
    createContactList3: fixed.createContactList3,
    circleSegmentTimeOfImpact: fixed.circleSegmentTimeOfImpact,
    sphereTriangleTimeOfImpact: fixed.sphereTriangleTimeOfImpact,
  },
  levels: {
    createLevel2: fixed.createLevel2,
    createLevel3: fixed.createLevel3,
    castCircle: fixed.castCircle,
    castSphere: fixed.castSphere,
    castRay: fixed.castRay,
  },
  stats: { read: fixed.exactStats, reset: fixed.resetExactStats },
  fingerprint: () => ({ actual: fixed.fingerprint(), expected: fixed.FINGERPRINT }),
};
