/**
 * The runtime-neutral half of the batch pool: argument checks, the split of a
 * batch into one contiguous range per worker, and the bookkeeping of answers.
 * A runtime adapter supplies only `spawn` (@swept/node: worker_threads, for
 * Node and Bun; @swept/deno: Web Workers). Every worker runs the unchanged
 * single-thread core batch on `subarray` views of the same
 * `SharedArrayBuffer`s (see job.ts), so the answers are exactly the
 * single-thread answers, only sooner.
 */
import type { MovingCircles, MovingSpheres, Vec2, Vec3 } from '@swept/core';
import { describe } from './describe.ts';
import {
  type BatchJob,
  type JobSlice,
  runBatch,
  runSlice,
  type SliceMessage,
  type SliceReply,
  splitRange,
} from './job.ts';

/** Options of `createBatchPool` (in @swept/node and @swept/deno) and of {@link createPool}. */
export interface BatchPoolOptions {
  /**
   * Threads that share a batch, the calling thread included (it answers one
   * range itself), so `threads − 1` workers are started; default: the number
   * of logical cores.
   */
  threads?: number;
  /**
   * Fewest bodies worth a thread (default 32768): a batch is split into at
   * most `count / minBodiesPerThread` ranges, and one smaller than twice this
   * runs at once on the calling thread alone, where a message round trip
   * would cost more than it saves (on 2 cores the split starts to pay at
   * about 65536 bodies; see BENCHMARKS.md).
   */
  minBodiesPerThread?: number;
}

/**
 * The batch queries of @swept/core, spread over workers. Same arguments, same
 * results in `hits` / `t`, same return value (the number of hits), but
 * asynchronous, and every typed array must live on a `SharedArrayBuffer`
 * (see {@link sharedMovingCircles}); else a `RangeError` naming the array.
 * `count` and the query's arguments are checked with the core's own
 * messages; a bad body value rejects with the very error the single-thread
 * batch throws. Several batches may run on one pool at once.
 */
export interface BatchPool {
  /** Threads that share a batch, the calling thread included. */
  readonly threads: number;
  /**
   * `sweptCirclesBatch` of @swept/core, split over the threads: sets
   * `hits[i]` to 1 if the circle moving from `a0` to `a1` with radius `ra`
   * touches body `i` during the frame, else 0, for `i < count` (default
   * `bodies.x0.length`); resolves to the number of hits.
   */
  sweptCirclesBatch(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    bodies: MovingCircles,
    hits: Uint8Array,
    count?: number,
  ): Promise<number>;
  /**
   * `circlesTimeOfImpactBatch` of @swept/core, split over the threads: as
   * {@link BatchPool.sweptCirclesBatch}, and writes each hit's time of impact
   * into `t[i]` (entries of misses are left as they were).
   */
  circlesTimeOfImpactBatch(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    bodies: MovingCircles,
    hits: Uint8Array,
    t: Float64Array,
    count?: number,
  ): Promise<number>;
  /** `sweptSpheresBatch` of @swept/core, split over the threads: {@link BatchPool.sweptCirclesBatch} in 3D. */
  sweptSpheresBatch(
    a0: Vec3,
    a1: Vec3,
    ra: number,
    bodies: MovingSpheres,
    hits: Uint8Array,
    count?: number,
  ): Promise<number>;
  /** `spheresTimeOfImpactBatch` of @swept/core, split over the threads: {@link BatchPool.circlesTimeOfImpactBatch} in 3D. */
  spheresTimeOfImpactBatch(
    a0: Vec3,
    a1: Vec3,
    ra: number,
    bodies: MovingSpheres,
    hits: Uint8Array,
    t: Float64Array,
    count?: number,
  ): Promise<number>;
  /** Stops the workers; pending and later calls reject. */
  close(): Promise<void>;
}

/** One worker as the pool sees it; made by a runtime adapter's {@link SpawnWorker}. */
export interface WorkerPort {
  /** Sends a slice (structured clone: shared arrays stay shared). */
  post(message: SliceMessage): void;
  /**
   * Called with `true` when the pool starts waiting for answers and `false`
   * when none are pending: a runtime that can (Node's `ref`/`unref`) keeps the
   * process alive only while answers are pending.
   */
  hold(busy: boolean): void;
  /** Stops the worker; resolves once it is stopped. */
  terminate(): Promise<void>;
}

/**
 * Starts one worker whose answers go to `onReply` and whose crash goes to
 * `onError`: the whole of a runtime adapter. The worker answers each message
 * it is posted with {@link answerSlice}.
 */
export type SpawnWorker = (
  onReply: (reply: SliceReply) => void,
  onError: (error: Error) => void,
) => WorkerPort;

function checkPositiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer (got ${describe(value)})`);
  }
}

function checkShared(name: string, array: Float64Array | Uint8Array): void {
  if (!(array?.buffer instanceof SharedArrayBuffer)) {
    throw new RangeError(
      `${name} must be a typed array on a SharedArrayBuffer (got ${describe(array)})`,
    );
  }
}

const CIRCLE_COLUMNS = ['x0', 'y0', 'x1', 'y1', 'r'] as const;
const SPHERE_COLUMNS = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'] as const;

/** Every array the job reads or writes, named and ordered as in the core's messages. */
function arraysOf(job: BatchJob): Array<[string, Float64Array | Uint8Array]> {
  const columns: Array<[string, Float64Array]> =
    job.op === 'sweptCircles' || job.op === 'circlesTimeOfImpact'
      ? CIRCLE_COLUMNS.map((key) => [`bodies.${key}`, job.bodies[key]])
      : SPHERE_COLUMNS.map((key) => [`bodies.${key}`, job.bodies[key]]);
  return [
    ...columns,
    ['hits', job.hits],
    ...('t' in job ? [['t', job.t] as [string, Float64Array]] : []),
  ];
}

/**
 * Throws unless every array is shared (a worker could not write into a
 * copy) and `count` fits them all, with the core's own message; returns
 * `count`, which defaults to the length of `bodies.x0` as in the core.
 */
function checkArrays(job: BatchJob, count: number | undefined): number {
  const arrays = arraysOf(job);
  for (const [name, array] of arrays) checkShared(name, array);
  const n = count ?? job.bodies.x0.length;
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`count must be a non-negative integer (got ${describe(n)})`);
  }
  let [shortest, { length }] = arrays[0]!;
  for (const [name, array] of arrays)
    if (array.length < length) [shortest, length] = [name, array.length];
  if (n > length)
    throw new RangeError(`count must be <= ${shortest}.length = ${length} (got ${n})`);
  return n;
}

/**
 * A pool of `threads − 1` workers started by `spawn`, plus the calling thread
 * (it answers one range of each batch itself); see {@link BatchPool}. Throws
 * a `RangeError` naming `options.threads` or `options.minBodiesPerThread`
 * unless it is a positive integer. If a worker dies, the pool stops: pending
 * and later calls reject.
 *
 * ```ts
 * // A pool on this runtime's Web Workers; worker.ts answers each message with answerSlice:
 * //   self.onmessage = (event) => self.postMessage(answerSlice(event.data));
 * const pool = createPool(
 *   (onReply, onError) => {
 *     const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
 *     worker.onmessage = (event) => onReply(event.data);
 *     worker.onerror = (event) => onError(new Error(event.message));
 *     return {
 *       post: (message) => worker.postMessage(message),
 *       hold: () => {},
 *       terminate: async () => worker.terminate(),
 *     };
 *   },
 *   navigator.hardwareConcurrency,
 *   {},
 * );
 * ```
 *
 * @param spawn Starts one worker (called `threads − 1` times, at once).
 * @param threads Threads that share a batch, the calling thread included.
 * @param options `minBodiesPerThread` (its `threads` is the adapter's to resolve: pass it as `threads`).
 */
export function createPool(
  spawn: SpawnWorker,
  threads: number,
  options: BatchPoolOptions,
): BatchPool {
  const minBodiesPerThread = options.minBodiesPerThread ?? 32768;
  checkPositiveInteger('options.threads', threads);
  checkPositiveInteger('options.minBodiesPerThread', minBodiesPerThread);

  const pending = new Map<number, { resolve(hits: number): void; reject(error: Error): void }>();
  let nextId = 0;
  /** Why the pool takes no more batches: closed by the caller, or a worker died. */
  let stopped: Error | null = null;

  function settle(id: number): { resolve(hits: number): void; reject(error: Error): void } | null {
    const job = pending.get(id);
    if (!job) return null;
    pending.delete(id);
    if (pending.size === 0) for (const worker of workers) worker.hold(false);
    return job;
  }

  /** A worker that died answers nothing more: stop the pool and fail what waits. */
  function crashed(error: Error): void {
    stopped ??= new Error('the batch pool stopped: a worker died', { cause: error });
    failAll(error);
  }

  function failAll(error: Error): void {
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  }

  const workers = Array.from({ length: threads - 1 }, () =>
    spawn((reply) => {
      const job = settle(reply.id);
      if (!job) return;
      if ('error' in reply) {
        job.reject(
          new (reply.error.name === 'RangeError' ? RangeError : Error)(reply.error.message),
        );
      } else {
        job.resolve(reply.hits);
      }
    }, crashed),
  );

  function send(worker: WorkerPort, slice: JobSlice): Promise<number> {
    return new Promise((resolve, reject) => {
      if (pending.size === 0) for (const w of workers) w.hold(true);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.post({ ...slice, id });
    });
  }

  async function run(job: BatchJob, count: number | undefined): Promise<number> {
    if (stopped) throw stopped;
    // The core checks the query's own arguments first, exactly as in one thread.
    runBatch(job, 0);
    const n = checkArrays(job, count);
    const parts = Math.min(threads, Math.floor(n / minBodiesPerThread));
    if (parts < 2) return runBatch(job, n);
    // The calling thread answers the first range itself while the workers
    // answer the others: it would otherwise sit idle, waiting.
    const [first, ...rest] = splitRange(n, parts);
    const answers = rest.map(([start, end], i) => send(workers[i]!, { ...job, start, end }));
    try {
      let hits = runSlice({ ...job, start: first![0], end: first![1] });
      for (const answer of await Promise.all(answers)) hits += answer;
      return hits;
    } catch (error) {
      await Promise.allSettled(answers);
      // A bad body value: each range names the first bad one of its own, by
      // its index within the range. The single-thread core, run on the whole
      // batch, names the first in its own order: the very error (same body,
      // same index) the caller would get from one thread.
      if (error instanceof RangeError) runBatch(job, n);
      throw error;
    }
  }

  return {
    threads,
    sweptCirclesBatch: (a0, a1, ra, bodies, hits, count) =>
      run({ op: 'sweptCircles', a0, a1, ra, bodies, hits }, count),
    circlesTimeOfImpactBatch: (a0, a1, ra, bodies, hits, t, count) =>
      run({ op: 'circlesTimeOfImpact', a0, a1, ra, bodies, hits, t }, count),
    sweptSpheresBatch: (a0, a1, ra, bodies, hits, count) =>
      run({ op: 'sweptSpheres', a0, a1, ra, bodies, hits }, count),
    spheresTimeOfImpactBatch: (a0, a1, ra, bodies, hits, t, count) =>
      run({ op: 'spheresTimeOfImpact', a0, a1, ra, bodies, hits, t }, count),
    async close() {
      stopped ??= new Error('the batch pool is closed');
      failAll(new Error('the batch pool was closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
