/**
 * @swept/node: what Node users install. The float core's queries and types
 * at the top level; the fixed-point and tolerance-policy variants, whose
 * queries have the same names, as the namespaces `fixed` and `tolerance`
 * (and the subpaths `@swept/node/fixed`, `@swept/node/tolerance`); and the
 * runtime extra, a worker-thread pool for large batches.
 */
export * from '@swept/core';
/** @swept/fixed (Q16.16, bit-identical on every engine): the same queries, exact; also `@swept/node/fixed`. */
export * as fixed from '@swept/fixed';
export {
  type BatchPool,
  type BatchPoolOptions,
  sharedMovingCircles,
  sharedMovingSpheres,
} from '@swept/pool';
/** @swept/tolerance: the core's queries under a named tolerance policy; also `@swept/node/tolerance`. */
export * as tolerance from '@swept/tolerance';
export { createBatchPool } from './pool/worker-threads.ts';
