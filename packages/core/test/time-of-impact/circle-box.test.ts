/**
 * circleBoxTimeOfImpact and sweptCircleBox: worked examples derived by hand,
 * the exact oracle on dyadic inputs (exact decisions) and on grazes far from
 * the origin (inside ROUNDING_BAND.wall), the contact's normal and point at
 * the returned `t` against the oracle's, and the contract's identities.
 */
import {
  circleBoxContactAt,
  circleBoxTimeOfImpactExact,
  compareAt,
  ratFromDouble,
  ratToNumber,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleBoxTimeOfImpact,
  circlesTimeOfImpact,
  sweptCircleBox,
  type Vec2,
} from '../../src/index.ts';
import {
  boxCase,
  type CircleBoxInput,
  dyadicCircleBox,
  expectBoxHitInBand,
  wideCircleBox,
} from '../circle-box-cases.ts';
import { expectExactWallHit } from '../wall-cases.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const O = v(0, 0);
const toi = (i: CircleBoxInput) => circleBoxTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);
const swept = (i: CircleBoxInput) => sweptCircleBox(i.c0, i.c1, i.r, i.b0, i.b1, i.hb);

describe('circleBoxTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a box top: its centre is r above the top at t = 0.3', () => {
    // y(t) = 10 − 20t reaches hb.y + r = 4 at t = 0.3.
    expect(circleBoxTimeOfImpact(v(0, 10), v(0, -10), 1, O, O, v(2, 3))).toEqual({
      t: 0.3,
      status: 'impact',
      point: v(0, 3),
      normal: v(0, -1),
      a: v(0, 4),
      b: O,
    });
  });

  it('a 3-4-5 corner hit: the centre (4, 5) is 5 from the corner (1, 1) at t = 1/2', () => {
    const hit = circleBoxTimeOfImpact(v(4, 15), v(4, -5), 5, O, O, v(1, 1))!;
    expect(hit.t).toBe(0.5);
    expect(hit.normal.x).toBeCloseTo(-0.6, 15);
    expect(hit.normal.y).toBeCloseTo(-0.8, 15);
    expect(hit.point).toEqual(v(1, 1));
  });

  it('both move: a box rising into a falling ball (the gap of 8 closes at 16 per step)', () => {
    expect(circleBoxTimeOfImpact(v(0, 10), v(0, 2), 1, v(0, 0), v(0, 8), v(3, 1))).toEqual({
      t: 0.5,
      status: 'impact',
      point: v(0, 5),
      normal: v(0, -1),
      a: v(0, 6),
      b: v(0, 4),
    });
  });

  it('a graze along a face touches; one ulp-ish farther misses; a corner passed just outside misses', () => {
    expect(sweptCircleBox(v(3, 9), v(3, -9), 1, O, O, v(2, 2))).toBe(true);
    expect(sweptCircleBox(v(3 + 2 ** -40, 9), v(3 + 2 ** -40, -9), 1, O, O, v(2, 2))).toBe(false);
    // The diagonal path x + y = 6 passes the corner (2, 2) at distance √2 > 1: in the
    // widened box (|x|, |y| ≤ 3) only within the corner's square, never within 1 of the box.
    expect(sweptCircleBox(v(6, 0), v(0, 6), 1, O, O, v(2, 2))).toBe(false);
  });

  it('statuses: overlapping, resting and leaving or sliding, resting and pressing in', () => {
    const status = (c0: Vec2, c1: Vec2, r: number) =>
      circleBoxTimeOfImpact(c0, c1, r, O, O, v(2, 2))!.status;
    expect(status(v(0, 2.5), v(0, 9), 1)).toBe('overlap');
    expect(status(v(0, 3), v(0, 9), 1)).toBe('separating');
    expect(status(v(0, 3), v(9, 3), 1)).toBe('separating');
    expect(status(v(0, 3), v(0, 0), 1)).toBe('impact');
    expect(status(v(1, 1), v(9, 9), 0)).toBe('overlap');
    expect(status(v(2, 2), v(1, 2), 0)).toBe('separating');
    expect(status(v(2, 2), v(1, 1), 0)).toBe('impact');
  });

  it("inside the box: the normal towards the nearest face's inside, the point on that face", () => {
    const hit = circleBoxTimeOfImpact(v(0.5, 1.5), v(0.5, 1.5), 1, O, O, v(2, 2))!;
    expect(hit).toMatchObject({ t: 0, status: 'overlap', normal: v(0, -1), point: v(0.5, 2) });
    // The centre at the box's centre: a tie, x first, +x as for coincident circles.
    expect(circleBoxTimeOfImpact(O, O, 1, O, O, v(2, 2))!.normal).toEqual(v(1, 0));
  });
});

describe('circleBoxTimeOfImpact against the exact oracle', () => {
  it('dyadic inputs: the swept test, the hit and its status are exact, t within 4 ulps', () => {
    fc.assert(
      fc.property(dyadicCircleBox, (i) => {
        expectExactWallHit(swept(i), toi(i), circleBoxTimeOfImpactExact(boxCase(i)));
      }),
      { numRuns: 2000 },
    );
  });

  it('grazes far from the origin: differences only inside ROUNDING_BAND.wall', () => {
    fc.assert(
      fc.property(wideCircleBox, (i) => {
        const c = boxCase(i);
        expectBoxHitInBand(c, swept(i), toi(i), circleBoxTimeOfImpactExact(c));
      }),
      { numRuns: 1000 },
    );
  });

  it('the normal, point and centres at the returned t are the exact ones, to rounding', () => {
    fc.assert(
      fc.property(dyadicCircleBox, (i) => {
        const hit = toi(i);
        if (hit === null) return;
        const at = circleBoxContactAt(boxCase(i), ratFromDouble(hit.t));
        const [dx, dy] = at.direction.map(ratToNumber) as [number, number];
        const len = Math.hypot(dx, dy);
        const scale = Math.max(1, Math.abs(i.c0.x), Math.abs(i.c1.y), Math.abs(i.b0.x), i.r);
        // The normal is ill-conditioned near a corner at r = 0 (any direction, a hair
        // off the touch): compared where the returned t is t* itself.
        const exact = circleBoxTimeOfImpactExact(boxCase(i))!;
        if (compareAt(ratFromDouble(hit.t), exact.t) === 0) {
          expect(hit.normal.x).toBeCloseTo(dx / len, 12);
          expect(hit.normal.y).toBeCloseTo(dy / len, 12);
        }
        expect(Math.abs(hit.point.x - ratToNumber(at.point[0]!))).toBeLessThanOrEqual(
          scale * 2 ** -48,
        );
        expect(Math.abs(hit.point.y - ratToNumber(at.point[1]!))).toBeLessThanOrEqual(
          scale * 2 ** -48,
        );
        expect(Math.abs(hit.a.x - ratToNumber(at.a[0]!))).toBeLessThanOrEqual(scale * 2 ** -48);
        expect(Math.abs(hit.b.y - ratToNumber(at.b[1]!))).toBeLessThanOrEqual(scale * 2 ** -48);
      }),
      { numRuns: 1000 },
    );
  });

  it('a box of zero extents is a point: the circles with rb = 0 (t, status, normal)', () => {
    fc.assert(
      fc.property(dyadicCircleBox, (i) => {
        const box = circleBoxTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, O);
        const circles = circlesTimeOfImpact(i.c0, i.c1, i.r, i.b0, i.b1, 0);
        expect(box === null).toBe(circles === null);
        if (box === null || circles === null) return;
        expect(box.status).toBe(circles.status);
        expect(box.t).toBeCloseTo(circles.t, 14);
        if (box.t === circles.t && (box.a.x !== box.b.x || box.a.y !== box.b.y)) {
          expect(box.normal.x).toBeCloseTo(circles.normal.x, 14);
          expect(box.normal.y).toBeCloseTo(circles.normal.y, 14);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
