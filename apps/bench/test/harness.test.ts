/**
 * Smoke test of the bench's correctness counting on a handful of pairs whose
 * answers follow from the geometry (no timing here: speed is the bench's job).
 */
import { describe, expect, it } from 'vitest';
import { soaLoop } from '../src/contenders/soa-loop.ts';
import { substep } from '../src/contenders/substep.ts';
import { createCircles, generatePairs, type PairSet } from '../src/pairs.ts';
import { exactTruth, judge } from '../src/truth.ts';

/**
 * One mover, radius 1, from (0, 0) to (10, 0), against four still bodies of radius 1:
 * 0. at (5, 0): head-on hit; first touch when the centres are 2 apart, t* = 3/10.
 * 1. at (5, 2): exact graze; the gap is exactly r = 2 at t = 1/2 (touching counts).
 * 2. at (5, 3): miss by 1.
 * 3. at (1, 0): overlapping at the start, t* = 0.
 */
function tinyPairs(): PairSet {
  const movers = createCircles(1);
  movers.x1[0] = 10;
  movers.r[0] = 1;
  const bodies = createCircles(4);
  const at: Array<[number, number]> = [
    [5, 0],
    [5, 2],
    [5, 3],
    [1, 0],
  ];
  at.forEach(([x, y], i) => {
    bodies.x0[i] = x;
    bodies.x1[i] = x;
    bodies.y0[i] = y;
    bodies.y1[i] = y;
    bodies.r[i] = 1;
  });
  return { movers, bodies, groups: 1, perGroup: 4, bodyStride: 4, count: 4 };
}

describe('correctness counting', () => {
  const pairs = tinyPairs();
  const truth = exactTruth(pairs);

  it('takes the exact answers from the oracle', () => {
    expect(Array.from(truth.hits)).toEqual([1, 1, 0, 1]);
    expect(truth.hitCount).toBe(3);
  });

  it('counts missed hits, false hits and late times', () => {
    const never = new Uint8Array(4);
    expect(judge(truth, never, null)).toEqual({
      missed: 3,
      falseHits: 0,
      late: null,
      worstToiError: null,
    });
    const always = new Uint8Array([1, 1, 1, 1]);
    // Pair 0 touches at 3/10: 0.3 + 2^-40 is late by about 2^-40. Pair 1 at exactly 1/2: on
    // time. Pair 3 touches at 0: 0.01 is late by 0.01, the worst error.
    const t = new Float64Array([0.3 + 2 ** -40, 0.5, 0, 0.01]);
    expect(judge(truth, always, t)).toEqual({
      missed: 0,
      falseHits: 1,
      late: 2,
      worstToiError: 0.01,
    });
  });

  it('sees sub-stepping tunnel: k = 2 samples t = 0, 1/2, 1 and misses a touch during t ∈ [0.24, 0.37]', () => {
    // A radius-1 body at (3, 1.9): touches the mover only for x ∈ 3 ± √(4 − 3.61), around t = 0.3.
    const p = tinyPairs();
    p.bodies.x0[2] = 3;
    p.bodies.x1[2] = 3;
    p.bodies.y0[2] = 1.9;
    p.bodies.y1[2] = 1.9;
    const exact = exactTruth(p);
    expect(exact.hits[2]).toBe(1);
    const pass = substep(2).prepare(p);
    pass.run();
    expect(pass.hits[2]).toBe(0);
    expect(judge(exact, pass.hits, pass.t).missed).toBeGreaterThanOrEqual(1);
  });

  it('agrees with the oracle for the hand-written SoA loop on seeded grid pairs', () => {
    const seeded = generatePairs(7, 8, 32);
    const pass = soaLoop.prepare(seeded);
    pass.run();
    expect(judge(exactTruth(seeded), pass.hits, null)).toEqual({
      missed: 0,
      falseHits: 0,
      late: null,
      worstToiError: null,
    });
  });
});
