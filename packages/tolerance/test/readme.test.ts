/** The README's examples, with the values it promises (derived in the README's words). */
import { createContactList2 } from '@swept/core';
import { describe, expect, it } from 'vitest';
import {
  absolute,
  createLevel2,
  exact,
  exactStats,
  resetExactStats,
  rounded,
  slop,
  withPolicy,
} from '../src/index.ts';

describe('README examples', () => {
  it('the graze: closest approach 8.5 lies in the band [7, 9] of absolute(1) around r = 8', () => {
    const shmup = withPolicy(absolute(1));
    const still = { x: 0, y: 0 };
    const pass = (y: number) =>
      shmup.classifyCircles({ x: -50, y }, { x: 50, y }, 2, still, still, 6);
    expect(pass(8.5)).toBe('graze');
    expect(pass(6.5)).toBe('hit');
    expect(pass(9.5)).toBe('miss');
  });

  it('slop: pushed apart to a gap of s, and no overlap within s of drift', () => {
    const physics = withPolicy(slop(0.005));
    const pushed = physics.separateCircles({ x: 300, y: 150 }, 50, 4, { x: 360, y: 150 }, 50, 1);
    const gap = pushed.b.x - pushed.a.x - 100;
    expect(Math.abs(gap - 0.005) < 1e-9).toBe(true);
    const drifted = { x: pushed.b.x - 0.004, y: pushed.b.y };
    expect(physics.circlesOverlap(pushed.a, 50, drifted, 50)).toBe(false);
  });

  it('rounded(2) forgives gaps under 0.005; exact sees an exact touch as no overlap', () => {
    const q = withPolicy(rounded(2));
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 99.996, y: 0 }, 50)).toBe(false);
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 99.99, y: 0 }, 50)).toBe(true);
    resetExactStats();
    expect(withPolicy(exact).circlesOverlap({ x: 0, y: 0 }, 1, { x: 2, y: 0 }, 1)).toBe(false);
    expect(exactStats()).toEqual({ filter: 0, fallback: 1 });
  });

  it('scenes: a gap of 0.2 between resting circles is a contact under absolute(0.25), not under exact', () => {
    const bodies = {
      x0: Float64Array.from([0, 2.2]),
      y0: new Float64Array(2),
      x1: Float64Array.from([0, 2.2]),
      y1: new Float64Array(2),
      r: Float64Array.from([1, 1]),
    };
    const contacts = createContactList2();
    expect(withPolicy(exact).findCircleContacts(bodies, contacts)).toBe(0);
    expect(withPolicy(absolute(0.25)).findCircleContacts(bodies, contacts)).toBe(1);
    expect([contacts.i[0], contacts.j[0], contacts.t[0]]).toEqual([0, 1, 0]);
  });

  it('walls: the floor is touched at t* = 0.4; exact answers the double just below it', () => {
    const floor = [
      { x: -10, y: 0 },
      { x: 10, y: 0 },
    ] as const;
    const hit = withPolicy(exact).circleSegmentTimeOfImpact(
      { x: 0, y: 5 },
      { x: 0, y: -5 },
      1,
      ...floor,
    );
    // In [1/4, 1/2) doubles are k/2^54; 2^54·2/5 = 7205759403792793.6, so the
    // largest double not after 2/5 is 7205759403792793/2^54 (the README's value).
    expect(hit?.t).toBe(7205759403792793 / 2 ** 54);
    expect(hit?.t).toBe(0.39999999999999997);
    expect(hit?.status).toBe('impact');
    expect(hit?.c.y).toBeGreaterThanOrEqual(1);
  });

  it('movers: a band ends the landing leg where it touches, r + s off the floor', () => {
    const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    const move = withPolicy(slop(0.01)).moveCircle(level, { x: 0, y: 2 }, 1, { x: 3, y: -4 });
    // From y = 2 down by 4 until y = 1.01: t = 0.99 / 4 = 0.2475, x = 3t = 0.7425.
    expect(move.legs).toHaveLength(2);
    expect(move.legs[0]!.x).toBeCloseTo(0.7425, 12);
    expect(move.legs[0]!.y).toBeCloseTo(1.01, 12);
    expect(move.c.x).toBeCloseTo(3, 12);
    expect(move.c.y).toBeCloseTo(1.01, 12);
    const sharp = withPolicy(exact).moveCircle(level, { x: 0, y: 2 }, 1, { x: 3, y: -4 });
    expect(sharp.legs).toEqual([
      { x: 0.75, y: 1 },
      { x: 3, y: 1 },
    ]);
  });

  it('boxes under exact: t is the largest double not after t* = 1/10; touching is not overlapping', () => {
    const exactly = withPolicy(exact);
    const h = { x: 1, y: 1 };
    const post = { x: 3, y: 0 };
    const t = exactly.boxesTimeOfImpact({ x: 0, y: 0 }, { x: 10, y: 0 }, h, post, post, h)!.t;
    // 0.1 is the double nearest 1/10 and lies above it: 0.1 = 3602879701896397 / 2^55 and
    // 3602879701896397 · 10 > 2^55 (exactly, in integers); the answer is the double just
    // below, one ulp (2^-56 in [1/16, 1/8)) less.
    expect(3602879701896397n * 10n > 2n ** 55n).toBe(true);
    expect(0.1).toBe(3602879701896397 / 2 ** 55);
    expect(t).toBe(0.1 - 2 ** -56);
    expect(t).toBe(0.09999999999999999);
    expect(exactly.boxesOverlap({ x: 0, y: 0 }, h, { x: 2, y: 0 }, h)).toBe(false);
    expect(exactly.boxesOverlap({ x: 0, y: 0 }, h, { x: 2 - 2 ** -52, y: 0 }, h)).toBe(true);
  });
});
