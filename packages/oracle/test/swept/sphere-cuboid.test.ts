/** The exact sphere–cuboid swept test on hand cases: a corner passed at exactly `r` and a hair wider. */
import { describe, expect, it } from 'vitest';
import { circleBoxCase, sweptSphereCuboidExact } from '../../src/index.ts';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const o = v(0, 0, 0);

describe('sweptSphereCuboidExact', () => {
  it('a path along z at (4, 6) passes the corner (2, 3, 4) at distance √13: touches iff r ≥ √13', () => {
    // Closest at z = 4, offset (2, 3, 0): a radius of 4 reaches, 3.5 (3.5² = 12.25 < 13) does not.
    const pass = (r: number) =>
      sweptSphereCuboidExact(circleBoxCase(v(4, 6, 20), v(4, 6, -20), r, o, o, v(2, 3, 4)));
    expect(pass(4)).toBe(true);
    expect(pass(3.5)).toBe(false);
  });

  it('the cuboid moving onto a still sphere counts as the sphere moving (only the relative motion matters)', () => {
    const c = circleBoxCase(o, o, 1, v(0, 0, 30), v(0, 0, 5), v(2, 3, 4));
    expect(sweptSphereCuboidExact(c)).toBe(true);
    const short = circleBoxCase(o, o, 1, v(0, 0, 30), v(0, 0, 5 + 2 ** -16), v(2, 3, 4));
    expect(sweptSphereCuboidExact(short)).toBe(false);
  });

  it('refuses 2D half extents, naming them', () => {
    const c = {
      ...circleBoxCase(o, o, 1, o, o, o),
      hb: circleBoxCase(o, o, 1, o, o, { x: 1, y: 1 }).hb,
    };
    expect(() => sweptSphereCuboidExact(c)).toThrow(/^hb must have 3 components \(got 2\)$/);
  });
});
