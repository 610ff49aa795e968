export { ROUNDING_BAND } from './band.ts';
export { circlesTimeOfImpactBatch, sweptCirclesBatch } from './batch/circles.ts';
export { spheresTimeOfImpactBatch, sweptSpheresBatch } from './batch/spheres.ts';
export { circlesOverlap } from './overlap/circles.ts';
export { spheresOverlap } from './overlap/spheres.ts';
export { raySegment } from './ray/segment.ts';
export {
  type BoxMargin,
  CORE_MARGIN,
  EXACT_MARGIN,
  INTEGER_MARGIN,
} from './scene/boxes.ts';
export { candidates as sceneCandidates } from './scene/broad-phase.ts';
export { DOUBLE_VALUES, type SceneOptions, type ValueRule } from './scene/check.ts';
export { findCircleContacts } from './scene/circle-circle.ts';
export {
  type ContactList,
  type ContactList2,
  type ContactList3,
  createContactList2,
  createContactList3,
  growContactList,
} from './scene/contact-list.ts';
export { loadMotion2, loadMotion3 } from './scene/motion.ts';
export { type NarrowPhase, runScene } from './scene/run.ts';
export { findSphereContacts } from './scene/sphere-sphere.ts';
export { separateCircles } from './separation/circles.ts';
export { separateSpheres } from './separation/spheres.ts';
export { sweptCircles } from './swept/circles.ts';
export { sweptSpheres } from './swept/spheres.ts';
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
