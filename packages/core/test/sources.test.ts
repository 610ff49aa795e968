/**
 * The source articles (see docs/contract.md, "Sources"): their worked numbers,
 * and the errors in them, each pinned by a test that the naive transcription
 * fails and the core passes. Expected values come from the articles' own
 * numbers worked by hand, or from the exact oracle.
 */
import {
  ballsTimeOfImpactBracket,
  cross,
  div,
  ratToNumber,
  raySegmentExact,
  sweptBallsExact,
  vecFromDoubles,
  vsub,
} from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  circlesTimeOfImpact,
  raySegment,
  separateCircles,
  spheresTimeOfImpact,
  sweptCircles,
  type Vec2,
} from '../src/index.ts';
import { exactCase } from './oracle.ts';

const v = (x: number, y: number): Vec2 => ({ x, y });
const dot = (a: Vec2, b: Vec2) => a.x * b.x + a.y * b.y;
const sub = (a: Vec2, b: Vec2) => v(a.x - b.x, a.y - b.y);

/** The square-root-free article's `isHit`, transcribed as published (time on [−1, 1], same motion). */
function squareRootFreeIsHit(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const C0 = sub(b0, a0);
  const C1 = sub(b1, a1);
  const rSq = (ra + rb) ** 2;
  const c0 = dot(C0, C0);
  const c1 = dot(C1, C1);
  const i = dot(C0, C1);
  if (i <= c0 && i <= c1) return -i * i <= rSq * (c0 + c1 - 2 * i);
  return c0 <= rSq || c1 <= rSq;
}

/** The square-root-free article with its `y_top` term restored (`c0·c1 − i²`) but the vertex test as published. */
function squareRootFreeWithTerm(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const C0 = sub(b0, a0);
  const C1 = sub(b1, a1);
  const rSq = (ra + rb) ** 2;
  const c0 = dot(C0, C0);
  const c1 = dot(C1, C1);
  const i = dot(C0, C1);
  if (i <= c0 && i <= c1) return c0 * c1 - i * i <= rSq * (c0 + c1 - 2 * i);
  return c0 <= rSq || c1 <= rSq;
}

describe('the square-root-free article: swept circles without sqrt or division', () => {
  it('drops the c0·c1 term: the naive y_top test reports a miss by 5 radii as a hit', () => {
    // C0 = (−10, 5), C1 = (10, 5): B passes A at distance 5 (at the vertex, t = ½); r = 2.
    const args = [v(0, 0), v(0, 0), 1, v(-10, 5), v(10, 5), 1] as const;
    expect(squareRootFreeIsHit(...args)).toBe(true);
    expect(
      sweptBallsExact(
        exactCase({ a0: args[0], a1: args[1], ra: 1, b0: args[3], b1: args[4], rb: 1 }),
      ),
    ).toBe(false);
    expect(sweptCircles(...args)).toBe(false);
  });

  it('its vertex test misfires when both move with the same velocity (C0 = C1)', () => {
    // Far apart (distance 100, r = 4) and moving in lockstep: never touching.
    const args = [v(0, 0), v(10, 3), 2, v(100, 0), v(110, 3), 2] as const;
    expect(squareRootFreeWithTerm(...args)).toBe(true);
    expect(
      sweptBallsExact(
        exactCase({ a0: args[0], a1: args[1], ra: 2, b0: args[3], b1: args[4], rb: 2 }),
      ),
    ).toBe(false);
    expect(sweptCircles(...args)).toBe(false);
  });

  it('agrees with the corrected seed where the vertex lies strictly inside', () => {
    // C0 = (−3, 4), C1 = (3, 4): closest approach 4 at the vertex; r = 4 grazes, r = 3.5 misses.
    expect(sweptCircles(v(0, 0), v(0, 0), 2, v(-3, 4), v(3, 4), 2)).toBe(true);
    expect(sweptCircles(v(0, 0), v(0, 0), 2, v(-3, 4), v(3, 4), 1.5)).toBe(false);
    // Touching at an end point counts (`<=`).
    expect(sweptCircles(v(0, 0), v(0, 0), 2, v(9, 0), v(4, 0), 2)).toBe(true);
  });
});

/**
 * The shoot-em-up article's closing condition, as published: a hit when the discriminant
 * is positive and `−Q − √disc > 0` or `−Q + √disc < 1` (the roots were never
 * divided by P, and touching is `<`, a miss).
 */
function shootEmUpClosing(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): boolean {
  const [A, B] = [a0.x - b0.x, a0.y - b0.y];
  const [C, D] = [a1.x - b1.x, a1.y - b1.y];
  const E = ra + rb;
  const disc = E * E * ((C - A) ** 2 + (D - B) ** 2) - (C * B - A * D) ** 2;
  const q = (C - A) * A + (D - B) * B;
  return disc > 0 && (-q - Math.sqrt(disc) > 0 || -q + Math.sqrt(disc) < 1);
}

describe('the shoot-em-up article: the swept test on [0, 1]', () => {
  it("the author's closing condition reports receding bodies as a hit", () => {
    // B starts 10 to the right of A and moves away; r = 2.
    const args = [v(0, 0), v(0, 0), 1, v(10, 0), v(15, 0), 1] as const;
    expect(shootEmUpClosing(...args)).toBe(true);
    expect(sweptCircles(...args)).toBe(false);
    expect(circlesTimeOfImpact(...args)).toBeNull();
  });

  it('…and reports a hit that only happens after the step (the roots are never divided by P)', () => {
    // A bullet from x = −100 to −50 towards a target at the origin; r = 2: it would
    // touch at t = 1.96, in the next step, so on [0, 1] it is a miss.
    const args = [v(-100, 0), v(-50, 0), 1, v(0, 0), v(0, 0), 1] as const;
    expect(shootEmUpClosing(...args)).toBe(true);
    expect(sweptCircles(...args)).toBe(false);
    // The same bullet at 200 per step touches at |−100 + 200t| = 2, t = 0.49.
    expect(circlesTimeOfImpact(v(-100, 0), v(100, 0), 1, v(0, 0), v(0, 0), 1)?.t).toBe(0.49);
  });

  it('the inequality before it is right; grazing counts as a hit here (contract: <=)', () => {
    // Passing at exactly r = 2 from the target: the article's strict < calls it a miss.
    const args = [v(-5, 2), v(5, 2), 1, v(0, 0), v(0, 0), 1] as const;
    expect(shootEmUpClosing(...args)).toBe(false);
    expect(sweptCircles(...args)).toBe(true);
    expect(circlesTimeOfImpact(...args)).toMatchObject({
      t: 0.5,
      status: 'impact',
      normal: v(0, -1),
    });
  });
});

describe('the HAKUHIN article: moving point vs segment', () => {
  // The article's numbers: segment a → b, the point moves c → d. It computed them in
  // doubles: a.x is 464 and d.x is 480.8, each one unit in the last place (2^-44 between
  // 256 and 512) low.
  const ulp = 2 ** -44;
  const a = v(464 - ulp, 60);
  const b = v(720, 340);
  const c = v(384, 252);
  const d = v(480.8 - ulp, 246);
  // Worked by hand on 464 and 480.8: ab = (256, 280), ac = (−80, 192), cd = (96.8, −6), so
  // ab × ac = 256·192 + 280·80 = 71552 and cd × ab = 96.8·280 + 6·256 = 28640.
  const tLine = 71552 / 28640;

  it('the point reaches the line only at t = 71552/28640 ≈ 2.498: a miss on [0, 1]', () => {
    // t = (ab × ac)/(cd × ab), computed exactly from the same doubles.
    const [A, B, C, D] = [a, b, c, d].map(vecFromDoubles) as [
      ReturnType<typeof vecFromDoubles>,
      ReturnType<typeof vecFromDoubles>,
      ReturnType<typeof vecFromDoubles>,
      ReturnType<typeof vecFromDoubles>,
    ];
    const t = ratToNumber(div(cross(vsub(B, A), vsub(C, A)), cross(vsub(D, C), vsub(B, A))));
    expect(t).toBeCloseTo(tLine, 12);
    expect(raySegment(c, d, a, b)).toBeNull();
    expect(raySegmentExact(C, D, A, B)).toBeNull();
  });

  it('with the end point moved to c + 3·(d − c) it hits at t ≈ 2.498/3, with u from the math', () => {
    const far = v(c.x + 3 * (d.x - c.x), c.y + 3 * (d.y - c.y));
    const exact = raySegmentExact(
      ...([c, far, a, b].map(vecFromDoubles) as [never, never, never, never]),
    );
    expect(exact).not.toBeNull();
    const hit = raySegment(c, far, a, b);
    expect(hit).not.toBeNull();
    // The exact t and u, rounded once (tn/den is the only rounding here).
    expect(hit?.t).toBeCloseTo(ratToNumber(exact!.t), 15);
    expect(hit?.u).toBeCloseTo(ratToNumber(exact!.u), 15);
    expect(hit?.t).toBeCloseTo(tLine / 3, 12);
    // The article picks n = −ab.perp.normalize = (0.738…, −0.6748…) so that ca·n > 0: it
    // faces away from the point's start. The contract's normal faces the start side:
    // ab.perp / |ab| = (−280, 256) / √(256² + 280²).
    const length = Math.sqrt(256 * 256 + 280 * 280);
    expect(hit?.normal.x).toBeCloseTo(-280 / length, 14);
    expect(hit?.normal.y).toBeCloseTo(256 / length, 14);
    expect(dot(hit!.normal, sub(c, a))).toBeGreaterThan(0);
  });
});

describe('the push-apart article: pushing overlapping circles apart by mass', () => {
  it('a=(300,150) r=125 m=4, b=(500,150) r=125 m=1 → a′=(290,150), b′=(540,150)', () => {
    // gap = 200 − 250 = −50; a moves −50·1/5, b moves +50·4/5 (the push-apart article's numbers).
    const { a, b } = separateCircles(v(300, 150), 125, 4, v(500, 150), 125, 1);
    expect(a).toEqual(v(290, 150));
    expect(b).toEqual(v(540, 150));
    expect(circlesOverlap(a, 125, b, 125)).toBe(false);
  });

  it('the trap: a naive push to distance 100 of two r = 50 circles still overlaps; ours never', () => {
    let naiveStuck = 0;
    for (let k = 1; k < 2000; k++) {
      // A step just short of π/4, so the directions never repeat.
      const angle = k * 0.7853981;
      const a = v(400 + Math.cos(k) * 37, 300 + Math.sin(k) * 11);
      const b = v(a.x + Math.cos(angle) * 60, a.y + Math.sin(angle) * 60);
      // The push-apart article's recipe: move each by half the overlap along the unit direction.
      const ab = sub(b, a);
      const len = Math.hypot(ab.x, ab.y);
      const n = v(ab.x / len, ab.y / len);
      const gap = len - 100;
      const a2 = v(a.x + n.x * gap * 0.5, a.y + n.y * gap * 0.5);
      const b2 = v(b.x - n.x * gap * 0.5, b.y - n.y * gap * 0.5);
      if (circlesOverlap(a2, 50, b2, 50)) naiveStuck++;
      const ours = separateCircles(a, 50, 1, b, 50, 1);
      expect(circlesOverlap(ours.a, 50, ours.b, 50)).toBe(false);
    }
    expect(naiveStuck).toBeGreaterThan(0);
  });
});

describe('the sphere-TOI article: time of impact of two moving spheres', () => {
  const o = { x: 0, y: 0, z: 0 };
  const z = (z: number) => ({ x: 0, y: 0, z });

  it('head-on: C0 = (0,0,6), D = (0,0,−10), r = 2 → P=100, Q=−60, R=32, t = 0.4', () => {
    // t = (−Q − √(Q² − PR))/P = (60 − √(3600 − 3200))/100 = 0.4
    expect(spheresTimeOfImpact(o, z(10), 1, z(6), z(6), 1)).toEqual({
      t: 0.4,
      status: 'impact',
      a: z(4),
      b: z(6),
      normal: z(1),
      point: z(5),
    });
  });

  it('exception 1, P = 0 (same velocity): a touch iff touching at t = 0, then t = 0', () => {
    expect(circlesTimeOfImpact(v(0, 0), v(5, 0), 1, v(3, 0), v(8, 0), 1)).toBeNull();
    expect(sweptCircles(v(0, 0), v(5, 0), 1, v(3, 0), v(8, 0), 1)).toBe(false);
    expect(circlesTimeOfImpact(v(0, 0), v(5, 0), 1, v(2, 0), v(7, 0), 1)).toMatchObject({
      t: 0,
      status: 'separating',
      point: v(1, 0),
    });
    expect(circlesTimeOfImpact(v(0, 0), v(5, 0), 1, v(1, 0), v(6, 0), 1)).toMatchObject({
      t: 0,
      status: 'overlap',
    });
  });

  it('exception 2, already overlapping at t = 0: t = 0 and the point is ra along a → b', () => {
    expect(spheresTimeOfImpact(o, z(10), 3, z(4), z(-4), 3)).toMatchObject({
      t: 0,
      status: 'overlap',
      normal: z(1),
      point: z(3),
    });
  });

  it('exception 3, coincident centres: the normal falls back to (1, 0, 0)', () => {
    expect(spheresTimeOfImpact(z(2), z(5), 1, z(2), z(-1), 1)).toMatchObject({
      t: 0,
      normal: { x: 1, y: 0, z: 0 },
      point: { x: 1, y: 0, z: 2 },
    });
  });

  it("the article's (−Q − √disc)/P cancels; our R/(−Q + √disc) keeps t to the last bits", () => {
    // A bullet (2^20 per step) whose target starts 2^-20 beyond contact, at C0 = (3, 4):
    // P = 2^40, Q = −3·2^20, R = 10·2^-20 − 2^-40 and disc = 2^40·(9 − R) are all exact
    // doubles, so the root formula is the only difference.
    const r = 2.5 - 2 ** -21;
    const args = [v(0, 0), v(2 ** 20, 0), r, v(3, 4), v(3, 4), r] as const;
    const [lo, hi] = ballsTimeOfImpactBracket(
      exactCase({ a0: args[0], a1: args[1], ra: r, b0: args[3], b1: args[4], rb: r }),
    );
    const [P, Q, R] = [2 ** 40, -3 * 2 ** 20, 25 - (2 * r) ** 2];
    const textbook = (-Q - Math.sqrt(Q * Q - P * R)) / P;
    const ours = circlesTimeOfImpact(...args)?.t ?? -1;
    expect(ours).toBeGreaterThanOrEqual(lo * (1 - 2 ** -51));
    expect(ours).toBeLessThanOrEqual(hi * (1 + 2 ** -51));
    expect(Math.abs(textbook - lo) / lo).toBeGreaterThan(1e-12);
  });
});
