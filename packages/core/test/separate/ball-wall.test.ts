/**
 * separateCircleSegment and separateSphereTriangle: the post-condition
 * (never overlapping afterwards, in the core's own arithmetic), judged
 * exactly by the oracle (out of the wall, no further than a few ulps beyond,
 * unchanged when clear).
 */
import {
  ratFromDouble,
  type SeparationVerdict,
  separationVerdict,
  vecFromDoubles,
  wallMargin,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleSegmentOverlap,
  ROUNDING_BAND,
  separateCircleSegment,
  separateSphereTriangle,
  sphereTriangleOverlap,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import {
  dyadicSegment,
  dyadicTriangle,
  nearCornerTriangle,
  nearEndSegment,
  segmentCase,
  triangleCase,
  wallRelative,
  wideSegment,
  wideTriangle,
} from '../wall-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const w = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

/** "A few ulps beyond": 16 ulps of the largest magnitude involved. */
function slack(values: number[]) {
  return ratFromDouble(Math.max(...values.map(Math.abs)) * 2 ** -48 || 2 ** -200);
}
/**
 * The exact verdict must hold, except that the core decides "out of the wall" in
 * its own arithmetic: exactly, the result may then still touch the wall's
 * surface from inside, but only inside the band.
 */
function judge(
  verdict: SeparationVerdict,
  out: Vec2 | Vec3,
  r: number,
  wall: (Vec2 | Vec3)[],
): void {
  if (verdict.ok) return;
  expect(verdict.reason).toBe('still overlaps the wall');
  const c =
    wall.length === 2
      ? segmentCase({
          c0: out as Vec2,
          c1: out as Vec2,
          r,
          s0: wall[0] as Vec2,
          s1: wall[1] as Vec2,
        })
      : triangleCase({
          c0: out as Vec3,
          c1: out as Vec3,
          r,
          p0: wall[0] as Vec3,
          p1: wall[1] as Vec3,
          p2: wall[2] as Vec3,
        });
  expect(wallRelative(wallMargin(c.c0, c.r, c.wall), c)).toBeLessThanOrEqual(ROUNDING_BAND.wall);
}

const nums = (...vs: (Vec2 | Vec3)[]) => vs.flatMap((p) => Object.values(p) as number[]);

/**
 * Runs of the near-edge properties: 3000, or `NEAR_RUNS` (a soak sets it higher) — a
 * positive integer, so a typo cannot turn a property into one that runs nothing.
 */
const NEAR_RUNS = ((raw) => {
  if (raw === undefined) return 3000;
  const runs = Number(raw);
  if (!Number.isSafeInteger(runs) || runs < 1) {
    throw new RangeError(`NEAR_RUNS must be a positive integer, got ${JSON.stringify(raw)}`);
  }
  return runs;
})(process.env.NEAR_RUNS);

describe('separateCircleSegment', () => {
  /** The post-condition, checked in core and judged exactly (the slack counts the result too). */
  function pushedOff(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2 {
    const out = separateCircleSegment(c, r, s0, s1);
    expect(circleSegmentOverlap(out, r, s0, s1)).toBe(false);
    const verdict = separationVerdict(
      vecFromDoubles(c),
      vecFromDoubles(out),
      ratFromDouble(r),
      [s0, s1].map(vecFromDoubles),
      slack([...nums(c, s0, s1, out), r]),
    );
    judge(verdict, out, r, [s0, s1]);
    return out;
  }

  it('lifts a ball sunk into a floor onto it, and pushes one off a round end along the radius', () => {
    expect(separateCircleSegment(v(3, 0.75), 1, v(-10, 0), v(10, 0))).toEqual(v(3, 1));
    // Centre (13, 2) is √13 from the end (10, 0), inside r = 5: pushed to distance 5 along (3, 2)/√13.
    const out = separateCircleSegment(v(13, 2), 5, v(0, 0), v(10, 0));
    expect(Math.hypot(out.x - 10, out.y)).toBeCloseTo(5, 13);
    expect(out.y / (out.x - 10)).toBeCloseTo(2 / 3, 13);
  });

  it('a centre on the segment goes out along the left normal; on a point, along (1, 0)', () => {
    expect(separateCircleSegment(v(0, 0), 1, v(-1, 0), v(1, 0))).toEqual(v(0, 1));
    expect(separateCircleSegment(v(2, 0), 1, v(2, 0), v(2, 0))).toEqual(v(3, 0));
  });

  it('a centre on the segment 1e-31 short of s1, which rounds to beyond it: out by r, not along the segment', () => {
    // e = s1 − s0 rounds to (0, 0.1), so w·e ≥ |e|² picks the end s1; measured
    // as c − s1 the offset (0, −1e-31) pointed back along the segment and the
    // push slid along it past s0 (found by the fuzz, tolerance:exact, seed 303).
    const s0 = v(0, -0.1);
    const s1 = v(0, 7.888609052210118e-31);
    const out = separateCircleSegment(v(0, 0), 0.5, s0, s1);
    expect(circleSegmentOverlap(out, 0.5, s0, s1)).toBe(false);
    const verdict = separationVerdict(
      vecFromDoubles(v(0, 0)),
      vecFromDoubles(out),
      ratFromDouble(0.5),
      [s0, s1].map(vecFromDoubles),
      slack([...nums(s0, s1), 0.5]),
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('a centre 1.4e-22 inside the flat side next to s1 of a floor with slope 8e-8: out along its normal, r + a few ulps', () => {
    // Found by the fuzz (tolerance:exact). Exactly, (c − s1)·e = −ey·1.7e-15 < 0:
    // the nearest point is on the flat side, 1.7e-15 from c. From s0, w·e and
    // |e|² are both 0.09 and round equal, so the end s1 was taken and the push
    // went along c − s1 = (0, −1), 8.4e-8 rad off the side's normal: 3.5e-15·r
    // short of r from the line, then grown to 55 ulps past it.
    const s0 = v(-0.3, -2.5128456020853162e-8);
    const s1 = v(0, 1.7216977520287327e-15);
    const out = pushedOff(v(0, 0), 14, s0, s1);
    // The side's normal away from c: (ey, −ex)/|e|, e = s1 − s0; the push r − 1.7e-15.
    const ey = s1.y - s0.y;
    const len = Math.hypot(0.3, ey);
    expect(out.x).toBeCloseTo((14 * ey) / len, 18);
    expect(out.y).toBeCloseTo((-14 * 0.3) / len, 13);
  });

  it('centres almost on the segment next to an end: out of it, no further than r + a few ulps', () => {
    fc.assert(
      fc.property(nearEndSegment, (i) => {
        pushedOff(i.c0, i.r, i.s0, i.s1);
      }),
      { numRuns: NEAR_RUNS },
    );
  });

  it('the seed-003 trap: a push that rounds short is grown until it is out', () => {
    // 0.1-spaced values whose exact push lands a hair inside in doubles.
    const c = v(0.3, 0.1 + 0.2 - 1e-17);
    const out = separateCircleSegment(c, 0.7, v(-3, -0.4), v(3, -0.4));
    expect(circleSegmentOverlap(out, 0.7, v(-3, -0.4), v(3, -0.4))).toBe(false);
  });

  it('post-condition on dyadic and wide inputs, checked in core and judged exactly', () => {
    fc.assert(
      fc.property(
        fc.oneof(dyadicSegment, wideSegment),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (i, f) => {
          const c = i.c0;
          const r = i.r + f * (i.r + 1);
          const out = separateCircleSegment(c, r, i.s0, i.s1);
          expect(circleSegmentOverlap(out, r, i.s0, i.s1)).toBe(false);
          const verdict = separationVerdict(
            vecFromDoubles(c),
            vecFromDoubles(out),
            ratFromDouble(r),
            [vecFromDoubles(i.s0), vecFromDoubles(i.s1)],
            slack([...nums(c, i.s0, i.s1), r]),
          );
          judge(verdict, out, r, [i.s0, i.s1]);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('separateSphereTriangle', () => {
  const floor = [w(0, 0, 0), w(10, 0, 0), w(0, 10, 0)] as const;

  it('lifts a ball sunk into a floor triangle onto it; on the face it goes out along (p1 − p0) × (p2 − p0)', () => {
    expect(separateSphereTriangle(w(1, 1, 0.75), 1, ...floor)).toEqual(w(1, 1, 1));
    expect(separateSphereTriangle(w(1, 1, 0), 1, ...floor)).toEqual(w(1, 1, 1));
    expect(separateSphereTriangle(w(5, 5, 5), 1, ...floor)).toEqual(w(5, 5, 5));
  });

  /** The post-condition, checked in core and judged exactly. */
  function pushedOut(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
    const out = separateSphereTriangle(c, r, p0, p1, p2);
    expect(sphereTriangleOverlap(out, r, p0, p1, p2)).toBe(false);
    const verdict = separationVerdict(
      vecFromDoubles(c),
      vecFromDoubles(out),
      ratFromDouble(r),
      [p0, p1, p2].map(vecFromDoubles),
      slack([...nums(c, p0, p1, p2, out), r]),
    );
    judge(verdict, out, r, [p0, p1, p2]);
  }

  it('post-condition on dyadic and wide inputs, checked in core and judged exactly', () => {
    fc.assert(
      fc.property(
        fc.oneof(dyadicTriangle, wideTriangle),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (i, f) => pushedOut(i.c0, i.r + f * (i.r + 1), i.p0, i.p1, i.p2),
      ),
      { numRuns: 1000 },
    );
  });

  it('centres almost on an edge next to a corner: out of the wall, no further than r + a few ulps', () => {
    fc.assert(
      fc.property(nearCornerTriangle, (i) => pushedOut(i.c0, i.r, i.p0, i.p1, i.p2)),
      { numRuns: NEAR_RUNS },
    );
  });

  it('a centre 9e-12 from a corner of edges 1e-2 long: out of the wall by no more than a few ulps', () => {
    // Found by the property above (fast-check seed 95697548, run 863). The
    // nearest point lies on the edge p2 → p0, 5e-10 of its length from p0;
    // measured from p2, the offset to the centre cancelled down from 1e-2 to
    // 9e-12 and kept 7 digits, so the push went off by 1e-7 rad and ended
    // 1.8e-16 (~100 ulps) inside, then was grown to past r + slack.
    pushedOut(
      w(1.1175870895385742e-11, -0.00999999997485429, 3.725290298461914e-12),
      0.012600556877518654,
      w(1.0244548320770263e-11, -0.00999999997485429, -8.381903171539308e-12),
      w(0, 0, 0),
      w(0.006754331238567829, 0, 0.009227005747146905),
    );
  });

  it('a centre 1.5e-17 from a corner, on an edge within rounding: out along the face normal, by r', () => {
    // Found by the property above (fast-check seed 1291913025, run 2576). The
    // centre lies 1.4e-18 from the edge p2 → p0 and on the face's plane within
    // rounding; the edge's in-plane normal, removed as pointing into the face,
    // left 2e-34 of rounding noise that pointed anywhere, and the push along it
    // went off by 63° and was grown to 1.125 r.
    const c = w(-8.304802042913415e-18, 5.949918164870483e-18, -1.1677755773596649e-17);
    const p0 = w(0, 0, 0);
    const p1 = w(-0.5360866874809956, -0.06736204593153407, -0.8414709848078964);
    const p2 = w(-0.11991350121359969, 0.1072230173419366, -0.16447766638757058);
    pushedOut(c, 1, p0, p1, p2);
  });

  it('a centre 3e-13 from a corner of a wide triangle: the push bisected back, no further than r + a few ulps', () => {
    // Found by the fuzz app's nightly run (tolerance `exact`, seed 20261129). The
    // centre lies 3.1e-13 from p1 at scale 100: the direction from the nearest point
    // kept a few bits and leaned off the face normal, so the push needed more than
    // r − distance by far more than a few ulps; doubling the extra overshot by 2.3e-9.
    pushedOut(
      w(-86.79999999999986, -28.900000000000226, 1.6175777787263326e-13),
      0.09684255733537235,
      w(-962.0219911016594, 5, 944),
      w(-86.8, -28.9, 0),
      w(1, 17.2, 0),
    );
  });

  it('a sliver (an edge of 8e-31): out across it, not along its normal', () => {
    // Found by the fuzz suite's hair cases. The two long edges all but coincide
    // and run in opposite directions; the nearest one by rounding had the centre
    // on its inner side, so the push went along the face normal (0, 1, 0) by
    // 0.79, ending 1.06 r from the sliver. Out across it: (0.5, 0, 0.5) from the
    // nearest point (−0.5, 0, 0.5), to distance r.
    const c = w(0, 0, 1);
    const sliver = [w(0, 0, 0), w(-7.888609052210118e-31, 0, 0), w(-1, 0, 1)] as const;
    pushedOut(c, 1, ...sliver);
    const out = separateSphereTriangle(c, 1, ...sliver);
    expect(out.y).toBe(0);
    expect(out.x).toBeCloseTo(Math.SQRT1_2 - 0.5, 15);
    expect(out.z).toBeCloseTo(Math.SQRT1_2 + 0.5, 15);
  });
});
