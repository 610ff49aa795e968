/**
 * separateCircleBox (Q16.16): exactly touching out of a face, the corner's
 * direction, the mass split, the range's edge a wall; and over raw inputs,
 * judged by the oracle: never overlapping afterwards (exactly), no further
 * than 2 raw units beyond touching, unchanged when clear, always in range.
 */
import { describe, expect, it } from 'vitest';
import { circleBoxOverlap, ONE, separateCircleBox, type Vec2 } from '../../src/index.ts';
import { checkBallBoxSeparation } from '../ball-box.ts';

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
    checkBallBoxSeparation(2, separateCircleBox, circleBoxOverlap);
  });
});
