/**
 * The Web Worker pool under Deno answers exactly what the single-thread core
 * batch answers: the same hit count, the same `hits` bytes and `t` bits,
 * whatever the split; and it refuses arrays a worker could not write into.
 */
import { ok, rejects, strictEqual } from 'node:assert/strict';
import {
  circlesTimeOfImpactBatch,
  createBatchPool,
  type MovingCircles,
  type MovingSpheres,
  sharedMovingCircles,
  sharedMovingSpheres,
  spheresTimeOfImpactBatch,
  sweptCirclesBatch,
} from '../../src/mod.ts';

/** Index of the first byte where two typed arrays differ, or -1. */
function firstDifference(a: ArrayBufferView, b: ArrayBufferView): number {
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  if (x.length !== y.length) return Math.min(x.length, y.length);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return i;
  return -1;
}

/** A small deterministic generator (mulberry32). */
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

/** Bodies around the moving body's path: some hit, some miss, some start overlapping. */
function fill(bodies: MovingCircles | MovingSpheres, seed: number): void {
  const next = random(seed);
  for (const [key, column] of Object.entries(bodies) as Array<[string, Float64Array]>) {
    for (let i = 0; i < column.length; i++) {
      column[i] =
        key === 'r'
          ? next() * 3
          : key === 'x0' || key === 'x1'
            ? next() * 200 - 50
            : next() * 40 - 20;
    }
  }
}

const sharedBytes = (n: number) => new Uint8Array(new SharedArrayBuffer(n));
const sharedTimes = (n: number) => new Float64Array(new SharedArrayBuffer(8 * n)).fill(-1);

Deno.test('Web Worker pool: same answers as the single-thread core batch', async () => {
  const pool = createBatchPool({ threads: 3, minBodiesPerThread: 1000 });
  try {
    const n = 30_001;
    const circles = sharedMovingCircles(n);
    fill(circles, 1);
    const a0 = { x: 0, y: 0 };
    const a1 = { x: 100, y: 3 };
    const expected = new Uint8Array(n);
    const count = sweptCirclesBatch(a0, a1, 1.5, circles, expected);
    const hits = sharedBytes(n);
    strictEqual(await pool.sweptCirclesBatch(a0, a1, 1.5, circles, hits), count);
    strictEqual(firstDifference(hits, expected), -1);
    ok(count > 0 && count < n);

    const expectedT = new Float64Array(n).fill(-1);
    expected.fill(0);
    const tCount = circlesTimeOfImpactBatch(a0, a1, 1.5, circles, expected, expectedT, 20_000);
    const t = sharedTimes(n);
    hits.fill(0);
    strictEqual(await pool.circlesTimeOfImpactBatch(a0, a1, 1.5, circles, hits, t, 20_000), tCount);
    strictEqual(firstDifference(hits, expected), -1);
    strictEqual(firstDifference(t, expectedT), -1);

    const spheres = sharedMovingSpheres(n);
    fill(spheres, 2);
    const s0 = { x: 0, y: 0, z: 0 };
    const s1 = { x: 100, y: 3, z: -2 };
    const sExpected = new Uint8Array(n);
    const sExpectedT = new Float64Array(n).fill(-1);
    const sCount = spheresTimeOfImpactBatch(s0, s1, 2, spheres, sExpected, sExpectedT);
    const sHits = sharedBytes(n);
    const sT = sharedTimes(n);
    strictEqual(await pool.spheresTimeOfImpactBatch(s0, s1, 2, spheres, sHits, sT), sCount);
    strictEqual(firstDifference(sHits, sExpected), -1);
    strictEqual(firstDifference(sT, sExpectedT), -1);

    // Small batches split as finely as possible, at every count from 0 to 40.
    const fine = createBatchPool({ threads: 3, minBodiesPerThread: 1 });
    try {
      for (let size = 0; size <= 40; size++) {
        const few = sharedMovingCircles(size);
        fill(few, 100 + size);
        const want = new Uint8Array(size);
        const wantT = new Float64Array(size).fill(-1);
        const m = circlesTimeOfImpactBatch(a0, a1, 1, few, want, wantT);
        const got = sharedBytes(size);
        const gotT = sharedTimes(size);
        strictEqual(await fine.circlesTimeOfImpactBatch(a0, a1, 1, few, got, gotT), m);
        strictEqual(firstDifference(got, want), -1, `size ${size}: hits`);
        strictEqual(firstDifference(gotT, wantT), -1, `size ${size}: t`);
      }
    } finally {
      await fine.close();
    }

    await rejects(
      pool.sweptCirclesBatch(a0, a1, 1, circles, new Uint8Array(n)),
      /^RangeError: hits must be a typed array on a SharedArrayBuffer/,
    );
    await rejects(
      pool.sweptCirclesBatch({ x: Number.NaN, y: 0 }, a1, 1, circles, hits),
      /^RangeError: a0\.x must be a finite number \(got NaN\)/,
    );
  } finally {
    await pool.close();
  }
});
