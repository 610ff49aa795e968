/** @swept/core as a fuzz variant: judged against its declared `ROUNDING_BAND`. */
import * as core from '@swept/core';
import type { Api, Variant } from './types.ts';

export const coreApi: Api = {
  sweptCircles: core.sweptCircles,
  sweptSpheres: core.sweptSpheres,
  circlesTimeOfImpact: core.circlesTimeOfImpact,
  spheresTimeOfImpact: core.spheresTimeOfImpact,
  raySegment: core.raySegment,
  circlesOverlap: core.circlesOverlap,
  spheresOverlap: core.spheresOverlap,
  separateCircles: core.separateCircles,
  separateSpheres: core.separateSpheres,
  sweptCircleSegment: core.sweptCircleSegment,
  circleSegmentTimeOfImpact: core.circleSegmentTimeOfImpact,
  circlePolylineTimeOfImpact: core.circlePolylineTimeOfImpact,
  circleSegmentOverlap: core.circleSegmentOverlap,
  separateCircleSegment: core.separateCircleSegment,
  sweptSphereTriangle: core.sweptSphereTriangle,
  sphereTriangleTimeOfImpact: core.sphereTriangleTimeOfImpact,
  sphereTriangleOverlap: core.sphereTriangleOverlap,
  separateSphereTriangle: core.separateSphereTriangle,
  sweptCircleBox: core.sweptCircleBox,
  circleBoxTimeOfImpact: core.circleBoxTimeOfImpact,
  circleBoxOverlap: core.circleBoxOverlap,
  separateCircleBox: core.separateCircleBox,
};

export const coreVariant: Variant = {
  name: 'core',
  units: 'float',
  api: coreApi,
  semantics: { kind: 'banded', band: { ...core.ROUNDING_BAND } },
  scenes: {
    findCircleContacts: core.findCircleContacts,
    findSphereContacts: core.findSphereContacts,
    createContactList2: core.createContactList2,
    createContactList3: core.createContactList3,
    circleSegmentTimeOfImpact: core.circleSegmentTimeOfImpact,
    sphereTriangleTimeOfImpact: core.sphereTriangleTimeOfImpact,
  },
  levels: {
    createLevel2: core.createLevel2,
    createLevel3: core.createLevel3,
    castCircle: core.castCircle,
    castSphere: core.castSphere,
    castRay: core.castRay,
    moveCircle: core.moveCircle,
    moveSphere: core.moveSphere,
    moveCircles: core.moveCircles,
    moveSpheres: core.moveSpheres,
  },
  forms: {
    createTimeOfImpact2: core.createTimeOfImpact2,
    createTimeOfImpact3: core.createTimeOfImpact3,
    circlesTimeOfImpactInto: core.circlesTimeOfImpactInto,
    spheresTimeOfImpactInto: core.spheresTimeOfImpactInto,
    sweptCirclesBatch: core.sweptCirclesBatch,
    sweptSpheresBatch: core.sweptSpheresBatch,
    circlesTimeOfImpactBatch: core.circlesTimeOfImpactBatch,
    spheresTimeOfImpactBatch: core.spheresTimeOfImpactBatch,
  },
};
