/**
 * The foils fail the way the page says they do, judged by the exact oracle: the
 * push-apart article's push leaves a ball inside a wall, and the naive mover
 * (sub-steps, then a push out of each wall in turn) ends inside a tunnel one
 * Q16.16 unit narrower than the body, and steps over a thin wall.
 */
import type { Vec2 } from '@swept/core';
import { ratFromDouble, sign, vecFromDoubles, wallMargin } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import { wallInside } from '../src/exact.ts';
import { naiveMove, naivePushOut } from '../src/naive.ts';
import type { Segment } from '../src/segment.ts';

const UP: Vec2 = { x: 0, y: 1 };
const HAIR = 2 ** -16;

describe('naivePushOut', () => {
  it('leaves the Walls mode’s ball a rounding error inside the slanted wall', () => {
    const [s0, s1, c, r] = [{ x: 440, y: 70 }, { x: 360, y: 540 }, { x: 400.625, y: 363.125 }, 30];
    const wall = [vecFromDoubles(s0), vecFromDoubles(s1)];
    expect(sign(wallMargin(vecFromDoubles(c), ratFromDouble(r), wall))).toBe(-1);
    const out = naivePushOut(c, r, s0, s1);
    expect(out).not.toEqual(c);
    expect(sign(wallMargin(vecFromDoubles(out), ratFromDouble(r), wall))).toBe(-1);
  });

  it('leaves a ball that does not overlap where it is', () => {
    const c = { x: 0, y: 5 };
    expect(naivePushOut(c, 5, { x: -10, y: 0 }, { x: 10, y: 0 })).toBe(c);
  });
});

describe('naiveMove', () => {
  const floor: Segment = [
    { x: -100, y: 0 },
    { x: 100, y: 0 },
  ];

  it('pushes a body pressed into a floor back onto it and clips the motion into the floor', () => {
    // One step to (3, 14), 2 into the floor; the push along (0, 1) puts the centre back at 16.
    const move = naiveMove([floor], { x: 0, y: 16 }, 16, { x: 3, y: -2 }, 1, UP, 0.7);
    expect(move.c).toEqual({ x: 3, y: 16 });
    expect(move.clipped).toEqual({ x: 3, y: 0 });
    expect([move.onFloor, move.onWall, move.onCeiling]).toEqual([true, false, false]);
  });

  it('ends inside the floor of a tunnel 2r − 2⁻¹⁶ high: the roof’s push goes into the floor', () => {
    const r = 16;
    const roof: Segment = [
      { x: 0, y: 2 * r - HAIR },
      { x: 100, y: 2 * r - HAIR },
    ];
    const move = naiveMove([floor, roof], { x: -10, y: r }, r, { x: 20, y: 0 }, 4, UP, 0.7);
    // Under the roof the centre is r − 2⁻¹⁶ from it; pushed down by 2⁻¹⁶, it is that far inside the floor.
    expect(move.c).toEqual({ x: 10, y: r - HAIR });
    expect(wallInside(move.c, r, [floor, roof])).toBe(0);
    expect(move.onCeiling).toBe(true);
  });

  it('steps over a thin wall when no sub-step ends within r of it', () => {
    const wall: Segment = [
      { x: 0, y: -50 },
      { x: 0, y: 50 },
    ];
    // Sub-steps of 15 from x = −10 end at x = 5 and x = 20, both farther than r = 4 from the
    // wall: nothing is pushed, and the body is through.
    const move = naiveMove([wall], { x: -10, y: 0 }, 4, { x: 30, y: 0 }, 2, UP, 0.7);
    expect(move.c).toEqual({ x: 20, y: 0 });
    expect(move.clipped).toEqual({ x: 30, y: 0 });
  });
});
