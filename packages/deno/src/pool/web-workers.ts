/**
 * The batch pool on Web Workers: the runtime adapter of @swept/pool for
 * Deno, which holds everything else. Close the pool when done: a running
 * worker keeps Deno alive.
 */
import { type BatchPool, type BatchPoolOptions, createPool, type SliceReply } from '@swept/pool';

const workerUrl = new URL('./worker.ts', import.meta.url);

/**
 * Starts a pool of Web Workers for large batches
 * (`threads` defaults to `navigator.hardwareConcurrency`).
 *
 * ```ts
 * const pool = createBatchPool();
 * const bodies = sharedMovingCircles(100_000); // fill bodies.x0 … bodies.r
 * const hits = new Uint8Array(new SharedArrayBuffer(100_000));
 * const n = await pool.sweptCirclesBatch(a0, a1, 2, bodies, hits);
 * await pool.close();
 * ```
 */
export function createBatchPool(options: BatchPoolOptions = {}): BatchPool {
  const threads = options.threads ?? navigator.hardwareConcurrency;
  return createPool(
    (onReply, onError) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      worker.onmessage = (event: MessageEvent<SliceReply>) => onReply(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onError(new Error(event.message));
      };
      return {
        post: (message) => worker.postMessage(message),
        // Web Workers have no ref/unref: an open pool keeps the runtime alive.
        hold: () => {},
        terminate: () => {
          worker.terminate();
          return Promise.resolve();
        },
      };
    },
    threads,
    options,
  );
}
