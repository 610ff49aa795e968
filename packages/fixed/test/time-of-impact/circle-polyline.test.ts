import {
  circlePolylineTimeOfImpactExact,
  ratFromRaw,
  surdFloor16,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circleSegmentTimeOfImpact,
  ONE,
  type Vec2,
} from '../../src/index.ts';
import { radius, vec2 } from '../helpers.ts';

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });

describe('circlePolylineTimeOfImpact', () => {
  it('a ball rolling into a corner hits the wall it reaches first', () => {
    // Floor y = 0 and a wall x = 4: a ball of radius 1 rolling along y = 1 touches the floor all along
    // (t = 0, separating), so aim it slightly up: from (0, 1.5) to (8, 1.5) it meets the wall when x = 3.
    const corner = [v(-4, 0), v(4, 0), v(4, 4)];
    const hit = circlePolylineTimeOfImpact(v(0, 1.5), v(8, 1.5), ONE, corner, false);
    expect(hit).toMatchObject({
      segment: 1,
      t: Math.floor((3 / 8) * 65536),
      status: 'impact',
      normal: { x: -65536, y: 0 },
    });
    // Resting on the floor and rolling in: the floor contact comes first (t = 0, separating).
    expect(circlePolylineTimeOfImpact(v(0, 1), v(8, 1), ONE, corner, false)).toMatchObject({
      segment: 0,
      t: 0,
      status: 'separating',
    });
  });

  it('flies into a closed box through its nearest wall', () => {
    const box = [v(0, 0), v(1, 0), v(1, 1), v(0, 1)];
    const hit = circlePolylineTimeOfImpact(v(-2, 0.5), v(2, 0.5), ONE / 2, box, true);
    expect(hit).toMatchObject({
      segment: 3,
      t: 24576,
      point: v(0, 0.5),
      normal: { x: -65536, y: 0 },
    });
    // Open, the left wall (3 → 0) is missing: the ends (0, 0) and (0, 1) of the bottom and top walls
    // stop the ball together when its centre reaches (0, 0.5); the tie goes to the smaller index.
    const open = circlePolylineTimeOfImpact(v(-2, 0.5), v(2, 0.5), ONE / 2, box, false);
    expect(open?.segment).toBe(0);
    expect(open?.point).toEqual(v(0, 0));
  });

  it('is the exact earliest segment: t floored, the exact status, ties to the smallest index', () => {
    // The oracle orders the segments by their exact first touch. Fixed floors each t, so two
    // touches inside one 1/65536 step tie and the smaller index wins (it may come before the
    // exact earliest); a touch at exactly t = 0 still comes before one that floors to 0.
    fc.assert(
      fc.property(
        vec2(1 << 20),
        vec2(1 << 20),
        radius(1 << 18),
        fc.array(vec2(1 << 20), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (c0, c1, r, points, closed) => {
          const got = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
          const exact = circlePolylineTimeOfImpactExact(
            vecFromRaw(c0),
            vecFromRaw(c1),
            ratFromRaw(r),
            points.map(vecFromRaw),
            closed,
          );
          expect(got === null).toBe(exact === null);
          if (got === null || exact === null) return;
          expect(got.t).toBe(surdFloor16(exact.t));
          expect(got.status).toBe(exact.status);
          expect(got.segment).toBeLessThanOrEqual(exact.segment);
          const n = points.length;
          const { segment, ...rest } = got;
          expect(rest).toEqual(
            circleSegmentTimeOfImpact(c0, c1, r, points[segment]!, points[(segment + 1) % n]!),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a circle that overlaps one segment at the start is not a fresh impact on another (fuzz seed 404)', () => {
    // Raw units. The closing segment (−1, −11) → (0, 23) passes 18/√1157 ≈ 0.53 from the centre
    // (0, 5), well inside r = 16: overlap at t = 0. Segment 1 ends at (−1, −11), √257 ≈ 16.03 away,
    // and the downward motion reaches it a fraction of a raw step later: its t floors to 0 too.
    const points = [
      { x: 0, y: 23 },
      { x: -9083119, y: 0 },
      { x: -1, y: -11 },
      { x: -1, y: -11 },
    ];
    const c0 = { x: 0, y: 5 };
    const c1 = { x: 0, y: -18592 };
    const got = circlePolylineTimeOfImpact(c0, c1, 16, points, true);
    expect(got).toMatchObject({ segment: 3, t: 0, status: 'overlap' });
    expect(circleSegmentTimeOfImpact(c0, c1, 16, points[1]!, points[2]!)).toMatchObject({
      t: 0,
      status: 'impact',
    });
  });

  it('refuses bad polylines with the argument named', () => {
    const o = { x: 0, y: 0 };
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [], false)).toThrow(
      /^points must be a non-empty array/,
    );
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [o, { x: 0, y: 0.5 }], false)).toThrow(
      /^points\[1\]\.y must be/,
    );
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [o], 1 as unknown as boolean)).toThrow(
      /^closed must be a boolean/,
    );
    expect(() => circlePolylineTimeOfImpact(o, { x: Number.NaN, y: 0 }, 1, [o], true)).toThrow(
      /^c1\.x must be/,
    );
  });
});
