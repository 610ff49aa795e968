/**
 * The walls' exact last resort (`src/walls/wall-rational.ts` over the limb
 * integers of core's `src/exact/exact-integer.ts`), called directly so every case runs
 * it, against the exact oracle: the floored first touch, the start status
 * and "never", on the inputs that reach it in the queries — exact grazes in
 * 3D on a grid (face, edge, corner), the same nudged by one ulp, r = 0
 * touches at times that are not doubles, every case scaled by 2^±150 and
 * 2^±200, and calls mixing 2^200 with 2^-200 (the longest limbs). Then the
 * public queries on scaled cases, which must reach the last resort.
 */

import type { Vec2, Vec3 } from '@swept/core';
import {
  circlePolylineTimeOfImpactExact,
  circleSegmentCase,
  circleSegmentTimeOfImpactExact,
  compareSurd,
  rat,
  ratBracket,
  ratFromDouble,
  sphereTriangleCase,
  sphereTriangleTimeOfImpactExact,
  surdBracket,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mul, shiftLeft, sub } from '../../../core/src/exact/exact-integer.ts';
import { nextDown, nextUp } from '../../src/double.ts';
import { exact, withPolicy } from '../../src/index.ts';
import { lastResort } from '../../src/walls/wall-case.ts';
import {
  compareTouch,
  floorToDouble,
  loadWall,
  type Touch,
  wallStart,
  wallTouch,
} from '../../src/walls/wall-rational.ts';
import type { SegmentArgs, TriangleArgs } from '../arbitraries.ts';

const xy = (v: Vec2) => [v.x, v.y];
const xyz = (v: Vec3) => [v.x, v.y, v.z];

/** The last resort's answer: `[t, status]`, or null for never. */
function ours(c0: number[], c1: number[], r: number, wall: number[][]): [number, string] | null {
  const w = loadWall(c0, c1, r, wall);
  const touch = wallTouch(w);
  return touch === null ? null : [floorToDouble(touch), wallStart(w).status];
}

function checkSegment([c0, c1, r, s0, s1]: SegmentArgs): void {
  const want = circleSegmentTimeOfImpactExact(circleSegmentCase(c0, c1, r, s0, s1));
  expect(ours(xy(c0), xy(c1), r, [xy(s0), xy(s1)])).toEqual(
    want === null ? null : [surdBracket(want.t)[0], want.status],
  );
}

function checkTriangle([c0, c1, r, p0, p1, p2]: TriangleArgs): void {
  const want = sphereTriangleTimeOfImpactExact(sphereTriangleCase(c0, c1, r, p0, p1, p2));
  expect(ours(xyz(c0), xyz(c1), r, [xyz(p0), xyz(p1), xyz(p2)])).toEqual(
    want === null ? null : [surdBracket(want.t)[0], want.status],
  );
}

const grid = fc.integer({ min: -4096, max: 4096 }).map((k) => k / 64);
const nudge = fc.integer({ min: -1, max: 1 });
/** `v`, or the double above (n > 0) or below (n < 0) it, for either sign of `v`. */
const nudged = (v: number, n: number): number => {
  if (n === 0) return v;
  const up = n > 0;
  if (v > 0 || (v === 0 && up)) return up ? nextUp(v) : nextDown(v);
  return up ? -nextDown(-v) : -nextUp(-v);
};

/**
 * Exact grazes of a triangle on a grid, or one ulp off: sliding at height r
 * over its plane into the face (face), parallel to an edge at distance r
 * along a (3, 4, 5) offset (edge), and dropping past a corner at r beside it.
 */
const graze3: fc.Arbitrary<TriangleArgs> = fc
  .tuple(grid, grid, grid, fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 2 }), nudge)
  .map(([x, y, z, k, kind, n]): TriangleArgs => {
    const p0 = { x, y, z };
    const p1 = { x: x + 40, y, z };
    const p2 = { x, y: y + 40, z };
    if (kind === 0) {
      const r = k / 8;
      const h = nudged(z + r, n);
      return [{ x: x - 20, y: y + 5, z: h }, { x: x + 20, y: y + 5, z: h }, r, p0, p1, p2];
    }
    if (kind === 1) {
      const u = k / 16;
      const side = nudged(y - 3 * u, n);
      const c = (cx: number) => ({ x: cx, y: side, z: z + 4 * u });
      return [c(x - 10), c(x + 30), 5 * u, p0, p1, { x: x + 10, y: y + 30, z: z - 20 }];
    }
    const r = k / 8;
    const bx = nudged(x - r, n);
    return [{ x: bx, y: y - 1, z: z + 5 }, { x: bx, y: y - 1, z: z - 5 }, r, p0, p1, p2];
  });

/** A point (r = 0) through a segment or a triangle's face at t = a/(a + b): mostly not a double. */
const through = fc.tuple(
  grid,
  grid,
  fc.integer({ min: 1, max: 999 }),
  fc.integer({ min: 1, max: 999 }),
);
const pointSegment: fc.Arbitrary<SegmentArgs> = through.map(([x, y, a, b]) => [
  { x, y: y + a },
  { x: x + 1, y: y - b },
  0,
  { x: x - 50, y },
  { x: x + 50, y },
]);
const pointTriangle: fc.Arbitrary<TriangleArgs> = through.map(([x, y, a, b]) => [
  { x: x + 1, y: y + 1, z: a },
  { x: x + 2, y: y + 2, z: -b },
  0,
  { x, y, z: 0 },
  { x: x + 40, y, z: 0 },
  { x, y: y + 40, z: 0 },
]);
const graze2: fc.Arbitrary<SegmentArgs> = fc
  .tuple(grid, grid, fc.integer({ min: 1, max: 16 }), fc.boolean(), nudge)
  .map(([x, y, k, end, n]): SegmentArgs => {
    const r = k / 8;
    const s0 = { x, y };
    const s1 = { x: x + 40, y };
    if (end) {
      const side = nudged(x + 40 + r, n);
      return [{ x: side, y: y + 5 }, { x: side, y: y - 5 }, r, s0, s1];
    }
    const h = nudged(y + r, n);
    return [{ x: x - 20, y: h }, { x: x + 20, y: h }, r, s0, s1];
  });

const scales = fc.constantFrom(1, 2 ** 150, 2 ** -150, 2 ** 200, 2 ** -200);
const s2 = (v: Vec2, s: number): Vec2 => ({ x: v.x * s, y: v.y * s });
const s3 = (v: Vec3, s: number): Vec3 => ({ x: v.x * s, y: v.y * s, z: v.z * s });
const scaled2 = ([c0, c1, r, a, b]: SegmentArgs, s: number): SegmentArgs => [
  s2(c0, s),
  s2(c1, s),
  r * s,
  s2(a, s),
  s2(b, s),
];
const scaled3 = ([c0, c1, r, a, b, c]: TriangleArgs, s: number): TriangleArgs => [
  s3(c0, s),
  s3(c1, s),
  r * s,
  s3(a, s),
  s3(b, s),
  s3(c, s),
];

/** 2^200 and 2^-200 in one call: the case at 2^200, one coordinate replaced by k·2^-200. */
const tiny = fc.integer({ min: -1000, max: 1000 }).map((k) => k * 2 ** -200);

describe('the last resort agrees with the oracle', () => {
  it('3D grazes on a grid (face, edge, corner), exact and ±1 ulp, at 1, 2^±150, 2^±200', () => {
    fc.assert(
      fc.property(graze3, scales, (c, s) => checkTriangle(scaled3(c, s))),
      { numRuns: 300 },
    );
  });

  it('2D grazes (flat side, end), exact and ±1 ulp, at 1, 2^±150, 2^±200', () => {
    fc.assert(
      fc.property(graze2, scales, (c, s) => checkSegment(scaled2(c, s))),
      { numRuns: 300 },
    );
  });

  it('r = 0 touches at times that are not doubles, at every scale', () => {
    fc.assert(
      fc.property(pointSegment, pointTriangle, scales, (a, b, s) => {
        checkSegment(scaled2(a, s));
        checkTriangle(scaled3(b, s));
      }),
      { numRuns: 300 },
    );
  });

  it('2^200 and 2^-200 in one call', () => {
    fc.assert(
      fc.property(graze2, graze3, pointTriangle, tiny, (a, b, c, t) => {
        const [c0, c1, r, s0, s1] = scaled2(a, 2 ** 200);
        checkSegment([c0, c1, r, { x: t, y: s0.y }, s1]);
        const [d0, d1, q, p0, p1, p2] = scaled3(b, 2 ** 200);
        checkTriangle([{ ...d0, x: t }, d1, q, p0, p1, p2]);
        const [e0, e1, , f0, f1, f2] = scaled3(c, 2 ** 200);
        checkTriangle([e0, e1, Math.abs(t), f0, f1, { ...f2, z: t }]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('floorToDouble when the estimate is poor (the bisection over bit patterns)', () => {
  // Touches from 2^-590 to 1 whose double estimate loses the small term (it
  // keeps the leading limbs only), so the floor comes from the bisection.
  // Odd m < 2^31, so that m·2^j / 2^600 ≤ (2^31 − 1)·2^-31 stays in [0, 1], floorToDouble's domain.
  const odd = fc.integer({ min: 0, max: 2 ** 30 - 1 }).map((k) => 2 * k + 1);

  it('a ratio m·2^j / 2^600, against the oracle', () => {
    fc.assert(
      fc.property(odd, fc.integer({ min: 0, max: 569 }), (m, j) => {
        const t: Touch = { kind: 'ratio', n: shiftLeft(m, j), d: shiftLeft(1, 600) };
        expect(floorToDouble(t)).toBe(ratBracket(rat(BigInt(m) << BigInt(j), 1n << 600n))[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('the smaller root of t² − 2^601·t + m·2^j (≈ m·2^(j−601)), against the oracle', () => {
    fc.assert(
      fc.property(odd, fc.integer({ min: 0, max: 569 }), (m, j) => {
        // a = 1, b = −2^600, c = m·2^j: t* = 2^600 − √(2^1200 − m·2^j).
        const b = shiftLeft(-1, 600);
        const c = shiftLeft(m, j);
        const t: Touch = { kind: 'root', a: 1, b, c, D: sub(mul(b, b), c) };
        const k = rat((1n << 1200n) - (BigInt(m) << BigInt(j)));
        const want = surdBracket({ s: rat(1n << 600n), w: rat(-1), k })[0];
        expect(floorToDouble(t)).toBe(want);
      }),
      { numRuns: 300 },
    );
  });
});

describe('touches compared exactly (the polyline order), against the oracle', () => {
  /** A touched case's exact touch (ours, the oracle's), from the case at scale `s`. */
  const touchOf = (c: TriangleArgs, s: number) => {
    const [c0, c1, r, p0, p1, p2] = scaled3(c, s);
    const ours = wallTouch(loadWall(xyz(c0), xyz(c1), r, [xyz(p0), xyz(p1), xyz(p2)]));
    const want = sphereTriangleTimeOfImpactExact(sphereTriangleCase(c0, c1, r, p0, p1, p2));
    return { ours, want };
  };
  const touched = fc.oneof(graze3, pointTriangle);
  /** Whether scaling `c` by `s` is exact (a value nudged off 0 is subnormal, and 2^-150 flushes it). */
  const scalesExactly = (c: TriangleArgs, s: number) => {
    const values = (args: TriangleArgs) =>
      args.flatMap((v) => (typeof v === 'number' ? [v] : xyz(v)));
    const back = values(scaled3(c, s)).map((v) => v / s);
    return values(c).every((v, i) => Object.is(v, back[i]));
  };

  it('two cases at any scales: compareTouch is the sign of the exact difference; one case at two scales ties', () => {
    fc.assert(
      fc.property(touched, touched, scales, scales, (a, b, s, u) => {
        const x = touchOf(a, s);
        const y = touchOf(b, u);
        const same = touchOf(a, u);
        expect(x.ours === null).toBe(x.want === null);
        if (x.ours === null || x.want === null || same.ours === null) return;
        if (scalesExactly(a, s) && scalesExactly(a, u)) {
          expect(compareTouch(x.ours, same.ours)).toBe(0);
        }
        if (y.ours === null || y.want === null) return;
        expect(compareTouch(x.ours, y.ours)).toBe(compareSurd(x.want.t, y.want.t));
        expect(compareTouch(y.ours, x.ours)).toBe(compareSurd(y.want.t, x.want.t));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the queries reach the last resort out of range, and agree with the oracle', () => {
  const q = withPolicy(exact);

  it('time of impact and polylines at 2^±150 and 2^±180', () => {
    // (Beyond 2^±180 the grid's values leave the queries' range [2^-200, 2^200].)
    const far = fc.constantFrom(2 ** 150, 2 ** -150, 2 ** 180, 2 ** -180);
    const before = lastResort.cases;
    fc.assert(
      fc.property(graze2, graze3, pointSegment, far, (a, b, p, s) => {
        // (Nudged off 0, a value is subnormal: out of the queries' range.)
        const values = [a, b, p]
          .flat()
          .flatMap((v) => (typeof v === 'number' ? [v] : Object.values(v)));
        fc.pre(values.every((v) => v === 0 || Math.abs(v) >= 2 ** -50));
        const [c0, c1, r, s0, s1] = scaled2(a, s);
        const hit = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
        const want = circleSegmentTimeOfImpactExact(circleSegmentCase(c0, c1, r, s0, s1));
        expect(hit && [hit.t, hit.status]).toEqual(want && [surdBracket(want.t)[0], want.status]);
        const tri = scaled3(b, s);
        const hit3 = q.sphereTriangleTimeOfImpact(...tri);
        const want3 = sphereTriangleTimeOfImpactExact(sphereTriangleCase(...tri));
        expect(hit3 && [hit3.t, hit3.status]).toEqual(
          want3 && [surdBracket(want3.t)[0], want3.status],
        );
        // A polyline: the graze's segment and the point's crossing, ordered exactly.
        const [, , , t0, t1] = scaled2(p, s);
        const points = [s0, s1, t1, t0];
        const line = q.circlePolylineTimeOfImpact(c0, c1, r, points, false);
        const wantLine = circlePolylineTimeOfImpactExact(
          vecFromDoubles(c0),
          vecFromDoubles(c1),
          ratFromDouble(r),
          points.map(vecFromDoubles),
          false,
        );
        expect(line && [line.t, line.status, line.segment]).toEqual(
          wantLine && [surdBracket(wantLine.t)[0], wantLine.status, wantLine.segment],
        );
      }),
      { numRuns: 200 },
    );
    // Out of the staged range, whatever the box filter leaves goes to the last
    // resort: at least one of the three queries per case, on average.
    expect(lastResort.cases - before).toBeGreaterThanOrEqual(200);
  });
});
