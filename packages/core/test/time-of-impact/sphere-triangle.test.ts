/**
 * sphereTriangleTimeOfImpact (and its Into form) and sweptSphereTriangle:
 * worked examples derived by hand, the exact oracle on dyadic inputs (exact
 * booleans and statuses) and on grazes far from the origin (inside
 * ROUNDING_BAND.wall).
 */
import { sphereTriangleTimeOfImpactExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createTriangleContact,
  sphereTriangleTimeOfImpact,
  sphereTriangleTimeOfImpactInto,
  sweptSphereTriangle,
  type Vec3,
} from '../../src/index.ts';
import {
  dyadicTriangle,
  expectExactWallHit,
  expectWallHitInBand,
  type TriangleInput,
  triangleCase,
  wideTriangle,
} from '../wall-cases.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const floor = [v(0, 0, 0), v(10, 0, 0), v(0, 10, 0)] as const;
const toi = (i: TriangleInput) => sphereTriangleTimeOfImpact(i.c0, i.c1, i.r, i.p0, i.p1, i.p2);
const swept = (i: TriangleInput) => sweptSphereTriangle(i.c0, i.c1, i.r, i.p0, i.p1, i.p2);

describe('sphereTriangleTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a floor triangle: centre r above the face at t = 0.4', () => {
    expect(sphereTriangleTimeOfImpact(v(1, 1, 5), v(1, 1, -5), 1, ...floor)).toEqual({
      t: 0.4,
      status: 'impact',
      point: v(1, 1, 0),
      normal: v(0, 0, 1),
      c: v(1, 1, 1),
    });
  });

  it('dropping beside the triangle onto an edge: the edge at distance r = 5 when z = 4, t = 1/2', () => {
    // Over y = −3 (outside the edge y = 0), z(t) = 14 − 20t: 3² + z² = 5² at z = 4.
    const hit = sphereTriangleTimeOfImpact(v(2, -3, 14), v(2, -3, -6), 5, ...floor)!;
    expect(hit).toMatchObject({ t: 0.5, status: 'impact', point: v(2, 0, 0), c: v(2, -3, 4) });
    expect(hit.normal.y).toBeCloseTo(-0.6, 15);
    expect(hit.normal.z).toBeCloseTo(0.8, 15);
  });

  it('grazing a corner: a path at distance exactly r from p0 touches it once, at t = 1/2', () => {
    expect(sphereTriangleTimeOfImpact(v(-1, -5, 0), v(-1, 5, 0), 1, ...floor)).toEqual({
      t: 0.5,
      status: 'impact',
      point: v(0, 0, 0),
      normal: v(-1, 0, 0),
      c: v(-1, 0, 0),
    });
    expect(sweptSphereTriangle(v(-1.001, -5, 0), v(-1.001, 5, 0), 1, ...floor)).toBe(false);
  });

  it('rolling on the floor into a wall triangle (a corner of a room): t = 0.4 against the wall', () => {
    const wall = [v(10, 0, 0), v(10, 10, 0), v(10, 0, 10)] as const;
    const hit = sphereTriangleTimeOfImpact(v(5, 1, 1), v(15, 1, 1), 1, ...wall)!;
    expect(hit).toMatchObject({
      t: 0.4,
      status: 'impact',
      point: v(10, 1, 1),
      normal: v(-1, 0, 0),
    });
    expect(
      sphereTriangleTimeOfImpact(v(5, 1, 1), v(15, 1, 1), 1, v(0, 0, 0), v(20, 0, 0), v(0, 20, 0))!
        .status,
    ).toBe('separating');
  });

  it('degenerate triangles are the segment or point they are', () => {
    // Collinear corners: the segment from (0, 0, 0) to (8, 0, 0); a ball crossing it at x = 5.
    const hit = sphereTriangleTimeOfImpact(
      v(5, 5, 0),
      v(5, -5, 0),
      1,
      v(0, 0, 0),
      v(4, 0, 0),
      v(8, 0, 0),
    )!;
    expect(hit).toMatchObject({ t: 0.4, point: v(5, 0, 0), normal: v(0, 1, 0) });
    // All corners equal: a point.
    const point = sphereTriangleTimeOfImpact(
      v(-5, 0, 0),
      v(5, 0, 0),
      1,
      v(0, 0, 0),
      v(0, 0, 0),
      v(0, 0, 0),
    )!;
    expect(point).toMatchObject({ t: 0.4, point: v(0, 0, 0), normal: v(-1, 0, 0) });
    // On it with r = 0: −d for a point, (1, 0, 0) when still.
    expect(
      sphereTriangleTimeOfImpact(v(0, 0, 0), v(0, 0, 1), 0, v(0, 0, 0), v(0, 0, 0), v(0, 0, 0))!
        .normal,
    ).toEqual(v(0, 0, -1));
  });

  it('r = 0 crossing the face: the normal faces against the motion', () => {
    expect(sphereTriangleTimeOfImpact(v(1, 1, 1), v(1, 1, -1), 0, ...floor)!.normal).toEqual(
      v(0, 0, 1),
    );
    expect(sphereTriangleTimeOfImpact(v(1, 1, -1), v(1, 1, 1), 0, ...floor)!.normal).toEqual(
      v(0, 0, -1),
    );
  });
});

describe('sphereTriangleTimeOfImpactInto', () => {
  it('fills the caller-owned result like the allocating form, and leaves it untouched on a miss', () => {
    fc.assert(
      fc.property(dyadicTriangle, (i) => {
        const out = createTriangleContact();
        const before = structuredClone(out);
        const hit = toi(i);
        expect(sphereTriangleTimeOfImpactInto(out, i.c0, i.c1, i.r, i.p0, i.p1, i.p2)).toBe(
          hit !== null,
        );
        expect(out).toEqual(hit ?? before);
      }),
    );
  });
});

describe('sphereTriangleTimeOfImpact against the exact oracle', () => {
  it('dyadic inputs: swept, hit and status are exact; t is within 4 ulps of t*', () => {
    fc.assert(
      fc.property(dyadicTriangle, (i) => {
        expectExactWallHit(swept(i), toi(i), sphereTriangleTimeOfImpactExact(triangleCase(i)));
      }),
      { numRuns: 1000 },
    );
  });

  it('grazes far from the origin: answers differ from exact only inside the band', () => {
    fc.assert(
      fc.property(wideTriangle, (i) => {
        const c = triangleCase(i);
        expectWallHitInBand(c, swept(i), toi(i), sphereTriangleTimeOfImpactExact(c));
      }),
      { numRuns: 800 },
    );
  });

  it('is the same under any order of the corners (t exact on dyadic inputs)', () => {
    fc.assert(
      fc.property(dyadicTriangle, (i) => {
        const a = toi(i);
        const b = sphereTriangleTimeOfImpact(i.c0, i.c1, i.r, i.p2, i.p1, i.p0);
        expect(b === null).toBe(a === null);
        if (a === null || b === null) return;
        expect(b.status).toBe(a.status);
        expect(Math.abs(b.t - a.t)).toBeLessThanOrEqual(4 * 2 ** -53);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sphereTriangleTimeOfImpact across the input range', () => {
  it('the edge example scaled by 2^150 and 2^-150 touches at the same t (degree-8 products do not overflow)', () => {
    for (const s of [2 ** 150, 2 ** -150, 1e50, 1e-50]) {
      const p = (x: number, y: number, z: number) => v(x * s, y * s, z * s);
      const hit = sphereTriangleTimeOfImpact(
        p(2, -3, 14),
        p(2, -3, -6),
        5 * s,
        p(0, 0, 0),
        p(10, 0, 0),
        p(0, 10, 0),
      )!;
      expect(hit.t).toBe(0.5);
      expect(hit.status).toBe('impact');
      expect(hit.normal.y).toBeCloseTo(-0.6, 14);
      expect(
        sweptSphereTriangle(
          p(2, -3, 14),
          p(2, -3, -6),
          5 * s * (1 - 1e-9),
          p(0, 0, 0),
          p(10, 0, 0),
          p(0, 0, 10),
        ),
      ).toBe(true);
    }
  });
});
