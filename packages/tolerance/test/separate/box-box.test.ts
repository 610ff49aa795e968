/** `separateBoxes` / `separateCuboids` under every policy: never left overlapping under it. */
import { boxesOverlapExact, boxesPenetration, cmp, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, type Policy, withPolicy } from '../../src/index.ts';
import { boxArgs, exactOf } from '../box-cases.ts';
import { POLICIES } from '../policies.ts';

const masses = fc.constantFrom(1, 2, 0.5, 1e9, Number.POSITIVE_INFINITY);
const AXES = ['x', 'y', 'z'] as const;

describe.each([2, 3] as const)('separateBoxes in %iD', (dim) => {
  const q = (p: Policy) => withPolicy(p);
  const separate = (p: Policy) =>
    (dim === 2 ? q(p).separateBoxes : q(p).separateCuboids) as unknown as (...a: unknown[]) => {
      a: Record<string, number>;
      b: Record<string, number>;
    };
  const overlap = (p: Policy) =>
    (dim === 2 ? q(p).boxesOverlap : q(p).cuboidsOverlap) as (...a: unknown[]) => boolean;

  it("never leaves them overlapping under the policy's own test", () => {
    fc.assert(
      fc.property(boxArgs(dim), masses, masses, ([a, , ha, b, , hb], ma, mb) => {
        if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) return;
        for (const p of POLICIES) {
          const out = separate(p)(a, ha, ma, b, hb, mb);
          expect(overlap(p)(out.a, ha, out.b, hb)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('exact: along the exact least penetration only, exactly not overlapping afterwards', () => {
    fc.assert(
      fc.property(boxArgs(dim), masses, masses, ([a, , ha, b, , hb], ma, mb) => {
        if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) return;
        const c = exactOf([a, a, ha, b, b, hb]);
        const out = separate(exact)(a, ha, ma, b, hb, mb);
        const moved = AXES.slice(0, dim).filter((k) => out.a[k] !== a[k] || out.b[k] !== b[k]);
        if (!boxesOverlapExact(c.a0, c.ha, c.b0, c.hb)) {
          expect(moved).toEqual([]);
          return;
        }
        const after = [vecFromDoubles(out.a as never), vecFromDoubles(out.b as never)] as const;
        expect(boxesOverlapExact(after[0], c.ha, after[1], c.hb)).toBe(false);
        expect(moved.length).toBe(1);
        const depth = boxesPenetration(c.a0, c.ha, c.b0, c.hb);
        const k = AXES.indexOf(moved[0]!);
        // The least penetration, ties to the lower axis.
        for (let i = 0; i < dim; i++) {
          if (i < k) expect(cmp(depth[i]!, depth[k]!)).toBe(1);
          if (i > k) expect(cmp(depth[i]!, depth[k]!)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
