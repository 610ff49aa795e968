/**
 * The batch pool on Node's `worker_threads` (Bun implements them too): the
 * runtime adapter of @swept/pool, which holds everything else. Idle workers are unref'd, so a pool nobody closed does not
 * keep the process alive; they are ref'd while answers are pending.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type BatchPool, type BatchPoolOptions, createPool } from '@swept/pool';

const fromSource = import.meta.url.endsWith('.ts');

/**
 * Starts one worker thread running worker.ts (built: worker.js). Run from its
 * TypeScript source (vitest, tsx), this module is in a process whose threads
 * are plain Node, which cannot load `.ts`: the worker then loads worker.ts
 * through tsx's `tsImport` (a dev dependency; the published `dist/` never
 * takes this path).
 */
function startWorker(): Worker {
  if (!fromSource) return new Worker(new URL('./worker.js', import.meta.url));
  const target = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
  const parent = JSON.stringify(import.meta.url);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${target}, ${parent}));`, {
    eval: true,
  });
}

/**
 * Starts a pool of worker threads for large batches
 * (`threads` defaults to `os.availableParallelism()`).
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
  const threads = options.threads ?? availableParallelism();
  return createPool(
    (onReply, onError) => {
      const worker = startWorker();
      worker.unref();
      worker.on('message', onReply);
      worker.on('error', onError);
      // A thread can also end with no 'error' event (terminated, or
      // `process.exit()` inside it): it answers nothing more either. After
      // close() every worker exits too; the pool has stopped by then, so
      // this changes nothing.
      worker.on('exit', (code) => onError(new Error(`a worker thread exited (code ${code})`)));
      return {
        post: (message) => worker.postMessage(message),
        hold: (busy) => (busy ? worker.ref() : worker.unref()),
        terminate: async () => {
          await worker.terminate();
        },
      };
    },
    threads,
    options,
  );
}
