/**
 * A persistent scene's memory of its last sweep (`src/scene/frame-order.ts`):
 * the repair sorts by key then index, as the radix sort does, within its
 * budget; the last order is carried over to a frame whose sets grew or shrank
 * (ids are indices, an `against` body keeps its place in `against`); an
 * overrun pauses the repair for longer and longer; another axis or another
 * kind of scene starts afresh; a sweep that repairs its last order finds the
 * candidates a fresh sweep finds, in the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORE_MARGIN, sceneBoxes } from '../../src/scene/boxes.ts';
import { candidates, findCandidates } from '../../src/scene/broad-phase.ts';
import {
  createFrameOrder,
  forgetOrder,
  rememberOrder,
  repairOrder,
  seedOrder,
} from '../../src/scene/frame-order.ts';
import type { MovingCircles } from '../../src/types.ts';

/** Indices `0 … n − 1` by `key`, ties by index: the order the sweep wants. */
const sorted = (key: Uint32Array, n: number) =>
  Array.from({ length: n }, (_, k) => k).sort((a, b) => key[a]! - key[b]! || a - b);

describe('repairOrder', () => {
  it('sorts any starting permutation by key, then index, when the budget allows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 80 }).chain((keys) =>
          fc.tuple(
            fc.constant(keys),
            fc.shuffledSubarray(
              keys.map((_, k) => k),
              { minLength: keys.length, maxLength: keys.length },
            ),
          ),
        ),
        ([keys, start]) => {
          const key = Uint32Array.from(keys);
          const a = Uint32Array.from(start);
          expect(repairOrder(key, a, keys.length, keys.length ** 2)).toBe(true);
          expect([...a]).toEqual(sorted(key, keys.length));
        },
      ),
    );
  });

  it('gives up past its budget, leaving a permutation', () => {
    const n = 50;
    // Reversed: n(n − 1)/2 moves needed.
    const key = Uint32Array.from({ length: n }, (_, k) => k);
    const a = Uint32Array.from({ length: n }, (_, k) => n - 1 - k);
    expect(repairOrder(key, a, n, 4 * n)).toBe(false);
    expect([...a].sort((x, y) => x - y)).toEqual([...key]);
    const b = Uint32Array.from({ length: n }, (_, k) => n - 1 - k);
    expect(repairOrder(key, b, n, (n * (n - 1)) / 2)).toBe(true);
    expect([...b]).toEqual([...key]);
  });
});

describe('seedOrder', () => {
  it('carries the last order over to the bodies still there, the new ones after', () => {
    const memory = createFrameOrder(0);
    // Last frame: bodies 0 … 5, against bodies 0 … 2 (scene indices 6 … 8).
    const last = Uint32Array.of(7, 2, 5, 0, 8, 3, 6, 1, 4);
    rememberOrder(memory, last, 9, 6, true, 1, null);
    const out = new Uint32Array(9);
    // This frame: bodies 0 … 3 (4 and 5 gone), against 0 … 4 (two new), at 4 … 8.
    expect(seedOrder(memory, out, 9, 4, true, 1)).toBe(true);
    // 7 → against 1 → 5; 2; 5 gone; 0; 8 → against 2 → 6; 3; 6 → against 0 → 4; 1; 4 gone;
    // then against 3 and 4 (7, 8).
    expect([...out]).toEqual([5, 2, 0, 6, 3, 4, 1, 7, 8]);
  });

  it('keeps a swap-removed scene in order but for the renamed body', () => {
    const memory = createFrameOrder(8);
    rememberOrder(memory, Uint32Array.of(3, 0, 4, 1, 2), 5, 5, false, 0, null);
    const out = new Uint32Array(4);
    // Body 0 removed, body 4 moved into its slot: 4 is gone, 0 is the renamed body.
    expect(seedOrder(memory, out, 4, 4, false, 0)).toBe(true);
    expect([...out]).toEqual([3, 0, 1, 2]);
  });

  it('starts afresh on another axis, another kind of scene, or nothing remembered', () => {
    const memory = createFrameOrder(4);
    const out = new Uint32Array(4);
    expect(seedOrder(memory, out, 4, 4, false, 0)).toBe(false);
    rememberOrder(memory, Uint32Array.of(0, 1, 2, 3), 4, 4, false, 0, null);
    expect(seedOrder(memory, out, 4, 4, false, 1)).toBe(false);
    expect(seedOrder(memory, out, 4, 2, true, 0)).toBe(false);
    expect(seedOrder(memory, out, 4, 4, false, 0)).toBe(true);
    forgetOrder(memory);
    expect(seedOrder(memory, out, 4, 4, false, 0)).toBe(false);
  });

  it('pauses after an overrun, twice as long each time, and resumes after a repair', () => {
    const memory = createFrameOrder(2);
    const order = Uint32Array.of(0, 1);
    const out = new Uint32Array(2);
    const tries = (frames: number) => {
      let n = 0;
      for (let f = 0; f < frames; f++) {
        if (seedOrder(memory, out, 2, 2, false, 0)) {
          n++;
          rememberOrder(memory, order, 2, 2, false, 0, false);
        } else {
          rememberOrder(memory, order, 2, 2, false, 0, null);
        }
      }
      return n;
    };
    rememberOrder(memory, order, 2, 2, false, 0, false);
    // Pauses of 1, 2 and 4 frames before the tries: at frames 1, 4 and 9 of 10.
    expect(tries(10)).toBe(3);
    // The next try (after a pause of 8) repairs: the frame after it tries again.
    let paused = 0;
    while (!seedOrder(memory, out, 2, 2, false, 0)) {
      rememberOrder(memory, order, 2, 2, false, 0, null);
      paused++;
    }
    expect(paused).toBe(8);
    rememberOrder(memory, order, 2, 2, false, 0, true);
    expect(seedOrder(memory, out, 2, 2, false, 0)).toBe(true);
  });
});

describe('a sweep with a memory', () => {
  it('repairs the last order of slowly moving bodies and finds the same candidates, in order', () => {
    // 2000 circles on a 2000 × 2000 field, each stepping 0.1 a frame along x or y.
    const n = 2000;
    const random = (k: number) => ((k * 2654435761) >>> 0) / 4294967296;
    const x = Float64Array.from({ length: n }, (_, k) => 2000 * random(3 * k));
    const y = Float64Array.from({ length: n }, (_, k) => 2000 * random(3 * k + 1));
    const memory = createFrameOrder(n);
    for (let frame = 0; frame < 5; frame++) {
      const step = (k: number, axis: number) => (k % 2 === axis ? 0.1 * (frame + 1) : 0);
      const bodies: MovingCircles = {
        x0: x.map((v, k) => v + step(k, 0) - 0.1),
        y0: y.map((v, k) => v + step(k, 1) - 0.1),
        x1: x.map((v, k) => v + step(k, 0)),
        y1: y.map((v, k) => v + step(k, 1)),
        r: Float64Array.from({ length: n }, (_, k) => 1 + 4 * random(3 * k + 2)),
      };
      // The course's view of round bodies: the radius as the reach on every axis.
      const none = new Float64Array(0);
      const view = { ...bodies, z0: none, z1: none, hx: bodies.r, hy: bodies.r, hz: none };
      const source = { bodies: view, count: n };
      const fresh = findCandidates(sceneBoxes(2, source, null, CORE_MARGIN));
      const want = [...candidates.i.subarray(0, fresh)].map((i, k) => [i, candidates.j[k]]);
      // A pause of 2 still pending: only a repair that succeeds sets it back to 1 (a frame
      // that does not try leaves it at 2, an overrun doubles it), so the check below can fail.
      memory.pause = 2;
      const got = findCandidates(sceneBoxes(2, source, null, CORE_MARGIN), memory);
      expect([...candidates.i.subarray(0, got)].map((i, k) => [i, candidates.j[k]])).toEqual(want);
      // From the second frame on the last order was repaired, within the budget.
      if (frame > 0)
        expect({ skip: memory.skip, pause: memory.pause }).toEqual({ skip: 0, pause: 1 });
      expect(memory.count).toBe(n);
    }
  });
});
