/**
 * @swept/node: what Node users install. The float core's queries and types
 * at the top level; the fixed-point and tolerance-policy variants, whose
 * queries have the same names, as the namespaces `fixed` and `tolerance`
 * (and the subpaths `@swept/node/fixed`, `@swept/node/tolerance`); and the
 * runtime extra, a worker-thread pool for large batches.
 */
export * from '@swept/core';
export * as fixed from '@swept/fixed';
export * as tolerance from '@swept/tolerance';
export {
  type BatchPool,
  type BatchPoolOptions,
  sharedMovingCircles,
  sharedMovingSpheres,
} from '@swept/pool';
export { createBatchPool } from './pool/worker-threads.ts';
