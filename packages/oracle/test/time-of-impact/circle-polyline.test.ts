import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpactExact,
  circleSegmentCase,
  circleSegmentTimeOfImpactExact,
  compareAt,
  compareSurd,
  polylineSegments,
  rat,
  ratFromDouble,
  vecFromDoubles,
} from '../../src/index.ts';

const coord = fc.integer({ min: -8, max: 8 });
const point = fc.record({ x: coord, y: coord });

describe('circlePolylineTimeOfImpactExact', () => {
  it('a ball flying into the corner of a box touches both walls at once: ties go to the smaller k', () => {
    // The corner (10, 0) of an open box; the ball (r = 1) flies diagonally along y = x − 10 + … so that
    // it reaches distance 1 from both walls x = 10 and y = 0 simultaneously at centre (9, 1).
    const box = [
      { x: 0, y: 10 },
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ].map(vecFromDoubles);
    const hit = circlePolylineTimeOfImpactExact(
      vecFromDoubles({ x: 5, y: 5 }),
      vecFromDoubles({ x: 13, y: -3 }),
      ratFromDouble(1),
      box,
      false,
    )!;
    // Centre (5 + 8t, 5 − 8t) reaches (9, 1) at t = 1/2; the floor is segment 1, the right wall segment 2.
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    expect(hit.segment).toBe(1);
  });

  it('is the minimum over its segments, ties to the smallest k', () => {
    fc.assert(
      fc.property(
        fc.record({
          c0: point,
          c1: point,
          r: fc.integer({ min: 0, max: 3 }),
          points: fc.array(point, { minLength: 2, maxLength: 6 }),
          closed: fc.boolean(),
        }),
        ({ c0, c1, r, points, closed }) => {
          const hit = circlePolylineTimeOfImpactExact(
            vecFromDoubles(c0),
            vecFromDoubles(c1),
            ratFromDouble(r),
            points.map(vecFromDoubles),
            closed,
          );
          const segments = polylineSegments(points.map(vecFromDoubles), closed);
          const each = segments.map((_, k) => {
            const a = points[k]!;
            const b = points[(k + 1) % points.length]!;
            return circleSegmentTimeOfImpactExact(circleSegmentCase(c0, c1, r, a, b));
          });
          const touched = each.flatMap((e, k) => (e === null ? [] : [{ e, k }]));
          expect(hit === null).toBe(touched.length === 0);
          if (hit === null) return;
          for (const { e, k } of touched) {
            const order = compareSurd(e.t, hit.t);
            expect(order).toBeGreaterThanOrEqual(0);
            if (order === 0) expect(k).toBeGreaterThanOrEqual(hit.segment);
          }
          expect(compareSurd(each[hit.segment]!.t, hit.t)).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
