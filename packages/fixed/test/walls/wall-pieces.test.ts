/**
 * The wall queries' limb stage (`src/walls/wall-pieces.ts`, `src/exact/floor-root.ts`,
 * the limb forms in `src/walls/capsule.ts`, `slab-limbs.ts`, `src/closest/`), forced:
 * every case below lies beyond the doubles' range (relative vectors above
 * 2^26 raw for a segment, 2^24 for a triangle, or a degenerate triangle), is
 * tangent or one raw unit either side of tangent, and sits near the edge of
 * the raw range ±(2^31 − 1). Each answer is compared with the exact oracle
 * (@swept/oracle, BigInt rationals), and `exactStats()` must show that the
 * limb stage decided it.
 */
import {
  circleSegmentCase,
  circleSegmentOverlapExact,
  circleSegmentTimeOfImpactExact,
  ratFromRaw,
  sphereTriangleCase,
  sphereTriangleOverlapExact,
  sphereTriangleTimeOfImpactExact,
  surdFloor16,
  sweptCircleSegmentExact,
  sweptSphereTriangleExact,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  exactStats,
  resetExactStats,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptCircleSegment,
  sweptSphereTriangle,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { MAX } from '../helpers.ts';
import { at, pointSegment, pt } from '../walls-reference.ts';

/** `u`: the floor of the closest point's parameter at the centre at the floored `t` (exact). */
function footU(c0: Vec2, c1: Vec2, t: number, s0: Vec2, s1: Vec2): number {
  const foot = pointSegment(at(c0, c1, t), pt(s0, 65536n), pt(s1, 65536n));
  return Number((foot.ln * 65536n) / foot.ld);
}

/** Runs `f` and returns how many of its calls the limb stage decided. */
function limbCalls(f: () => void): number {
  resetExactStats();
  f();
  return exactStats().fallback;
}

/** The segment queries on one case against the oracle; true when it touches. */
function segment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  const label = JSON.stringify([c0, c1, r, s0, s1]);
  const c = circleSegmentCase(c0, c1, r, s0, s1, 'raw');
  const exact = circleSegmentTimeOfImpactExact(c);
  resetExactStats();
  const got = circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
  const calls = exactStats().fallback;
  // Every touch here goes through the limb stage; a miss may end at the exact box test.
  if (exact !== null) expect(calls, label).toBe(1);
  expect(got === null, label).toBe(exact === null);
  expect(sweptCircleSegment(c0, c1, r, s0, s1), label).toBe(sweptCircleSegmentExact(c));
  if (exact === null || got === null) return false;
  expect(got.t, label).toBe(surdFloor16(exact.t));
  expect(got.status, label).toBe(exact.status);
  expect(got.u, label).toBe(footU(c0, c1, got.t, s0, s1));
  return true;
}

/** The triangle queries on one case against the oracle; true when it touches. */
function triangle(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const label = JSON.stringify([c0, c1, r, p0, p1, p2]);
  const c = sphereTriangleCase(c0, c1, r, p0, p1, p2, 'raw');
  const exact = sphereTriangleTimeOfImpactExact(c);
  resetExactStats();
  const got = sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
  const calls = exactStats().fallback;
  // Every touch here goes through the limb stage; a miss may end at the exact box test.
  if (exact !== null) expect(calls, label).toBe(1);
  expect(got === null, label).toBe(exact === null);
  expect(sweptSphereTriangle(c0, c1, r, p0, p1, p2), label).toBe(sweptSphereTriangleExact(c));
  if (exact === null || got === null) return false;
  expect(got.t, label).toBe(surdFloor16(exact.t));
  expect(got.status, label).toBe(exact.status);
  return true;
}

const add2 = (a: Vec2, x: number, y: number): Vec2 => ({ x: a.x + x, y: a.y + y });
const add3 = (a: Vec3, x: number, y: number, z: number): Vec3 => ({
  x: a.x + x,
  y: a.y + y,
  z: a.z + z,
});

// A long segment along (3, 4)·a from near the corner (−MAX, −MAX) of the range; its
// unit normal is (−4, 3)/5, so a centre at offset (−4k, 3k) is exactly 5k from its line.
const a = 2 ** 30 - 1;
const s0: Vec2 = { x: -MAX + 2 ** 29, y: -MAX };
const s1 = add2(s0, 3 * a, 4 * a);
const k = 2 ** 26;

describe('the segment limb stage, at the edge of the range', () => {
  it('the rectangle: sliding parallel at distance r, one raw unit either side', () => {
    const from = add2(s0, 3 * (a >> 2) - 4 * k, 4 * (a >> 2) + 3 * k);
    const to = add2(from, 3 * (a >> 1), 4 * (a >> 1));
    // Exactly r: touching all along, not approaching; r + 1: overlapping; r − 1: never.
    for (const dr of [-1, 0, 1]) {
      expect(segment(from, to, 5 * k + dr, s0, s1)).toBe(dr >= 0);
    }
  });

  it('the rectangle: a head-on approach touches at t = 3/4, one raw unit either side', () => {
    const mid = add2(s0, 3 * (a >> 1), 4 * (a >> 1));
    // The distance to the line is 5·(k + 3h − 4h·t): r = 5k at t = 3/4.
    const h = 2 ** 20;
    const c0 = add2(mid, -4 * (k + 3 * h), 3 * (k + 3 * h));
    const c1 = add2(mid, -4 * (k - h), 3 * (k - h));
    for (const dr of [-1, 0, 1]) expect(segment(c0, c1, 5 * k + dr, s0, s1)).toBe(true);
    expect(circleSegmentTimeOfImpact(c0, c1, 5 * k, s0, s1)?.t).toBe(49152);
  });

  it('an end disc: a 3-4-5 graze beyond the far end, one raw unit either side', () => {
    // The segment (0, 0) → (3, 4)·2^28; the path passes its end at offset (3, 4)·j (5j, along
    // the segment, so beyond it all the way) moving along (4, −3)·m: closest at t = 1/2.
    const e0: Vec2 = { x: 0, y: 0 };
    const e1: Vec2 = { x: 3 * 2 ** 28, y: 4 * 2 ** 28 };
    const j = 2 ** 24;
    const m = 2 ** 27;
    const c0 = add2(e1, 3 * j - 4 * m, 4 * j + 3 * m);
    const c1 = add2(e1, 3 * j + 4 * m, 4 * j - 3 * m);
    for (const dr of [-1, 0, 1]) expect(segment(c0, c1, 5 * j + dr, e0, e1)).toBe(dr >= 0);
  });

  it('huge radii and random paths anywhere in range agree with the oracle', () => {
    const v = fc.record({
      x: fc.integer({ min: -MAX, max: MAX }),
      y: fc.integer({ min: -MAX, max: MAX }),
    });
    fc.assert(
      fc.property(v, v, fc.integer({ min: 2 ** 28, max: MAX }), v, v, (c0, c1, r, p, q) => {
        const label = JSON.stringify([c0, c1, r, p, q]);
        const c = circleSegmentCase(c0, c1, r, p, q, 'raw');
        const exact = circleSegmentTimeOfImpactExact(c);
        const got = circleSegmentTimeOfImpact(c0, c1, r, p, q);
        expect(got === null, label).toBe(exact === null);
        if (exact !== null && got !== null) {
          expect(got.t, label).toBe(surdFloor16(exact.t));
          expect(got.status, label).toBe(exact.status);
          expect(got.u, label).toBe(footU(c0, c1, got.t, p, q));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('overlap: touching is not overlapping, one raw unit closer is', () => {
    const c = add2(s0, 3 * (a >> 1) - 4 * k, 4 * (a >> 1) + 3 * k);
    for (const dr of [-1, 0, 1]) {
      const r = 5 * k + dr;
      const want = circleSegmentOverlapExact(
        vecFromRaw(c),
        ratFromRaw(r),
        vecFromRaw(s0),
        vecFromRaw(s1),
      );
      expect(want).toBe(dr > 0);
      let got = false;
      expect(limbCalls(() => (got = circleSegmentOverlap(c, r, s0, s1)))).toBe(1);
      expect(got).toBe(want);
    }
  });
});

// A floor triangle z = Z spanning most of the range (far beyond 2^24 raw).
const Z = -MAX + 2 ** 28;
const t0: Vec3 = { x: -MAX, y: -MAX, z: Z };
const t1: Vec3 = { x: MAX, y: -MAX, z: Z };
const t2: Vec3 = { x: 0, y: MAX, z: Z };
// A smaller one (still far beyond 2^24 raw) with room outside its edges and apex.
const Y0 = -MAX + 2 ** 28;
const q0: Vec3 = { x: -(2 ** 30), y: Y0, z: Z };
const q1: Vec3 = { x: 2 ** 30, y: Y0, z: Z };
const q2: Vec3 = { x: 0, y: 2 ** 30, z: Z };

describe('the triangle limb stage, at the edge of the range', () => {
  it('the prism: dropping onto the face touches at t = 3/4, one raw unit either side', () => {
    const r = 2 ** 27;
    const h = 2 ** 22;
    const c0: Vec3 = { x: 12345, y: -6789, z: Z + r + 3 * h };
    const c1: Vec3 = { x: 12345, y: -6789, z: Z + r - h };
    for (const dr of [-1, 0, 1]) expect(triangle(c0, c1, r + dr, t0, t1, t2)).toBe(true);
    expect(sphereTriangleTimeOfImpact(c0, c1, r, t0, t1, t2)?.t).toBe(49152);
  });

  it('the prism: skimming the face at height r, one raw unit either side', () => {
    const r = 2 ** 27;
    const c0: Vec3 = { x: -(2 ** 28), y: 0, z: Z + r };
    const c1: Vec3 = { x: 2 ** 28, y: 2 ** 20, z: Z + r };
    for (const dr of [-1, 0, 1]) expect(triangle(c0, c1, r + dr, t0, t1, t2)).toBe(dr >= 0);
  });

  it('a cylinder: a 3-4-5 graze of an edge, sliding along it or crossing it', () => {
    // The edge q0 → q1 runs along x at (y, z) = (Y0, Z); outside the face (y < Y0) the
    // offset (−3j, 4j) is exactly 5j from it.
    const j = 2 ** 24;
    const m = 2 ** 25;
    const y = Y0 - 3 * j;
    const z = Z + 4 * j;
    for (const dr of [-1, 0, 1]) {
      // Along the edge: touching all along (r = 5j), overlapping (+1), never (−1).
      const slide = triangle({ x: -(2 ** 29), y, z }, { x: 2 ** 29, y, z }, 5 * j + dr, q0, q1, q2);
      expect(slide).toBe(dr >= 0);
      // Across it along (0, 4, 3)·m, perpendicular to the offset: closest (5j) at t = 1/2.
      const c0: Vec3 = { x: 77, y: y - 4 * m, z: z - 3 * m };
      const c1: Vec3 = { x: 77, y: y + 4 * m, z: z + 3 * m };
      expect(triangle(c0, c1, 5 * j + dr, q0, q1, q2)).toBe(dr >= 0);
    }
  });

  it('a corner ball: a 3-4-5 graze of the apex, one raw unit either side', () => {
    // The centre passes the apex q2 along x at offset (0, 3j, 4j) from it: 5j at t = 1/2,
    // beyond both edges that meet there.
    const j = 2 ** 24;
    const c0 = add3(q2, -(2 ** 28), 3 * j, 4 * j);
    const c1 = add3(q2, 2 ** 28, 3 * j, 4 * j);
    for (const dr of [-1, 0, 1]) expect(triangle(c0, c1, 5 * j + dr, q0, q1, q2)).toBe(dr >= 0);
  });

  it('a degenerate triangle is its segment (limb cylinders at any size)', () => {
    const p0: Vec3 = { x: 0, y: 0, z: 0 };
    const p1: Vec3 = { x: 3 * 4096, y: 4 * 4096, z: 0 };
    const mid: Vec3 = { x: 3 * 2048, y: 4 * 2048, z: 0 };
    // The unit normal (−4, 3, 0)/5 in the plane: a slide at distance exactly 5·1024.
    const c0 = add3(mid, -4 * 1024 - 3 * 512, 3 * 1024 - 4 * 512, 0);
    const c1 = add3(mid, -4 * 1024 + 3 * 512, 3 * 1024 + 4 * 512, 0);
    for (const dr of [-1, 0, 1]) expect(triangle(c0, c1, 5 * 1024 + dr, p0, p1, mid)).toBe(dr >= 0);
  });

  it('overlap: touching the face is not overlapping, one raw unit closer is', () => {
    const r = 2 ** 27;
    const c: Vec3 = { x: 5, y: 7, z: Z + r };
    for (const dr of [-1, 0, 1]) {
      const want = sphereTriangleOverlapExact(
        vecFromRaw(c),
        ratFromRaw(r + dr),
        vecFromRaw(t0),
        vecFromRaw(t1),
        vecFromRaw(t2),
      );
      expect(want).toBe(dr > 0);
      let got = false;
      const calls = limbCalls(() => (got = sphereTriangleOverlap(c, r + dr, t0, t1, t2)));
      // Farther than r − 1 from the plane: the exact box test decides; else the limb pieces.
      expect(calls).toBe(dr < 0 ? 0 : 1);
      expect(got).toBe(want);
    }
  });

  it('a point on a tilted triangle with no direction gets its exact normal, against the motion', () => {
    // The plane 3y = 4z through far corners: (p1 − p0) × (p2 − p0) = 2^60·(0, −3, 4).
    const q: Vec3 = { x: 0, y: 0, z: 0 };
    const p0: Vec3 = { x: -(2 ** 30), y: -4 * 2 ** 28, z: -3 * 2 ** 28 };
    const p1: Vec3 = { x: 2 ** 30, y: -4 * 2 ** 28, z: -3 * 2 ** 28 };
    const p2: Vec3 = { x: 0, y: 4 * 2 ** 28, z: 3 * 2 ** 28 };
    const down = sphereTriangleTimeOfImpact(q, { x: 0, y: 4, z: -3 }, 0, p0, p1, p2);
    const up = sphereTriangleTimeOfImpact(q, { x: 0, y: -4, z: 3 }, 0, p0, p1, p2);
    // Against the motion; rounded half away from zero: 65536·3/5 = 39321.6, 65536·4/5 = 52428.8.
    expect(down?.normal).toEqual({ x: 0, y: -39322, z: 52429 });
    expect(up?.normal).toEqual({ x: 0, y: 39322, z: -52429 });
  });
});

describe('floorFirstRoot and the limb pieces on random far cases', () => {
  it('sphereTriangleTimeOfImpact with huge radii agrees with the oracle anywhere in range', () => {
    const v = fc.record({
      x: fc.integer({ min: -MAX, max: MAX }),
      y: fc.integer({ min: -MAX, max: MAX }),
      z: fc.integer({ min: -MAX, max: MAX }),
    });
    fc.assert(
      fc.property(
        v,
        v,
        fc.integer({ min: 2 ** 28, max: MAX }),
        v,
        v,
        v,
        (c0, c1, r, p0, p1, p2) => {
          const label = JSON.stringify([c0, c1, r, p0, p1, p2]);
          const exact = sphereTriangleTimeOfImpactExact(
            sphereTriangleCase(c0, c1, r, p0, p1, p2, 'raw'),
          );
          const got = sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
          expect(got === null, label).toBe(exact === null);
          if (exact !== null && got !== null) {
            expect(got.t, label).toBe(surdFloor16(exact.t));
            expect(got.status, label).toBe(exact.status);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
