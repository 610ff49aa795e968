export { ROUNDING_BAND } from './band.ts';
export { circlePolylineTimeOfImpactBatch } from './batch/circle-polyline.ts';
export { circlesTimeOfImpactBatch, sweptCirclesBatch } from './batch/circles.ts';
export { spheresTimeOfImpactBatch, sweptSpheresBatch } from './batch/spheres.ts';
export { circleSegmentOverlap } from './overlap/circle-segment.ts';
export { circlesOverlap } from './overlap/circles.ts';
export { sphereTriangleOverlap } from './overlap/sphere-triangle.ts';
export { spheresOverlap } from './overlap/spheres.ts';
export { raySegment } from './ray/segment.ts';
export { separateCircleSegment } from './separate/circle-segment.ts';
export { separateSphereTriangle } from './separate/sphere-triangle.ts';
export { separateCircles } from './separation/circles.ts';
export { separateSpheres } from './separation/spheres.ts';
export { sweptCircleSegment } from './swept/circle-segment.ts';
export { sweptCircles } from './swept/circles.ts';
export { sweptSphereTriangle } from './swept/sphere-triangle.ts';
export { sweptSpheres } from './swept/spheres.ts';
export {
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactInto,
  createPolylineContact,
} from './time-of-impact/circle-polyline.ts';
export {
  circleSegmentTimeOfImpact,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
} from './time-of-impact/circle-segment.ts';
export {
  createTriangleContact,
  sphereTriangleTimeOfImpact,
  sphereTriangleTimeOfImpactInto,
} from './time-of-impact/sphere-triangle.ts';
export {
  circlesTimeOfImpact,
  circlesTimeOfImpactInto,
  createTimeOfImpact2,
} from './toi/circles.ts';
export {
  createTimeOfImpact3,
  spheresTimeOfImpact,
  spheresTimeOfImpactInto,
} from './toi/spheres.ts';
export type {
  ContactStatus,
  MovingCircles,
  MovingSpheres,
  PolylineContact,
  RaySegmentHit,
  SegmentContact,
  Separation,
  Separation2,
  Separation3,
  TimeOfImpact,
  TimeOfImpact2,
  TimeOfImpact3,
  TriangleContact,
  Vec2,
  Vec3,
  WallContact,
} from './types.ts';
export {
  INPUT_MAX,
  INPUT_MIN,
  inRange as coordinateInRange,
  radiusInRange,
  vec2InRange,
  vec3InRange,
} from './validate.ts';
