/**
 * `@swept/core/internal`: what the other swept packages build on, written
 * once here so that `@swept/fixed` and `@swept/tolerance` never keep copies
 * that drift (see `docs/architecture.md`, "Shared between packages"). Not
 * for applications: these names may change in any release.
 *
 * - exact arithmetic (`src/exact/`): error-free transformations, exact
 *   signs (of a few products, of a sum of five doubles, of a short sum of
 *   products of integer doubles: `product-sum.ts`), and the exact-decision
 *   counter;
 * - the named argument check of each query shape (`src/validate.ts`): the
 *   `RangeError` the core's own query would throw; `describe`, which renders
 *   a value in every error message;
 * - the contact geometry of a time of impact at a given `t`
 *   (`src/time-of-impact/contact.ts`; for the walls `segmentContactAt`,
 *   `triangleContactAt`), flushed like the core's results.
 */
export {
  differenceTail,
  highHalf,
  productTail,
  SPLITTER,
  squareTail,
  sumTail,
} from './exact/error-free.ts';
export {
  MAX_TERMS,
  sumAdd2,
  sumAdd3,
  sumAdd4,
  sumAdd6,
  sumReset,
  sumSign,
} from './exact/product-sum.ts';
export { compareProducts, signOfSum } from './exact/signs.ts';
export { ExactCounter, type ExactStats } from './exact/stats.ts';
export { segmentContactAt } from './time-of-impact/circle-segment.ts';
export {
  contactAt2,
  contactAt3,
  setPoint2,
  setPoint3,
} from './time-of-impact/contact.ts';
export { triangleContactAt } from './time-of-impact/sphere-triangle.ts';
export {
  checkCircleAtSegment,
  checkCirclePolyline,
  checkCircleSegment,
  checkOverlap2,
  checkOverlap3,
  checkRaySegment,
  checkSeparate2,
  checkSeparate3,
  checkSphereAtTriangle,
  checkSphereTriangle,
  checkSwept2,
  checkSwept3,
  describe,
  sweptInRange2,
  sweptInRange3,
} from './validate.ts';
