import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legPassesThroughExact,
  legWallDistanceSquaredExact,
  type RVec,
  rat,
  sign,
  vecFromDoubles,
} from '../../src/index.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const v3 = (x: number, y: number, z: number) => vecFromDoubles({ x, y, z });

describe('legPassesThroughExact', () => {
  const floor = [v(-10, 0), v(10, 0)];
  it('2D: from one side of the segment to the other across it passes through', () => {
    expect(legPassesThroughExact(v(0, 1), v(0, -1), floor)).toBe(true);
    // Through its end point: walls are closed.
    expect(legPassesThroughExact(v(10, 1), v(10, -1), floor)).toBe(true);
  });
  it('2D: beside it, onto it, off it and along it does not', () => {
    expect(legPassesThroughExact(v(11, 1), v(11, -1), floor)).toBe(false);
    expect(legPassesThroughExact(v(0, 1), v(0, 0), floor)).toBe(false);
    expect(legPassesThroughExact(v(0, 0), v(0, 1), floor)).toBe(false);
    expect(legPassesThroughExact(v(-20, 0), v(20, 0), floor)).toBe(false);
  });
  it('2D: a point wall on the open leg is passed through, at an end it is not', () => {
    const point = [v(0, 2), v(0, 2)];
    expect(legPassesThroughExact(v(0, 0), v(0, 4), point)).toBe(true);
    expect(legPassesThroughExact(v(0, 0), v(0, 2), point)).toBe(false);
    expect(legPassesThroughExact(v(1, 0), v(1, 4), point)).toBe(false);
  });
  it('3D: through the face or its edge passes; in its plane or with no area does not', () => {
    const tri = [v3(0, 0, 0), v3(10, 0, 0), v3(5, -10, 0)];
    expect(legPassesThroughExact(v3(5, -3, 1), v3(5, -3, -1), tri)).toBe(true);
    expect(legPassesThroughExact(v3(5, 0, 1), v3(5, 0, -1), tri)).toBe(true);
    expect(legPassesThroughExact(v3(5, 1, 1), v3(5, 1, -1), tri)).toBe(false);
    expect(legPassesThroughExact(v3(1, -1, 0), v3(6, -2, 0), tri)).toBe(false);
    const sliver = [v3(0, 0, 0), v3(4, 0, 0), v3(8, 0, 0)];
    expect(legPassesThroughExact(v3(2, 0, 1), v3(2, 0, -1), sliver)).toBe(false);
  });
  it('passing through means meeting the wall with the ends strictly on either side', () => {
    const c = fc.integer({ min: -4, max: 4 }).map((x) => rat(x));
    const p2 = fc.tuple(c, c) as fc.Arbitrary<RVec>;
    fc.assert(
      fc.property(p2, p2, p2, p2, (p, q, a, b) => {
        const through = legPassesThroughExact(p, q, [a, b]);
        const meets = sign(legWallDistanceSquaredExact(p, q, [a, b])) === 0;
        // Through implies meeting; meeting strictly inside both, crossing, implies through.
        if (through) expect(meets).toBe(true);
        const endsOff =
          sign(legWallDistanceSquaredExact(p, p, [a, b])) > 0 &&
          sign(legWallDistanceSquaredExact(q, q, [a, b])) > 0;
        const wallOff =
          sign(legWallDistanceSquaredExact(a, a, [p, q])) > 0 &&
          sign(legWallDistanceSquaredExact(b, b, [p, q])) > 0;
        // Ends and wall ends off each other, yet meeting: a proper crossing.
        if (meets && endsOff && wallOff) expect(through).toBe(true);
      }),
    );
  });
});
