export { castBox } from './cast/box-level.ts';
export { castCircle } from './cast/circle-level.ts';
export { castRay } from './cast/point-level.ts';
export { castSphere } from './cast/sphere-level.ts';
export type { LevelBoxContact, LevelContact2, LevelContact3 } from './level/cast.ts';
export { createLevel2, createLevel3, createTileMap2 } from './level/create.ts';
export type { CastOptions, Level2, Level3, LevelOptions2, LevelOptions3 } from './level/level.ts';
export {
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  type MoverBodies2,
  type MoverBodies3,
  type MoverDisplacements2,
  type MoverDisplacements3,
  type MoverOut2,
  type MoverOut3,
} from './level/move-many.ts';
export {
  createMoveResult2,
  createMoveResult3,
  type MoveContact,
  type MoveContact2,
  type MoveContact3,
  type MoveOptions,
  type MoveOptions2,
  type MoveOptions3,
  type MoveResponse,
  type MoveResult,
  type MoveResult2,
  type MoveResult3,
} from './level/move-options.ts';
export {
  TILE_EMPTY,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
  type TileMap2,
  type TileMapOptions,
} from './level/tile-map.ts';
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
export { raySegment } from './ray/point-segment.ts';
export { ROUNDING_BAND } from './rounding-band.ts';
export { findBoxContacts } from './scene/box-box.ts';
export {
  createSceneStats,
  type SceneCut,
  type ScenePlan,
  type SceneStats,
} from './scene/broad-phase-stats.ts';
export type { SceneFrameOptions, SceneOptions, SceneWalls, WallsOf } from './scene/check.ts';
export { createScene2, findCircleContacts } from './scene/circle-circle.ts';
export {
  type ContactList,
  type ContactList2,
  type ContactList3,
  createContactList2,
  createContactList3,
} from './scene/contact-list.ts';
export { findCuboidContacts } from './scene/cuboid-cuboid.ts';
export type { CreateSceneOptions, Scene, Scene2, Scene3 } from './scene/persistent.ts';
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
export { boxesTimeOfImpact, boxesTimeOfImpactInto } from './time-of-impact/box-box.ts';
export { boxesTimeOfImpactBatch } from './time-of-impact/box-box-batch.ts';
export { circleBoxTimeOfImpact } from './time-of-impact/circle-box.ts';
export {
  circlesTimeOfImpact,
  circlesTimeOfImpactInto,
} from './time-of-impact/circle-circle.ts';
export { circlesTimeOfImpactBatch } from './time-of-impact/circle-circle-batch.ts';
export {
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactInto,
  createPolylineContact,
} from './time-of-impact/circle-polyline.ts';
export { circlePolylineTimeOfImpactBatch } from './time-of-impact/circle-polyline-batch.ts';
export {
  circleSegmentTimeOfImpact,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
} from './time-of-impact/circle-segment.ts';
export { createTimeOfImpact2, createTimeOfImpact3 } from './time-of-impact/contact.ts';
export {
  cuboidsTimeOfImpact,
  cuboidsTimeOfImpactInto,
} from './time-of-impact/cuboid-cuboid.ts';
export { cuboidsTimeOfImpactBatch } from './time-of-impact/cuboid-cuboid-batch.ts';
export { sphereCuboidTimeOfImpact } from './time-of-impact/sphere-cuboid.ts';
export { spheresTimeOfImpact, spheresTimeOfImpactInto } from './time-of-impact/sphere-sphere.ts';
export { spheresTimeOfImpactBatch } from './time-of-impact/sphere-sphere-batch.ts';
export {
  createTriangleContact,
  sphereTriangleTimeOfImpact,
  sphereTriangleTimeOfImpactInto,
} from './time-of-impact/sphere-triangle.ts';
export type {
  ContactStatus,
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  PolylineContact,
  RaySegmentHit,
  SegmentContact,
  Separation,
  Separation2,
  Separation3,
  StaticSegments,
  StaticTriangles,
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
} from './validate/values.ts';
