/**
 * `@swept/core/internal`: what the other swept packages build on, written
 * once here so that `@swept/fixed` and `@swept/tolerance` never keep copies
 * that drift. Not for applications: these names may change in any release
 * (the packages that use them pin the core's version).
 *
 * - exact arithmetic: error-free transformations, exact signs, and the
 *   exact-decision counter (`src/exact/`);
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
