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
 * - the named argument check of each query shape (`src/validate/shapes.ts`): the
 *   `RangeError` the core's own query would throw; `describe`, which renders
 *   a value in every error message;
 * - the contact geometry of a time of impact at a given `t`
 *   (`src/time-of-impact/contact.ts`; for the walls `segmentContactAt`, for a circle
 *   against a box `circleBoxContactAt`,
 *   `triangleContactAt`), flushed like the core's results;
 * - the scene queries' shared machinery (`src/scene/`): the broad phase
 *   (`runScene`, its candidate pairs, the box margins, the value rule), the
 *   contact list's growth and `loadMotion2`/`loadMotion3`, so a variant
 *   writes only its narrow phase;
 * - the levels (`src/level/`): `createLevel` (the packed tree over the walls'
 *   boxes, the variant's value rule and margin as parameters) and the cast's
 *   course (`castCircleWith`, …, over a `CastVariant`: the variant's margin,
 *   pair queries and checks), so a variant writes only what differs;
 *   `CORE_CAST` is the core's, which tolerance reuses for its levels; the course of a
 *   move (`moveWith` over a `MoveVariant`: a cast variant, the arithmetic of
 *   positions, `DOUBLE_ARITHMETIC` or fixed's raw one, and the push-outs), whose legs
 *   the exact clearance of `walls/leg-clearance.ts` certifies in every variant;
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
  type CastVariant,
  castCircleWith,
  castRayWith,
  castSphereWith,
} from './level/cast.ts';
export { createLevel, type LevelValues } from './level/level.ts';
export { type MoveArithmetic, type MoveVariant, moveWith } from './level/move.ts';
export { moveManyWith } from './level/move-many.ts';
export type { OptionUnits } from './level/move-options.ts';
export { CORE_CAST, CORE_MOVE, DOUBLE_ARITHMETIC } from './level/variant.ts';
export {
  type BoxMargin,
  CORE_MARGIN,
  EXACT_MARGIN,
  INTEGER_MARGIN,
} from './scene/boxes.ts';
export { candidates as sceneCandidates } from './scene/broad-phase.ts';
export { DOUBLE_VALUES, type ValueRule } from './scene/check.ts';
export { type SegmentQuery, segmentWalls } from './scene/circle-segment.ts';
export { appendContact, type ContactAnswer, growContactList } from './scene/contact-list.ts';
export { loadMotion2, loadMotion3 } from './scene/motion.ts';
export { type NarrowPhase, runScene, type WallPhase } from './scene/run.ts';
export { type TriangleQuery, triangleWalls } from './scene/sphere-triangle.ts';
export { circleBoxContactAt } from './time-of-impact/circle-box.ts';
export { segmentContactAt } from './time-of-impact/circle-segment.ts';
export {
  contactAt2,
  contactAt3,
  setPoint2,
  setPoint3,
} from './time-of-impact/contact.ts';
export { sphereCuboidContactAt } from './time-of-impact/sphere-cuboid.ts';
export { triangleContactAt } from './time-of-impact/sphere-triangle.ts';
export {
  checkCast2,
  checkCast3,
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
