/** `boxesTimeOfImpact` / `cuboidsTimeOfImpact` under every policy, against the exact oracle. */
import {
  boxesTimeOfImpactBracket,
  boxesTimeOfImpactExact,
  cmp,
  nextUp,
  rat,
  ratFromDouble,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banded } from '../../../core/test/box-oracle.ts';
import { absolute, exact, type Policy, withPolicy } from '../../src/index.ts';
import { boxArgs, exactOf } from '../box-cases.ts';
import { RESOLVING } from '../policies.ts';

type Hit = { t: number; status: string; normal: Record<string, number> };
const AXES = ['x', 'y', 'z'] as const;

describe.each([2, 3] as const)('boxesTimeOfImpact in %iD', (dim) => {
  const under = (p: Policy) => {
    const q = withPolicy(p);
    return (dim === 2 ? q.boxesTimeOfImpact : q.cuboidsTimeOfImpact) as (
      ...a: unknown[]
    ) => Hit | null;
  };

  it('exact: t the largest double not after t*; status, normal axis and sign exact', () => {
    const toi = under(exact);
    fc.assert(
      fc.property(boxArgs(dim), (args) => {
        const c = exactOf(args);
        const want = boxesTimeOfImpactExact(c);
        const hit = toi(...args);
        expect(hit === null).toBe(want === null);
        if (hit === null || want === null) return;
        expect(hit.t).toBe(boxesTimeOfImpactBracket(c)[0]);
        expect(hit.status).toBe(want.status);
        const normal = AXES.slice(0, dim).map((_, i) => (i === want.axis ? want.sign : 0));
        expect(AXES.slice(0, dim).map((k) => hit.normal[k])).toEqual(normal);
      }),
      { numRuns: 1500 },
    );
  });

  it("a band policy reports a touch no later than the exact first touch (up to the core's band)", () => {
    for (const p of RESOLVING) {
      const toi = under(p);
      fc.assert(
        fc.property(boxArgs(dim), (args) => {
          // The band policies are the core's query at the band's edge: its rounding may
          // place t as late as the first touch of extents shrunk by ROUNDING_BAND.box.
          const want = boxesTimeOfImpactExact(banded(exactOf(args), -1));
          if (want === null) return;
          const hit = toi(...args);
          expect(hit).not.toBe(null);
          expect(cmp(ratFromDouble(hit!.t), want.t)).toBeLessThanOrEqual(0);
        }),
        { numRuns: 200 },
      );
    }
  });
});

describe('boxesTimeOfImpact: hand cases under the policies', () => {
  const o = { x: 0, y: 0 };
  const h = { x: 1, y: 1 };
  it('exact: the contract example, t the largest double not after 3/10', () => {
    const hit = withPolicy(exact).boxesTimeOfImpact({ x: 0, y: 5 }, { x: 0, y: -5 }, h, o, o, {
      x: 10,
      y: 1,
    })!;
    // The double 0.3 is 0.299999999999999988898…, just below 3/10; the next one is above.
    expect(hit.t).toBe(0.3);
    expect(cmp(ratFromDouble(0.3), rat(3, 10))).toBe(-1);
    expect(cmp(ratFromDouble(nextUp(0.3)), rat(3, 10))).toBe(1);
    expect(hit.normal).toEqual({ x: 0, y: -1 });
  });

  it('a band policy: the status within the band does not depend on which box is a (centres level on the normal axis)', () => {
    // Found by the box scenes' fuzz check. H_x = 2^-21 < the band 1e-6, so the boxes are
    // within the band but not inside its inner edge; C_x = 0, so the least penetration is
    // x and its normal's sign comes from the tie rule. |C_x| grows whichever box moves:
    // separating (§9.1), for both orders.
    const q = withPolicy(absolute(1e-6));
    const thin = { x: 2 ** -22, y: 1 };
    const at = { x: 0, y: 0 };
    const moved = { x: 1, y: 0 };
    const ab = q.boxesTimeOfImpact(at, moved, thin, at, at, thin);
    const ba = q.boxesTimeOfImpact(at, at, thin, at, moved, thin);
    expect(ab).toMatchObject({ t: 0, status: 'separating' });
    expect(ba).toMatchObject({ t: 0, status: 'separating' });
  });

  it('slop: a box resting within the slop is touching, walking along it separating, pressing in an impact', () => {
    const q = withPolicy(RESOLVING.find((p) => p.name === 'slop(1)')!);
    const floor = { x: 10, y: 1 };
    expect(q.boxesTimeOfImpact({ x: 0, y: 2.5 }, { x: 3, y: 2.5 }, h, o, o, floor)).toMatchObject({
      t: 0,
      status: 'separating',
    });
    expect(q.boxesTimeOfImpact({ x: 0, y: 2.5 }, { x: 0, y: 2 }, h, o, o, floor)).toMatchObject({
      t: 0,
      status: 'impact',
    });
    expect(q.boxesTimeOfImpact({ x: 0, y: 1.5 }, { x: 0, y: 1.5 }, h, o, o, floor)).toMatchObject({
      t: 0,
      status: 'overlap',
    });
  });
});
