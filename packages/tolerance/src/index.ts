/**
 * @swept/tolerance — the swept queries of @swept/core under a named,
 * explicit tolerance policy: `exact` (exact arithmetic on the given doubles,
 * fast thanks to a floating-point filter), or a contact band — `absolute`,
 * `relative`, `ulps`, `rounded` (the push-apart article's rounding of the gap) and `slop`
 * (Box2D's linear slop).
 *
 * Where things live: the policy API at the top of `src/` (`policy.ts`,
 * `with-policy.ts`, `policy-queries.ts`, `pairs.ts`, `passage.ts`,
 * `band-distances.ts`; `double.ts`, the doubles' neighbours), a folder per
 * operation (the `exact` query of each pair, the band policies' rule in
 * `band-policy.ts`; `cast/` and `move/` bind the core's courses to a policy's
 * variant), and two rooms for the `exact` machinery: `exact/`
 * (arithmetic, the ball pairs' stages, the counters) and `walls/` (the wall
 * queries' stages, search and last resort).
 */

export type {
  ContactList2,
  ContactList3,
  CreateSceneOptions,
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  PolylineContact,
  RaySegmentHit,
  Scene,
  Scene2,
  Scene3,
  SceneCut,
  SceneFrameOptions,
  SceneOptions,
  ScenePlan,
  SceneStats,
  SceneWalls,
  SegmentContact,
  Separation2,
  Separation3,
  StaticSegments,
  StaticTriangles,
  TimeOfImpact2,
  TimeOfImpact3,
  TriangleContact,
  Vec2,
  Vec3,
  WallContact,
  WallsOf,
} from '@swept/core';
export {
  type CastOptions,
  createLevel2,
  createLevel3,
  createMoveResult2,
  createMoveResult3,
  createTileMap2,
  type Level2,
  type Level3,
  type LevelBoxContact,
  type LevelContact2,
  type LevelContact3,
  type LevelOptions2,
  type LevelOptions3,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
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
  type MoverBodies2,
  type MoverBodies3,
  type MoverDisplacements2,
  type MoverDisplacements3,
  type MoverOut2,
  type MoverOut3,
  TILE_EMPTY,
  TILE_ONE_WAY_UP,
  TILE_SOLID,
  type TileMap2,
  type TileMapOptions,
} from '@swept/core';
export {
  type ExactStats,
  exactStageStats,
  exactStats,
  resetExactStats,
  type StageStats,
} from './exact/stats.ts';
export type { Passage } from './passage.ts';
export {
  absolute,
  type BandPolicy,
  type ExactPolicy,
  exact,
  type Policy,
  relative,
  rounded,
  slop,
  ulps,
} from './policy.ts';
export type { PolicyQueries } from './policy-queries.ts';
export { withPolicy } from './with-policy.ts';
