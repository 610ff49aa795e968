/**
 * @swept/fixed — exact, bit-identical Q16.16 swept collision queries for
 * lockstep and rollback netplay. Same query names, argument order and result
 * shapes as @swept/core; every `number` is a raw Q16.16 integer.
 */
export type {
  CastOptions,
  ContactStatus,
  Level2,
  Level3,
  LevelBoxContact,
  LevelContact2,
  LevelContact3,
  LevelOptions2,
  LevelOptions3,
  MoveContact,
  MoveContact2,
  MoveContact3,
  MoveOptions,
  MoveOptions2,
  MoveOptions3,
  MoveResponse,
  MoveResult,
  MoveResult2,
  MoveResult3,
  MoverBodies2,
  MoverBodies3,
  MoverDisplacements2,
  MoverDisplacements3,
  MoverOut2,
  MoverOut3,
  PolylineContact,
  RaySegmentHit,
  SegmentContact,
  Separation,
  Separation2,
  Separation3,
  TileMap2,
  TileMapOptions,
  TimeOfImpact,
  TimeOfImpact2,
  TimeOfImpact3,
  TriangleContact,
  Vec2,
  Vec3,
  WallContact,
} from '@swept/core';
export {
  type ContactList2,
  type ContactList3,
  type CreateSceneOptions,
  createContactList2,
  createContactList3,
  createMoveResult2,
  createMoveResult3,
  createSceneStats,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  type MovingBoxes,
  type MovingCircles,
  type MovingCuboids,
  type MovingSpheres,
  type Scene,
  type Scene2,
  type Scene3,
  type SceneCut,
  type SceneFrameOptions,
  type SceneOptions,
  type ScenePlan,
  type SceneStats,
  type SceneWalls,
  type StaticSegments,
  type StaticTriangles,
  TILE_EMPTY,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
  type WallsOf,
} from '@swept/core';
export { castBox } from './cast/box-level.ts';
export { castCircle } from './cast/circle-level.ts';
export { castRay } from './cast/point-level.ts';
export { castSphere } from './cast/sphere-level.ts';
export { type ExactStats, exactStats, resetExactStats } from './exact/stats.ts';
export { FINGERPRINT, fingerprint } from './fingerprint/fingerprint.ts';
export { createLevel2, createLevel3, createTileMap2 } from './level/create.ts';
export { moveBox, moveBoxInto } from './move/box-level.ts';
export { moveCircle, moveCircleInto } from './move/circle-level.ts';
export { moveCircles } from './move/circles-level.ts';
export { moveSphere, moveSphereInto } from './move/sphere-level.ts';
export { moveSpheres } from './move/spheres-level.ts';
export { boxesOverlap } from './overlap/box-box.ts';
export { circleBoxOverlap } from './overlap/circle-box.ts';
export { circlesOverlap } from './overlap/circle-circle.ts';
export { circleSegmentOverlap } from './overlap/circle-segment.ts';
export { cuboidsOverlap } from './overlap/cuboid-cuboid.ts';
export { sphereCuboidOverlap } from './overlap/sphere-cuboid.ts';
export { spheresOverlap } from './overlap/sphere-sphere.ts';
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
export { raySegment } from './ray/point-segment.ts';
export { findBoxContacts } from './scene/box-box.ts';
export { createScene2, findCircleContacts } from './scene/circle-circle.ts';
export { findCuboidContacts } from './scene/cuboid-cuboid.ts';
export { createScene3, findSphereContacts } from './scene/sphere-sphere.ts';
export { separateBoxes } from './separate/box-box.ts';
export { separateCircleBox } from './separate/circle-box.ts';
export { separateCircles } from './separate/circle-circle.ts';
export { separateCircleSegment } from './separate/circle-segment.ts';
export { separateCuboids } from './separate/cuboid-cuboid.ts';
export { separateSphereCuboid } from './separate/sphere-cuboid.ts';
export { separateSpheres } from './separate/sphere-sphere.ts';
export { separateSphereTriangle } from './separate/sphere-triangle.ts';
export { sweptBoxes } from './swept/box-box.ts';
export { sweptBoxesBatch } from './swept/box-box-batch.ts';
export { sweptCircleBox } from './swept/circle-box.ts';
export { sweptCircles } from './swept/circle-circle.ts';
export { sweptCirclesBatch } from './swept/circle-circle-batch.ts';
export { sweptCircleSegment } from './swept/circle-segment.ts';
export { sweptCuboids } from './swept/cuboid-cuboid.ts';
export { sweptCuboidsBatch } from './swept/cuboid-cuboid-batch.ts';
export { sweptSphereCuboid } from './swept/sphere-cuboid.ts';
export { sweptSpheres } from './swept/sphere-sphere.ts';
export { sweptSpheresBatch } from './swept/sphere-sphere-batch.ts';
export { sweptSphereTriangle } from './swept/sphere-triangle.ts';
export { boxesTimeOfImpact } from './time-of-impact/box-box.ts';
export { boxesTimeOfImpactBatch } from './time-of-impact/box-box-batch.ts';
export { circleBoxTimeOfImpact } from './time-of-impact/circle-box.ts';
export { circlesTimeOfImpact } from './time-of-impact/circle-circle.ts';
export { circlesTimeOfImpactBatch } from './time-of-impact/circle-circle-batch.ts';
export { circlePolylineTimeOfImpact } from './time-of-impact/circle-polyline.ts';
export { circlePolylineTimeOfImpactBatch } from './time-of-impact/circle-polyline-batch.ts';
export { circleSegmentTimeOfImpact } from './time-of-impact/circle-segment.ts';
export { cuboidsTimeOfImpact } from './time-of-impact/cuboid-cuboid.ts';
export { cuboidsTimeOfImpactBatch } from './time-of-impact/cuboid-cuboid-batch.ts';
export { sphereCuboidTimeOfImpact } from './time-of-impact/sphere-cuboid.ts';
export { spheresTimeOfImpact } from './time-of-impact/sphere-sphere.ts';
export { spheresTimeOfImpactBatch } from './time-of-impact/sphere-sphere-batch.ts';
export { sphereTriangleTimeOfImpact } from './time-of-impact/sphere-triangle.ts';
