/**
 * The wall queries' consistency guarantees, under every policy, as
 * properties: a true swept test has a time of impact (and a false one
 * none); the time of impact is what the policy promises (`exact`: the largest
 * double not after `t*`; every band policy: a time where the exact centre is
 * within the outer edge up to the core's wall band; where the band is wider
 * than the rounding, on the small-integer cases: a centre that passes the
 * touch test) and its normal is a unit vector; the push-out leaves the policy's
 * overlap test false and a ball that does not overlap where it is; the
 * polyline's answer is the earliest over its segments (a band policy's: its
 * segment's).
 */
import { ROUNDING_BAND, type Vec2, type Vec3 } from '@swept/core';
import {
  circleSegmentCase,
  cmp,
  gAt,
  mul,
  ratFromDouble,
  sphereTriangleCase,
  surdBracket,
  type WallCase,
  wallContact,
  wallScale,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfWidth } from '../src/band-distances.ts';
import type { Policy } from '../src/index.ts';
import { withPolicy } from '../src/index.ts';
import {
  segmentArgs,
  smallPolyline,
  smallSegment,
  smallTriangle,
  triangleArgs,
} from './arbitraries.ts';
import { POLICIES, RESOLVING } from './policies.ts';

/**
 * Whether the band is wider than the core's rounding on the wall queries (its
 * declared `ROUNDING_BAND.wall` on `g = distance² − r²`, relative to
 * `|c0 − p0|² + |c1 − p0|² + Σ|pi − p0|² + r²`) with a margin of 2^7, and
 * than the rounding of the positions: a narrower band (`absolute(0)`,
 * `ulps(n)`, a zero radius) cannot promise that rounded positions land in
 * it, as for the pair queries.
 */
function bandResolves(policy: Policy, c0: Vec3, c1: Vec3, r: number, wall: Vec3[]): boolean {
  if (policy.kind === 'exact') return false;
  const w = halfWidth(policy, r);
  const p0 = wall[0]!;
  const d2 = (a: Vec3) => (a.x - p0.x) ** 2 + (a.y - p0.y) ** 2 + (a.z - p0.z) ** 2;
  const scale = d2(c0) + d2(c1) + wall.reduce((sum, p) => sum + d2(p), 0) + r * r;
  const m = Math.max(
    ...[c0, c1, ...wall].flatMap((v) => [Math.abs(v.x), Math.abs(v.y), Math.abs(v.z)]),
    r,
  );
  return w * (2 * r + w) >= 2 ** 7 * ROUNDING_BAND.wall * scale && w >= 2 ** -40 * m;
}

const flat = (v: Vec2): Vec3 => ({ x: v.x, y: v.y, z: 0 });

/**
 * The policies whose band is wider than the rounding on some wall cases: those of the
 * pair queries but `relative(1e-12)`, whose `w·2r = 2e-12·r²` stays under 2^7 times the
 * wall band (`2^-45`, four times the swept band) of every wall case's scale (at least r²).
 */
const WALL_RESOLVING = RESOLVING.filter((p) => p.name !== 'relative(1e-12)');

/**
 * What a policy promises of a wall time of impact `t` on the case `at(radius)`: under
 * `exact`, `t` is the largest double not after the exact first touch `t*`; under a band
 * policy, which touches at `outer = r + w` as the core decides, `t` is never before the
 * exact first touch by more than the core's wall band: at `t` the exact centre has
 * `g = distance² − outer² ≤ ROUNDING_BAND.wall·scale` (it may be later, up to the
 * closest approach, where `g` is lower still).
 */
function expectPromisedTime(policy: Policy, t: number, r: number, at: (r: number) => WallCase) {
  if (policy.kind === 'exact') {
    const exact = wallContact(at(r));
    expect(exact).not.toBeNull();
    expect(t).toBe(surdBracket(exact!.t)[0]);
    return;
  }
  const c = at(r + halfWidth(policy, r));
  const g = gAt(c, ratFromDouble(t));
  expect(cmp(g, mul(ratFromDouble(ROUNDING_BAND.wall), wallScale(c)))).toBeLessThanOrEqual(0);
}

const unit = (n: { x: number; y: number; z?: number }) =>
  Math.abs(Math.hypot(n.x, n.y, n.z ?? 0) - 1) < 1e-12;

describe.each(POLICIES.map((p) => [p.name, p] as const))('walls under %s', (_name, policy) => {
  const q = withPolicy(policy);

  it('a swept test is true iff there is a time of impact', () => {
    fc.assert(
      fc.property(segmentArgs, (args) => {
        expect(q.circleSegmentTimeOfImpact(...args) !== null).toBe(q.sweptCircleSegment(...args));
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(triangleArgs, (args) => {
        expect(q.sphereTriangleTimeOfImpact(...args) !== null).toBe(q.sweptSphereTriangle(...args));
      }),
      { numRuns: 150 },
    );
  });

  it(
    policy.kind === 'exact'
      ? 'the time of impact is the largest double not after t*, with a unit normal and the status of the start'
      : 'at the time of impact the exact centre is within the outer edge r + w, up to the core wall band, with a unit normal and the status of the start',
    () => {
      let hits = 0;
      fc.assert(
        fc.property(smallSegment, ([c0, c1, r, s0, s1]) => {
          const hit = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
          if (hit === null) return;
          hits++;
          expect(hit.t >= 0 && hit.t <= 1).toBe(true);
          expect(hit.u >= 0 && hit.u <= 1).toBe(true);
          expect(unit(hit.normal)).toBe(true);
          expectPromisedTime(policy, hit.t, r, (radius) =>
            circleSegmentCase(c0, c1, radius, s0, s1),
          );
          if (hit.status !== 'impact') expect(hit.t).toBe(0);
          expect(hit.status === 'overlap').toBe(q.circleSegmentOverlap(c0, r, s0, s1));
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(smallTriangle, ([c0, c1, r, p0, p1, p2]) => {
          const hit = q.sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
          if (hit === null) return;
          hits++;
          expect(unit(hit.normal)).toBe(true);
          expectPromisedTime(policy, hit.t, r, (radius) =>
            sphereTriangleCase(c0, c1, radius, p0, p1, p2),
          );
          expect(hit.status === 'overlap').toBe(q.sphereTriangleOverlap(c0, r, p0, p1, p2));
        }),
        { numRuns: 200 },
      );
      expect(hits).toBeGreaterThan(0);
    },
  );

  if (WALL_RESOLVING.includes(policy)) {
    it("where the band is wider than the rounding, the time of impact's centre passes the touch test", () => {
      let resolved = 0;
      fc.assert(
        fc.property(smallSegment, ([c0, c1, r, s0, s1]) => {
          const hit = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
          if (hit === null || !bandResolves(policy, flat(c0), flat(c1), r, [flat(s0), flat(s1)]))
            return;
          resolved++;
          expect(q.sweptCircleSegment(hit.c, hit.c, r, s0, s1)).toBe(true);
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(smallTriangle, ([c0, c1, r, p0, p1, p2]) => {
          const hit = q.sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
          if (hit === null || !bandResolves(policy, c0, c1, r, [p0, p1, p2])) return;
          resolved++;
          expect(q.sweptSphereTriangle(hit.c, hit.c, r, p0, p1, p2)).toBe(true);
        }),
        { numRuns: 200 },
      );
      expect(resolved).toBeGreaterThan(0);
    });
  }

  it('the push-out leaves no overlap, and a ball that does not overlap stays put', () => {
    fc.assert(
      fc.property(segmentArgs, ([c, , r, s0, s1]) => {
        const out = q.separateCircleSegment(c, r, s0, s1);
        expect(q.circleSegmentOverlap(out, r, s0, s1)).toBe(false);
        if (!q.circleSegmentOverlap(c, r, s0, s1)) expect(out).toEqual(c);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(triangleArgs, ([c, , r, p0, p1, p2]) => {
        const out = q.separateSphereTriangle(c, r, p0, p1, p2);
        expect(q.sphereTriangleOverlap(out, r, p0, p1, p2)).toBe(false);
        if (!q.sphereTriangleOverlap(c, r, p0, p1, p2)) expect(out).toEqual(c);
      }),
      { numRuns: 150 },
    );
  });

  // Exact: the earliest exact touch over the segments. A band policy takes
  // the core's earliest segment (its times round) and settles that segment
  // as the segment query does, so it answers as that segment does.
  it('a polyline answers as its earliest segment, ties to the smallest k', () => {
    fc.assert(
      fc.property(smallPolyline, ([c0, c1, r, points, closed]) => {
        const hit = q.circlePolylineTimeOfImpact(c0, c1, r, points, closed);
        const n = points.length;
        const count = n === 1 ? 1 : closed && n > 2 ? n : n - 1;
        const times: (number | null)[] = [];
        for (let k = 0; k < count; k++) {
          const s1: Vec2 = points[k + 1 < n ? k + 1 : 0]!;
          times.push(q.circleSegmentTimeOfImpact(c0, c1, r, points[k]!, s1)?.t ?? null);
        }
        const hits = times.filter((t): t is number => t !== null);
        expect(hit === null).toBe(hits.length === 0);
        if (hit === null) return;
        expect(times[hit.segment]).toBe(hit.t);
        if (policy.kind === 'exact') {
          expect(hit.t).toBe(Math.min(...hits));
          expect(times.indexOf(hit.t)).toBe(hit.segment);
        }
      }),
      { numRuns: 200 },
    );
  });
});
