/**
 * sphereCuboidTimeOfImpact, sweptSphereCuboid and sphereCuboidOverlap: worked examples
 * derived by hand (a face, an edge, a corner), the exact oracle on dyadic inputs (exact
 * decisions) and on grazes far from the origin (inside ROUNDING_BAND.wall), the contact
 * at the returned `t` against the oracle's, a cuboid of zero extents as a point, and
 * circleBoxTimeOfImpact's answers for a cuboid as thick as the motion never reaches.
 */
import {
  circleBoxContactAt,
  circleBoxOverlapExact,
  circleBoxTimeOfImpactExact,
  compareAt,
  ratFromDouble,
  ratToNumber,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleBoxTimeOfImpact,
  ROUNDING_BAND,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresTimeOfImpact,
  sweptSphereCuboid,
  type Vec3,
} from '../../src/index.ts';
import {
  boxCase,
  boxGapAt,
  boxRelative,
  dyadicCircleBox,
  dyadicSphereCuboid,
  expectBoxHitInBand,
  type SphereCuboidInput,
  wideSphereCuboid,
} from '../circle-box-cases.ts';
import { expectExactWallHit } from '../wall-cases.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const O = v(0, 0, 0);
const toi = (i: SphereCuboidInput) => sphereCuboidTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);
const swept = (i: SphereCuboidInput) => sweptSphereCuboid(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);

describe('sphereCuboidTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a cuboid top: its centre is r above the top at t = 0.3', () => {
    expect(sphereCuboidTimeOfImpact(v(0, 0, 10), v(0, 0, -10), 1, O, O, v(2, 2, 3))).toEqual({
      t: 0.3,
      status: 'impact',
      point: v(0, 0, 3),
      normal: v(0, 0, -1),
      a: v(0, 0, 4),
      b: O,
    });
  });

  it('an edge: the centre (4, 5, z) is 5 from the edge through (1, 1, ·) at t = 1/2', () => {
    const hit = sphereCuboidTimeOfImpact(v(4, 15, 0.5), v(4, -5, 0.5), 5, O, O, v(1, 1, 1))!;
    expect(hit.t).toBe(0.5);
    expect(hit.normal.x).toBeCloseTo(-0.6, 15);
    expect(hit.normal.y).toBeCloseTo(-0.8, 15);
    expect(hit.normal.z).toBe(0);
    expect(hit.point).toEqual(v(1, 1, 0.5));
  });

  it('a corner: (1 + 2, 1 + 3, 1 + 6) is 7 from the corner (1, 1, 1), reached at t = 1/2', () => {
    // The path along z through (3, 4, ·): z(t) = 17 − 20t is 7 at t = 1/2.
    const hit = sphereCuboidTimeOfImpact(v(3, 4, 17), v(3, 4, -3), 7, O, O, v(1, 1, 1))!;
    expect(hit.t).toBe(0.5);
    expect(hit.point).toEqual(v(1, 1, 1));
    expect(hit.normal.x).toBeCloseTo(-2 / 7, 15);
    expect(hit.normal.y).toBeCloseTo(-3 / 7, 15);
    expect(hit.normal.z).toBeCloseTo(-6 / 7, 15);
  });

  it('statuses and the overlap: resting on a face, pressing in, inside (ties x, then y)', () => {
    const h = v(2, 2, 2);
    expect(sphereCuboidTimeOfImpact(v(0, 0, 3), v(0, 0, 9), 1, O, O, h)!.status).toBe('separating');
    expect(sphereCuboidTimeOfImpact(v(0, 0, 3), v(0, 0, 0), 1, O, O, h)!.status).toBe('impact');
    expect(sphereCuboidOverlap(v(0, 0, 3), 1, O, h)).toBe(false);
    expect(sphereCuboidOverlap(v(0, 0, 2.5), 1, O, h)).toBe(true);
    expect(sphereCuboidOverlap(v(1, 1, 1), 0, O, h)).toBe(true);
    expect(sphereCuboidTimeOfImpact(O, O, 1, O, O, h)!.normal).toEqual(v(1, 0, 0));
  });
});

describe('sphereCuboidTimeOfImpact against the exact oracle', () => {
  it('dyadic inputs: the swept test, the hit and its status are exact, t within 4 ulps', () => {
    fc.assert(
      fc.property(dyadicSphereCuboid, (i) => {
        expectExactWallHit(swept(i), toi(i), circleBoxTimeOfImpactExact(boxCase(i)));
      }),
      { numRuns: 2000 },
    );
  });

  it('grazes far from the origin: differences only inside ROUNDING_BAND.wall', () => {
    fc.assert(
      fc.property(wideSphereCuboid, (i) => {
        const c = boxCase(i);
        expectBoxHitInBand(c, swept(i), toi(i), circleBoxTimeOfImpactExact(c));
      }),
      // The oracle's closest approach over a cuboid's twelve triangles is slow: fewer runs.
      { numRuns: 150 },
    );
  });

  it('the overlap: exact on dyadic inputs, inside the band far away', () => {
    const judge = (i: SphereCuboidInput, exactly: boolean) => {
      const got = sphereCuboidOverlap(i.c0, i.r, i.b0, i.hb);
      const want = circleBoxOverlapExact(
        vecFromDoubles(i.c0),
        ratFromDouble(i.r),
        vecFromDoubles(i.b0),
        vecFromDoubles(i.hb),
      );
      if (exactly) expect(got).toBe(want);
      else if (got !== want) {
        const c = boxCase({ ...i, c1: i.c0, b1: i.b0 });
        expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(ROUNDING_BAND.wall);
      }
    };
    fc.assert(
      fc.property(dyadicSphereCuboid, (i) => judge(i, true)),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(wideSphereCuboid, (i) => judge(i, false)),
      { numRuns: 500 },
    );
  });

  it('the normal, point and centres at the returned t are the exact ones, to rounding', () => {
    fc.assert(
      fc.property(dyadicSphereCuboid, (i) => {
        const hit = toi(i);
        if (hit === null) return;
        const at = circleBoxContactAt(boxCase(i), ratFromDouble(hit.t));
        const d = at.direction.map(ratToNumber);
        const len = Math.hypot(...d);
        const scale = Math.max(
          1,
          ...[i.c0, i.c1, i.b0, i.b1, i.hb].flatMap((p) => [
            Math.abs(p.x),
            Math.abs(p.y),
            Math.abs(p.z),
          ]),
          i.r,
        );
        const exact = circleBoxTimeOfImpactExact(boxCase(i))!;
        if (compareAt(ratFromDouble(hit.t), exact.t) === 0) {
          expect(hit.normal.x).toBeCloseTo(d[0]! / len, 12);
          expect(hit.normal.y).toBeCloseTo(d[1]! / len, 12);
          expect(hit.normal.z).toBeCloseTo(d[2]! / len, 12);
        }
        (['x', 'y', 'z'] as const).forEach((k, n) => {
          expect(Math.abs(hit.point[k] - ratToNumber(at.point[n]!))).toBeLessThanOrEqual(
            scale * 2 ** -48,
          );
          expect(Math.abs(hit.a[k] - ratToNumber(at.a[n]!))).toBeLessThanOrEqual(scale * 2 ** -48);
          expect(Math.abs(hit.b[k] - ratToNumber(at.b[n]!))).toBeLessThanOrEqual(scale * 2 ** -48);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('a cuboid of zero extents is a point: the spheres with rb = 0', () => {
    fc.assert(
      fc.property(dyadicSphereCuboid, (i) => {
        const box = sphereCuboidTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, O);
        const balls = spheresTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, 0);
        expect(box === null).toBe(balls === null);
        if (box === null || balls === null) return;
        expect(box.status).toBe(balls.status);
        expect(box.t).toBeCloseTo(balls.t, 14);
      }),
      { numRuns: 1000 },
    );
  });

  it("in a plane z = 0 inside a cuboid's thickness, the circle–box answer", () => {
    fc.assert(
      fc.property(dyadicCircleBox, (i) => {
        const lift = (p: { x: number; y: number }, z = 0): Vec3 => ({ x: p.x, y: p.y, z });
        const box = sphereCuboidTimeOfImpact(
          lift(i.c0),
          lift(i.c1),
          i.r,
          lift(i.b0),
          lift(i.b1),
          lift(i.hb, 1e6),
        );
        const flat = circleBoxTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);
        expect(box === null ? null : [box.t, box.status]).toEqual(
          flat === null ? null : [flat.t, flat.status],
        );
      }),
      { numRuns: 1000 },
    );
  });
});
