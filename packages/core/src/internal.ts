/**
 * `@swept/core/internal`: what the other swept packages build on, written
 * once here so that `@swept/fixed` and `@swept/tolerance` never keep copies
 * that drift (see `docs/architecture.md`, "Shared between packages"). Not
 * for applications: these names may change in any release.
 *
 * - exact arithmetic (`src/exact/`): error-free transformations, exact
 *   signs, and the exact-decision counter;
 * - the named argument check of each query shape (`src/validate.ts`): the
 *   `RangeError` the core's own query would throw; `describe`, which renders
 *   a value in every error message;
 * - the contact geometry of a time of impact at a given `t`
 *   (`src/time-of-impact/contact.ts`), flushed like the core's results.
 */
export {
  differenceTail,
  highHalf,
  productTail,
  SPLITTER,
  squareTail,
  sumTail,
} from './exact/error-free.ts';
export { compareProducts, signOfSum } from './exact/signs.ts';
export { ExactCounter, type ExactStats } from './exact/stats.ts';
export {
  contactAt2,
  contactAt3,
  setPoint2,
  setPoint3,
} from './time-of-impact/contact.ts';
export {
  checkOverlap2,
  checkOverlap3,
  checkRaySegment,
  checkSeparate2,
  checkSeparate3,
  checkSwept2,
  checkSwept3,
  describe,
  sweptInRange2,
  sweptInRange3,
} from './validate.ts';
