/**
 * @swept/pool: the runtime-neutral worker pool of swept. It splits
 * `@swept/core`'s four batch queries into one contiguous range of bodies per
 * thread; every thread runs the unchanged single-thread core batch on
 * `subarray` views of the same `SharedArrayBuffer`s, so the answers are the
 * single-thread answers, bit for bit, only sooner.
 *
 * Most users want a ready pool: `createBatchPool()` from `@swept/node` (Node
 * and Bun, on `worker_threads`) or `@swept/deno` (Web Workers). This package
 * is what they share, and what another runtime's adapter builds on: a
 * {@link SpawnWorker} that starts one thread running {@link answerSlice},
 * passed to {@link createPool}.
 *
 * @module
 */
/** The core's types a pool's queries take, re-exported for adapters and callers. */
export type { MovingCircles, MovingSpheres, Vec2, Vec3 } from '@swept/core';
export {
  type BatchPool,
  type BatchPoolOptions,
  createPool,
  type SpawnWorker,
  type WorkerPort,
} from './batch-pool.ts';
export {
  answerSlice,
  type BatchJob,
  type BatchQuery,
  type BodyRange,
  type JobSlice,
  type MessageId,
  type SliceError,
  type SliceHits,
  type SliceMessage,
  type SliceReply,
  type TimeOfImpactOutput,
} from './job.ts';
export { sharedMovingCircles, sharedMovingSpheres } from './shared.ts';
