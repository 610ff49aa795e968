/**
 * raySegment against the exact oracle and against an independent brute
 * force: the motion cut into 32 short pieces, each tested against the
 * segment with orientation signs (no division, no Cramer's rule).
 */
import {
  type RVec,
  ratToNumber,
  raySegmentExact,
  raySegmentScale,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RaySegmentHit, ROUNDING_BAND, raySegment, type Vec2 } from '../../src/index.ts';
import { inRange } from '../arbitraries.ts';
import { U } from '../oracle.ts';

interface Input {
  p0: Vec2;
  p1: Vec2;
  s0: Vec2;
  s1: Vec2;
}

const run = (i: Input): RaySegmentHit | null => raySegment(i.p0, i.p1, i.s0, i.s1);
const exact = (i: Input) =>
  raySegmentExact(...([i.p0, i.p1, i.s0, i.s1].map(vecFromDoubles) as [RVec, RVec, RVec, RVec]));

/** Small integers times 2^k: every cross and dot product is exact. */
const dyadic: fc.Arbitrary<Input> = fc
  .record({
    k: fc.integer({ min: -6, max: 6 }),
    c: fc.array(fc.integer({ min: -8, max: 8 }), { minLength: 8, maxLength: 8 }),
    collinear: fc.nat(3),
  })
  .map(({ k, c, collinear }) => {
    const s = 2 ** k;
    const [a, b, d, e, f, g, h, m] = c.map((x) => x * s) as number[] as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const p0 = { x: a, y: b };
    const p1 = { x: d, y: e };
    // A quarter of the cases put the segment on the motion's line (collinear cases).
    if (collinear === 0) {
      return {
        p0,
        p1,
        s0: { x: a + (d - a) * (f / 8), y: b + (e - b) * (f / 8) },
        s1: { x: a + (d - a) * (g / 8), y: b + (e - b) * (g / 8) },
      };
    }
    return { p0, p1, s0: { x: f, y: g }, s1: { x: h, y: m } };
  });

/** Arbitrary doubles far from the origin. */
const wide: fc.Arbitrary<Input> = fc
  .record({
    offset: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    c: fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ offset, c }) => {
    const [a, b, d, e, f, g, h, m] = c.map((x) => inRange(offset + x)) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { p0: { x: a, y: b }, p1: { x: d, y: e }, s0: { x: f, y: g }, s1: { x: h, y: m } };
  });

function orient(a: Vec2, b: Vec2, c: Vec2): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

function within(a: Vec2, b: Vec2, p: Vec2): boolean {
  return (
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Do the closed segments pq and ab share a point? (The textbook orientation test.) */
function segmentsMeet(p: Vec2, q: Vec2, a: Vec2, b: Vec2): boolean {
  const o1 = orient(p, q, a);
  const o2 = orient(p, q, b);
  const o3 = orient(a, b, p);
  const o4 = orient(a, b, q);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && within(p, q, a)) ||
    (o2 === 0 && within(p, q, b)) ||
    (o3 === 0 && within(a, b, p)) ||
    (o4 === 0 && within(a, b, q))
  );
}

const PIECES = 32;

/** The first piece [k/32, (k+1)/32] of the motion that meets the segment, or -1. */
function firstPiece(i: Input): number {
  const at = (t: number) => ({
    x: i.p0.x + t * (i.p1.x - i.p0.x),
    y: i.p0.y + t * (i.p1.y - i.p0.y),
  });
  for (let k = 0; k < PIECES; k++) {
    if (segmentsMeet(at(k / PIECES), at((k + 1) / PIECES), i.s0, i.s1)) return k;
  }
  return -1;
}

describe('raySegment', () => {
  it('equals the exact answer on dyadic inputs: null alike, t and u rounded once', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        const hit = run(i);
        const want = exact(i);
        expect(hit === null).toBe(want === null);
        if (hit && want) {
          expect(hit.t).toBe(ratToNumber(want.t));
          expect(hit.u).toBe(ratToNumber(want.u));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the brute force: a hit iff some piece of the motion meets the segment, at that piece', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        const hit = run(i);
        const k = firstPiece(i);
        expect(hit === null).toBe(k === -1);
        if (hit) {
          expect(hit.t).toBeGreaterThanOrEqual(k / PIECES);
          expect(hit.t).toBeLessThanOrEqual((k + 1) / PIECES);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the exact answer only inside the rounding band', () => {
    fc.assert(
      fc.property(wide, (i) => {
        const hit = run(i);
        const want = exact(i);
        if ((hit === null) === (want === null)) return;
        // A disagreement must be a near-miss: the exact contact (or the exact
        // near-contact of the rounded answer) lies within the band of an end.
        const scale = ratToNumber(
          raySegmentScale(
            ...([i.p0, i.p1, i.s0, i.s1].map(vecFromDoubles) as [RVec, RVec, RVec, RVec]),
          ),
        );
        const d = { x: i.p1.x - i.p0.x, y: i.p1.y - i.p0.y };
        const e = { x: i.s1.x - i.s0.x, y: i.s1.y - i.s0.y };
        const w = { x: i.s0.x - i.p0.x, y: i.s0.y - i.p0.y };
        const cross = (a: Vec2, b: Vec2) => a.x * b.y - a.y * b.x;
        const den = cross(d, e);
        const margins = [den, cross(w, e), cross(w, d), den - cross(w, e), den - cross(w, d)].map(
          Math.abs,
        );
        expect(Math.min(...margins)).toBeLessThanOrEqual(
          (ROUNDING_BAND.raySegment + 8 * U) * scale,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('returns a unit normal facing the start side (or against the motion when on the line)', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        const hit = run(i);
        if (hit === null) return;
        const { normal: n } = hit;
        expect(Math.abs(Math.hypot(n.x, n.y) - 1)).toBeLessThanOrEqual(4 * U);
        const e = { x: i.s1.x - i.s0.x, y: i.s1.y - i.s0.y };
        const d = { x: i.p1.x - i.p0.x, y: i.p1.y - i.p0.y };
        const w = { x: i.p0.x - i.s0.x, y: i.p0.y - i.s0.y };
        // The side is decided exactly (on the unnormalised normal); the unit
        // normal's rounding may leave a dot product of a few ulps below 0.
        const side = n.x * w.x + n.y * w.y;
        expect(side).toBeGreaterThanOrEqual(-4 * U * Math.hypot(w.x, w.y));
        if (e.x !== 0 || e.y !== 0) {
          // Perpendicular to the segment.
          expect(Math.abs(n.x * e.x + n.y * e.y)).toBeLessThanOrEqual(4 * U * Math.hypot(e.x, e.y));
          if (e.x * w.y - e.y * w.x === 0) {
            expect(n.x * d.x + n.y * d.y).toBeLessThanOrEqual(4 * U * Math.hypot(d.x, d.y));
          }
          if (e.x * w.y - e.y * w.x === 0 && e.x * d.y - e.y * d.x === 0) {
            // Neither rule decides: the left normal (−ey, ex)/|e|.
            expect(n.x * -e.y + n.y * e.x).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reversing the segment keeps t and mirrors u', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        const hit = run(i);
        const back = run({ ...i, s0: i.s1, s1: i.s0 });
        expect(back === null).toBe(hit === null);
        if (hit && back) {
          expect(back.t).toBe(hit.t);
          // A degenerate segment is a point: u = 0 either way.
          if (i.s0.x === i.s1.x && i.s0.y === i.s1.y) return;
          expect(Math.abs(back.u - (1 - hit.u))).toBeLessThanOrEqual(2 * U);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is translation invariant: exactly on dyadic inputs moved by a dyadic offset', () => {
    fc.assert(
      fc.property(dyadic, fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), (i, k) => {
        const o = k * 2 ** 10;
        const m = (p: Vec2) => ({ x: p.x + o, y: p.y - o });
        const hit = run(i);
        const moved = run({ p0: m(i.p0), p1: m(i.p1), s0: m(i.s0), s1: m(i.s1) });
        expect(moved?.t).toBe(hit?.t);
        expect(moved?.u).toBe(hit?.u);
        expect(moved?.normal).toEqual(hit?.normal);
      }),
      { numRuns: 500 },
    );
  });

  it('handles the contract edge cases', () => {
    const v = (x: number, y: number) => ({ x, y });
    // Collinear motion along the segment: the first t on it, entering at s0.
    expect(raySegment(v(0, 0), v(10, 0), v(4, 0), v(8, 0))).toMatchObject({ t: 0.4, u: 0 });
    // ...or entering at s1 when the segment points towards the mover.
    expect(raySegment(v(0, 0), v(10, 0), v(8, 0), v(4, 0))).toMatchObject({ t: 0.4, u: 1 });
    // Starting on the segment: t = 0; the normal faces against the motion.
    expect(raySegment(v(5, 0), v(5, 3), v(0, 0), v(10, 0))).toMatchObject({
      t: 0,
      u: 0.5,
      normal: v(0, -1),
    });
    // On the segment and not moving: the left normal (−ey, ex)/|e| = (0, 1).
    expect(raySegment(v(5, 0), v(5, 0), v(0, 0), v(10, 0))).toMatchObject({
      t: 0,
      u: 0.5,
      normal: v(0, 1),
    });
    // A still point off the segment never hits.
    expect(raySegment(v(5, 1), v(5, 1), v(0, 0), v(10, 0))).toBeNull();
    // A degenerate segment is a point: hit when the motion passes through it.
    expect(raySegment(v(0, 0), v(10, 0), v(5, 0), v(5, 0))).toMatchObject({
      t: 0.5,
      u: 0,
      normal: v(-1, 0),
    });
    expect(raySegment(v(0, 0), v(10, 0), v(5, 1), v(5, 1))).toBeNull();
    // Parallel but not collinear: a miss.
    expect(raySegment(v(0, 1), v(10, 1), v(0, 0), v(10, 0))).toBeNull();
    // Touching the end point counts (closed intervals).
    expect(raySegment(v(0, 0), v(4, 0), v(4, -5), v(4, 5))).toMatchObject({ t: 1, u: 0.5 });
    expect(raySegment(v(0, 0), v(10, 0), v(4, 0), v(4, 5))).toMatchObject({ t: 0.4, u: 0 });
  });
});
