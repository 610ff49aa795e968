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
} from './types.ts';
