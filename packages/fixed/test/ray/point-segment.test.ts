import { raySegmentExact, vecFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactStats, raySegment, resetExactStats, type Vec2 } from '../../src/index.ts';
import { MAX, scales, sqrtRatioWithin, vec2 } from '../helpers.ts';

type Args = [Vec2, Vec2, Vec2, Vec2];

/** Checks raySegment against the oracle and the contract's rounding and facing rules. */
function check(...args: Args): void {
  const [p0, p1, s0, s1] = args;
  const label = JSON.stringify(args);
  const want = raySegmentExact(vecFromRaw(p0), vecFromRaw(p1), vecFromRaw(s0), vecFromRaw(s1));
  const got = raySegment(...args);
  expect(got !== null, label).toBe(want !== null);
  if (got === null || want === null) return;
  expect(BigInt(got.t), label).toBe((want.t.n * 65536n) / want.t.d);
  expect(BigInt(got.u), label).toBe((want.u.n * 65536n) / want.u.d);
  // point: within one raw unit of p0 + t·d at the returned t.
  const k = BigInt(got.t);
  for (const c of ['x', 'y'] as const) {
    const exact = 65536n * BigInt(p0[c]) + k * BigInt(p1[c] - p0[c]);
    const off = 65536n * BigInt(got.point[c]) - exact;
    expect(off <= 65536n && off >= -65536n, label).toBe(true);
  }
  // normal: the contract's facing rule, within 2 raw units of the exact unit vector.
  const ex = BigInt(s1.x - s0.x);
  const ey = BigInt(s1.y - s0.y);
  const dx = BigInt(p1.x - p0.x);
  const dy = BigInt(p1.y - p0.y);
  let v: [bigint, bigint];
  if (ex === 0n && ey === 0n) {
    v = dx === 0n && dy === 0n ? [1n, 0n] : [-dx, -dy];
  } else {
    const side = ex * BigInt(p0.y - s0.y) - ey * BigInt(p0.x - s0.x); // (−ey, ex)·(p0 − s0)
    const along = -ey * dx + ex * dy; // (−ey, ex)·d
    const flip = side < 0n || (side === 0n && along > 0n);
    v = flip ? [ey, -ex] : [-ey, ex];
  }
  const n = v[0] * v[0] + v[1] * v[1];
  const [nx, ny] = [BigInt(got.normal.x), BigInt(got.normal.y)];
  expect(sqrtRatioWithin(65536n * v[0], n, nx - 2n, nx + 2n), label).toBe(true);
  expect(sqrtRatioWithin(65536n * v[1], n, ny - 2n, ny + 2n), label).toBe(true);
}

describe('raySegment against the exact oracle', () => {
  it('agrees on every input in a small box (exhaustive grid)', () => {
    const g = [-1, 0, 1];
    const pts = g.flatMap((x) => g.map((y) => ({ x, y })));
    const ends = [pts[0]!, pts[1]!, pts[4]!, pts[8]!];
    for (const p0 of pts)
      for (const p1 of pts) for (const s0 of pts) for (const s1 of ends) check(p0, p1, s0, s1);
  });

  it('agrees on random inputs at every magnitude', () => {
    for (const m of scales) {
      fc.assert(
        fc.property(vec2(m), vec2(m), vec2(m), vec2(m), (...a) => check(...a)),
        { numRuns: 300 },
      );
    }
  });

  it('agrees on collinear, parallel and degenerate motion', () => {
    const lattice = fc.integer({ min: -4, max: 4 });
    fc.assert(
      fc.property(
        vec2(1 << 24),
        vec2(1 << 20),
        lattice,
        lattice,
        lattice,
        lattice,
        (s0, e, i, j, k, l) => {
          const at = (m: number): Vec2 => ({ x: s0.x + m * e.x, y: s0.y + m * e.y });
          const s1 = at(k === 0 ? 1 : k);
          check(at(i), at(j), s0, s1); // collinear motion
          check(at(i), at(i), s0, s1); // no motion
          check(at(i), at(j), s0, s0); // point segment
          const off = { x: -e.y, y: e.x };
          const shift = (p: Vec2): Vec2 => ({ x: p.x + l * off.x, y: p.y + l * off.y });
          check(shift(at(i)), shift(at(j)), s0, s1); // parallel, off the line unless l = 0
        },
      ),
      { numRuns: 500 },
    );
  });

  it('hits segment ends and crossing points exactly (the HAKUHIN article: time = distance / speed)', () => {
    const u = 65536;
    const hit = raySegment({ x: 0, y: 0 }, { x: 4 * u, y: 0 }, { x: u, y: -u }, { x: u, y: u });
    // The segment x = 1 is a quarter of the way along a motion of length 4.
    expect(hit).toEqual({ t: u / 4, u: u / 2, point: { x: u, y: 0 }, normal: { x: -u, y: 0 } });
    check({ x: 0, y: 0 }, { x: 4 * u, y: 0 }, { x: 2 * u, y: 0 }, { x: 2 * u, y: 3 * u });
    check({ x: -MAX, y: -MAX }, { x: MAX, y: MAX }, { x: MAX, y: -MAX }, { x: -MAX, y: MAX });
    check({ x: -MAX, y: 0 }, { x: MAX, y: 0 }, { x: MAX, y: 0 }, { x: MAX, y: 1 });
  });

  it('gives the same t, u and normal in doubles and in BigInt (scaling across 2^25)', () => {
    fc.assert(
      fc.property(
        vec2(1 << 12),
        vec2(1 << 12),
        vec2(1 << 12),
        vec2(1 << 12),
        fc.integer({ min: 14, max: 18 }),
        (p0, p1, s0, s1, k) => {
          const f = 2 ** k;
          const s = (p: Vec2): Vec2 => ({ x: p.x * f, y: p.y * f });
          resetExactStats();
          const small = raySegment(p0, p1, s0, s1);
          const large = raySegment(s(p0), s(p1), s(s0), s(s1));
          const { filter, fallback } = exactStats();
          expect(filter >= 1 && filter + fallback === 2).toBe(true);
          expect(large?.t).toBe(small?.t);
          expect(large?.u).toBe(small?.u);
          expect(large?.normal).toEqual(small?.normal);
        },
      ),
      { numRuns: 500 },
    );
    // The same crossing, with |d| below and above 2^25: one in doubles, one in BigInt.
    resetExactStats();
    const a = raySegment(
      { x: 0, y: 0 },
      { x: 3 << 20, y: 0 },
      { x: 1 << 20, y: -5 },
      { x: 1 << 20, y: 7 },
    );
    const b = raySegment(
      { x: 0, y: 0 },
      { x: 3 << 26, y: 0 },
      { x: 1 << 26, y: -320 },
      { x: 1 << 26, y: 448 },
    );
    expect(exactStats()).toEqual({ filter: 1, fallback: 1 });
    expect(a).not.toBeNull();
    expect([b?.t, b?.u]).toEqual([a?.t, a?.u]);
  });
});
