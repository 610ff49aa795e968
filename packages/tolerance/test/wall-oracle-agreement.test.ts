/**
 * The `exact` wall queries against the exact oracle, on every generated case:
 * the swept test, the status and the overlap exactly; `t` the lower end of
 * the oracle's double bracket of `t*`; the push-out leaving the oracle's
 * overlap test false; the polyline's segment the oracle's (exact ties to
 * the smallest `k`).
 */
import {
  circlePolylineTimeOfImpactExact,
  circleSegmentOverlapExact,
  ratFromDouble,
  sphereTriangleOverlapExact,
  surdBracket,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../src/index.ts';
import {
  grazingSegment,
  grazingTriangle,
  type SegmentArgs,
  segmentArgs,
  smallPolyline,
  smallSegment,
  type TriangleArgs,
  triangleArgs,
} from './arbitraries.ts';
import { agreesSegment, agreesTriangle, expectRaySegment } from './oracle.ts';

const q = withPolicy(exact);
const v = vecFromDoubles;
const n = ratFromDouble;

function checkSegment(args: SegmentArgs): void {
  const { overlaps } = agreesSegment(args);
  const [c0, , r, s0, s1] = args;
  const out = q.separateCircleSegment(c0, r, s0, s1);
  expect(circleSegmentOverlapExact(v(out), n(r), v(s0), v(s1))).toBe(false);
  if (!overlaps) expect(out).toEqual(c0);
}

function checkTriangle(args: TriangleArgs): void {
  const { overlaps } = agreesTriangle(args);
  const [c0, , r, p0, p1, p2] = args;
  const out = q.separateSphereTriangle(c0, r, p0, p1, p2);
  expect(sphereTriangleOverlapExact(v(out), n(r), v(p0), v(p1), v(p2))).toBe(false);
  if (!overlaps) expect(out).toEqual(c0);
}

describe('exact wall queries agree with the oracle', () => {
  it('circle vs segment: small integers, grazes nudged by an ulp, any magnitude', () => {
    fc.assert(fc.property(segmentArgs, checkSegment), { numRuns: 600 });
  });

  it('circle vs segment: exact grazes of the flat side and of an end', () => {
    fc.assert(fc.property(grazingSegment, checkSegment), { numRuns: 300 });
  });

  it('sphere vs triangle: small integers, grazes nudged by an ulp, any magnitude', () => {
    fc.assert(fc.property(triangleArgs, checkTriangle), { numRuns: 400 });
  });

  it('sphere vs triangle: exact grazes of the face and of a corner', () => {
    fc.assert(fc.property(grazingTriangle, checkTriangle), { numRuns: 200 });
  });

  it('circle vs polyline: the earliest segment, exact ties to the smallest k', () => {
    fc.assert(
      fc.property(smallPolyline, ([c0, c1, r, points, closed]) => {
        const want = circlePolylineTimeOfImpactExact(v(c0), v(c1), n(r), points.map(v), closed);
        const hit = q.circlePolylineTimeOfImpact(c0, c1, r, points, closed);
        expect(hit === null ? null : [hit.t, hit.status, hit.segment]).toEqual(
          want === null ? null : [surdBracket(want.t)[0], want.status, want.segment],
        );
      }),
      { numRuns: 400 },
    );
  });

  it('with r = 0, the time of impact is raySegment’s (exact: the same double)', () => {
    fc.assert(
      fc.property(segmentArgs, (args) => void expectRaySegment(args)),
      { numRuns: 400 },
    );
  });
  // (The core's roundings depend on the segment's direction; `exact`'s do not.)
  it('reversing the segment changes nothing but u', () => {
    fc.assert(
      fc.property(smallSegment, ([c0, c1, r, s0, s1]) => {
        expect(q.sweptCircleSegment(c0, c1, r, s1, s0)).toBe(
          q.sweptCircleSegment(c0, c1, r, s0, s1),
        );
        const a = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
        const b = q.circleSegmentTimeOfImpact(c0, c1, r, s1, s0);
        expect(b === null ? null : [b.t, b.status]).toEqual(a === null ? null : [a.t, a.status]);
        expect(q.circleSegmentOverlap(c0, r, s1, s0)).toBe(q.circleSegmentOverlap(c0, r, s0, s1));
      }),
      { numRuns: 200 },
    );
  });
});
