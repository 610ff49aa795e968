/**
 * The exact sphere-vs-cuboid time of impact on hand-derived cases: a sphere dropping onto
 * a cuboid's face, onto an edge and onto a corner (offsets of rational length, so `t*` is
 * rational), exact grazes along a face and along an edge and a radius one raw unit short
 * of the edge's, and the guard against 2D input.
 */
import { describe, expect, it } from 'vitest';
import {
  circleBoxCase,
  circleBoxContactAt,
  compareAt,
  rat,
  sign,
  sphereCuboidTimeOfImpactExact,
} from '../../src/index.ts';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const o = v(0, 0, 0);
/** A still cuboid at the origin, half extents (2, 3, 4). */
const cuboid = [o, o, v(2, 3, 4)] as const;

describe('sphereCuboidTimeOfImpactExact', () => {
  it('a sphere dropping onto the top face: z(t) = 10 − 20t reaches hb.z + r = 5 at t* = 1/4', () => {
    const c = circleBoxCase(v(1, -1, 10), v(1, -1, -10), 1, ...cuboid);
    const hit = sphereCuboidTimeOfImpactExact(c)!;
    expect(compareAt(rat(1, 4), hit.t)).toBe(0);
    expect(hit.status).toBe('impact');
    const at = circleBoxContactAt(c, rat(1, 4));
    expect(at.direction.map((x) => sign(x))).toEqual([0, 0, -1]);
    expect(at.point).toEqual([rat(1), rat(-1), rat(4)]);
  });

  it('onto the edge x = 2, z = 4: the centre (5, 1, 8) is 5 = r from (2, 1, 4), a 3-4-5 offset, at t* = 1/2', () => {
    // Above z = 8 the nearest point is still on the edge, farther than 5; the faces'
    // widened slabs need |x| ≤ 2, which the path never has.
    const c = circleBoxCase(v(5, 1, 18), v(5, 1, -2), 5, ...cuboid);
    const hit = sphereCuboidTimeOfImpactExact(c)!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    const at = circleBoxContactAt(c, rat(1, 2));
    expect(at.direction).toEqual([rat(-3), rat(0), rat(-4)]);
    expect(at.point).toEqual([rat(2), rat(1), rat(4)]);
  });

  it('onto the corner (2, 3, 4): the centre (4, 6, 10) is 7 = r from it, a 2-3-6 offset, at t* = 1/2', () => {
    const c = circleBoxCase(v(4, 6, 20), v(4, 6, 0), 7, ...cuboid);
    const hit = sphereCuboidTimeOfImpactExact(c)!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    const at = circleBoxContactAt(c, rat(1, 2));
    expect(at.direction).toEqual([rat(-2), rat(-3), rat(-6)]);
    expect(at.point).toEqual([rat(2), rat(3), rat(4)]);
  });

  it('grazing along the top face at z = hb.z + r touches first at the face’s near edge, x = −2', () => {
    // x(t) = −10 + 20t: at x < −2 the distance to the cuboid is √((x + 2)² + 1²) > 1 = r.
    const hit = sphereCuboidTimeOfImpactExact(
      circleBoxCase(v(-10, 0, 5), v(10, 0, 5), 1, ...cuboid),
    )!;
    expect(compareAt(rat(2, 5), hit.t)).toBe(0);
    expect(hit.status).toBe('impact');
  });

  it('grazing along the edge x = 2, z = 4 at exactly r touches at the edge’s end; a raw unit less misses', () => {
    // The centre (5, y, 8) is 5 from the edge for |y| ≤ 3: y(t) = −10 + 20t reaches −3 at t = 7/20.
    const along = (r: number) =>
      sphereCuboidTimeOfImpactExact(circleBoxCase(v(5, -10, 8), v(5, 10, 8), r, ...cuboid));
    expect(compareAt(rat(7, 20), along(5)!.t)).toBe(0);
    expect(along(5 - 2 ** -16)).toBeNull();
  });

  it('starting on the top face: pressing in is an impact at 0, sliding along it separating', () => {
    const start = (c1: ReturnType<typeof v>) =>
      sphereCuboidTimeOfImpactExact(circleBoxCase(v(0, 0, 5), c1, 1, ...cuboid))!;
    expect(start(v(0, 0, 0)).status).toBe('impact');
    expect(start(v(9, 0, 5)).status).toBe('separating');
    expect(compareAt(rat(0), start(v(9, 0, 5)).t)).toBe(0);
  });

  it('refuses a 2D case, naming the vector', () => {
    const flat = circleBoxCase(
      { x: 0, y: 5 },
      { x: 0, y: -5 },
      1,
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    );
    expect(() => sphereCuboidTimeOfImpactExact(flat)).toThrow(
      /^c0 must have 3 components \(got 2\)$/,
    );
  });
});
