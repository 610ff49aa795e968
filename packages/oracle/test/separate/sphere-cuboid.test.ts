/** The sphere–cuboid separation verdict on hand-made pushes out of the top face and off an edge. */
import { describe, expect, it } from 'vitest';
import {
  rat,
  ratFromDouble,
  sphereCuboidSeparationVerdict,
  vecFromDoubles,
} from '../../src/index.ts';

const v = (x: number, y: number, z: number) => vecFromDoubles({ x, y, z });
/** A sphere of radius `r` at `c` pushed to `c2`, the cuboid (half extents (2, 3, 4)) staying at the origin. */
const judge = (c: ReturnType<typeof v>, c2: ReturnType<typeof v>, r = 1) =>
  sphereCuboidSeparationVerdict(
    { c, b: v(0, 0, 0) },
    { c: c2, b: v(0, 0, 0) },
    rat(r),
    v(2, 3, 4),
    ratFromDouble(2 ** -20),
  );

describe('sphereCuboidSeparationVerdict', () => {
  it('accepts a push to exactly touching, out of the top face or off an edge (3-4-5)', () => {
    expect(judge(v(0, 0, 4.5), v(0, 0, 5)).ok).toBe(true);
    expect(judge(v(4.4, 0, 7.2), v(5, 0, 8), 5).ok).toBe(true);
  });

  it('refuses a residual overlap, a push too far, and moving a pair that did not overlap', () => {
    expect(judge(v(0, 0, 4.5), v(0, 0, 4.9)).reason).toBe('still overlapping');
    expect(judge(v(0, 0, 4.5), v(0, 0, 5.5)).reason).toBe('pushed further than touching + slack');
    expect(judge(v(0, 0, 5), v(0, 0, 6)).reason).toBe('moved a pair that did not overlap');
  });

  it('refuses 2D positions, naming the first', () => {
    const flat = vecFromDoubles({ x: 0, y: 0 });
    expect(() =>
      sphereCuboidSeparationVerdict(
        { c: flat, b: flat },
        { c: flat, b: flat },
        rat(1),
        v(1, 1, 1),
        rat(0),
      ),
    ).toThrow(/^c must have 3 components \(got 2\)$/);
  });
});
