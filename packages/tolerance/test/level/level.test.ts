/** A tolerance level is a core level: the same createLevel2/3, usable by every policy and by the core. */
import * as core from '@swept/core';
import { describe, expect, it } from 'vitest';
import { createLevel2, createLevel3, exact, slop, withPolicy } from '../../src/index.ts';

describe('tolerance levels', () => {
  it('are the core’s', () => {
    expect(createLevel2).toBe(core.createLevel2);
    expect(createLevel3).toBe(core.createLevel3);
    const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    const c = { x: 0, y: 5 };
    const d = { x: 0, y: -10 };
    expect(core.castCircle(level, c, 1, d)).toMatchObject({ t: 0.4, wall: 0 });
    // The largest double not after 2/5 (the double 0.4 is a little above it).
    expect(withPolicy(exact).castCircle(level, c, 1, d)).toMatchObject({
      t: 0.39999999999999997,
      wall: 0,
    });
    // slop(1): the band reaches 0.5 further, so the circle touches at y = 1.5.
    expect(withPolicy(slop(1)).castCircle(level, c, 1, d)?.wall).toBe(0);
  });

  it('a level of another dimension, or not a level, is refused naming level', () => {
    const q = withPolicy(exact);
    const l3 = createLevel3({ triangles: new Float64Array(9) });
    expect(() => q.castCircle(l3 as never, { x: 0, y: 0 }, 1, { x: 0, y: 0 })).toThrow(
      /^level must be a level made by createLevel2/,
    );
    expect(() => q.castRay({} as never, { x: 0, y: 0 }, { x: 0, y: 0 })).toThrow(/^level must be/);
  });
});
