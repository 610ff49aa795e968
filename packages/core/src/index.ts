export { ROUNDING_BAND } from './band.ts';
export { circlesOverlap } from './overlap/circle-circle.ts';
export { spheresOverlap } from './overlap/sphere-sphere.ts';
export { raySegment } from './ray/point-segment.ts';
export type { SceneOptions } from './scene/check.ts';
export { findCircleContacts } from './scene/circle-circle.ts';
export {
  type ContactList,
  type ContactList2,
  type ContactList3,
  createContactList2,
  createContactList3,
} from './scene/contact-list.ts';
export { findSphereContacts } from './scene/sphere-sphere.ts';
export { createSceneStats, type SceneCut, type SceneStats } from './scene/stats.ts';
export { separateCircles } from './separate/circle-circle.ts';
export { separateSpheres } from './separate/sphere-sphere.ts';
export { sweptCircles } from './swept/circle-circle.ts';
export { sweptCirclesBatch } from './swept/circle-circle-batch.ts';
export { sweptSpheres } from './swept/sphere-sphere.ts';
export { sweptSpheresBatch } from './swept/sphere-sphere-batch.ts';
export {
  circlesTimeOfImpact,
  circlesTimeOfImpactInto,
} from './time-of-impact/circle-circle.ts';
export { circlesTimeOfImpactBatch } from './time-of-impact/circle-circle-batch.ts';
export { createTimeOfImpact2, createTimeOfImpact3 } from './time-of-impact/contact.ts';
export { spheresTimeOfImpact, spheresTimeOfImpactInto } from './time-of-impact/sphere-sphere.ts';
export { spheresTimeOfImpactBatch } from './time-of-impact/sphere-sphere-batch.ts';
export type {
  ContactStatus,
  MovingCircles,
  MovingSpheres,
  RaySegmentHit,
  Separation,
  Separation2,
  Separation3,
  TimeOfImpact,
  TimeOfImpact2,
  TimeOfImpact3,
  Vec2,
  Vec3,
} from './types.ts';
export {
  INPUT_MAX,
  INPUT_MIN,
  inRange as coordinateInRange,
  radiusInRange,
  vec2InRange,
  vec3InRange,
} from './validate.ts';
