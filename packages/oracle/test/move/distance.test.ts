import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  cross,
  div,
  dot,
  legWallDistanceSquaredExact,
  mul,
  pointWallDistanceSquaredExact,
  type Rat,
  type RVec,
  rat,
  sign,
  sub,
  vadd,
  vscale,
  vsub,
  wallGMin,
  ZERO,
} from '../../src/index.ts';
import { cross3 } from '../../src/vec.ts';
import { at, gIndependent } from '../independent.ts';

const v = (...xs: number[]): RVec => xs.map((x) => rat(x));
const d2 = (p: RVec, q: RVec, wall: RVec[]) => legWallDistanceSquaredExact(p, q, wall);

describe('legWallDistanceSquaredExact, by hand (2D)', () => {
  const floor = [v(-10, 0), v(10, 0)];

  it('a leg parallel to a floor at height r is r² all along', () => {
    expect(d2(v(-3, 1), v(4, 1), floor)).toEqual(rat(1));
    expect(d2([rat(-3), rat(3, 2)], [rat(4), rat(3, 2)], floor)).toEqual(rat(9, 4));
  });

  it('a leg that crosses, touches or runs along a segment is 0; collinear but apart is the gap²', () => {
    expect(d2(v(0, -1), v(0, 1), floor)).toEqual(ZERO);
    // Ends exactly on the floor, and starts exactly on it.
    expect(d2(v(0, 5), v(0, 0), floor)).toEqual(ZERO);
    expect(d2(v(10, 0), v(12, 7), floor)).toEqual(ZERO);
    // Collinear: overlapping (-20..-5 meets -10..10), and apart (12..20 is 2 past the end 10).
    expect(d2(v(-20, 0), v(-5, 0), floor)).toEqual(ZERO);
    expect(d2(v(12, 0), v(20, 0), floor)).toEqual(rat(4));
  });

  it("passes a segment's end at distance 3/5", () => {
    // The leg (-3, 3) → (5, -3) lies on 3x + 4y = 3, at distance 3/5 from the origin; the
    // foot (9/25, 12/25) is at s = 21/50 on the leg. The wall x = 0, y ∈ [-5, 0] ends at
    // the origin; the leg crosses x = 0 at y = 3/4, above that end, and every wall point
    // (0, y < 0) is |4y − 3|/5 > 3/5 from the leg's line. So the answer is (3/5)² = 9/25.
    expect(d2(v(-3, 3), v(5, -3), [v(0, -5), v(0, 0)])).toEqual(rat(9, 25));
    expect(d2(v(5, -3), v(-3, 3), [v(0, 0), v(0, -5)])).toEqual(rat(9, 25));
  });

  it('a wall of length 0 is a point; a leg of length 0 is a point', () => {
    // The leg y = 2 passes over the point (1, 0) at height 2.
    expect(d2(v(-1, 2), v(3, 2), [v(1, 0), v(1, 0)])).toEqual(rat(4));
    // Points: above the floor (height 3), and past its end (3, 4) away from (10, 0).
    expect(d2(v(2, 3), v(2, 3), floor)).toEqual(rat(9));
    expect(pointWallDistanceSquaredExact(v(13, 4), floor)).toEqual(rat(25));
    expect(pointWallDistanceSquaredExact(v(13, 4), [v(13, 4), v(13, 4)])).toEqual(ZERO);
  });
});

describe('legWallDistanceSquaredExact, by hand (3D)', () => {
  // The right triangle of legs 4 in the plane z = 0: x ≥ 0, y ≥ 0, x + y ≤ 4.
  const tri = [v(0, 0, 0), v(4, 0, 0), v(0, 4, 0)];

  it('a leg above the face is its height² (the lower end of a descending leg)', () => {
    expect(d2(v(1, 1, 2), v(3, 0, 2), tri)).toEqual(rat(4));
    expect(d2(v(1, 1, 5), v(2, 1, 3), tri)).toEqual(rat(9));
    expect(pointWallDistanceSquaredExact(v(1, 1, 7), tri)).toEqual(rat(49));
  });

  it('a leg through the face, or ending on it, is 0; one in the plane beside it is its gap²', () => {
    expect(d2(v(1, 1, -1), v(1, 1, 1), tri)).toEqual(ZERO);
    expect(d2(v(1, 1, 0), v(1, 1, 3), tri)).toEqual(ZERO);
    // In the plane, crossing the triangle from outside to outside.
    expect(d2(v(-1, 1, 0), v(5, 1, 0), tri)).toEqual(ZERO);
    // In the plane on x + y = 10: 6/√2 from the hypotenuse x + y = 4, feet (2, 2) and (3, 1)
    // on it: 36/2 = 18.
    expect(d2(v(5, 5, 0), v(6, 4, 0), tri)).toEqual(rat(18));
  });

  it('a leg skew to an edge, closest points inside both: the lines’ distance²', () => {
    // Edge a = (0,0,0) → b = (4,0,0), v = (4,0,0); leg p = (1,-2,-1) → q = (3,0,1), u = (2,2,2).
    // w = p − a = (1,-2,-1); u×v = (0, 8, -8), |u×v|² = 128; w·(u×v) = -16 + 8 = -8, so the
    // lines are 64/128 = 1/2 apart (squared). Normal equations: |u|² = 12, |v|² = 16, u·v = 8,
    // w·u = -4, w·v = 4: s* = (8·4 − 16·(-4))/128 = 3/4, t* = (12·4 − 8·(-4))/128 = 5/8, both
    // inside: the leg's (5/2, -1/2, 1/2) and the edge's (5/2, 0, 0). That leg point projects to
    // (5/2, -1/2, 0), outside (y < 0), so the edge is its nearest feature; the leg meets z = 0
    // at (2, -1, 0), outside, and its only point with y ≥ 0 is q, 1 from (3, 0, 0).
    expect(d2(v(1, -2, -1), v(3, 0, 1), tri)).toEqual(rat(1, 2));
  });

  it('a degenerate triangle is the segment or point its corners span', () => {
    const collinear = [v(0, 0, 0), v(2, 0, 0), v(5, 0, 0)];
    // (8, 0, 4) is nearest to the end (5, 0, 0): 9 + 16.
    expect(pointWallDistanceSquaredExact(v(8, 0, 4), collinear)).toEqual(rat(25));
    // The leg x = 3, z = 2 across y = 0: nearest (3, 0, 2) over (3, 0, 0).
    expect(d2(v(3, -1, 2), v(3, 1, 2), collinear)).toEqual(rat(4));
    const point = [v(1, 1, 1), v(1, 1, 1), v(1, 1, 1)];
    expect(d2(v(0, 0, 0), v(2, 2, 2), point)).toEqual(ZERO);
    // (1, 1, 1) from the x axis: 1 + 1, the foot (1, 0, 0) inside the leg.
    expect(d2(v(0, 0, 0), v(2, 0, 0), point)).toEqual(rat(2));
  });

  it('refuses bad input with a RangeError naming the argument', () => {
    expect(() => d2(v(1), v(1), [v(0), v(1)])).toThrow(/^p must have 2 or 3 components/);
    expect(() => d2(v(1, 2), v(1, 2, 3), [v(0, 0), v(1, 1)])).toThrow(/^q must have 2 comp/);
    expect(() => d2(v(1, 2, 3), v(1, 2, 3), [v(0, 0, 0), v(1, 1, 1)])).toThrow(
      /^wall must have 3 corners in 3D/,
    );
    expect(() => d2(v(1, 2), v(1, 2), [v(0, 0), v(1, 1, 1)])).toThrow(/^wall\[1\] must have 2/);
  });
});

const coord = fc.integer({ min: -6, max: 6 });
const point = (dim: 2 | 3) => fc.array(coord, { minLength: dim, maxLength: dim });

/** A leg and a wall of small integers; sometimes a point leg, a point wall or collinear corners. */
const legAndWall = fc.constantFrom<2 | 3>(2, 3).chain((dim) =>
  fc
    .record({
      p: point(dim),
      q: point(dim),
      wall: fc.array(point(dim), { minLength: dim, maxLength: dim }),
      shape: fc.nat(9),
    })
    .map(({ p, q, wall, shape }) => {
      const corners = wall.map((c) => c.slice());
      if (shape === 0) q = p;
      if (shape === 1) corners.fill(corners[0]!);
      // Collinear: the third corner is the second reflected through the first.
      if (shape === 2 && dim === 3) corners[2] = corners[1]!.map((x, i) => 2 * corners[0]![i]! - x);
      return { p: v(...p), q: v(...q), wall: corners.map((c) => v(...c)) };
    }),
);

/**
 * A lower bound from sampling: the distance to a fixed set is 1-Lipschitz, so between
 * samples 1/64 apart along a leg of length L it is ≥ √S − L/128 (S the least sampled
 * squared distance). In rationals: δ² = L²/128², and √m ≥ √S − δ iff S ≤ δ², or
 * S + δ² − m ≤ 0, or (S + δ² − m)² ≤ 4δ²S.
 */
function aboveSampledBound(m: Rat, sampled: Rat, leg: RVec): boolean {
  const dd = mul(dot(leg, leg), rat(1, 128 * 128));
  const gap = sub(add(sampled, dd), m);
  return (
    cmp(sampled, dd) <= 0 ||
    sign(gap) <= 0 ||
    cmp(mul(gap, gap), mul(mul(rat(4), dd), sampled)) <= 0
  );
}

describe('legWallDistanceSquaredExact against independent answers', () => {
  it("equals the wall pieces' exact minimum (wallGMin with r = 0)", () => {
    fc.assert(
      fc.property(legAndWall, ({ p, q, wall }) => {
        expect(d2(p, q, wall)).toEqual(wallGMin({ c0: p, c1: q, r: ZERO, wall }));
      }),
      { numRuns: 2000 },
    );
  });

  it('is at most every sampled distance and above the sampling’s Lipschitz bound', () => {
    fc.assert(
      fc.property(legAndWall, ({ p, q, wall }) => {
        const m = d2(p, q, wall);
        let sampled: Rat | null = null;
        for (let k = 0; k <= 64; k++) {
          const g = gIndependent(at(p, q, rat(k, 64)), ZERO, wall);
          expect(cmp(m, g)).toBeLessThanOrEqual(0);
          if (sampled === null || cmp(g, sampled) < 0) sampled = g;
        }
        expect(aboveSampledBound(m, sampled!, vsub(q, p))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('is symmetric in the ends, and a point leg is the textbook point distance', () => {
    fc.assert(
      fc.property(legAndWall, ({ p, q, wall }) => {
        expect(d2(q, p, wall)).toEqual(d2(p, q, wall));
        expect(pointWallDistanceSquaredExact(p, wall)).toEqual(gIndependent(p, ZERO, wall));
      }),
      { numRuns: 500 },
    );
  });

  it('is 0 in 2D exactly when the closed segments intersect (solved by Cramer’s rule)', () => {
    fc.assert(
      fc.property(
        legAndWall.filter(({ p }) => p.length === 2),
        ({ p, q, wall }) => {
          const [a, b] = wall as [RVec, RVec];
          expect(sign(d2(p, q, wall)) === 0).toBe(segmentsIntersect(p, q, a, b));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is the constructed gap² for a leg skew to a segment with both closest points on the 1/64 grid', () => {
    // a + t0·v and p + s0·u are the lines' closest points when their difference N = u × v is
    // orthogonal to both, so the least distance² is |N|², taken at the sample s0 = k/64.
    // The wall is the degenerate triangle (a, b, b), i.e. the segment a–b.
    const spec = fc.record({
      u: point(3).filter((u) => u.some((x) => x !== 0)),
      w: point(3).filter((w) => w.some((x) => x !== 0)),
      x: point(3),
      k: fc.integer({ min: 0, max: 64 }),
      j: fc.integer({ min: 0, max: 64 }),
    });
    fc.assert(
      fc.property(spec, ({ u: uu, w: vv, x: xx, k, j }) => {
        const u = v(...uu);
        const w = v(...vv);
        const n = cross3(u, w);
        fc.pre(n.some((c) => sign(c) !== 0));
        const onEdge = v(...xx);
        const a = vsub(onEdge, vscale(w, rat(j, 64)));
        const b = vadd(a, w);
        const p = vsub(vadd(onEdge, n), vscale(u, rat(k, 64)));
        const q = vadd(p, u);
        const m = d2(p, q, [a, b, b]);
        expect(m).toEqual(dot(n, n));
        expect(gIndependent(at(p, q, rat(k, 64)), ZERO, [a, b, b])).toEqual(m);
      }),
      { numRuns: 400 },
    );
  });
});

/** Closed 2D segments p–q and a–b meet: by the parameters of the crossing, or along a shared line. */
function segmentsIntersect(p: RVec, q: RVec, a: RVec, b: RVec): boolean {
  const u = vsub(q, p);
  const w = vsub(b, a);
  const ap = vsub(a, p);
  const den = cross(u, w);
  const inUnit = (x: Rat) => sign(x) >= 0 && cmp(x, rat(1)) <= 0;
  if (sign(den) !== 0) {
    // p + s·u = a + t·w  ⇒  s = (ap × w)/(u × w), t = (ap × u)/(u × w).
    return inUnit(div(cross(ap, w), den)) && inUnit(div(cross(ap, u), den));
  }
  // Parallel or degenerate: they meet iff some end of one lies on the other.
  const onSegment = (x: RVec, s0: RVec, s1: RVec) => {
    const e = vsub(s1, s0);
    const rel = vsub(x, s0);
    if (sign(cross(e, rel)) !== 0) return false;
    const along = dot(rel, e);
    return sign(dot(e, e)) === 0
      ? sign(dot(rel, rel)) === 0
      : sign(along) >= 0 && cmp(along, dot(e, e)) <= 0;
  };
  return onSegment(p, a, b) || onSegment(q, a, b) || onSegment(a, p, q) || onSegment(b, p, q);
}
