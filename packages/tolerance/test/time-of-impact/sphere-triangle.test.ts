/**
 * `sphereTriangleTimeOfImpact` under every policy, against the exact oracle:
 * a worked example derived by hand, then dyadic inputs and grazes. The band's
 * edges come from the README's table (`w`; touch when the distance is
 * `≤ r + w`, overlap when `< r − w`, `< r` for slop), not from the package:
 * - `exact`: `null` iff the oracle's ball never touches; otherwise the
 *   oracle's status, and `t` the lower end of its double bracket of `t*`;
 * - a band: the oracle's answer for a ball of radius `r + w`, except where
 *   the core's rounding decides (`ROUNDING_BAND.wall`): a hit iff that ball
 *   touches, `t` in the bracket of its first touch, and `'overlap'` iff the
 *   ball of radius `r − w` (slop: `r`) overlaps at the start.
 */
import { ROUNDING_BAND, type Vec3 } from '@swept/core';
import { nextDown, sign, sphereTriangleTimeOfImpactExact, surdBracket } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dyadicTriangle,
  gAt,
  type TriangleInput,
  triangleCase,
  wallRelative,
  wallSweptDepth,
} from '../../../core/test/wall-cases.ts';
import { exact, withPolicy } from '../../src/index.ts';
import { grazingTriangle } from '../arbitraries.ts';
import { asRadius, halfWidthOf, POLICIES } from '../policies.ts';

const BAND = ROUNDING_BAND.wall;

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const floor = [v(-10, -10, 0), v(10, -10, 0), v(0, 10, 0)] as const;

describe('sphereTriangleTimeOfImpact: a ball dropping onto a floor triangle', () => {
  it.each(POLICIES.map((p) => [p.name, p] as const))(
    'under %s: first touch when the height 5 − 10t comes down to r + w (r = 1)',
    (_name, policy) => {
      const w = halfWidthOf(policy, 1);
      const hit = withPolicy(policy).sphereTriangleTimeOfImpact(
        v(1, 1, 5),
        v(1, 1, -5),
        1,
        ...floor,
      );
      expect(hit).not.toBeNull();
      expect(hit!.status).toBe('impact');
      expect(hit!.normal).toEqual(v(0, 0, 1));
      const tStar = (4 - w) / 10;
      if (policy.kind === 'exact') {
        // t* = 0.4; the double nearest 0.4 lies above it, so the answer is the one below.
        expect(hit!.t).toBe(nextDown(0.4));
      } else {
        expect(Math.abs(hit!.t - tStar)).toBeLessThanOrEqual(8 * 2 ** -53);
      }
    },
  );
});

const args = (i: TriangleInput) => [i.c0, i.c1, i.r, i.p0, i.p1, i.p2] as const;
const grazes: fc.Arbitrary<TriangleInput> = grazingTriangle.map(([c0, c1, r, p0, p1, p2]) => ({
  c0,
  c1,
  r,
  p0,
  p1,
  p2,
}));

describe.each(POLICIES.map((p) => [p.name, p] as const))(
  'sphereTriangleTimeOfImpact under %s against the exact oracle',
  (_name, policy) => {
    const q = withPolicy(policy);

    function agrees(i: TriangleInput): void {
      const hit = q.sphereTriangleTimeOfImpact(...args(i));
      if (policy.kind === 'exact') {
        const want = sphereTriangleTimeOfImpactExact(triangleCase(i));
        expect(hit === null ? null : [hit.t, hit.status]).toEqual(
          want === null ? null : [surdBracket(want.t)[0], want.status],
        );
        return;
      }
      const w = halfWidthOf(policy, i.r);
      const outer = triangleCase({ ...i, r: asRadius(i.r + w) });
      const want = sphereTriangleTimeOfImpactExact(outer);
      if ((hit !== null) !== (want !== null)) {
        expect(wallSweptDepth(outer)).toBeLessThanOrEqual(BAND);
      }
      if (hit === null || want === null) return;
      const [lo, hi] = surdBracket(want.t);
      if (hit.t < lo || hit.t > hi) {
        expect(wallRelative(gAt(outer, hit.t), outer)).toBeLessThanOrEqual(BAND);
      }
      const inner = triangleCase({
        ...i,
        r: policy.kind === 'slop' ? i.r : asRadius(Math.max(i.r - w, 0)),
      });
      const g0 = gAt(inner, 0);
      if ((hit.status === 'overlap') !== sign(g0) < 0) {
        expect(wallRelative(g0, inner)).toBeLessThanOrEqual(BAND);
      }
    }

    it('on small dyadic inputs (faces, edges, corners, collinear corners)', () => {
      fc.assert(fc.property(dyadicTriangle, agrees), { numRuns: 200 });
    });

    it('on grazes of a face and past a corner, exact and nudged by an ulp', () => {
      fc.assert(fc.property(grazes, agrees), { numRuns: 200 });
    });
  },
);

describe('sphereTriangleTimeOfImpact under exact: the same under any order of the corners', () => {
  it('on small dyadic inputs: the same t and status', () => {
    const q = withPolicy(exact);
    fc.assert(
      fc.property(dyadicTriangle, (i) => {
        const a = q.sphereTriangleTimeOfImpact(...args(i));
        const b = q.sphereTriangleTimeOfImpact(i.c0, i.c1, i.r, i.p2, i.p1, i.p0);
        expect(b === null ? null : [b.t, b.status]).toEqual(a === null ? null : [a.t, a.status]);
      }),
      { numRuns: 300 },
    );
  });
});
