/** `boxesOverlap` / `cuboidsOverlap` under every policy, against the exact oracle. */
import { boxesOverlapExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, type Policy, withPolicy } from '../../src/index.ts';
import { boxArgs, exactOf } from '../box-cases.ts';
import { RESOLVING } from '../policies.ts';

describe.each([2, 3] as const)('boxesOverlap in %iD', (dim) => {
  const under = (p: Policy) => {
    const q = withPolicy(p);
    return (dim === 2 ? q.boxesOverlap : q.cuboidsOverlap) as (...a: unknown[]) => boolean;
  };
  it('exact: the exact answer; a band policy overlaps only where they overlap exactly', () => {
    fc.assert(
      fc.property(boxArgs(dim), ([a, , ha, b, , hb]) => {
        const c = exactOf([a, a, ha, b, b, hb]);
        const want = boxesOverlapExact(c.a0, c.ha, c.b0, c.hb);
        expect(under(exact)(a, ha, b, hb)).toBe(want);
        for (const p of RESOLVING) if (under(p)(a, ha, b, hb)) expect(want).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('exact: boxes touching along a face at an inexact sum do not overlap', () => {
    const q = withPolicy(exact);
    const y = 0.1 + 0.2; // above the exact sum of the doubles 0.1 and 0.2
    expect(q.boxesOverlap({ x: 0, y: 0 }, { x: 1, y: 0.1 }, { x: 0, y }, { x: 1, y: 0.2 })).toBe(
      false,
    );
    expect(
      q.boxesOverlap({ x: 0, y: 0 }, { x: 1, y: 0.1 }, { x: 0, y: 0.3 }, { x: 1, y: 0.2 }),
    ).toBe(true);
  });
});
