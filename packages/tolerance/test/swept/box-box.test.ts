/** `sweptBoxes` / `sweptCuboids` under every policy: `exact` against the oracle, the bands against it too. */

import { sweptBoxes } from '@swept/core';
import { sweptBoxesExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, exactStats, resetExactStats, withPolicy } from '../../src/index.ts';
import { boxArgs, exactOf } from '../box-cases.ts';
import { RESOLVING } from '../policies.ts';

describe.each([2, 3] as const)('sweptBoxes in %iD', (dim) => {
  const under = (p: Parameters<typeof withPolicy>[0]) => {
    const q = withPolicy(p);
    return (dim === 2 ? q.sweptBoxes : q.sweptCuboids) as (...a: unknown[]) => boolean;
  };
  it('exact: the exact answer for the given doubles, always', () => {
    const swept = under(exact);
    fc.assert(
      fc.property(boxArgs(dim), (args) => {
        expect(swept(...args)).toBe(sweptBoxesExact(exactOf(args)));
      }),
      { numRuns: 1500 },
    );
  });

  it('a band policy touches whenever the boxes touch exactly (its band only widens)', () => {
    for (const p of RESOLVING) {
      const swept = under(p);
      fc.assert(
        fc.property(boxArgs(dim), (args) => {
          if (sweptBoxesExact(exactOf(args))) expect(swept(...args)).toBe(true);
        }),
        { numRuns: 200 },
      );
    }
  });
});

describe('sweptBoxes under exact: one ulp decides, and the stages are counted', () => {
  const q = withPolicy(exact);
  const o = { x: 0, y: 0 };
  const ha = { x: 0.1, y: 0.1 };
  const hb = { x: 0.2, y: 0.2 };
  it('a graze at the double 0.1 + 0.2 rounds to: the core touches, exactly it does not', () => {
    // The exact sum 0.1 + 0.2 (of the doubles) lies below the double 0.30000000000000004.
    const y = 0.1 + 0.2;
    const args = [o, o, ha, { x: -1, y }, { x: 1, y }, hb] as const;
    expect(sweptBoxes(...args)).toBe(true);
    expect(q.sweptBoxes(...args)).toBe(false);
    expect(q.sweptBoxes(o, o, ha, { x: -1, y: 0.3 }, { x: 1, y: 0.3 }, hb)).toBe(true);
  });

  it('counts a grid case under the filter and an inexact one under the fallback', () => {
    resetExactStats();
    q.sweptBoxes(o, o, { x: 1, y: 1 }, { x: -4, y: 2 }, { x: 4, y: 2 }, { x: 1, y: 1 });
    q.sweptBoxes(o, o, ha, { x: -1, y: 0.3 }, { x: 1, y: 0.3 }, hb);
    expect(exactStats()).toEqual({ filter: 1, fallback: 1 });
  });
});
