/** `sweptBoxes` and `sweptCuboids` (one suite for both): exact, against the oracle. */
import { sweptBoxesExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONE, sweptBoxes, sweptCuboids } from '../../src/index.ts';
import { args, exactOf, rawBoxes } from '../box-cases.ts';

describe.each([2, 3] as const)('the swept test of boxes in %iD', (dim) => {
  const swept = (dim === 2 ? sweptBoxes : sweptCuboids) as (...a: unknown[]) => boolean;
  it('equals the exact answer, on grids and anywhere in the raw range', () => {
    fc.assert(
      fc.property(rawBoxes(dim), (i) => {
        expect(swept(...args(i))).toBe(sweptBoxesExact(exactOf(i)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sweptBoxes: exact to one raw unit', () => {
  const h = { x: ONE, y: ONE };
  const o = { x: 0, y: 0 };
  it('a graze along a face touches; one raw unit higher does not', () => {
    const at = (y: number) => sweptBoxes(o, o, h, { x: -5 * ONE, y }, { x: 5 * ONE, y }, h);
    expect(at(2 * ONE)).toBe(true);
    expect(at(2 * ONE + 1)).toBe(false);
  });

  it('a box exactly as wide as a gap touches the walls; one raw unit narrower misses them', () => {
    const wall = { x: ONE, y: 10 * ONE };
    const fall = (hx: number) =>
      sweptBoxes(
        { x: 0, y: 30 * ONE },
        { x: 0, y: -30 * ONE },
        { x: hx, y: ONE },
        { x: 2 * ONE, y: 0 },
        { x: 2 * ONE, y: 0 },
        wall,
      );
    expect(fall(ONE)).toBe(true);
    expect(fall(ONE - 1)).toBe(false);
  });

  it('compares two times whose cross products differ by 1 near 2^60', () => {
    // Consecutive Fibonacci ratios F44/F45 < F45/F46 (F44·F46 − F45² = −1, both ~1.3e18):
    // a point entering on x at one ratio while y exits at the other.
    const [f44, f45, f46] = [701408733, 1134903170, 1836311903];
    const point = { x: 0, y: 0 };
    const touch = sweptBoxes(
      point,
      point,
      point,
      { x: -f44, y: 0 },
      { x: f45 - f44, y: f46 },
      {
        x: 0,
        y: f45,
      },
    );
    expect(touch).toBe(true); // x enters at F44/F45, y exits at F45/F46: later
    const miss = sweptBoxes(
      point,
      point,
      point,
      { x: -f45, y: 0 },
      { x: f46 - f45, y: f45 },
      {
        x: 0,
        y: f44,
      },
    );
    expect(miss).toBe(false); // x enters at F45/F46, y exits at F44/F45: earlier
  });
});
