/**
 * The exact sphere-vs-triangle time of impact against independent evidence:
 * hand-derived cases and dense sampling of the distance computed by Ericson's
 * closest-point regions (not by the oracle's pieces).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareAt,
  compareSurd,
  type RVec,
  rat,
  sign,
  sphereTriangleCase,
  sphereTriangleTimeOfImpactExact,
  sweptSphereTriangleExact,
  wallContact,
} from '../../src/index.ts';
import { at, gIndependent } from '../independent.ts';
import { triangleWall } from '../walls/wall-arbitraries.ts';

const GRID = 48;
const v = (x: number, y: number, z: number) => ({ x, y, z });
const floor = [v(0, 0, 0), v(10, 0, 0), v(0, 10, 0)] as const;

describe('sphereTriangleTimeOfImpactExact: worked examples', () => {
  it('a ball dropping onto a floor triangle: t* = 2/5 over the face', () => {
    const hit = sphereTriangleTimeOfImpactExact(
      sphereTriangleCase(v(1, 1, 5), v(1, 1, -5), 1, ...floor),
    )!;
    expect(compareAt(rat(2, 5), hit.t)).toBe(0);
    expect(hit.status).toBe('impact');
  });

  it('dropping beside the triangle onto its edge: the cylinder, t* where the distance to the edge is r', () => {
    // Over y = −3 (outside the edge y = 0), falling in z, r = 5: distance² = 3² + z² = 25 at
    // z = 4, and z(t) = 14 − 20t ⇒ t = 1/2.
    const hit = sphereTriangleTimeOfImpactExact(
      sphereTriangleCase(v(2, -3, 14), v(2, -3, -6), 5, ...floor),
    )!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
  });

  it('grazing a corner: a path at distance exactly r from p0 touches it once', () => {
    const hit = sphereTriangleTimeOfImpactExact(
      sphereTriangleCase(v(-1, -5, 0), v(-1, 5, 0), 1, ...floor),
    )!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    expect(
      sphereTriangleTimeOfImpactExact(
        sphereTriangleCase(v(-1.5, -5, 0), v(-1.5, 5, 0), 1, ...floor),
      ),
    ).toBeNull();
  });

  it('moving in the plane of the face at height r: resting contact is separating', () => {
    const hit = sphereTriangleTimeOfImpactExact(
      sphereTriangleCase(v(1, 1, 1), v(3, 1, 1), 1, ...floor),
    )!;
    expect(compareAt(rat(0), hit.t)).toBe(0);
    expect(hit.status).toBe('separating');
  });
});

describe('sphereTriangleTimeOfImpactExact: properties', () => {
  it('agrees with dense sampling of the independently computed distance', () => {
    fc.assert(
      fc.property(triangleWall, ({ c }) => {
        const touches = Array.from(
          { length: GRID + 1 },
          (_, k) => sign(gIndependent(at(c.c0, c.c1, rat(k, GRID)), c.r, c.wall)) <= 0,
        );
        const hit = sphereTriangleTimeOfImpactExact(c);
        expect(sweptSphereTriangleExact(c)).toBe(hit !== null);
        const first = touches.indexOf(true);
        if (first >= 0) expect(hit).not.toBeNull();
        if (hit === null) return;
        for (let k = 0; k < Math.max(first, 0); k++)
          expect(compareAt(rat(k, GRID), hit.t)).toBe(-1);
        if (first >= 0) expect(compareAt(rat(first, GRID), hit.t)).toBeGreaterThanOrEqual(0);
        const g0 = sign(gIndependent(c.c0, c.r, c.wall));
        expect(hit.status === 'overlap').toBe(g0 < 0);
        if (g0 > 0) expect(hit.status).toBe('impact');
      }),
      { numRuns: 250 },
    );
  });

  it('is touched no later than any of its edges, and exactly when one is, if its corners are collinear', () => {
    fc.assert(
      fc.property(triangleWall, ({ c }) => {
        const [p0, p1, p2] = c.wall as [RVec, RVec, RVec];
        const edges = [
          [p0, p1],
          [p1, p2],
          [p2, p0],
        ].map((wall) => wallContact({ ...c, wall }));
        const hit = wallContact(c);
        const firstEdge = edges.reduce<(typeof edges)[number]>(
          (best, e) => (e !== null && (best === null || compareSurd(e.t, best.t) < 0) ? e : best),
          null,
        );
        // Always: the triangle is touched no later than any of its edges.
        if (firstEdge !== null) expect(compareSurd(hit!.t, firstEdge.t)).toBeLessThanOrEqual(0);
        // A degenerate triangle is the segment it is: the union of its edges' capsules.
        const [a, b, q] = [p0, p1, p2].map((p) => p.map((x) => Number(x.n) / Number(x.d)));
        const u = a!.map((x, k) => b![k]! - x);
        const w = a!.map((x, k) => q![k]! - x);
        const cross = [
          u[1]! * w[2]! - u[2]! * w[1]!,
          u[2]! * w[0]! - u[0]! * w[2]!,
          u[0]! * w[1]! - u[1]! * w[0]!,
        ];
        if (cross.every((x) => x === 0)) {
          expect(hit === null).toBe(firstEdge === null);
          if (hit !== null && firstEdge !== null) expect(compareSurd(hit.t, firstEdge.t)).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
