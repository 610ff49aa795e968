/** exactStats / exactStageStats / resetExactStats: how the exact policy reached its answers. */
import { INPUT_MAX, INPUT_MIN } from '@swept/core';
import { describe, expect, it } from 'vitest';
import {
  exact,
  exactStageStats,
  exactStats,
  resetExactStats,
  withPolicy,
} from '../../src/index.ts';

const q = withPolicy(exact);

describe('exactStats', () => {
  it('counts each exact query once, under filter or fallback', () => {
    resetExactStats();
    expect(exactStats()).toEqual({ filter: 0, fallback: 0 });
    // Far apart and receding: the filter decides.
    q.sweptCircles({ x: 0, y: 0 }, { x: -1, y: 0 }, 1, { x: 10, y: 0 }, { x: 11, y: 0 }, 1);
    expect(exactStats()).toEqual({ filter: 1, fallback: 0 });
    // Exactly touching at the start (R = 0): no filter can certify a zero.
    q.circlesOverlap({ x: 0, y: 0 }, 1, { x: 2, y: 0 }, 1);
    expect(exactStats()).toEqual({ filter: 1, fallback: 1 });
  });

  it('returns snapshots and resets to zero', () => {
    resetExactStats();
    const before = exactStats();
    q.spheresOverlap({ x: 0, y: 0, z: 0 }, 1, { x: 5, y: 0, z: 0 }, 1);
    expect(before).toEqual({ filter: 0, fallback: 0 });
    expect(exactStats().filter).toBe(1);
    resetExactStats();
    expect(exactStats()).toEqual({ filter: 0, fallback: 0 });
  });
});

describe('exactStageStats', () => {
  it('counts each exact query once, under the most expensive stage it needed', () => {
    resetExactStats();
    expect(exactStageStats()).toEqual({ filter: 0, doubleDouble: 0, expansion: 0 });
    // Far apart and receding: the double filter decides.
    q.sweptCircles({ x: 0, y: 0 }, { x: -1, y: 0 }, 1, { x: 10, y: 0 }, { x: 11, y: 0 }, 1);
    expect(exactStageStats()).toEqual({ filter: 1, doubleDouble: 0, expansion: 0 });
    // A head-on impact at t* = 1/3 (gap 1 closed at speed 3): rounding t* down
    // asks about doubles next to 1/3, which only double-double can tell apart.
    q.circlesTimeOfImpact({ x: 0, y: 0 }, { x: 0, y: 0 }, 1, { x: 3, y: 0 }, { x: 0, y: 0 }, 1);
    expect(exactStageStats()).toEqual({ filter: 1, doubleDouble: 1, expansion: 0 });
    // Exactly touching (R = 0): only exact arithmetic certifies a zero.
    q.circlesOverlap({ x: 0, y: 0 }, 1, { x: 2, y: 0 }, 1);
    expect(exactStageStats()).toEqual({ filter: 1, doubleDouble: 1, expansion: 1 });
    expect(exactStats()).toEqual({ filter: 2, fallback: 1 });
  });
});

describe("the filter's assumptions", () => {
  it("hold for the core's input range (see src/sweep.ts)", () => {
    // The error bounds and the 2^252 integer scale assume inputs of 0 or of
    // magnitude in [2^-200, 2^200]; a wider core range must revisit them.
    expect(INPUT_MAX <= 2 ** 200).toBe(true);
    expect(INPUT_MIN >= 2 ** -200).toBe(true);
  });
});
