/**
 * separateCircleBox (Q16.16): exactly touching out of a face, the corner's
 * direction, the mass split, the range's edge a wall; and over raw inputs,
 * judged by the oracle: never overlapping afterwards (exactly), no further
 * than 2 raw units beyond touching, unchanged when clear, always in range.
 */
import { circleBoxSeparationVerdict, rat, ratFromRaw, vecFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBoxOverlap, ONE, separateCircleBox, type Vec2 } from '../../src/index.ts';

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });
const INF = Number.POSITIVE_INFINITY;
const MAX = 2 ** 31 - 1;

describe('separateCircleBox (fixed)', () => {
  it('out of the nearest face to exactly touching; a still box stays', () => {
    expect(separateCircleBox({ x: 3 * ONE - 100, y: 0 }, ONE, 1, v(0, 0), v(2, 2), INF)).toEqual({
      a: v(3, 0),
      b: v(0, 0),
    });
    // Inside, nearer the top (depth 1/2) than the right (1): up to y = 2 + r.
    expect(separateCircleBox({ x: ONE, y: 1.5 * ONE }, ONE, 1, v(0, 0), v(2, 2), INF)).toEqual({
      a: v(1, 3),
      b: v(0, 0),
    });
    // Equal masses share the push: 1/2 each.
    expect(separateCircleBox({ x: 2 * ONE, y: 0 }, ONE, 1, v(0, 0), v(2, 2), 1)).toEqual({
      a: { x: 2.5 * ONE, y: 0 },
      b: { x: -0.5 * ONE, y: 0 },
    });
  });

  it('at the range edge the box is a wall for the circle: the box takes the rest', () => {
    const out = separateCircleBox({ x: MAX, y: 0 }, ONE, 1, { x: MAX - ONE, y: 0 }, v(1, 1), 1);
    expect(out.a.x).toBe(MAX);
    expect(out.b.x).toBe(MAX - 2 * ONE);
    expect(() =>
      separateCircleBox({ x: MAX, y: 0 }, ONE, 1, { x: MAX - ONE, y: 0 }, v(1, 1), INF),
    ).toThrow(/^c cannot be separated from b \(immovable\)/);
  });

  it('the post-condition over raw inputs, judged exactly', () => {
    for (const max of [8 * ONE, 2 ** 30]) {
      const raw = fc.integer({ min: -max, max });
      const size = fc.integer({ min: 0, max });
      const masses = fc.constantFrom<[number, number]>([1, 1], [1, INF], [INF, 1], [3, 7]);
      fc.assert(
        fc.property(
          fc.record({ x: raw, y: raw }),
          size,
          fc.record({ x: raw, y: raw }),
          fc.record({ x: size, y: size }),
          masses,
          (c, r, b, hb, [mc, mb]) => {
            let out: ReturnType<typeof separateCircleBox>;
            try {
              out = separateCircleBox(c, r, mc, b, hb, mb);
            } catch (error) {
              // Only an immovable body's partner that cannot stay in range is refused.
              expect(mc === INF || mb === INF).toBe(true);
              expect(String(error)).toMatch(/^RangeError: [bc] cannot be separated from [bc]/);
              return;
            }
            expect(circleBoxOverlap(out.a, r, out.b, hb)).toBe(false);
            for (const p of [out.a, out.b]) {
              expect(Math.abs(p.x) <= MAX && Math.abs(p.y) <= MAX).toBe(true);
            }
            const verdict = circleBoxSeparationVerdict(
              { c: vecFromRaw(c), b: vecFromRaw(b) },
              { c: vecFromRaw(out.a), b: vecFromRaw(out.b) },
              ratFromRaw(r),
              vecFromRaw(hb),
              rat(2, 65536),
            );
            expect(verdict).toEqual({ ok: true });
          },
        ),
        { numRuns: 1000 },
      );
    }
  });
});
