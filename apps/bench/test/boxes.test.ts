/**
 * The boxes' bench: its seeded kinds are what they claim (judged by the exact
 * oracle, not by the generator), and its correctness counting on pairs whose
 * answers follow from the geometry. No timing here.
 */
import { boxesFirstTouch } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import { handSlab } from '../src/boxes/contenders/slab.ts';
import { boxPairCase, exactBoxTruth, judgeBoxes } from '../src/boxes/truth.ts';
import { type BoxPairSet, createBoxes, generateBoxPairs } from '../src/boxes/workload.ts';

/**
 * One box, half extents (1, 1), from (0, 0) to (10, 0), against four still boxes of half extents (1, 1):
 * 0. at (5, 0): head on; the faces meet when the centres are 2 apart, t* = 3/10.
 * 1. at (5, 2): a graze along the top face (|Δy| = 2 = H throughout), touching from t = 3/10.
 * 2. at (5, 2 + 2^-16): one grid step above: never touches.
 * 3. at (1, 0): overlapping at the start, t* = 0.
 */
function tinyPairs(): BoxPairSet {
  const movers = createBoxes(1);
  movers.x1[0] = 10;
  movers.hx[0] = 1;
  movers.hy[0] = 1;
  const bodies = createBoxes(4);
  const at: Array<[number, number]> = [
    [5, 0],
    [5, 2],
    [5, 2 + 2 ** -16],
    [1, 0],
  ];
  at.forEach(([x, y], i) => {
    bodies.x0[i] = x;
    bodies.x1[i] = x;
    bodies.y0[i] = y;
    bodies.y1[i] = y;
    bodies.hx[i] = 1;
    bodies.hy[i] = 1;
  });
  return { movers, bodies, groups: 1, perGroup: 4, count: 4, kind: [] };
}

describe('the boxes bench', () => {
  it('takes the exact answers from the oracle, and counts misses, false hits and late times', () => {
    const truth = exactBoxTruth(tinyPairs());
    expect(Array.from(truth.hits)).toEqual([1, 1, 0, 1]);
    expect(Array.from(truth.toiLo)).toEqual([0.3, 0.3, 0, 0]);
    expect(judgeBoxes(truth, new Uint8Array(4), null).missed).toBe(3);
    // Pair 0 at 0.3 + 2^-40: late by about 2^-40; pair 3 at 0.01: late by 0.01, the worst.
    const t = new Float64Array([0.3 + 2 ** -40, 0.3, 0, 0.01]);
    expect(judgeBoxes(truth, new Uint8Array([1, 1, 1, 1]), t)).toEqual({
      missed: 0,
      falseHits: 1,
      late: 2,
      worstToiError: 0.01 - 0,
    });
  });

  it('builds each kind as its name says, by the exact oracle', () => {
    const pairs = generateBoxPairs(7, 16, 32);
    for (let i = 0; i < pairs.count; i++) {
      const first = boxesFirstTouch(boxPairCase(pairs, i));
      const kind = pairs.kind[i]!;
      if (kind === 'near miss') expect(first, `pair ${i}`).toBeNull();
      if (kind === 'hit' || kind === 'face graze' || kind === 'corner graze') {
        expect(first, `pair ${i} (${kind})`).not.toBeNull();
      }
      if (kind === 'hit' || kind === 'corner graze') expect(first!.axis).toBeGreaterThanOrEqual(0);
      if (kind === 'start overlap') expect(first?.axis).toBe(-1);
    }
  });

  it('reads every value on the 2^-16 grid, so the fixed rows read the same numbers', () => {
    const pairs = generateBoxPairs(11, 8, 16);
    for (const set of [pairs.movers, pairs.bodies]) {
      for (const column of Object.values(set)) {
        for (const v of column) expect(Number.isInteger(v * 65536)).toBe(true);
      }
    }
  });

  it('the hand-written slab agrees with the oracle on the tiny pairs', () => {
    const pairs = tinyPairs();
    const pass = handSlab.prepare(pairs);
    pass.run();
    expect(Array.from(pass.hits)).toEqual(Array.from(exactBoxTruth(pairs).hits));
  });
});
