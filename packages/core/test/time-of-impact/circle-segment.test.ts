/**
 * circleSegmentTimeOfImpact (and its Into form) and sweptCircleSegment:
 * worked examples derived by hand, the exact oracle on dyadic inputs (exact)
 * and on grazes far from the origin (inside ROUNDING_BAND.wall), and the
 * contract's properties.
 */
import {
  circleSegmentTimeOfImpactExact,
  compareAt,
  ratFromDouble,
  surdBracket,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentTimeOfImpact,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
  ROUNDING_BAND,
  raySegment,
  type SegmentContact,
  sweptCircleSegment,
  type Vec2,
} from '../../src/index.ts';
import {
  dyadicSegment,
  expectExactWallHit,
  expectWallHitInBand,
  gAt,
  type SegmentInput,
  segmentCase,
  wallRelative,
  wideSegment,
} from '../wall-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const toi = (i: SegmentInput) => circleSegmentTimeOfImpact(i.c0, i.c1, i.r, i.s0, i.s1);
const swept = (i: SegmentInput) => sweptCircleSegment(i.c0, i.c1, i.r, i.s0, i.s1);
const BAND = ROUNDING_BAND.wall;

describe('circleSegmentTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a floor: its centre is r above the floor at t = 0.4', () => {
    // y(t) = 5 − 10t = 1 at t = 0.4, over x = 0, halfway along the floor.
    expect(circleSegmentTimeOfImpact(v(0, 5), v(0, -5), 1, v(-10, 0), v(10, 0))).toEqual({
      t: 0.4,
      u: 0.5,
      status: 'impact',
      point: v(0, 0),
      normal: v(0, 1),
      c: v(0, 1),
    });
  });

  it('rolling into a corner: the wall ahead at t = 0.4, the floor underneath "separating" at 0', () => {
    const wall = circleSegmentTimeOfImpact(v(5, 1), v(15, 1), 1, v(10, 0), v(10, 10))!;
    // x(t) = 5 + 10t = 9 at t = 0.4; the nearest wall point is (10, 1), u = 1/10.
    expect(wall).toMatchObject({
      t: 0.4,
      status: 'impact',
      point: v(10, 1),
      normal: v(-1, 0),
      c: v(9, 1),
    });
    expect(wall.u).toBeCloseTo(0.1, 15);
    const floor = circleSegmentTimeOfImpact(v(5, 1), v(15, 1), 1, v(0, 0), v(10, 0))!;
    expect(floor).toMatchObject({ t: 0, status: 'separating', point: v(5, 0), normal: v(0, 1) });
  });

  it('grazing a vertex: passing at distance exactly r from a segment end touches there once', () => {
    // The path y = 1 passes over the end (0, 0) of a vertical segment at x = 0, t = 1/2.
    expect(circleSegmentTimeOfImpact(v(-5, 1), v(5, 1), 1, v(0, -10), v(0, 0))).toEqual({
      t: 0.5,
      u: 1,
      status: 'impact',
      point: v(0, 0),
      normal: v(0, 1),
      c: v(0, 1),
    });
    expect(sweptCircleSegment(v(-5, 1), v(5, 1), 1 - 2 ** -40, v(0, -10), v(0, 0))).toBe(false);
  });

  it('a round end on a 3-4-5 triangle: centre (4, 3) is 5 from the corner at t = 9/13', () => {
    const hit = circleSegmentTimeOfImpact(v(13, 3), v(0, 3), 5, v(0, 0), v(-10, 0))!;
    expect(hit.t).toBeCloseTo(9 / 13, 15);
    expect(hit.normal.x).toBeCloseTo(0.8, 15);
    expect(hit.normal.y).toBeCloseTo(0.6, 15);
    expect(hit.point).toEqual(v(0, 0));
  });

  it('a fast ball passing clean through a thin wall between frames is caught (tunnelling)', () => {
    // Centre from x = −100 to 100 through the wall x = 0 (|y| ≤ 1): touches at x = −1/16, t = (100 − 1/16)/200.
    const hit = circleSegmentTimeOfImpact(v(-100, 0.5), v(100, 0.5), 1 / 16, v(0, -1), v(0, 1))!;
    expect(hit.t).toBe((100 - 1 / 16) / 200);
    expect(hit.normal).toEqual(v(-1, 0));
  });

  it('starting on the wall: approaching is an impact at 0, leaving or sliding is separating, inside is overlap', () => {
    const floor = [v(-10, 0), v(10, 0)] as const;
    expect(circleSegmentTimeOfImpact(v(0, 1), v(0, -1), 1, ...floor)!.status).toBe('impact');
    expect(circleSegmentTimeOfImpact(v(0, 1), v(0, 3), 1, ...floor)!.status).toBe('separating');
    expect(circleSegmentTimeOfImpact(v(0, 1), v(3, 1), 1, ...floor)!.status).toBe('separating');
    expect(circleSegmentTimeOfImpact(v(0, 0.5), v(0, 3), 1, ...floor)!).toMatchObject({
      t: 0,
      status: 'overlap',
    });
  });

  it('normals when the centre lies on the wall (r = 0): against the motion, else the left normal', () => {
    // Crossing the floor downwards: the normal faces up, against the motion.
    expect(circleSegmentTimeOfImpact(v(0, 1), v(0, -1), 0, v(-1, 0), v(1, 0))!.normal).toEqual(
      v(0, 1),
    );
    expect(circleSegmentTimeOfImpact(v(0, -1), v(0, 1), 0, v(-1, 0), v(1, 0))!.normal).toEqual(
      v(0, -1),
    );
    // Sliding along it: the left normal (−ey, ex) of s0 → s1 = (1, 0) is (0, 1).
    expect(circleSegmentTimeOfImpact(v(-3, 0), v(3, 0), 0, v(-1, 0), v(1, 0))!.normal).toEqual(
      v(0, 1),
    );
    // A segment of length 0: −d/|d|, or (1, 0) when nothing moves.
    expect(circleSegmentTimeOfImpact(v(-3, 0), v(3, 0), 0, v(1, 0), v(1, 0))!.normal).toEqual(
      v(-1, 0),
    );
    expect(circleSegmentTimeOfImpact(v(1, 0), v(1, 0), 0, v(1, 0), v(1, 0))!.normal).toEqual(
      v(1, 0),
    );
  });

  it('a moving wall is the same question in its frame: subtract its displacement', () => {
    // The floor rises by 2 while the ball falls 10: wallRelative motion 12, gap 4 ⇒ t = 1/3.
    const hit = circleSegmentTimeOfImpact(v(0, 5), v(0, -5 - 2), 1, v(-10, 0), v(10, 0))!;
    expect(hit.t).toBeCloseTo(1 / 3, 15);
  });
});

describe('circleSegmentTimeOfImpactInto', () => {
  it('fills the caller-owned result like the allocating form, and leaves it untouched on a miss', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        const out = createSegmentContact();
        const before = structuredClone(out);
        const hit = toi(i);
        expect(circleSegmentTimeOfImpactInto(out, i.c0, i.c1, i.r, i.s0, i.s1)).toBe(hit !== null);
        expect(out).toEqual(hit ?? before);
      }),
    );
  });
});

describe('circleSegmentTimeOfImpact against the exact oracle', () => {
  it('dyadic inputs: swept, hit and status are exact; t is within 4 ulps of t*, u of u*', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        const exact = circleSegmentTimeOfImpactExact(segmentCase(i));
        const hit = toi(i);
        expectExactWallHit(swept(i), hit, exact);
        if (hit === null || exact === null) return;
        const [ul, uh] = surdBracket(exact.u);
        expect(hit.u).toBeGreaterThanOrEqual(ul - 2 ** -48);
        expect(hit.u).toBeLessThanOrEqual(uh + 2 ** -48);
      }),
      { numRuns: 1500 },
    );
  });

  it('grazes far from the origin: answers differ from exact only inside the band', () => {
    fc.assert(
      fc.property(wideSegment, (i) => {
        const c = segmentCase(i);
        expectWallHitInBand(c, swept(i), toi(i), circleSegmentTimeOfImpactExact(c));
      }),
      { numRuns: 1500 },
    );
  });

  it('never reports a t after which the exact circle was already deep in the wall', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        const hit = toi(i);
        if (hit === null || hit.t === 0) return;
        const exact = circleSegmentTimeOfImpactExact(segmentCase(i))!;
        // A time before t* is always safe (never late); after it only by rounding.
        if (compareAt(ratFromDouble(hit.t), exact.t) > 0) {
          expect(hit.t - surdBracket(exact.t)[1]).toBeLessThanOrEqual(4 * 2 ** -53);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('circleSegmentTimeOfImpact: motion along the flat edge of the capsule (fuzz findings)', () => {
  // Motion parallel to the segment at distance r in doubles (e × w rounds to
  // exactly r|e|), starting beside the end cap: the band along the flat side
  // holds the centre from t = 0, but the capsule is only reached where the
  // centre comes abreast of s0, and the end disc's graze root is lost to
  // rounding. Exactly, the start lies 1 ulp farther out, so t* = 1 (g(1) = 0).
  const grazes: [string, SegmentInput][] = [
    [
      '3-4-5 scale 16, r = 240',
      {
        c0: v(-207.00000000000003, 124),
        c1: v(-159, 188),
        r: 240,
        s0: v(0, 0),
        s1: v(48, 64),
      },
    ],
    [
      '3-4-5 scale 2^-10, r = 15·2^-10',
      {
        c0: v(-0.011535644531250002, -0.009033203125),
        c1: v(-0.01446533203125, -0.005126953125),
        r: 0.0146484375,
        s0: v(0, 0),
        s1: v(-0.0029296875, 0.00390625),
      },
    ],
  ];
  it.each(grazes)('%s: a hit where the exact g is within the band, not t = 0', (_, i) => {
    const c = segmentCase(i);
    const exact = circleSegmentTimeOfImpactExact(c);
    expect(exact).not.toBeNull();
    // g(0) is far outside the band: t = 0 (the band's entry beside the cap) is wrong.
    expect(wallRelative(gAt(c, 0), c)).toBeGreaterThan(BAND);
    const hit = toi(i)!;
    expect(hit).not.toBeNull();
    expect(hit.status).toBe(exact!.status);
    const [lo, hi] = surdBracket(exact!.t);
    if (hit.t < lo || hit.t > hi) expect(wallRelative(gAt(c, hit.t), c)).toBeLessThanOrEqual(BAND);
  });
});

describe('circleSegmentTimeOfImpact: properties', () => {
  const reversedSame = (
    a: SegmentContact | null,
    b: SegmentContact | null,
    c: ReturnType<typeof segmentCase>,
  ) => {
    expect(a === null).toBe(b === null);
    if (a === null || b === null) return;
    if (a.t !== b.t) expect(wallRelative(gAt(c, Math.max(a.t, b.t)), c)).toBeLessThanOrEqual(BAND);
  };

  it('is symmetric under reversing the segment: same t (bit for bit on dyadic inputs), u ↔ 1 − u', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        const a = toi(i);
        const b = circleSegmentTimeOfImpact(i.c0, i.c1, i.r, i.s1, i.s0);
        reversedSame(a, b, segmentCase(i));
        if (a === null || b === null) return;
        expect(b.status).toBe(a.status);
        expect(b.point.x).toBeCloseTo(a.point.x, 9);
        expect(b.point.y).toBeCloseTo(a.point.y, 9);
        if (i.s0.x !== i.s1.x || i.s0.y !== i.s1.y) expect(b.u).toBeCloseTo(1 - a.u, 12);
      }),
      { numRuns: 800 },
    );
  });

  it('is invariant under translation: a translation that rounds nothing changes t, u, status, normal not at all', () => {
    fc.assert(
      fc.property(dyadicSegment, fc.constantFrom(2 ** 20, -(2 ** 24) + 0.75, 1234.5), (i, d) => {
        // Coordinates are small integers times 2^k, k ≥ −6: adding d (a multiple of 2^-6 below 2^25) is exact.
        const m = (p: Vec2) => v(p.x + d, p.y - d);
        const a = toi(i);
        const b = circleSegmentTimeOfImpact(m(i.c0), m(i.c1), i.r, m(i.s0), m(i.s1));
        expect(b === null).toBe(a === null);
        if (a === null || b === null) return;
        expect([b.t, b.u, b.status, b.normal]).toEqual([a.t, a.u, a.status, a.normal]);
        expect(b.c.x).toBeCloseTo(a.c.x + d, 6);
        expect(b.point.y).toBeCloseTo(a.point.y - d, 6);
      }),
      { numRuns: 800 },
    );
  });

  it('with r = 0 agrees with raySegment (exactly on dyadic inputs)', () => {
    fc.assert(
      fc.property(dyadicSegment, (i) => {
        const hit = circleSegmentTimeOfImpact(i.c0, i.c1, 0, i.s0, i.s1);
        const ray = raySegment(i.c0, i.c1, i.s0, i.s1);
        expect(hit === null).toBe(ray === null);
        if (hit === null || ray === null) return;
        expect(hit.t).toBeCloseTo(ray.t, 14);
        expect(hit.u).toBeCloseTo(ray.u, 12);
      }),
      { numRuns: 1500 },
    );
  });
});
