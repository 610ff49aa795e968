/**
 * @swept/fixed — exact, bit-identical Q16.16 swept collision queries for
 * lockstep and rollback netplay. Same query names, argument order and result
 * shapes as @swept/core; every `number` is a raw Q16.16 integer.
 */
export type {
  ContactStatus,
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
export {
  type ContactList2,
  type ContactList3,
  createContactList2,
  createContactList3,
  type MovingCircles,
  type MovingSpheres,
  type SceneOptions,
} from '@swept/core';
export { circlesTimeOfImpactBatch, sweptCirclesBatch } from './batch/circles.ts';
export { spheresTimeOfImpactBatch, sweptSpheresBatch } from './batch/spheres.ts';
export { exactStats, resetExactStats } from './exact/stats.ts';
export { FINGERPRINT, fingerprint } from './fingerprint/fingerprint.ts';
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
export { findCircleContacts } from './scene/circle-circle.ts';
export { findSphereContacts } from './scene/sphere-sphere.ts';
