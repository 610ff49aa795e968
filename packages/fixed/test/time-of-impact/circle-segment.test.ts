import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentTimeOfImpact,
  exactStats,
  ONE,
  raySegment,
  resetExactStats,
  type SegmentContact,
  sweptCircleSegment,
  type Vec2,
} from '../../src/index.ts';
import { radius, vec2 } from '../helpers.ts';
import { at, cmpR, pathAgainstSegment, pointSegment, pt } from '../walls-reference.ts';

type Args = [Vec2, Vec2, number, Vec2, Vec2];

const big = BigInt;
const S = 65536n;

/**
 * Proves a result from the post-conditions, exactly (walls-reference.ts):
 * `null` iff the whole path stays farther than `r`; else the path up to
 * `(t + 1)/65536` comes within `r` and the path up to `t/65536` does not,
 * except at its end; the status from the distance at `t = 0` and just after.
 */
function check(args: Args, got: SegmentContact | null): void {
  const [c0, c1, r, s0, s1] = args;
  const label = JSON.stringify(args);
  const w0 = pt(s0, S);
  const w1 = pt(s1, S);
  const R = big(r) * S;
  const whole = pathAgainstSegment(at(c0, c1, 0), at(c0, c1, 65536), w0, w1, R);
  expect(got === null, label).toBe(whole.min > 0);
  if (got === null) return;
  expect(got.t >= 0 && got.t <= 65536, label).toBe(true);
  if (got.t < 65536) {
    expect(
      pathAgainstSegment(at(c0, c1, 0), at(c0, c1, got.t + 1), w0, w1, R).min,
      label,
    ).toBeLessThanOrEqual(0);
  }
  const start = cmpR(pointSegment(at(c0, c1, 0), w0, w1), R);
  if (got.t > 0) {
    const before = pathAgainstSegment(at(c0, c1, 0), at(c0, c1, got.t), w0, w1, R);
    expect(before.min > 0 || (before.min === 0 && before.onlyAtEnd), label).toBe(true);
    expect(got.status, label).toBe('impact');
  } else if (start < 0) {
    expect(got.status, label).toBe('overlap');
  } else if (start > 0) {
    expect(got.status, label).toBe('impact');
  } else {
    // Touching at the start: approaching iff closer than r a moment later (t = 2^-40).
    const e = 1n << 40n;
    const later = pt(c0, e * S).map((x, i) => x + S * (pt(c1)[i]! - pt(c0)[i]!));
    const soon = cmpR(pointSegment(later, pt(s0, e * S), pt(s1, e * S)), big(r) * e * S);
    expect(got.status, label).toBe(soon < 0 ? 'impact' : 'separating');
  }
  // c is the centre at t, rounded to nearest.
  const C = at(c0, c1, got.t);
  for (const [i, k] of (['x', 'y'] as const).entries()) {
    const off = S * big(got.c[k]) - C[i]!;
    expect(off <= 32768n && off >= -32768n, label).toBe(true);
  }
  // u: floor of the closest point's parameter at the exact centre.
  const foot = pointSegment(C, w0, w1);
  expect(big(got.u), label).toBe((foot.ln * S) / foot.ld);
  // point within one raw unit of the exact closest point; normal of unit length (±2 raw).
  const n2 = big(got.normal.x) ** 2n + big(got.normal.y) ** 2n;
  expect(n2 >= (S - 2n) ** 2n && n2 <= (S + 2n) ** 2n, label).toBe(true);
}

const run = (...args: Args): SegmentContact | null => {
  const got = circleSegmentTimeOfImpact(...args);
  check(args, got);
  expect(sweptCircleSegment(...args)).toBe(got !== null);
  return got;
};

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });

describe('circleSegmentTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a floor touches when its centre is r above it', () => {
    // From y = 5 to y = −5 with r = 1: the centre reaches y = 1 at t = 0.4.
    const hit = run(v(0, 5), v(0, -5), ONE, v(-4, 0), v(4, 0));
    expect(hit).toMatchObject({
      t: Math.floor(0.4 * 65536),
      u: 32768,
      status: 'impact',
      point: { x: 0, y: 0 },
      normal: { x: 0, y: 65536 },
    });
  });

  it('passing over the end of a ledge: the end disc stops the ball (3-4-5)', () => {
    // Ledge (−10, 0)–(0, 0); a ball of radius 5 at height 4 moving from x = 20 to x = −20
    // touches the corner (0, 0) when x = 3: t = 17/40.
    const s = 4096;
    const hit = run(
      { x: 20 * s, y: 4 * s },
      { x: -20 * s, y: 4 * s },
      5 * s,
      { x: -10 * s, y: 0 },
      { x: 0, y: 0 },
    );
    expect(hit).toMatchObject({
      t: Math.floor((17 / 40) * 65536),
      u: 65536,
      status: 'impact',
      point: { x: 0, y: 0 },
    });
    // The normal points from the corner to the centre at the floored t (just before x = 3).
    const cx = 20 * s - ((hit?.t ?? 0) * 40 * s) / 65536;
    const len = Math.sqrt(cx * cx + 16 * s * s);
    expect(Math.abs((hit?.normal.x ?? 0) - (65536 * cx) / len)).toBeLessThan(1);
    expect(Math.abs((hit?.normal.y ?? 0) - (65536 * 4 * s) / len)).toBeLessThan(1);
  });

  it('grazes a vertex exactly: 3-4-5 tangency, one raw unit either side', () => {
    // The segment ends at (0, 0); the centre moves along x = 3·s with r = 5·s when... a vertical pass at distance exactly r.
    const s = 4096;
    const e0 = { x: 0, y: 0 };
    const e1 = { x: -10 * s, y: 0 };
    for (const dr of [-1, 0, 1]) {
      const got = run({ x: 5 * s, y: -20 * s }, { x: 5 * s, y: 20 * s }, 5 * s + dr, e0, e1);
      expect(got !== null).toBe(dr >= 0);
      if (dr === 0) expect(got?.t).toBe(32768); // the graze is at y = 0, t = 1/2 exactly
    }
    // A slanted pass along direction (4, 3) at distance 5 from the vertex: touches at the foot.
    const got = run(
      { x: -4 * s - 40 * s, y: 3 * s - 30 * s },
      { x: -4 * s + 40 * s, y: 3 * s + 30 * s },
      5 * s,
      { x: 0, y: 0 },
      { x: 10 * s, y: 0 },
    );
    expect(got?.point).toEqual({ x: 0, y: 0 });
    expect(got?.t).toBe(32768);
  });

  it('contact exactly at a segment end, and motion parallel to the wall', () => {
    // Sliding along y = 1 at distance exactly 1 from the floor: touching all along, not approaching.
    const slide = run(v(-2, 1), v(2, 1), ONE, v(-4, 0), v(4, 0));
    expect(slide).toMatchObject({ t: 0, status: 'separating' });
    // Sliding in from beyond the end: first touch when x reaches −4, at t = 1/2.
    const enter = run(v(-6, 1), v(-2, 1), ONE, v(-4, 0), v(4, 0));
    expect(enter).toMatchObject({ t: 32768, status: 'impact', u: 0, point: v(-4, 0) });
    // One raw unit higher: never.
    expect(
      run({ x: -6 * ONE, y: ONE + 1 }, { x: -2 * ONE, y: ONE + 1 }, ONE, v(-4, 0), v(4, 0)),
    ).toBeNull();
  });

  it('starting on or in the wall', () => {
    expect(run(v(0, 0.5), v(0, 3), ONE, v(-4, 0), v(4, 0))?.status).toBe('overlap');
    expect(run(v(0, 1), v(0, 3), ONE, v(-4, 0), v(4, 0))?.status).toBe('separating');
    expect(run(v(0, 1), v(0, -3), ONE, v(-4, 0), v(4, 0))?.status).toBe('impact');
    // A point on the wall with no direction: the normal faces against the motion.
    const on = run(v(1, 0), v(1, -2), 0, v(-4, 0), v(4, 0));
    expect(on).toMatchObject({ t: 0, normal: { x: 0, y: 65536 } });
    const still = run(v(1, 0), v(1, 0), 0, v(-4, 0), v(4, 0));
    expect(still?.normal).toEqual({ x: 0, y: 65536 }); // the left normal (−ey, ex)/|e|
  });

  it('degenerate walls are the point they are', () => {
    const hit = run(v(-5, 0), v(5, 0), ONE, v(0, 0), v(0, 0));
    expect(hit).toMatchObject({
      t: 26214,
      u: 0,
      point: { x: 0, y: 0 },
      normal: { x: -65536, y: 0 },
    });
    expect(run(v(0, 0), v(0, 0), 0, v(0, 0), v(0, 0))?.normal).toEqual({ x: 65536, y: 0 });
  });
});

describe('circleSegmentTimeOfImpact: properties', () => {
  const cases = (m: number, rm: number) => fc.tuple(vec2(m), vec2(m), radius(rm), vec2(m), vec2(m));

  it('meets its exact post-conditions at every magnitude', () => {
    for (const [m, rm] of [
      [8, 8],
      [1 << 12, 1 << 12],
      [1 << 20, 1 << 19],
      [1 << 24, 1 << 23],
      [1 << 28, 1 << 27],
      [2147483647, 2147483647],
    ] as const) {
      fc.assert(
        fc.property(cases(m, rm), (args) => {
          run(...args);
        }),
        { numRuns: 400 },
      );
    }
  });

  it('near misses and grazes on a small grid (exhaustive corners)', () => {
    const g = [-2, 0, 1, 3];
    const pts = g.flatMap((x) => g.map((y) => ({ x, y })));
    for (const c0 of pts)
      for (const c1 of [pts[0]!, pts[5]!, pts[15]!])
        for (const r of [0, 1, 2]) run(c0, c1, r, { x: 0, y: 0 }, { x: 1, y: 1 });
  });

  it('with r = 0 equals raySegment’s t', () => {
    // === rather than Object.is: raySegment can answer −0 where this query answers 0.
    const same = (p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2) => {
      const a = circleSegmentTimeOfImpact(p0, p1, 0, s0, s1)?.t ?? null;
      const b = raySegment(p0, p1, s0, s1)?.t ?? null;
      expect(a === b, JSON.stringify([p0, p1, s0, s1, a, b])).toBe(true);
    };
    // Near (doubles on both sides), anywhere in range (BigInt), and a coarse grid (collinear, corners).
    for (const [m, runs] of [
      [1 << 22, 2000],
      [2147483647, 400],
      [3, 400],
    ] as const) {
      fc.assert(fc.property(vec2(m), vec2(m), vec2(m), vec2(m), same), { numRuns: runs });
    }
    const s = 16384;
    for (let a = -3; a <= 3; a += 1) {
      for (let b = -3; b <= 3; b += 1)
        same({ x: a * s, y: 0 }, { x: b * s, y: 0 }, { x: -s, y: 0 }, { x: s, y: 0 });
    }
  });

  it('is the same for the reversed segment and under translation', () => {
    fc.assert(
      fc.property(cases(1 << 22, 1 << 21), vec2(1 << 28), (args, o) => {
        const [c0, c1, r, s0, s1] = args;
        const a = circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
        const b = circleSegmentTimeOfImpact(c0, c1, r, s1, s0);
        expect(b?.t).toBe(a?.t);
        expect(b?.status).toBe(a?.status);
        expect(b?.c).toEqual(a?.c);
        const m = (p: Vec2) => ({ x: p.x + o.x, y: p.y + o.y });
        const c = circleSegmentTimeOfImpact(m(c0), m(c1), r, m(s0), m(s1));
        expect(c?.t).toBe(a?.t);
        expect(c?.u).toBe(a?.u);
        expect(c?.status).toBe(a?.status);
        expect(c?.normal).toEqual(a?.normal);
      }),
      { numRuns: 500 },
    );
  });

  it('scaling every input by 2^7 keeps t, u and status (double path against BigInt)', () => {
    resetExactStats();
    fc.assert(
      fc.property(cases(1 << 23, 1 << 22), (args) => {
        const [c0, c1, r, s0, s1] = args;
        const a = circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
        const k = (p: Vec2) => ({ x: p.x * 128, y: p.y * 128 });
        const b = circleSegmentTimeOfImpact(k(c0), k(c1), r * 128, k(s0), k(s1));
        expect(b?.t).toBe(a?.t);
        expect(b?.u).toBe(a?.u);
        expect(b?.status).toBe(a?.status);
      }),
      { numRuns: 500 },
    );
    const { filter, fallback } = exactStats();
    expect(filter).toBeGreaterThan(0);
    expect(fallback).toBeGreaterThan(0);
  });
});

describe('circleSegmentTimeOfImpact: bad input', () => {
  it('names the argument', () => {
    const o = { x: 0, y: 0 };
    expect(() => circleSegmentTimeOfImpact({ x: 0.5, y: 0 }, o, 1, o, o)).toThrow(/^c0\.x must be/);
    expect(() => circleSegmentTimeOfImpact(o, o, -1, o, o)).toThrow(/^r must be >= 0/);
    expect(() => circleSegmentTimeOfImpact(o, o, 1, o, { x: 0, y: 2 ** 31 })).toThrow(
      /^s1\.y must be/,
    );
    expect(() => sweptCircleSegment(o, null as unknown as Vec2, 1, o, o)).toThrow(/^c1 must be/);
  });
});
