/** `separateBoxes` and `separateCuboids` (one suite for both): exact, against the oracle. */
import {
  abs,
  boxesOverlapExact,
  boxesPenetration,
  cmp,
  ratFromRaw,
  separateBoxesExact,
  sub,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  cuboidsOverlap,
  ONE,
  separateBoxes,
  separateCuboids,
} from '../../src/index.ts';
import { exactOf, rawBoxes } from '../box-cases.ts';

const AXES = ['x', 'y', 'z'] as const;
const MAX = 2 ** 31 - 1;
const masses = fc.constantFrom(1, 2, 3, 7, 2 ** 40, Number.POSITIVE_INFINITY);

describe.each([2, 3] as const)('the separation of boxes in %iD', (dim) => {
  const separate = (dim === 2 ? separateBoxes : separateCuboids) as unknown as (
    ...a: unknown[]
  ) => {
    a: { x: number; y: number; z?: number };
    b: { x: number; y: number; z?: number };
  };
  const overlaps = (dim === 2 ? boxesOverlap : cuboidsOverlap) as (...a: unknown[]) => boolean;

  it('touches exactly along the least penetration, split by mass, always within the range', () => {
    fc.assert(
      fc.property(rawBoxes(dim), masses, masses, (i, ma, mb) => {
        if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) return;
        const c = exactOf(i);
        const want = separateBoxesExact(c.a0, c.ha, ma, c.b0, c.hb, mb);
        let out: ReturnType<typeof separate>;
        try {
          out = separate(i.a0, i.ha, ma, i.b0, i.hb, mb);
        } catch (error) {
          // Only an immovable body can make the movable one leave the range.
          expect(error).toBeInstanceOf(RangeError);
          expect(ma === Number.POSITIVE_INFINITY || mb === Number.POSITIVE_INFINITY).toBe(true);
          return;
        }
        expect(overlaps(out.a, i.ha, out.b, i.hb)).toBe(false);
        const ra = vecFromRaw(out.a);
        const rb = vecFromRaw(out.b);
        expect(boxesOverlapExact(ra, c.ha, rb, c.hb)).toBe(false);
        for (const v of [out.a, out.b]) {
          for (const k of AXES.slice(0, dim)) {
            expect(Math.abs(v[k]!)).toBeLessThanOrEqual(MAX);
            expect(Object.is(v[k], -0)).toBe(false);
          }
        }
        if (want.axis < 0) {
          expect(out).toEqual({ a: i.a0, b: i.b0 });
          return;
        }
        // Only the exact axis moves, and the relative component becomes exactly ±H there.
        const k = want.axis;
        for (let j = 0; j < dim; j++) {
          if (j === k) continue;
          expect([out.a[AXES[j]!], out.b[AXES[j]!]]).toEqual([i.a0[AXES[j]!], i.b0[AXES[j]!]]);
        }
        expect(cmp(boxesPenetration(ra, c.ha, rb, c.hb)[k]!, ratFromRaw(0))).toBe(0);
        expect(
          cmp(sub(rb[k]!, ra[k]!), ratFromRaw(0)) * cmp(sub(c.b0[k]!, c.a0[k]!), ratFromRaw(0)),
        ).toBeGreaterThanOrEqual(0);
        // Each body is within half a raw unit of its exact share (A's share is rounded to the
        // nearest, B takes the rest), unless the exact push carries one past the range's edge
        // (§2.3: the edge is a wall): that body stands exactly on the edge, and the other is
        // then fixed by |Δₖ| = Hₖ, checked above. At most one can be past it: they move apart
        // and Hₖ ≤ 2^32 − 2, the range's width.
        const edge = ratFromRaw(MAX);
        const past = (q: (typeof want.a)[number]) => cmp(abs(q), edge) > 0;
        const half = { n: 1n, d: 131072n };
        if (!past(want.a[k]!) && !past(want.b[k]!)) {
          expect(cmp(abs(sub(ra[k]!, want.a[k]!)), half)).toBeLessThanOrEqual(0);
          expect(cmp(abs(sub(rb[k]!, want.b[k]!)), half)).toBeLessThanOrEqual(0);
        } else {
          const [got, exact] = past(want.a[k]!) ? [ra[k]!, want.a[k]!] : [rb[k]!, want.b[k]!];
          expect(cmp(got, cmp(exact, ratFromRaw(0)) < 0 ? ratFromRaw(-MAX) : edge)).toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('separateBoxes: hand cases', () => {
  it('a box pushed past the edge by a near-immovable partner stops on it; the partner takes the rest', () => {
    // Found by the property above (seed 1441869862). Δx = −409698181, Hx = 117966357 +
    // 2029517291 = 2^31: depth 2^31 − 409698181 = 1737785467, the same as y's (402415662 +
    // 1335369805, Δy = 0); the tie goes to x. B is pushed by −1737785467 less A's share,
    // 1737785467/(2^40 + 1) ≈ 0.0016 of a raw unit: exactly, B would end at −2^31 + 0.0016,
    // rounded to −2^31, one past the edge. B stops on the edge at −(2^31 − 1) and A takes
    // the rest: a.x = −(2^31 − 1) + 2^31 = 1.
    const a = { x: 0, y: 0 };
    const ha = { x: 117966357, y: 402415662 };
    const b = { x: -409698181, y: 0 };
    const hb = { x: 2029517291, y: 1335369805 };
    const out = separateBoxes(a, ha, 2 ** 40, b, hb, 1);
    expect(out).toEqual({ a: { x: 1, y: 0 }, b: { x: -MAX, y: 0 } });
    expect(boxesOverlap(out.a, ha, out.b, hb)).toBe(false);
    // The masses swapped: A takes nearly all of the push, B nearly none; both stay in range.
    expect(separateBoxes(a, ha, 1, b, hb, 2 ** 40)).toEqual({
      a: { x: 1737785467, y: 0 },
      b: { x: -409698181, y: 0 },
    });
  });

  it('the contract example: a box sunk into an immovable floor goes straight up onto it', () => {
    const out = separateBoxes(
      { x: 0, y: 114688 },
      { x: ONE, y: ONE },
      1,
      { x: 0, y: 0 },
      { x: 10 * ONE, y: ONE },
      Number.POSITIVE_INFINITY,
    );
    expect(out).toEqual({ a: { x: 0, y: 2 * ONE }, b: { x: 0, y: 0 } });
  });

  it("the range's edge is a wall: the body at the edge stays, the other takes the push", () => {
    const h = { x: 10 * ONE, y: 10 * ONE };
    const out = separateBoxes({ x: MAX, y: 0 }, h, 1, { x: MAX - 1, y: 0 }, h, 1);
    expect(out.a.x).toBe(MAX);
    expect(out.a.x - out.b.x).toBe(20 * ONE);
    expect(() =>
      separateBoxes({ x: MAX, y: 0 }, h, 1, { x: MAX - 1, y: 0 }, h, Number.POSITIVE_INFINITY),
    ).toThrow(/^a cannot be separated from b \(immovable\)/);
  });
});
