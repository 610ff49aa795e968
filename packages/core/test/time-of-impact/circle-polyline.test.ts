/** circlePolylineTimeOfImpact (and Into): the earliest segment, ties to the smallest k. */
import { circlePolylineToiExact, ratFromDouble, surdBracket, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactInto,
  circleSegmentTimeOfImpact,
  createPolylineContact,
  type Vec2,
} from '../../src/index.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const room = [v(0, 10), v(0, 0), v(10, 0), v(10, 10)];
const coord = fc.integer({ min: -16, max: 16 }).map((k) => k / 2);
const point = fc.record({ x: coord, y: coord });
const polylineInput = fc.record({
  c0: point,
  c1: point,
  r: fc.integer({ min: 0, max: 6 }).map((k) => k / 2),
  points: fc.array(point, { minLength: 1, maxLength: 7 }),
  closed: fc.boolean(),
});

describe('circlePolylineTimeOfImpact', () => {
  it('a ball flying across a room hits the right wall (segment 2) at t = 0.4', () => {
    expect(circlePolylineTimeOfImpact(v(5, 2), v(15, 2), 1, room, false)).toMatchObject({
      segment: 2,
      t: 0.4,
      status: 'impact',
      point: v(10, 2),
      normal: v(-1, 0),
      c: v(9, 2),
    });
  });

  it('rolling into the corner: floor and wall both touched at t = 1/2, the floor (k = 1) wins the tie', () => {
    // Centre (5 + 8t, 5 − 8t) reaches (9, 1), at distance 1 from both x = 10 and y = 0, at t = 1/2.
    const hit = circlePolylineTimeOfImpact(v(5, 5), v(13, -3), 1, room, false)!;
    expect(hit).toMatchObject({ segment: 1, t: 0.5, point: v(9, 0), normal: v(0, 1) });
  });

  it('closed: the segment back to points[0] counts; one point is a point', () => {
    const box = [v(0, 0), v(10, 0), v(10, 10), v(0, 10)];
    expect(circlePolylineTimeOfImpact(v(-5, 5), v(5, 5), 1, box, false)).toBeNull();
    expect(circlePolylineTimeOfImpact(v(-5, 5), v(5, 5), 1, box, true)).toMatchObject({
      segment: 3,
      t: 0.4,
    });
    expect(circlePolylineTimeOfImpact(v(-5, 0), v(5, 0), 1, [v(0, 0)], false)).toMatchObject({
      segment: 0,
      t: 0.4,
    });
  });

  it('is the minimum of circleSegmentTimeOfImpact over the segments, ties to the smallest k', () => {
    fc.assert(
      fc.property(polylineInput, ({ c0, c1, r, points, closed }) => {
        const hit = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
        const n =
          points.length === 1 ? 1 : closed && points.length > 2 ? points.length : points.length - 1;
        let best: { k: number; t: number } | null = null;
        for (let k = 0; k < n; k++) {
          const s = circleSegmentTimeOfImpact(
            c0,
            c1,
            r,
            points[k]!,
            points[(k + 1) % points.length]!,
          );
          if (s !== null && (best === null || s.t < best.t)) best = { k, t: s.t };
        }
        expect(hit === null).toBe(best === null);
        if (hit === null || best === null) return;
        expect(hit.segment).toBe(best.k);
        const { segment, ...rest } = hit;
        expect(rest).toEqual(
          circleSegmentTimeOfImpact(
            c0,
            c1,
            r,
            points[segment]!,
            points[(segment + 1) % points.length]!,
          ),
        );
      }),
      { numRuns: 800 },
    );
  });

  it('agrees with the exact oracle on these dyadic inputs (segment and t)', () => {
    fc.assert(
      fc.property(polylineInput, ({ c0, c1, r, points, closed }) => {
        const hit = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
        const exact = circlePolylineToiExact(
          vecFromDoubles(c0),
          vecFromDoubles(c1),
          ratFromDouble(r),
          points.map(vecFromDoubles),
          closed,
        );
        expect(hit === null).toBe(exact === null);
        if (hit === null || exact === null) return;
        const [lo, hi] = surdBracket(exact.t);
        expect(hit.t).toBeGreaterThanOrEqual(lo - 4 * 2 ** -53);
        expect(hit.t).toBeLessThanOrEqual(hi + 4 * 2 ** -53);
        // A different segment only when it touches at the same t up to rounding.
        if (hit.segment !== exact.segment) expect(hit.t - lo).toBeLessThanOrEqual(4 * 2 ** -53);
      }),
      { numRuns: 400 },
    );
  });

  it('Into fills a caller-owned result and leaves it untouched on a miss', () => {
    const out = createPolylineContact();
    const before = structuredClone(out);
    expect(circlePolylineTimeOfImpactInto(out, v(5, 5), v(6, 5), 1, room, false)).toBe(false);
    expect(out).toEqual(before);
    expect(circlePolylineTimeOfImpactInto(out, v(5, 2), v(15, 2), 1, room, false)).toBe(true);
    expect(out).toEqual(circlePolylineTimeOfImpact(v(5, 2), v(15, 2), 1, room, false));
  });
});

describe('circlePolylineTimeOfImpact: bad points and closed', () => {
  it('names the polyline argument that is wrong', () => {
    const go =
      (points: unknown, closed: unknown = false) =>
      () =>
        circlePolylineTimeOfImpact(v(0, 0), v(1, 1), 1, points as Vec2[], closed as boolean);
    expect(go([])).toThrow(/^points must be a non-empty array/);
    expect(go(null)).toThrow(/^points must be a non-empty array/);
    expect(go([v(0, 0), { x: 1, y: Number.POSITIVE_INFINITY }])).toThrow(
      /^points\[1\]\.y must be a finite number/,
    );
    expect(go([v(0, 0), null])).toThrow(/^points\[1\] must be an object/);
    expect(go([v(0, 0)], 1)).toThrow(/^closed must be a boolean \(got 1\)/);
  });
});
