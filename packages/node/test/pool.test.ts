/**
 * The worker-thread pool answers exactly what the single-thread core batch
 * answers: the same hit count, the same `hits` bytes, the same `t` bits
 * (including entries the core leaves untouched), whatever the split.
 */
import {
  circlesTimeOfImpactBatch,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpactBatch,
  sweptCirclesBatch,
  sweptSpheresBatch,
} from '@swept/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createBatchPool, sharedMovingCircles, sharedMovingSpheres } from '../src/index.ts';

/** Index of the first byte where two typed arrays differ, or -1. */
function firstDifference(a: ArrayBufferView, b: ArrayBufferView): number {
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  if (x.length !== y.length) return Math.min(x.length, y.length);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return i;
  return -1;
}

/** A small deterministic generator (mulberry32), so the big batches are reproducible. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Bodies scattered around the moving body's path: some hit, some miss, some start overlapping. */
function fillCircles(bodies: MovingCircles, seed: number): void {
  const next = random(seed);
  for (let i = 0; i < bodies.x0.length; i++) {
    bodies.x0[i] = next() * 200 - 50;
    bodies.y0[i] = next() * 40 - 20;
    bodies.x1[i] = bodies.x0[i]! + next() * 20 - 10;
    bodies.y1[i] = bodies.y0[i]! + next() * 20 - 10;
    bodies.r[i] = next() * 3;
  }
}

function fillSpheres(bodies: MovingSpheres, seed: number): void {
  const next = random(seed);
  for (let i = 0; i < bodies.x0.length; i++) {
    bodies.x0[i] = next() * 200 - 50;
    bodies.y0[i] = next() * 40 - 20;
    bodies.z0[i] = next() * 40 - 20;
    bodies.x1[i] = bodies.x0[i]! + next() * 20 - 10;
    bodies.y1[i] = bodies.y0[i]! + next() * 20 - 10;
    bodies.z1[i] = bodies.z0[i]! + next() * 20 - 10;
    bodies.r[i] = next() * 3;
  }
}

/** The error `f` throws (the test fails if it throws none). */
function errorOf(f: () => unknown): Error {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

const sharedBytes = (n: number) => new Uint8Array(new SharedArrayBuffer(n));
const sharedTimes = (n: number) => new Float64Array(new SharedArrayBuffer(8 * n)).fill(-1);

const a0 = { x: 0, y: 0 };
const a1 = { x: 100, y: 3 };
const s0 = { x: 0, y: 0, z: 0 };
const s1 = { x: 100, y: 3, z: -2 };

const pool = createBatchPool({ threads: 2 });
const finePool = createBatchPool({ threads: 3, minBodiesPerThread: 1 });
afterAll(async () => {
  await Promise.all([pool.close(), finePool.close()]);
});

describe('createBatchPool', () => {
  const N = 100_003; // not a multiple of the thread count

  it('sweptCirclesBatch: same hits as the core, split across threads', async () => {
    const bodies = sharedMovingCircles(N);
    fillCircles(bodies, 1);
    const expected = new Uint8Array(N);
    const n = sweptCirclesBatch(a0, a1, 1.5, bodies, expected);
    const hits = sharedBytes(N);
    expect(await pool.sweptCirclesBatch(a0, a1, 1.5, bodies, hits)).toBe(n);
    expect(firstDifference(hits, expected)).toBe(-1);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(N);
  });

  it('circlesTimeOfImpactBatch: same hits and t bits as the core', async () => {
    const bodies = sharedMovingCircles(N);
    fillCircles(bodies, 2);
    const expectedHits = new Uint8Array(N);
    const expectedT = new Float64Array(N).fill(-1);
    const n = circlesTimeOfImpactBatch(a0, a1, 1.5, bodies, expectedHits, expectedT);
    const hits = sharedBytes(N);
    const t = sharedTimes(N);
    expect(await pool.circlesTimeOfImpactBatch(a0, a1, 1.5, bodies, hits, t)).toBe(n);
    expect(firstDifference(hits, expectedHits)).toBe(-1);
    expect(firstDifference(t, expectedT)).toBe(-1);
  });

  it('sweptSpheresBatch and spheresTimeOfImpactBatch: same answers as the core', async () => {
    const bodies = sharedMovingSpheres(N);
    fillSpheres(bodies, 3);
    const expectedHits = new Uint8Array(N);
    const n = sweptSpheresBatch(s0, s1, 2, bodies, expectedHits);
    const hits = sharedBytes(N);
    expect(await pool.sweptSpheresBatch(s0, s1, 2, bodies, hits)).toBe(n);
    expect(firstDifference(hits, expectedHits)).toBe(-1);

    const expectedT = new Float64Array(N).fill(-1);
    expectedHits.fill(0);
    const m = spheresTimeOfImpactBatch(s0, s1, 2, bodies, expectedHits, expectedT);
    const t = sharedTimes(N);
    hits.fill(0);
    expect(await pool.spheresTimeOfImpactBatch(s0, s1, 2, bodies, hits, t)).toBe(m);
    expect(firstDifference(hits, expectedHits)).toBe(-1);
    expect(firstDifference(t, expectedT)).toBe(-1);
  });

  it('any count and any split give the single-thread answer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer(),
        async (size, cut, seed) => {
          const bodies = sharedMovingCircles(size);
          fillCircles(bodies, seed);
          const count = Math.min(size, cut);
          const expectedHits = new Uint8Array(size);
          const expectedT = new Float64Array(size).fill(-1);
          const n = circlesTimeOfImpactBatch(a0, a1, 1, bodies, expectedHits, expectedT, count);
          const hits = sharedBytes(size);
          const t = sharedTimes(size);
          const m = await finePool.circlesTimeOfImpactBatch(a0, a1, 1, bodies, hits, t, count);
          return (
            m === n &&
            firstDifference(hits, expectedHits) === -1 &&
            firstDifference(t, expectedT) === -1
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('runs concurrent batches on one pool without mixing their answers', async () => {
    const runs = [4, 5, 6].map(async (seed) => {
      const bodies = sharedMovingCircles(5000);
      fillCircles(bodies, seed);
      const expected = new Uint8Array(5000);
      const n = sweptCirclesBatch(a0, a1, 1, bodies, expected);
      const hits = sharedBytes(5000);
      expect(await finePool.sweptCirclesBatch(a0, a1, 1, bodies, hits)).toBe(n);
      expect(firstDifference(hits, expected)).toBe(-1);
    });
    await Promise.all(runs);
  });
});

describe('createBatchPool: bad input', () => {
  const bodies = sharedMovingCircles(8);

  it('refuses arrays that are not on a SharedArrayBuffer (a worker would fill a copy)', async () => {
    await expect(pool.sweptCirclesBatch(a0, a1, 1, bodies, new Uint8Array(8))).rejects.toThrow(
      /^hits must be a typed array on a SharedArrayBuffer/,
    );
    const plain = { ...bodies, y1: new Float64Array(8) };
    await expect(pool.sweptCirclesBatch(a0, a1, 1, plain, sharedBytes(8))).rejects.toThrow(
      /^bodies\.y1 must be a typed array on a SharedArrayBuffer/,
    );
    await expect(
      pool.circlesTimeOfImpactBatch(a0, a1, 1, bodies, sharedBytes(8), new Float64Array(8)),
    ).rejects.toThrow(/^t must be a typed array on a SharedArrayBuffer/);
  });

  it("refuses a count the arrays cannot hold, with the core's own message", async () => {
    const cases: Array<[Uint8Array, number | undefined]> = [
      [sharedBytes(4), undefined],
      [sharedBytes(8), 9],
      [sharedBytes(8), -1],
      [sharedBytes(8), 2.5],
    ];
    for (const [hits, count] of cases) {
      const single = errorOf(() => sweptCirclesBatch(a0, a1, 1, bodies, hits, count));
      expect(single).toBeInstanceOf(RangeError);
      const pooled = await pool.sweptCirclesBatch(a0, a1, 1, bodies, hits, count).catch((e) => e);
      expect(pooled).toBeInstanceOf(RangeError);
      expect((pooled as Error).message).toBe(single.message);
    }
  });

  it("passes on the core's RangeError for a bad query argument, before any worker runs", async () => {
    const big = sharedMovingCircles(40_000);
    const error = await finePool
      .sweptCirclesBatch({ x: Number.NaN, y: 0 }, a1, 1, big, sharedBytes(40_000))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toMatch(/^a0\.x must be a finite number \(got NaN\)/);
    await expect(pool.sweptCirclesBatch(a0, a1, -1, big, sharedBytes(40_000))).rejects.toThrow(
      /^ra must be >= 0/,
    );
  });

  it("names a bad body by its index in the whole batch, with the core's own error", async () => {
    const big = sharedMovingCircles(40_000);
    fillCircles(big, 7);
    big.y1[30_123] = Number.NaN; // in the second thread's range
    big.r[20_500] = -1; // also there, but the core checks y1 before r
    const hits = sharedBytes(40_000);
    const single = errorOf(() => sweptCirclesBatch(a0, a1, 1, big, new Uint8Array(40_000)));
    expect(single.message).toMatch(/^bodies\.y1\[30123\] must be a finite number/);
    const pooled = await finePool.sweptCirclesBatch(a0, a1, 1, big, hits).catch((e: Error) => e);
    expect(pooled).toBeInstanceOf(RangeError);
    expect((pooled as Error).message).toBe(single.message);
  });

  it('refuses bad options', () => {
    expect(() => createBatchPool({ threads: 0 })).toThrow(
      /^options\.threads must be a positive integer \(got 0\)/,
    );
    expect(() => createBatchPool({ minBodiesPerThread: 1.5 })).toThrow(
      /^options\.minBodiesPerThread must be a positive integer \(got 1\.5\)/,
    );
  });

  it('rejects a batch still in a worker when the pool is closed', async () => {
    const closing = createBatchPool({ threads: 2, minBodiesPerThread: 1 });
    const big = sharedMovingCircles(200_000);
    const pending = closing
      .sweptCirclesBatch(a0, a1, 1, big, sharedBytes(200_000))
      .catch((error: Error) => error);
    await closing.close();
    const outcome = await pending;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('the batch pool was closed');
  });

  it('rejects calls after close', async () => {
    const closing = createBatchPool({ threads: 1 });
    await closing.close();
    await expect(closing.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(8))).rejects.toThrow(
      /closed/,
    );
  });
});
