/**
 * `@swept/core/internal`: what the other swept packages build on, written
 * once here so that `@swept/fixed` and `@swept/tolerance` never keep copies
 * that drift (see `docs/architecture.md`, "Shared between packages"). Not
 * for applications: these names may change in any release.
 *
 * - exact arithmetic (`src/exact/`): error-free transformations, exact
 *   signs (of a few products, of a sum of five doubles, of a short sum of
 *   products of integer doubles: `product-sum.ts`), floating-point
 *   expansions (`expansion.ts`), and the exact-decision counters
 *   (`stats.ts`, per stage `stages.ts`);
 * - the boxes' slab kernel (`src/slab.ts`: the per-axis entry and exit, the
 *   status and normal), which `@swept/fixed` decides its boxes with;
 * - the named argument check of each query shape (`src/validate/shapes.ts`): the
 *   `RangeError` the core's own query would throw; `describe`, which renders
 *   a value in every error message;
 * - the contact geometry of a time of impact at a given `t`
 *   (`src/time-of-impact/contact.ts`, the boxes' `box-contact.ts`; for the walls
 *   `segmentContactAt`, for a circle against a box `circleBoxContactAt`,
 *   `triangleContactAt`), flushed like the core's results;
 * - the scene queries' shared machinery (`src/scene/`): the broad phase
 *   (`runScene`, `runBoxScene` for boxes, its candidate pairs, the box
 *   margins, the value rule), the contact list's growth, `appendSlabContact`
 *   (the box kernel's contact) and `loadMotion2`/`loadMotion3`/`loadExtents2`/
 *   `loadExtents3`, so a variant writes only its narrow phase; `circleBoxPhase` /
 *   `sphereCuboidPhase`, circles against boxes over a variant's own circle–box query;
 *   `createSceneWith`, the persistent scenes over the same course and the same narrow phases;
 * - the levels (`src/level/`): `createLevel` (the packed tree over the walls'
 *   boxes, the variant's value rule and margin as parameters) and the cast's
 *   course (`castCircleWith`, …, over a `CastVariant`: the variant's margin,
 *   pair queries and checks), so a variant writes only what differs;
 *   `CORE_CAST` is the core's, which tolerance reuses for its levels; the course of a
 *   move (`moveWith` over a `MoveVariant`: a cast variant, the arithmetic of
 *   positions, `DOUBLE_ARITHMETIC` or fixed's raw one, and the push-outs), whose legs
 *   the exact clearance of `walls/leg-clearance.ts` certifies in every variant;
 *   the tile maps (`createTileMap`, the value rule and margin as parameters;
 *   `gridWalkStats` counts the tiles their walks visit, for tests and the bench), the box
 *   cast (`castBoxWith` over a `BoxCastVariant`: the variant's box–segment query and
 *   checks) and the box's move (`moveBoxWith` over a `BoxMoveVariant`), certified by
 *   `walls/box-leg-clearance.ts`;
 */
export {
  differenceTail,
  highHalf,
  productTail,
  SPLITTER,
  splitProductTail,
  squareTail,
  sumTail,
} from './exact/error-free.ts';
export type { ExactInteger } from './exact/exact-integer.ts';
export * as exactInteger from './exact/exact-integer.ts';
export {
  compress,
  expansionEstimate,
  expansionSign,
  expansionSum,
  multiply,
  scaleExpansion,
} from './exact/expansion.ts';
export { nextDown, nextToward, nextUp } from './exact/next-double.ts';
export {
  MAX_TERMS,
  sumAdd2,
  sumAdd3,
  sumAdd4,
  sumAdd6,
  sumReset,
  sumSign,
} from './exact/product-sum.ts';
export {
  compareProducts,
  dotEstimate,
  dotWasExact,
  signOfDot,
  signOfSum,
  UNDECIDED,
} from './exact/signs.ts';
export {
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
  StageCounter,
  type StageStats,
} from './exact/stages.ts';
export { ExactCounter, type ExactStats } from './exact/stats.ts';
export {
  type BoxCastVariant,
  type CastVariant,
  castBoxWith,
  castCircleWith,
  castRayWith,
  castSphereWith,
} from './level/cast.ts';
export { gridWalkStats } from './level/grid-walk.ts';
export { createLevel, type LevelValues } from './level/level.ts';
export { type MoveArithmetic, type MoveVariant, moveWith } from './level/move.ts';
export { type BoxMoveVariant, moveBoxWith } from './level/move-box.ts';
export { moveManyWith } from './level/move-many.ts';
export type { OptionUnits } from './level/move-options.ts';
export { createTileMap } from './level/tile-map.ts';
export {
  CORE_BOX_CAST,
  CORE_BOX_MOVE,
  CORE_CAST,
  CORE_MOVE,
  DOUBLE_ARITHMETIC,
} from './level/variant.ts';
export { overlapOnAxis } from './overlap/box-box.ts';
export {
  type BoxMargin,
  CORE_MARGIN,
  EXACT_MARGIN,
  INTEGER_MARGIN,
} from './scene/boxes.ts';
export { candidates as sceneCandidates } from './scene/broad-phase.ts';
export { DOUBLE_VALUES, type ValueRule } from './scene/check.ts';
export { type CircleBoxQuery, circleBoxPhase } from './scene/circle-box.ts';
export { type SegmentQuery, segmentWalls } from './scene/circle-segment.ts';
export { appendContact, type ContactAnswer, growContactList } from './scene/contact-list.ts';
export { loadExtents2, loadExtents3, loadMotion2, loadMotion3 } from './scene/motion.ts';
export { createSceneWith } from './scene/persistent.ts';
export { type NarrowPhase, runBoxScene, runScene, type WallPhase } from './scene/run.ts';
export { appendSlabContact } from './scene/slab-contact.ts';
export { type SphereCuboidQuery, sphereCuboidPhase } from './scene/sphere-cuboid.ts';
export { type TriangleQuery, triangleWalls } from './scene/sphere-triangle.ts';
export { pushShare } from './separate/push-share.ts';
export { pushApartOnAxis, pushed } from './separate/slab-push.ts';
export {
  slabContact,
  slabContact2,
  slabContact3,
  slabEntry,
  slabTouch2,
  slabTouch3,
} from './slab.ts';
export { setBoxContact2, setBoxContact3 } from './time-of-impact/box-contact.ts';
export {
  type BoxSegmentQuery,
  boxSegmentContact,
  boxSegmentSlab,
  boxWallContact,
  segmentBox,
} from './time-of-impact/box-segment.ts';
export { circleBoxContactAt } from './time-of-impact/circle-box.ts';
export { segmentContactAt } from './time-of-impact/circle-segment.ts';
export {
  contactAt2,
  contactAt3,
  contactAtInto2,
  contactAtInto3,
  setPoint2,
  setPoint3,
} from './time-of-impact/contact.ts';
export { sphereCuboidContactAt } from './time-of-impact/sphere-cuboid.ts';
export { triangleContactAt } from './time-of-impact/sphere-triangle.ts';
export {
  checkBoxes2,
  checkBoxes3,
  checkBoxesOverlap2,
  checkBoxesOverlap3,
  checkCast2,
  checkCast3,
  checkCastBox,
  checkCircleAtBox2,
  checkCircleAtSegment,
  checkCircleBox2,
  checkCirclePolyline,
  checkCircleSegment,
  checkOverlap2,
  checkOverlap3,
  checkRaySegment,
  checkSeparate2,
  checkSeparate3,
  checkSeparateBoxes2,
  checkSeparateBoxes3,
  checkSeparateCircleBox2,
  checkSeparateSphereCuboid,
  checkSphereAtCuboid,
  checkSphereAtTriangle,
  checkSphereCuboid,
  checkSphereTriangle,
  checkSwept2,
  checkSwept3,
  sweptInRange2,
  sweptInRange3,
} from './validate/shapes.ts';
export { describe } from './validate/values.ts';
