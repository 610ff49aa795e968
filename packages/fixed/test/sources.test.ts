import { raySegmentExact, vecFromRaw } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import {
  circlesTimeOfImpact,
  ONE,
  raySegment,
  spheresTimeOfImpact,
  sweptCircles,
  toFixed,
} from '../src/index.ts';

const v = (x: number, y: number) => ({ x: toFixed(x), y: toFixed(y) });

describe('worked examples from the source articles, in Q16.16', () => {
  it('the HAKUHIN article: the ray reaches the segment line only at t ≈ 2.498, so no hit; 3× longer, it hits', () => {
    const a = v(464, 60);
    const b = v(720, 340);
    const c = v(384, 252);
    const d = v(480.8, 246);
    expect(raySegment(c, d, a, b)).toBeNull();
    const far = { x: c.x + 3 * (d.x - c.x), y: c.y + 3 * (d.y - c.y) };
    const hit = raySegment(c, far, a, b);
    const exact = raySegmentExact(vecFromRaw(c), vecFromRaw(far), vecFromRaw(a), vecFromRaw(b));
    expect(hit?.t).toBe(Number((exact!.t.n * 65536n) / exact!.t.d));
    // t = 2.4983…/3 on the article's numbers (rounded to Q16.16 inputs: within a raw unit or so).
    expect(Math.abs(hit!.t / ONE - 2.49832402234637 / 3)).toBeLessThan(3 / ONE);
  });

  it('the shoot-em-up article: a bullet that jumps over an enemy between frames is caught', () => {
    // 600 units in one frame past an enemy of radius 10, 1 unit off the line.
    const bullet0 = v(0, 0);
    const bullet1 = v(600, 0);
    const enemy = v(300, 1);
    expect(sweptCircles(bullet0, bullet1, toFixed(2), enemy, enemy, toFixed(10))).toBe(true);
    const hit = circlesTimeOfImpact(bullet0, bullet1, toFixed(2), enemy, enemy, toFixed(10));
    // First touch: (300 − 600t)² + 1 = 144 ⇒ t = (300 − √143)/600 = 0.480069…;
    // floor(t·65536) = 31461 since 31461 ≤ 0.480069·65536 = 31461.84 < 31462.
    expect(hit?.t).toBe(31461);
    expect(hit?.status).toBe('impact');
    // Radius 0 works for points (a reader's question in the shoot-em-up article).
    expect(sweptCircles(bullet0, bullet1, 0, enemy, enemy, toFixed(10))).toBe(true);
    expect(sweptCircles(bullet0, bullet1, 0, v(300, 10), v(300, 10), toFixed(10))).toBe(true);
    expect(
      sweptCircles(
        bullet0,
        bullet1,
        0,
        { x: toFixed(300), y: toFixed(10) + 1 },
        { x: toFixed(300), y: toFixed(10) + 1 },
        toFixed(10),
      ),
    ).toBe(false);
  });

  it('the square-root-free article: same velocity far apart is a miss (the vertex test must be strict)', () => {
    const a0 = v(0, 0);
    const a1 = v(5, 5);
    const b0 = v(100, 0);
    const b1 = v(105, 5);
    expect(sweptCircles(a0, a1, ONE, b0, b1, ONE)).toBe(false);
    expect(circlesTimeOfImpact(a0, a1, ONE, b0, b1, ONE)).toBeNull();
  });

  it('the sphere-TOI article: P = 0 touches iff R ≤ 0, at t = 0; touching at the start; coincident centres', () => {
    const o = { x: 0, y: 0, z: 0 };
    const step = { x: ONE, y: 0, z: 0 };
    const b = { x: 2 * ONE, y: 0, z: 0 };
    const b1 = { x: 3 * ONE, y: 0, z: 0 };
    // Same velocity, touching (|C| = r): t = 0, not approaching.
    expect(spheresTimeOfImpact(o, step, ONE, b, b1, ONE)).toMatchObject({
      t: 0,
      status: 'separating',
    });
    // Same velocity, overlapping.
    expect(spheresTimeOfImpact(o, step, ONE, b, b1, 2 * ONE)).toMatchObject({
      t: 0,
      status: 'overlap',
    });
    // Same velocity, apart: never.
    expect(spheresTimeOfImpact(o, step, ONE, b, b1, ONE - 1)).toBeNull();
    // Coincident centres at t = 0: normal (1, 0, 0), point a + ra·(1, 0, 0).
    expect(spheresTimeOfImpact(o, step, ONE, o, step, ONE)).toEqual({
      t: 0,
      status: 'overlap',
      point: { x: ONE, y: 0, z: 0 },
      normal: { x: ONE, y: 0, z: 0 },
      a: o,
      b: o,
    });
  });
});
