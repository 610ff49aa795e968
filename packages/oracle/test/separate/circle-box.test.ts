/** The circle–box separation verdict on hand-made pushes. */
import { describe, expect, it } from 'vitest';
import { circleBoxSeparationVerdict, rat, ratFromDouble, vecFromDoubles } from '../../src/index.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const judge = (c: number, b: number, c2: number, b2: number, slack = 2 ** -20) =>
  circleBoxSeparationVerdict(
    { c: v(c, 0), b: v(b, 0) },
    { c: v(c2, 0), b: v(b2, 0) },
    rat(1),
    v(2, 2),
    ratFromDouble(slack),
  );

describe('circleBoxSeparationVerdict', () => {
  it('accepts exactly touching after, and a pair left alone that did not overlap', () => {
    expect(judge(2.5, 0, 3, 0).ok).toBe(true);
    expect(judge(2.5, 0, 2.75, -0.25).ok).toBe(true);
    expect(judge(4, 0, 4, 0).ok).toBe(true);
  });

  it('refuses a residual overlap, a push too far, and moving a pair that did not overlap', () => {
    expect(judge(2.5, 0, 2.9, 0).reason).toBe('still overlapping');
    expect(judge(2.5, 0, 3.5, 0).reason).toBe('pushed further than touching + slack');
    expect(judge(3, 0, 3.5, 0).reason).toBe('moved a pair that did not overlap');
  });
});
