/** The exact sphere–cuboid overlap: hand cases from the contract's definition (strict; a point inside overlaps). */
import { describe, expect, it } from 'vitest';
import { ratFromDouble, sphereCuboidOverlapExact, vecFromDoubles } from '../../src/index.ts';

const v = (x: number, y: number, z: number) => vecFromDoubles({ x, y, z });
/** The sphere at `c` against the cuboid at (10, 20, 30) with half extents (2, 3, 4). */
const overlap = (c: ReturnType<typeof v>, r: number) =>
  sphereCuboidOverlapExact(c, ratFromDouble(r), v(10, 20, 30), v(2, 3, 4));

describe('sphereCuboidOverlapExact', () => {
  it('touching a face, an edge or a corner is not overlapping; a hair closer is', () => {
    expect(overlap(v(10, 20, 35), 1)).toBe(false); // 1 above the top face z = 34
    expect(overlap(v(10, 20, 35 - 2 ** -40), 1)).toBe(true);
    expect(overlap(v(15, 20, 38), 5)).toBe(false); // 3-4-5 from the edge x = 12, z = 34
    expect(overlap(v(15, 20, 38 - 2 ** -40), 5)).toBe(true);
    expect(overlap(v(14, 26, 40), 7)).toBe(false); // 2-3-6 from the corner (12, 23, 34)
    expect(overlap(v(14, 26, 40 - 2 ** -40), 7)).toBe(true);
  });

  it('a point overlaps only strictly inside; a cuboid flat on one axis has no inside', () => {
    expect(overlap(v(11, 21, 31), 0)).toBe(true);
    expect(overlap(v(12, 21, 31), 0)).toBe(false);
    const flat = (c: ReturnType<typeof v>, r: number) =>
      sphereCuboidOverlapExact(c, ratFromDouble(r), v(0, 0, 0), v(2, 3, 0));
    expect(flat(v(0, 0, 0), 0)).toBe(false);
    expect(flat(v(0, 0, 0.5), 1)).toBe(true);
  });

  it('refuses 2D centres, naming them', () => {
    expect(() =>
      sphereCuboidOverlapExact(
        vecFromDoubles({ x: 0, y: 0 }),
        ratFromDouble(1),
        v(0, 0, 0),
        v(1, 1, 1),
      ),
    ).toThrow(/^c must have 3 components \(got 2\)$/);
  });
});
