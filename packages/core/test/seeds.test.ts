/**
 * Worked examples from the seed articles (`docs/contract.md`, "Sources"),
 * with expected values worked out by hand from the seeds' own numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  circlesTimeOfImpact,
  separateCircles,
  spheresTimeOfImpact,
  sweptCircles,
} from '../src/index.ts';

describe('seed 003: pushing overlapping circles apart by mass', () => {
  it('a=(300,150) r=125 m=4, b=(500,150) r=125 m=1 → a′=(290,150), b′=(540,150)', () => {
    // gap = 200 − 250 = −50; a takes bm/(am+bm) = 1/5 of it, b takes 4/5.
    const { a, b } = separateCircles({ x: 300, y: 150 }, 125, 4, { x: 500, y: 150 }, 125, 1);
    expect(a).toEqual({ x: 290, y: 150 });
    expect(b).toEqual({ x: 540, y: 150 });
    expect(circlesOverlap(a, 125, b, 125)).toBe(false);
  });
});

describe('seed 004: time of impact of two moving spheres', () => {
  it('head-on: C0 = (0,0,6), D = (0,0,−10), r = 2 → P=100, Q=−60, R=32, t = 0.4', () => {
    const o = { x: 0, y: 0, z: 0 };
    const hit = spheresTimeOfImpact(
      o,
      { x: 0, y: 0, z: 10 },
      1,
      { x: 0, y: 0, z: 6 },
      { x: 0, y: 0, z: 6 },
      1,
    );
    // t = (−Q − √(Q² − PR))/P = (60 − √(3600 − 3200))/100 = 0.4
    expect(hit).toEqual({
      t: 0.4,
      status: 'impact',
      a: { x: 0, y: 0, z: 4 },
      b: { x: 0, y: 0, z: 6 },
      normal: { x: 0, y: 0, z: 1 },
      point: { x: 0, y: 0, z: 5 },
    });
  });

  it('P = 0 (same velocity): a touch iff they touch at t = 0', () => {
    const v = (x: number) => ({ x, y: 0 });
    expect(circlesTimeOfImpact(v(0), v(5), 1, v(3), v(8), 1)).toBeNull();
    expect(sweptCircles(v(0), v(5), 1, v(3), v(8), 1)).toBe(false);
    const resting = circlesTimeOfImpact(v(0), v(5), 1, v(2), v(7), 1);
    expect(resting?.t).toBe(0);
    expect(resting?.status).toBe('separating');
  });
});
