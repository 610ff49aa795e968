/**
 * The exact circle-vs-segment time of impact against independent evidence:
 * hand-derived cases, dense rational sampling of the distance (computed by
 * clamped projection, not by the oracle's pieces), the contract's symmetries
 * and the r = 0 identity with raySegmentExact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentCase,
  circleSegmentTimeOfImpactExact,
  compareAt,
  compareSurd,
  isqrt,
  nextUp,
  rat,
  ratFromDouble,
  raySegmentExact,
  sign,
  surdAffine,
  surdBracket,
  surdFloor16,
  sweptCircleSegmentExact,
  vecFromDoubles,
  type WallCase,
} from '../../src/index.ts';
import { at, gIndependent } from '../independent.ts';
import { segmentWall } from '../walls/wall-arbitraries.ts';

const GRID = 64;
const v = (x: number, y: number) => ({ x, y });
const exact = (
  c0: { x: number; y: number },
  c1: typeof c0,
  r: number,
  s0: typeof c0,
  s1: typeof c0,
) => circleSegmentTimeOfImpactExact(circleSegmentCase(c0, c1, r, s0, s1));

/** `g(k/GRID)` signs for the case, from the independent distance. */
function sampledTouches(c: WallCase): boolean[] {
  return Array.from(
    { length: GRID + 1 },
    (_, k) => sign(gIndependent(at(c.c0, c.c1, rat(k, GRID)), c.r, c.wall)) <= 0,
  );
}

describe('circleSegmentTimeOfImpactExact: worked examples', () => {
  it('a ball dropping onto a floor touches when its centre is r above it: t* = 2/5, u = 1/2', () => {
    // Centre y(t) = 5 − 10t reaches y = 1 at t = 2/5, over x = 0, the floor's midpoint.
    const hit = exact(v(0, 5), v(0, -5), 1, v(-10, 0), v(10, 0))!;
    expect(compareAt(rat(2, 5), hit.t)).toBe(0);
    expect(compareAt(rat(1, 2), hit.u)).toBe(0);
    expect(hit.status).toBe('impact');
    expect(surdFloor16(hit.t)).toBe(Math.floor((2 / 5) * 65536));
  });

  it('a ball rolling along the floor into a wall: the wall at t = 2/5; the floor it rests on is "separating" at 0', () => {
    // Rolling at y = 1 (resting on the floor y = 0) from x = 5 to 15; the wall x = 10 stops
    // the centre at x = 9: t = 4/10. The floor is touched from the start, without approach.
    const wall = exact(v(5, 1), v(15, 1), 1, v(10, 0), v(10, 10))!;
    expect(compareAt(rat(2, 5), wall.t)).toBe(0);
    expect(compareAt(rat(1, 10), wall.u)).toBe(0);
    expect(wall.status).toBe('impact');
    const floor = exact(v(5, 1), v(15, 1), 1, v(0, 0), v(10, 0))!;
    expect(compareAt(rat(0), floor.t)).toBe(0);
    expect(floor.status).toBe('separating');
  });

  it('grazing a vertex: a ball passing at distance r from a segment end touches only there', () => {
    // Path y = 1 passes over the end (0, 0) of a vertical segment at x = 0, t = 1/2.
    const hit = exact(v(-5, 1), v(5, 1), 1, v(0, -10), v(0, 0))!;
    expect(compareAt(rat(1, 2), hit.t)).toBe(0);
    expect(compareAt(rat(1), hit.u)).toBe(0);
    // One raw unit of radius less, and it misses.
    expect(exact(v(-5, 1), v(5, 1), 1 - 2 ** -16, v(0, -10), v(0, 0))).toBeNull();
  });

  it('a round end hit on a 3-4-5 triangle: centre (4, 3) at distance 5 from the corner, t* = 9/13', () => {
    const hit = exact(v(13, 3), v(0, 3), 5, v(0, 0), v(-10, 0))!;
    expect(compareAt(rat(9, 13), hit.t)).toBe(0);
    expect(compareAt(rat(0), hit.u)).toBe(0);
  });

  it('an irrational t*: floor and bracket straddle 1/2 − √3/8 exactly', () => {
    // Path y = 1/2 from x = −2 to 2 against the end (0, 0), r = 1: x² = 3/4 at x = −√3/2.
    const hit = exact(v(-2, 0.5), v(2, 0.5), 1, v(0, 0), v(0, -5))!;
    // floor(65536·(1/2 − √3/8)) = 32768 − ceil(√(3·8192²)), and √(3·8192²) is not an integer.
    expect(surdFloor16(hit.t)).toBe(32768 - Number(isqrt(3n * 8192n * 8192n)) - 1);
    const [lo, hi] = surdBracket(hit.t);
    expect(hi).toBe(nextUp(lo));
    expect(compareAt(ratFromDouble(lo), hit.t)).toBe(-1);
    expect(compareAt(ratFromDouble(hi), hit.t)).toBe(1);
    expect(Math.abs(lo - (0.5 - Math.sqrt(3) / 8))).toBeLessThan(1e-15);
  });

  it('starting inside the wall is an overlap at t = 0; starting on it and leaving is separating', () => {
    expect(exact(v(0, 0.5), v(0, 5), 1, v(-1, 0), v(1, 0))!.status).toBe('overlap');
    expect(exact(v(0, 1), v(0, 5), 1, v(-1, 0), v(1, 0))!.status).toBe('separating');
    expect(exact(v(0, 1), v(0, -5), 1, v(-1, 0), v(1, 0))!.status).toBe('impact');
  });

  it('a degenerate segment is a point; motion parallel to the wall never reaches it', () => {
    const point = exact(v(-5, 0), v(5, 0), 1, v(2, 0), v(2, 0))!;
    expect(compareAt(rat(6, 10), point.t)).toBe(0);
    expect(compareAt(rat(0), point.u)).toBe(0);
    expect(exact(v(-5, 2), v(5, 2), 1, v(-1, 0), v(1, 0))).toBeNull();
  });
});

describe('circleSegmentTimeOfImpactExact: properties', () => {
  it('agrees with dense sampling of the independently computed distance', () => {
    fc.assert(
      fc.property(segmentWall, ({ c }) => {
        const touches = sampledTouches(c);
        const hit = circleSegmentTimeOfImpactExact(c);
        expect(sweptCircleSegmentExact(c)).toBe(hit !== null);
        const first = touches.indexOf(true);
        if (first >= 0) expect(hit).not.toBeNull();
        if (hit === null) return;
        // The touching times form one interval [t*, t_exit]: samples before the first
        // sampled touch come before t*; the first sampled touch does not.
        for (let k = 0; k < (first < 0 ? GRID + 1 : first); k++) {
          if (compareAt(rat(k, GRID), hit.t) >= 0) {
            // Then t* is a touch no sample saw: it lies at or before k/GRID, after every earlier sample.
            expect(first).toBe(-1);
          }
        }
        if (first >= 0) expect(compareAt(rat(first, GRID), hit.t)).toBeGreaterThanOrEqual(0);
        // At t* itself the distance is at most r (a rational t* is checked directly).
        if (sign(hit.t.w) === 0 || sign(hit.t.k) === 0) {
          expect(sign(gIndependent(at(c.c0, c.c1, hit.t.s), c.r, c.wall))).toBeLessThanOrEqual(0);
        }
        // The status from g(0) and the motion.
        const g0 = sign(gIndependent(c.c0, c.r, c.wall));
        if (g0 < 0) expect(hit.status).toBe('overlap');
        if (g0 > 0) expect(hit.status).toBe('impact');
        // Floor and bracket round t* down and around.
        const f = surdFloor16(hit.t);
        expect(compareAt(rat(f, 65536), hit.t)).toBeLessThanOrEqual(0);
        expect(compareAt(rat(f + 1, 65536), hit.t)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('is symmetric under reversing the segment: same t*, u becomes 1 − u', () => {
    fc.assert(
      fc.property(segmentWall, ({ i }) => {
        const a = exact(i.c0, i.c1, i.r, i.s0, i.s1);
        const b = exact(i.c0, i.c1, i.r, i.s1, i.s0);
        expect(a === null).toBe(b === null);
        if (a === null || b === null) return;
        expect(compareSurd(a.t, b.t)).toBe(0);
        expect(a.status).toBe(b.status);
        if (i.s0.x !== i.s1.x || i.s0.y !== i.s1.y) {
          expect(compareSurd(a.u, surdAffine(b.u, rat(-1), rat(1)))).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('with r = 0 is raySegmentExact: same t and u', () => {
    fc.assert(
      fc.property(segmentWall, ({ i }) => {
        const hit = exact(i.c0, i.c1, 0, i.s0, i.s1);
        const ray = raySegmentExact(
          vecFromDoubles(i.c0),
          vecFromDoubles(i.c1),
          vecFromDoubles(i.s0),
          vecFromDoubles(i.s1),
        );
        expect(hit === null).toBe(ray === null);
        if (hit === null || ray === null) return;
        expect(compareAt(ray.t, hit.t)).toBe(0);
        expect(compareAt(ray.u, hit.u)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
