/**
 * Speed-up of the worker-thread pool over the single-thread core batch, on
 * this machine: `pnpm --filter @swept/node bench`. For each batch size, both
 * run the same bodies alternately (so background load hits both alike) and
 * the median time of each is reported, with the ratio single / pool.
 * `sparse`: bodies scattered over a wide field, few hits (the loop is the
 * cheap swept test, bound by memory traffic); `dense`: bodies along the
 * mover's path, most of them hit (each hit solves for its time of impact).
 */
import { availableParallelism } from 'node:os';
import { circlesTimeOfImpactBatch, sweptCirclesBatch } from '@swept/core';
import { createBatchPool, sharedMovingCircles } from '../src/index.ts';

const SIZES = [4_096, 16_384, 65_536, 131_072, 262_144, 1_048_576];
const ROUNDS = 21;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

const a0 = { x: 0, y: 0 };
const a1 = { x: 1000, y: 7 };
const threads = availableParallelism();
// minBodiesPerThread: 1 so every size is split: the table shows where the split starts to pay.
const pool = createBatchPool({ threads, minBodiesPerThread: 1 });

console.log(`@swept/node worker pool, ${threads} threads, node ${process.version}`);
console.log('| query | bodies | hits | single thread (ms) | pool (ms) | speed-up |');
console.log('|---|---|---:|---:|---:|---:|');
const RUNS = [
  ['sweptCirclesBatch', 'sparse'],
  ['circlesTimeOfImpactBatch', 'sparse'],
  ['circlesTimeOfImpactBatch', 'dense'],
] as const;

for (const [query, layout] of RUNS) {
  for (const n of SIZES) {
    const bodies = sharedMovingCircles(n);
    let seed = 12345;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = 0; i < n; i++) {
      bodies.x0[i] = next() * 1200 - 100;
      bodies.y0[i] = layout === 'sparse' ? next() * 200 - 100 : next() * 16 - 8;
      bodies.x1[i] = bodies.x0[i]! + next() * 40 - 20;
      bodies.y1[i] = bodies.y0[i]! + next() * 40 - 20;
      bodies.r[i] = 1 + next() * 4;
    }
    const hits = new Uint8Array(new SharedArrayBuffer(n));
    const t = new Float64Array(new SharedArrayBuffer(8 * n));
    let found = 0;
    const single: number[] = [];
    const pooled: number[] = [];
    for (let round = 0; round < ROUNDS + 2; round++) {
      let start = performance.now();
      found =
        query === 'sweptCirclesBatch'
          ? sweptCirclesBatch(a0, a1, 2, bodies, hits)
          : circlesTimeOfImpactBatch(a0, a1, 2, bodies, hits, t);
      const s = performance.now() - start;
      start = performance.now();
      if (query === 'sweptCirclesBatch') await pool.sweptCirclesBatch(a0, a1, 2, bodies, hits);
      else await pool.circlesTimeOfImpactBatch(a0, a1, 2, bodies, hits, t);
      const p = performance.now() - start;
      // The first two rounds warm up the JIT in this thread and in the workers.
      if (round >= 2) {
        single.push(s);
        pooled.push(p);
      }
    }
    const ms = median(single);
    const mp = median(pooled);
    console.log(
      `| ${query} (${layout}) | ${n} | ${((100 * found) / n).toFixed(0)}% | ${ms.toFixed(3)} | ${mp.toFixed(3)} | ${(ms / mp).toFixed(2)}× |`,
    );
  }
}
await pool.close();
