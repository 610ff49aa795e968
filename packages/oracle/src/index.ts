/**
 * @swept/oracle — the exact ground truth for every swept variant: BigInt
 * rationals, inputs converted without rounding (doubles as dyadic rationals,
 * Q16.16 raw values as `raw / 65536`), decisions without floating point.
 * Private: used by tests and the fuzz app only.
 */
export {
  PYTHAGOREAN_2D,
  PYTHAGOREAN_3D,
  type RawSweptInput,
  type RawVec,
  type TangentSpec,
  tangentCase,
} from './construct.ts';
export { nextDown, nextUp, ratBracket, ratFromDouble, ratFromRaw, ratToNumber } from './double.ts';
export { overlapExact, overlapMargin, overlapScale } from './overlap/ball-ball.ts';
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
  add,
  cmp,
  div,
  floorDiv,
  floorRat,
  isqrt,
  isZero,
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
export { sweptExact, sweptScale } from './swept/ball-ball.ts';
export { compareToi, toiBracket, toiFloor } from './time-of-impact/ball-ball.ts';
export { type ContactStatus, statusExact } from './time-of-impact/status.ts';
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
export { loadVectors } from './vectors/load.ts';
export type {
  OverlapVector,
  RaySegmentVector,
  SweptInput,
  SweptVector,
  VectorFiles,
} from './vectors/types.ts';
