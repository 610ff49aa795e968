/**
 * The exact circle-vs-box time of impact (through the faces' capsules and
 * rounded slabs) against independent evidence: hand-derived cases, Ericson's
 * region method written here on rationals (the grown box's slab entry, then a
 * corner's disc by the two-body quadratic), dense sampling of the clamped
 * distance, and the identities of the contract (a box of zero extents is a
 * point; only the relative motion matters).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballsTimeOfImpactFloor,
  ballsTimeOfImpactStatus,
  type CircleBoxCase,
  circleBoxCase,
  circleBoxContactAt,
  circleBoxGap,
  circleBoxTimeOfImpactExact,
  cmp,
  compareAt,
  div,
  floorSurd,
  max,
  min,
  neg,
  ONE,
  type Rat,
  rat,
  relativeAt,
  sign,
  sub,
  surdFloor16,
  sweptCaseFromDoubles,
  sweptCircleBoxExact,
  vadd,
  ZERO,
} from '../../src/index.ts';
import { type BoxInput, boxInput2, boxInput3 } from '../walls/box-arbitraries.ts';

const v = (x: number, y: number) => ({ x, y });
const still = (b: { x: number; y: number }) => [b, b] as const;
const caseOf = (i: BoxInput) => circleBoxCase(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);

/** Ericson's region method on rationals: the slab entry of the box grown by r, then the region there. */
function regionMethod(c: CircleBoxCase): { t: Rat } | { corner: Rat[] } | null {
  const w0 = relativeAt(c, ZERO);
  const w1 = relativeAt(c, ONE);
  let enter = ZERO;
  let exit = ONE;
  for (let i = 0; i < w0.length; i += 1) {
    const h = c.hb[i]!;
    const H = sub(neg(h), c.r); // −(h + r)
    const d = sub(w1[i]!, w0[i]!);
    if (sign(d) === 0) {
      if (cmp(w0[i]!, H) < 0 || cmp(w0[i]!, neg(H)) > 0) return null;
      continue;
    }
    const ta = div(sub(H, w0[i]!), d);
    const tb = div(sub(neg(H), w0[i]!), d);
    enter = max(enter, min(ta, tb));
    exit = min(exit, max(ta, tb));
  }
  if (cmp(enter, exit) > 0) return null;
  const w = relativeAt(c, enter);
  const outside = w.map((x, i) => cmp(sign(x) < 0 ? neg(x) : x, c.hb[i]!) > 0);
  if (outside.filter(Boolean).length <= 1) return { t: enter };
  return { corner: w.map((x, i) => (!outside[i] ? x : sign(x) < 0 ? neg(c.hb[i]!) : c.hb[i]!)) };
}

describe('circleBoxTimeOfImpactExact: worked examples', () => {
  it('a ball dropping onto a box top: t* = 3/10, the normal down into the box, the point on its face', () => {
    // Centre y(t) = 10 − 20t reaches y = hb.y + r = 4 at t = 3/10.
    const c = circleBoxCase(v(0, 10), v(0, -10), 1, ...still(v(0, 0)), v(2, 3));
    const hit = circleBoxTimeOfImpactExact(c)!;
    expect(compareAt(rat(3, 10), hit.t)).toBe(0);
    expect(hit.status).toBe('impact');
    const at = circleBoxContactAt(c, rat(3, 10));
    expect(at.direction.map((x) => sign(x))).toEqual([0, -1]);
    expect(at.point).toEqual([rat(0), rat(3)]);
  });

  it('a 3-4-5 corner hit: the centre (4, 5) at distance 5 from the corner (1, 1) at t* = 1/2', () => {
    const c = circleBoxCase(v(4, 15), v(4, -5), 5, ...still(v(0, 0)), v(1, 1));
    const hit = circleBoxTimeOfImpactExact(c)!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    const at = circleBoxContactAt(c, rat(1, 2));
    expect(at.direction).toEqual([rat(-3), rat(-4)]);
    expect(at.point).toEqual([rat(1), rat(1)]);
  });

  it('passing a corner one raw unit too far misses; exactly at r grazes', () => {
    // Path x = 6 = hb.x + r passes the box's right face (x = 1) at distance 5: a graze,
    // first at its corner's height y = 1, t = 9/20.
    const graze = circleBoxTimeOfImpactExact(
      circleBoxCase(v(6, 10), v(6, -10), 5, ...still(v(0, 0)), v(1, 1)),
    )!;
    expect(compareAt(rat(9, 20), graze.t)).toBe(0);
    const wide = 6 + 2 ** -16;
    expect(
      circleBoxTimeOfImpactExact(
        circleBoxCase(v(wide, 10), v(wide, -10), 5, ...still(v(0, 0)), v(1, 1)),
      ),
    ).toBeNull();
  });

  it('both bodies move: a box rising into a falling ball meets it when the gap closes', () => {
    // Gap from the ball's bottom (y = 9) to the box's top (y = 1) is 8; it closes at 16 per step.
    const c = circleBoxCase(v(0, 10), v(0, 2), 1, v(0, 0), v(0, 8), v(3, 1));
    const hit = circleBoxTimeOfImpactExact(c)!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    const at = circleBoxContactAt(c, rat(1, 2));
    expect(at.a).toEqual([rat(0), rat(6)]);
    expect(at.b).toEqual([rat(0), rat(4)]);
    expect(at.point).toEqual([rat(0), rat(5)]);
  });

  it('statuses: overlapping, resting and leaving, resting and pressing in; a point inside overlaps', () => {
    const status = (c0: { x: number; y: number }, c1: typeof c0, r: number) =>
      circleBoxTimeOfImpactExact(circleBoxCase(c0, c1, r, ...still(v(0, 0)), v(2, 2)))!.status;
    expect(status(v(0, 2.5), v(0, 9), 1)).toBe('overlap');
    expect(status(v(0, 3), v(0, 9), 1)).toBe('separating');
    expect(status(v(0, 3), v(9, 3), 1)).toBe('separating'); // sliding along the top
    expect(status(v(0, 3), v(0, 0), 1)).toBe('impact');
    expect(status(v(1, 1), v(9, 9), 0)).toBe('overlap'); // a point strictly inside
    expect(status(v(2, 1), v(2, -1), 0)).toBe('separating'); // a point sliding on a face
    expect(status(v(2, 2), v(1, 2), 0)).toBe('separating'); // a corner, along the top face
    expect(status(v(2, 2), v(1, 1), 0)).toBe('impact'); // a corner, into the box
  });

  it('inside the box the normal is the nearest face, ties x first, towards the box (+x at the centre)', () => {
    const c = circleBoxCase(v(0.5, 1.5), v(0.5, 1.5), 1, ...still(v(0, 0)), v(2, 2));
    expect(circleBoxContactAt(c, ZERO).direction).toEqual([ZERO, rat(-1)]);
    expect(circleBoxContactAt(c, ZERO).point).toEqual([rat(1, 2), rat(2)]);
    const centre = circleBoxCase(v(0, 0), v(0, 0), 1, ...still(v(0, 0)), v(2, 2));
    expect(circleBoxContactAt(centre, ZERO).direction).toEqual([rat(1), ZERO]);
  });
});

describe('circleBoxTimeOfImpactExact: properties', () => {
  for (const [name, input] of [
    ['2D', boxInput2],
    ['3D', boxInput3],
  ] as const) {
    it(`${name}: the region method written here agrees (its face ratio, or its corner's quadratic)`, () => {
      fc.assert(
        fc.property(input, (i) => {
          const c = caseOf(i);
          const hit = circleBoxTimeOfImpactExact(c);
          const region = regionMethod(c);
          expect(sweptCircleBoxExact(c)).toBe(hit !== null);
          if (region === null || 't' in region) {
            expect(hit === null).toBe(region === null);
            if (hit !== null && region !== null) expect(compareAt(region.t, hit.t)).toBe(0);
            return;
          }
          if (name === '3D') return; // a 3D corner region meets edges too: sampled below
          const corner = region.corner;
          const toDouble = (q: Rat) => Number(q.n) / Number(q.d); // exact: small dyadic values
          const kb0 = vadd(c.b0, corner);
          const kb1 = vadd(c.b1, corner);
          const point = sweptCaseFromDoubles(
            i.c0,
            i.c1,
            i.r,
            { x: toDouble(kb0[0]!), y: toDouble(kb0[1]!) },
            { x: toDouble(kb1[0]!), y: toDouble(kb1[1]!) },
            0,
          );
          const status = ballsTimeOfImpactStatus(point);
          expect(hit === null).toBe(status === null);
          if (hit === null) return;
          expect(floorSurd(hit.t, 1n << 40n)).toBe(ballsTimeOfImpactFloor(point, 1n << 40n));
        }),
        { numRuns: 400 },
      );
    });

    it(`${name}: agrees with dense sampling of the clamped distance; the status from the start`, () => {
      const GRID = 48;
      fc.assert(
        fc.property(input, (i) => {
          const c = caseOf(i);
          const hit = circleBoxTimeOfImpactExact(c);
          const touches = Array.from(
            { length: GRID + 1 },
            (_, k) => sign(circleBoxGap(relativeAt(c, rat(k, GRID)), c.r, c.hb)) <= 0,
          );
          const first = touches.indexOf(true);
          if (first >= 0) expect(hit).not.toBeNull();
          if (hit === null) return;
          if (first >= 0) expect(compareAt(rat(first, GRID), hit.t)).toBeGreaterThanOrEqual(0);
          for (let k = 0; k < (first < 0 ? GRID + 1 : first); k += 1) {
            if (compareAt(rat(k, GRID), hit.t) >= 0) expect(first).toBe(-1);
          }
          const g0 = sign(circleBoxGap(relativeAt(c, ZERO), c.r, c.hb));
          expect(hit.status === 'overlap').toBe(g0 < 0);
          if (g0 > 0) expect(hit.status).toBe('impact');
          const f = surdFloor16(hit.t);
          expect(compareAt(rat(f, 65536), hit.t)).toBeLessThanOrEqual(0);
          expect(compareAt(rat(f + 1, 65536), hit.t)).toBe(1);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('a box of zero extents is a point: the circles with rb = 0 (t, status, normal direction)', () => {
    fc.assert(
      fc.property(boxInput2, (i) => {
        const zero = { x: 0, y: 0 };
        const c = circleBoxCase(i.c0, i.c1, i.r, i.b0, i.b1, zero);
        const balls = sweptCaseFromDoubles(i.c0, i.c1, i.r, i.b0, i.b1, 0);
        const hit = circleBoxTimeOfImpactExact(c);
        const status = ballsTimeOfImpactStatus(balls);
        expect(hit?.status ?? null).toBe(status);
        if (hit === null) return;
        expect(floorSurd(hit.t, 1n << 40n)).toBe(ballsTimeOfImpactFloor(balls, 1n << 40n));
      }),
      { numRuns: 300 },
    );
  });

  it('only the relative motion matters: adding one motion to both bodies changes nothing', () => {
    fc.assert(
      fc.property(
        boxInput2,
        fc.record({ x: fc.integer({ min: -9, max: 9 }), y: fc.integer({ min: -9, max: 9 }) }),
        (i, m) => {
          const plus = (p: { x: number; y: number }) => ({ x: p.x + m.x, y: p.y + m.y });
          const a = circleBoxTimeOfImpactExact(caseOf(i));
          const b = circleBoxTimeOfImpactExact(
            circleBoxCase(i.c0, plus(i.c1), i.r, i.b0, plus(i.b1), i.hb),
          );
          expect(b?.status ?? null).toBe(a?.status ?? null);
          if (a !== null && b !== null)
            expect(floorSurd(a.t, 1n << 40n)).toBe(floorSurd(b.t, 1n << 40n));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the point lies on the box at the contact, and the normal points at it from the centre', () => {
    fc.assert(
      fc.property(boxInput2, fc.integer({ min: 0, max: 16 }), (i, k) => {
        const c = caseOf(i);
        const t = rat(k, 16);
        const { a, b, point, direction } = circleBoxContactAt(c, t);
        const local = point.map((x, j) => sub(x, b[j]!));
        // On the box's surface: inside its extent on every axis, on a face on one.
        expect(local.every((x, j) => cmp(sign(x) < 0 ? neg(x) : x, c.hb[j]!) <= 0)).toBe(true);
        expect(local.some((x, j) => cmp(sign(x) < 0 ? neg(x) : x, c.hb[j]!) === 0)).toBe(true);
        expect(direction.some((x) => sign(x) !== 0)).toBe(true);
        // Outside the box, the direction is point − centre itself.
        const w = a.map((x, j) => sub(x, b[j]!));
        if (sign(circleBoxGap(w, ZERO, c.hb)) > 0) {
          expect(direction).toEqual(point.map((x, j) => sub(x, a[j]!)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
