/**
 * @swept/deno: what Deno users install. The float core's queries and types
 * at the top level; the fixed-point and tolerance-policy variants, whose
 * queries have the same names, as the namespaces `fixed` and `tolerance`
 * (and the subpaths `@swept/deno/fixed`, `@swept/deno/tolerance`); and the
 * runtime extra, a Web Worker pool for large batches.
 *
 * @module
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
export { createBatchPool } from './pool/web-workers.ts';
