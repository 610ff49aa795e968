/**
 * @swept/fixed — exact, bit-identical Q16.16 swept collision queries for
 * lockstep and rollback netplay. Same query names, argument order and result
 * shapes as @swept/core; every `number` is a raw Q16.16 integer.
 */
export type {
  ContactStatus,
  MovingCircles,
  RaySegmentHit,
  Separation,
  Separation2,
  Separation3,
  TimeOfImpact,
  TimeOfImpact2,
  TimeOfImpact3,
  Vec2,
  Vec3,
} from '@swept/core';
export { circlePolylineTimeOfImpactBatch } from './batch/circle-polyline.ts';
export { exactStats, resetExactStats } from './exact/stats.ts';
export { FINGERPRINT, fingerprint } from './fingerprint/fingerprint.ts';
export { circleSegmentOverlap } from './overlap/circle-segment.ts';
export { sphereTriangleOverlap } from './overlap/sphere-triangle.ts';
export {
  div,
  fromFixed,
  isqrt,
  MAX_RAW,
  MIN_RAW,
  mul,
  ONE,
  sqrt,
  toFixed,
  vec2,
  vec3,
} from './q16.ts';
export { circlesOverlap } from './query/circles-overlap.ts';
export { circlesTimeOfImpact } from './query/circles-time-of-impact.ts';
export { raySegment } from './query/ray-segment.ts';
export { separateCircles } from './query/separate-circles.ts';
export { separateSpheres } from './query/separate-spheres.ts';
export { spheresOverlap } from './query/spheres-overlap.ts';
export { spheresTimeOfImpact } from './query/spheres-time-of-impact.ts';
export { sweptCircles } from './query/swept-circles.ts';
export { sweptSpheres } from './query/swept-spheres.ts';
export { separateCircleSegment } from './separate/circle-segment.ts';
export { separateSphereTriangle } from './separate/sphere-triangle.ts';
export { sweptCircleSegment } from './swept/circle-segment.ts';
export { sweptSphereTriangle } from './swept/sphere-triangle.ts';
export { circlePolylineTimeOfImpact } from './time-of-impact/circle-polyline.ts';
export { circleSegmentTimeOfImpact } from './time-of-impact/circle-segment.ts';
export { sphereTriangleTimeOfImpact } from './time-of-impact/sphere-triangle.ts';
export type {
  PolylineContact,
  SegmentContact,
  TriangleContact,
  WallContact,
} from './wall-types.ts';
