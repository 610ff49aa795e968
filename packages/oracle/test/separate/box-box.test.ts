import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  boxesOverlapExact,
  boxesPenetration,
  cmp,
  rat,
  separateBoxesExact,
  sub,
  vecFromDoubles,
} from '../../src/index.ts';
import { smallBoxes } from '../box-arbitraries.ts';

const masses = fc.constantFrom(1, 2, 3, Number.POSITIVE_INFINITY);

describe('separateBoxesExact', () => {
  it('leaves overlapping boxes exactly touching, moved along the least penetration only', () => {
    fc.assert(
      fc.property(smallBoxes, masses, masses, ({ c }, ma, mb) => {
        if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) return;
        const { a0: a, ha, b0: b, hb } = c;
        const out = separateBoxesExact(a, ha, ma, b, hb, mb);
        if (!boxesOverlapExact(a, ha, b, hb)) {
          expect(out).toEqual({ a, b, axis: -1 });
          return;
        }
        expect(boxesOverlapExact(out.a, ha, out.b, hb)).toBe(false);
        const before = boxesPenetration(a, ha, b, hb);
        const after = boxesPenetration(out.a, ha, out.b, hb);
        const k = out.axis;
        expect(cmp(after[k]!, rat(0))).toBe(0);
        for (let i = 0; i < a.length; i++) {
          if (i !== k) expect([out.a[i], out.b[i]]).toEqual([a[i], b[i]]);
          // The least penetration, ties to the lowest axis.
          if (i < k) expect(cmp(before[i]!, before[k]!)).toBe(1);
          if (i > k) expect(cmp(before[i]!, before[k]!)).toBeGreaterThanOrEqual(0);
        }
        // Each body's share of the push is the other's mass share.
        const moveA = abs(sub(out.a[k]!, a[k]!));
        const moveB = abs(sub(out.b[k]!, b[k]!));
        if (ma === Number.POSITIVE_INFINITY) expect(moveA).toEqual(rat(0));
        else if (mb === Number.POSITIVE_INFINITY) expect(moveB).toEqual(rat(0));
        else
          expect(
            cmp(rat(moveA.n * moveB.d * BigInt(ma)), rat(moveB.n * moveA.d * BigInt(mb))),
          ).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('pushes a box sunk into an immovable floor straight up (the contract example)', () => {
    const v = vecFromDoubles;
    const out = separateBoxesExact(
      v({ x: 0, y: 1.75 }),
      v({ x: 1, y: 1 }),
      1,
      v({ x: 0, y: 0 }),
      v({ x: 10, y: 1 }),
      Number.POSITIVE_INFINITY,
    );
    expect(out).toEqual({ a: v({ x: 0, y: 2 }), b: v({ x: 0, y: 0 }), axis: 1 });
  });
});
