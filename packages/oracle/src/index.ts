/**
 * @swept/oracle — the exact ground truth for every swept variant: BigInt
 * rationals, inputs converted without rounding (doubles as dyadic rationals,
 * Q16.16 raw values as `raw / 65536`), decisions without floating point.
 * Published for @swept/fuzz and for users' own tests; the project's tests,
 * benchmarks and vector generator use it too.
 */
export {
  type BoxCastExact,
  castBoxExact,
  wallAxisAligned,
  wallBox,
} from './cast/box-level.ts';
export { castCircleExact } from './cast/circle-level.ts';
export {
  type CastFilter,
  type CastOptions,
  castLevelExact,
  type LevelContactExact,
  type LevelExact,
  levelExact,
  oneWayAdmits,
  oneWayLandsExact,
  wallConsidered,
} from './cast/level.ts';
export { castRayExact } from './cast/point-level.ts';
export { castSphereExact } from './cast/sphere-level.ts';
export {
  type TileMapSpec,
  tileLine,
  tileMapExact,
} from './cast/tile-map.ts';
export {
  PYTHAGOREAN_2D,
  PYTHAGOREAN_3D,
  type RawSweptInput,
  type RawVec,
  type TangentSpec,
  tangentCase,
} from './construct.ts';
export { nextDown, nextUp, ratBracket, ratFromDouble, ratFromRaw, ratToNumber } from './double.ts';
export {
  boxLegMeetsWallExact,
  boxLegOverlapsWallExact,
  boxOverlapsLevelExact,
} from './move/box-leg.ts';
export {
  legWallDistanceSquaredExact,
  pointWallDistanceSquaredExact,
} from './move/distance.ts';
export { judgeMoveExact, type MoveVerdict } from './move/judge.ts';
export { legPassesThroughExact } from './move/pass-through.ts';
export { ballsOverlapExact, ballsOverlapMargin, ballsOverlapScale } from './overlap/ball-ball.ts';
export { boxesOverlapExact, boxesPenetration } from './overlap/box-box.ts';
export { circleBoxOverlapExact } from './overlap/circle-box.ts';
export { circleSegmentOverlapExact, wallMargin } from './overlap/circle-segment.ts';
export { sphereCuboidOverlapExact } from './overlap/sphere-cuboid.ts';
export { sphereTriangleOverlapExact } from './overlap/sphere-triangle.ts';
export {
  type Coefficients,
  coefficients,
  fAt,
  fMinExact,
  type SweptCase,
  sweptCaseFromDoubles,
  sweptCaseFromRaw,
  vertex,
} from './quadratic.ts';
export { mulberry32 } from './random.ts';
export {
  abs,
  add,
  cmp,
  div,
  floorDiv,
  floorRat,
  isqrt,
  isZero,
  max,
  min,
  mul,
  neg,
  ONE,
  type Rat,
  rat,
  sign,
  sub,
  ZERO,
} from './rat.ts';
export { type RaySegmentExact, raySegmentExact, raySegmentScale } from './ray/point-segment.ts';
export { type BoxSeparationExact, separateBoxesExact } from './separate/box-box.ts';
export { circleBoxSeparationVerdict } from './separate/circle-box.ts';
export { type SeparationVerdict, separationVerdict } from './separate/circle-segment.ts';
export { sphereCuboidSeparationVerdict } from './separate/sphere-cuboid.ts';
export {
  type BoxCase,
  type BoxesFirstTouch,
  type BoxInput,
  boxCaseBanded,
  boxCaseFromDoubles,
  boxCaseFromRaw,
  boxCaseGrown,
  boxesFirstTouch,
  boxesNormalWithinBand,
  boxScale,
  type Slab,
  slabs,
} from './slab.ts';
export { sweptBallsExact, sweptBallsScale } from './swept/ball-ball.ts';
export { sweptBoxesExact } from './swept/box-box.ts';
export { sweptCircleBoxExact } from './swept/circle-box.ts';
export { sweptCircleSegmentExact } from './swept/circle-segment.ts';
export { sweptSphereCuboidExact } from './swept/sphere-cuboid.ts';
export { sweptSphereTriangleExact } from './swept/sphere-triangle.ts';
export {
  ballsTimeOfImpactBracket,
  ballsTimeOfImpactFloor,
  compareBallsTimeOfImpact,
} from './time-of-impact/ball-ball.ts';
export {
  type BoxContactExact,
  boxesContactAt,
  boxesTimeOfImpactBracket,
  boxesTimeOfImpactExact,
  boxesTimeOfImpactFloor,
} from './time-of-impact/box-box.ts';
export { circleBoxTimeOfImpactExact } from './time-of-impact/circle-box.ts';
export {
  circlePolylineTimeOfImpactExact,
  polylineSegments,
} from './time-of-impact/circle-polyline.ts';
export { circleSegmentTimeOfImpactExact } from './time-of-impact/circle-segment.ts';
export { sphereCuboidTimeOfImpactExact } from './time-of-impact/sphere-cuboid.ts';
export { sphereTriangleTimeOfImpactExact } from './time-of-impact/sphere-triangle.ts';
export { ballsTimeOfImpactStatus, type ContactStatus } from './time-of-impact/status.ts';
export {
  compareAt,
  surdBracket,
  surdFloor16,
  type WallContact,
  wallContact,
} from './time-of-impact/wall-contact.ts';
export {
  cross,
  dot,
  isZeroVec,
  type RVec,
  type VecLike,
  vadd,
  vecFromDoubles,
  vecFromRaw,
  vscale,
  vsub,
} from './vec.ts';
export { axesMoved, type BoxQueries, boxQueriesOf } from './vectors/box-queries.ts';
export { loadVectors } from './vectors/load.ts';
export type {
  BoxesInput,
  BoxesVector,
  CircleBoxInput,
  CircleBoxVector,
  OverlapVector,
  RaySegmentVector,
  SphereCuboidVector,
  SweptInput,
  SweptVector,
  VectorFiles,
} from './vectors/types.ts';
export {
  boxCorners,
  boxFaces,
  type CircleBoxCase,
  circleBoxContactAt,
  circleBoxFirstTouch,
  circleBoxGap,
  circleBoxGapMin,
  circleBoxScale,
  circleBoxStatus,
  nearestFace,
  nearestOnBox,
  onOrInsideBox,
  relativeAt,
  relativeMotion,
} from './walls/rounded-box.ts';
export {
  compareSurd,
  floorSurd,
  type Surd,
  signOfSum,
  surdAffine,
  surdFromRat,
  surdNormalize,
} from './walls/surd.ts';
export {
  circleBoxCase,
  circleSegmentCase,
  sphereTriangleCase,
  type Units,
} from './walls/wall-case.ts';
export {
  centreAt,
  distanceSquared,
  firstTouch,
  gAt,
  gAtStart,
  type Piece,
  pieceEntry,
  type WallCase,
  wallGMin,
  wallPieces,
  wallScale,
} from './walls/wall-pieces.ts';
