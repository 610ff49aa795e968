/**
 * separateCircleBox: hand cases from the contract (the face of least
 * penetration, the corner's direction, the mass split), and the
 * post-condition on dyadic and wide inputs: never overlapping afterwards in
 * the core's own circleBoxOverlap, judged exactly by the oracle (apart, no
 * further than a few ulps beyond touching, unchanged when clear).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBoxOverlap, separateCircleBox, type Vec2 } from '../../src/index.ts';
import {
  type CircleBoxInput,
  dyadicCircleBox,
  expectSeparated,
  wideCircleBox,
} from '../circle-box-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const INF = Number.POSITIVE_INFINITY;

describe('separateCircleBox: worked examples', () => {
  it('out of the nearest face, by the overlap; a still box (Infinity) does not move', () => {
    expect(separateCircleBox(v(2.5, 0), 1, 1, v(0, 0), v(2, 2), INF)).toEqual({
      a: v(3, 0),
      b: v(0, 0),
    });
    // Centre inside, nearer the top face (depth 0.5) than the right one (1): up by 0.5 + r.
    expect(separateCircleBox(v(1, 1.5), 1, 1, v(0, 0), v(2, 2), INF)).toEqual({
      a: v(1, 3),
      b: v(0, 0),
    });
  });

  it('a corner pushes along the centre-to-corner direction; equal masses share the push', () => {
    // Centre (5, 6) is 5 from the corner (2, 2), r = 10: δ = 5 along (3, 4)/5, half each.
    const { a, b } = separateCircleBox(v(5, 6), 10, 1, v(0, 0), v(2, 2), 1);
    expect(a.x).toBeCloseTo(5 + 1.5, 14);
    expect(a.y).toBeCloseTo(6 + 2, 14);
    expect(b.x).toBeCloseTo(-1.5, 14);
    expect(b.y).toBeCloseTo(-2, 14);
    expect(circleBoxOverlap(a, 10, b, v(2, 2))).toBe(false);
  });

  it('apart or touching: both come back unchanged, as new objects', () => {
    const c = v(3, 0);
    const b = v(0, 0);
    const out = separateCircleBox(c, 1, 1, b, v(2, 2), 1);
    expect(out).toEqual({ a: c, b });
    expect(out.a).not.toBe(c);
  });
});

describe('separateCircleBox: the post-condition', () => {
  const judge = (i: CircleBoxInput, mc: number, mb: number) => {
    const out = separateCircleBox(i.c0, i.r, mc, i.b0, i.hb, mb);
    expect(circleBoxOverlap(out.a, i.r, out.b, i.hb)).toBe(false);
    expectSeparated(i, out);
  };
  const masses = fc.constantFrom<[number, number]>([1, 1], [1, INF], [INF, 1], [3, 0.5]);

  it('dyadic inputs', () => {
    fc.assert(
      fc.property(dyadicCircleBox, masses, (i, [mc, mb]) => judge(i, mc, mb)),
      { numRuns: 2000 },
    );
  });

  it('wide inputs near touching', () => {
    fc.assert(
      fc.property(wideCircleBox, masses, (i, [mc, mb]) => judge(i, mc, mb)),
      { numRuns: 1000 },
    );
  });
});
