/**
 * The runtime-neutral pool on the simplest adapter there is: each "worker" is
 * the other end of a `MessageChannel` in this very thread, answering with
 * `answerSlice`. Messages go through the structured clone, as to a real
 * thread (shared arrays stay shared), so everything but the thread itself is
 * exercised: the split, the bookkeeping, the errors, a dead worker, close.
 * The real threads are tested by @swept/node (worker_threads) and
 * @swept/deno (Web Workers).
 */

import { MessageChannel } from 'node:worker_threads';
import {
  circlesTimeOfImpactBatch,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpactBatch,
  sweptCirclesBatch,
  sweptSpheresBatch,
} from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerSlice,
  type BatchPoolOptions,
  createPool,
  type SliceMessage,
  type SpawnWorker,
  sharedMovingCircles,
  sharedMovingSpheres,
} from '../src/index.ts';
import { splitRange } from '../src/job.ts';

/** What the adapter saw: `hold` calls in order, and how many workers were terminated. */
interface Log {
  holds: boolean[];
  terminated: number;
}

/** A spawn whose workers answer over a MessageChannel; `dies` makes every worker crash instead. */
function channelSpawn(log: Log, dies = false): SpawnWorker {
  return (onReply, onError) => {
    const { port1, port2 } = new MessageChannel();
    port2.on('message', (message: SliceMessage) => {
      if (dies) onError(new Error('worker exited with code 1'));
      else port2.postMessage(answerSlice(message));
    });
    port1.on('message', onReply);
    return {
      post: (message) => port1.postMessage(message),
      hold: (busy) => log.holds.push(busy),
      terminate: async () => {
        port1.close();
        port2.close();
        log.terminated++;
      },
    };
  };
}

function pool(threads: number, options: BatchPoolOptions = {}, dies = false) {
  const log: Log = { holds: [], terminated: 0 };
  return { log, pool: createPool(channelSpawn(log, dies), threads, options) };
}

/**
 * Bodies as rows of seven coordinates in [-10, 30] (hundredths, so never a magnitude
 * below the core's input range); circles take the first five, the radius from the last.
 */
const rows = (maxLength: number) =>
  fc.array(
    fc.array(
      fc.integer({ min: -1000, max: 3000 }).map((v) => v / 100),
      { minLength: 7, maxLength: 7 },
    ),
    { maxLength },
  );

/** Fills shared circles and spheres from the rows (radius `|last| / 10`: some hit, some miss). */
function bodiesOf(data: number[][]): { circles: MovingCircles; spheres: MovingSpheres } {
  const circles = sharedMovingCircles(data.length);
  const spheres = sharedMovingSpheres(data.length);
  data.forEach(([x0, y0, z0, x1, y1, z1, r], i) => {
    [circles.x0[i], circles.y0[i], circles.x1[i], circles.y1[i]] = [x0!, y0!, x1!, y1!];
    [spheres.x0[i], spheres.y0[i], spheres.z0[i]] = [x0!, y0!, z0!];
    [spheres.x1[i], spheres.y1[i], spheres.z1[i]] = [x1!, y1!, z1!];
    circles.r[i] = spheres.r[i] = Math.abs(r!) / 10;
  });
  return { circles, spheres };
}

const sharedBytes = (n: number) => new Uint8Array(new SharedArrayBuffer(n));
const sharedTimes = (n: number) => new Float64Array(new SharedArrayBuffer(8 * n)).fill(-1);
const sameBits = (a: ArrayBufferView, b: ArrayBufferView) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );

const a0 = { x: 0, y: 0 };
const a1 = { x: 30, y: 2 };
const s0 = { x: 0, y: 0, z: 0 };
const s1 = { x: 30, y: 2, z: -1 };

describe('splitRange', () => {
  it('cuts [0, count) into contiguous, non-empty ranges whose sizes differ by at most one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 64 }), (count, parts) => {
        const ranges = splitRange(count, parts);
        expect(ranges.length).toBe(Math.min(count, parts));
        let next = 0;
        for (const [start, end] of ranges) {
          expect(start).toBe(next);
          expect(end).toBeGreaterThan(start);
          next = end;
        }
        expect(next).toBe(count);
        const sizes = ranges.map(([start, end]) => end - start);
        if (sizes.length) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('createPool', () => {
  /** Runs one query both ways on fresh arrays; the pooled answer must be the single-thread one, bit for bit. */
  async function agree(
    size: number,
    single: (hits: Uint8Array, t: Float64Array) => number,
    pooled: (hits: Uint8Array, t: Float64Array) => Promise<number>,
  ): Promise<void> {
    const [expectedHits, expectedT] = [new Uint8Array(size), new Float64Array(size).fill(-1)];
    const [hits, t] = [sharedBytes(size), sharedTimes(size)];
    expect(await pooled(hits, t)).toBe(single(expectedHits, expectedT));
    expect(sameBits(hits, expectedHits)).toBe(true);
    expect(sameBits(t, expectedT)).toBe(true);
  }

  it('answers every query exactly as the single-thread core, for any size, count and split (property)', async () => {
    const { pool: p } = pool(4, { minBodiesPerThread: 1 });
    await fc.assert(
      fc.asyncProperty(rows(60), fc.nat(60), async (data, cut) => {
        const size = data.length;
        const count = Math.min(size, cut);
        const { circles: c, spheres: s } = bodiesOf(data);
        await agree(
          size,
          (hits) => sweptCirclesBatch(a0, a1, 1, c, hits, count),
          (hits) => p.sweptCirclesBatch(a0, a1, 1, c, hits, count),
        );
        await agree(
          size,
          (hits, t) => circlesTimeOfImpactBatch(a0, a1, 1, c, hits, t, count),
          (hits, t) => p.circlesTimeOfImpactBatch(a0, a1, 1, c, hits, t, count),
        );
        await agree(
          size,
          (hits) => sweptSpheresBatch(s0, s1, 1, s, hits, count),
          (hits) => p.sweptSpheresBatch(s0, s1, 1, s, hits, count),
        );
        await agree(
          size,
          (hits, t) => spheresTimeOfImpactBatch(s0, s1, 1, s, hits, t, count),
          (hits, t) => p.spheresTimeOfImpactBatch(s0, s1, 1, s, hits, t, count),
        );
      }),
      { numRuns: 200 },
    );
    await p.close();
  });

  it('holds the workers only while answers are pending; a batch below two threads’ worth stays on the calling thread', async () => {
    const { pool: p, log } = pool(3, { minBodiesPerThread: 10 });
    const bodies = sharedMovingCircles(100); // all zero: valid, every body hit
    await p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(100), 19); // 1 part: no worker
    expect(log.holds).toEqual([]);
    await Promise.all([
      p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(100)),
      p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(100)),
    ]);
    // Both workers held once, when the first answer was awaited; released once, when the last came.
    expect(log.holds).toEqual([true, true, false, false]);
    await p.close();
    expect(log.terminated).toBe(2);
  });

  it('names a bad body by its index in the whole batch, with the core’s own error', async () => {
    const { pool: p } = pool(2, { minBodiesPerThread: 1 });
    const bodies = sharedMovingCircles(10);
    bodies.x1[7] = Number.POSITIVE_INFINITY; // in the worker's range, [5, 10)
    const error = await p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(10)).catch((e) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(/^bodies\.x1\[7\] must be a finite number/);
    await p.close();
  });

  it('stops when a worker dies: the pending batch rejects with its error, later ones say why', async () => {
    const { pool: p } = pool(2, { minBodiesPerThread: 1 }, true);
    const bodies = sharedMovingCircles(10);
    const error = await p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(10)).catch((e) => e);
    expect(error.message).toBe('worker exited with code 1');
    const later = await p.sweptCirclesBatch(a0, a1, 1, bodies, sharedBytes(10)).catch((e) => e);
    expect(later.message).toBe('the batch pool stopped: a worker died');
    expect(later.cause).toBe(error);
    await p.close();
  });

  it('rejects calls after close', async () => {
    const { pool: p } = pool(2);
    await p.close();
    await expect(
      p.sweptCirclesBatch(a0, a1, 1, sharedMovingCircles(1), sharedBytes(1)),
    ).rejects.toThrow(/^the batch pool is closed$/);
  });

  it('refuses threads or minBodiesPerThread that are not positive integers, naming the option', () => {
    for (const threads of [0, -1, 1.5, Number.NaN]) {
      expect(() => pool(threads)).toThrow(RangeError);
      expect(() => pool(threads)).toThrow(/^options\.threads must be a positive integer/);
    }
    expect(() => pool(2, { minBodiesPerThread: 0 })).toThrow(
      /^options\.minBodiesPerThread must be a positive integer \(got 0\)/,
    );
  });
});

describe('answerSlice', () => {
  it('sends back the core’s error by name and message, not a thrown exception', () => {
    const bodies = sharedMovingCircles(4);
    bodies.r[2] = -1;
    const reply = answerSlice({
      op: 'sweptCircles',
      a0,
      a1,
      ra: 1,
      bodies,
      hits: sharedBytes(4),
      start: 0,
      end: 4,
      id: 9,
    });
    expect(reply).toEqual({
      id: 9,
      error: { name: 'RangeError', message: expect.stringMatching(/^bodies\.r\[2\] must be/) },
    });
  });
});

describe('sharedMovingCircles / sharedMovingSpheres', () => {
  it('lay out zeroed columns of the given length on one SharedArrayBuffer', () => {
    const c = sharedMovingCircles(3);
    expect(Object.keys(c)).toEqual(['x0', 'y0', 'x1', 'y1', 'r']);
    const s = sharedMovingSpheres(3);
    expect(Object.keys(s)).toEqual(['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r']);
    for (const column of [...Object.values(c), ...Object.values(s)] as Float64Array[]) {
      expect(column.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect([...column]).toEqual([0, 0, 0]);
    }
    c.x1[2] = 7;
    expect([...c.x0, ...c.y0, ...c.y1, ...c.r]).toEqual(Array(12).fill(0));
  });

  it('refuse a capacity that is not a non-negative integer', () => {
    expect(() => sharedMovingCircles(-1)).toThrow(/^capacity must be a non-negative integer/);
    expect(() => sharedMovingSpheres(Number.NaN)).toThrow(
      /^capacity must be a non-negative integer/,
    );
  });
});
