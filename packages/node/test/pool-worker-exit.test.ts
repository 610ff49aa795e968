/**
 * A worker thread that ends without an error event (terminated, or
 * `process.exit()` inside it) answers nothing more: the pool must reject what
 * waits on it and refuse later batches, never leave a promise pending forever.
 * The test swaps `worker_threads.Worker` for a subclass that terminates itself
 * on its first message (through `syncBuiltinESMExports`, so the pool's own
 * `import { Worker }` sees it), starts a pool, and puts the real class back.
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createBatchPool, sharedMovingCircles } from '../src/index.ts';

const threads = createRequire(import.meta.url)('node:worker_threads') as typeof WorkerThreads;
const RealWorker = threads.Worker;

class ExitingWorker extends RealWorker {
  override postMessage(...args: Parameters<WorkerThreads.Worker['postMessage']>): void {
    super.postMessage(...args);
    void this.terminate();
  }
}

threads.Worker = ExitingWorker as typeof RealWorker;
syncBuiltinESMExports();
const pool = createBatchPool({ threads: 2, minBodiesPerThread: 1 });
threads.Worker = RealWorker;
syncBuiltinESMExports();

afterAll(() => pool.close());

describe('a worker that exits without an error', () => {
  const a0 = { x: 0, y: 0 };
  const a1 = { x: 100, y: 3 };
  const n = 1000;
  const bodies = sharedMovingCircles(n);
  bodies.r.fill(1);
  const hits = () => new Uint8Array(new SharedArrayBuffer(n));

  it('rejects the batch it held, then every later batch', async () => {
    const outcome = await pool.sweptCirclesBatch(a0, a1, 1, bodies, hits()).then(
      () => null,
      (error: Error) => error,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome?.message).toMatch(/exited/);
    await expect(pool.sweptCirclesBatch(a0, a1, 1, bodies, hits())).rejects.toThrow(
      /the batch pool stopped: a worker died/,
    );
  });
});
