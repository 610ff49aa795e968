/**
 * separateCircles / separateSpheres: the post-condition (never overlapping
 * afterwards, in the core's own arithmetic), minimal displacement, the mass
 * split, and unchanged positions when there is nothing to fix.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  separateCircles,
  separateSpheres,
  spheresOverlap,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { inRange } from '../arbitraries.ts';

type V = Vec2 | Vec3;

interface Input {
  a: V;
  ra: number;
  ma: number;
  b: V;
  rb: number;
  mb: number;
}

const mass = fc.oneof(
  fc.double({ min: 2 ** -20, max: 2 ** 20, noNaN: true }),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constantFrom(1, 2, 4),
);

/** Overlapping (mostly) pairs at any magnitude from 2^-40 to 2^90, any direction. */
const pairs = (dim: 2 | 3): fc.Arbitrary<Input> =>
  fc
    .record({
      e: fc.integer({ min: -40, max: 90 }),
      offset: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
      offsetE: fc.integer({ min: -40, max: 90 }),
      dir: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
      dist: fc.double({ min: 0, max: 1.2, noNaN: true }),
      r: fc.double({ min: 0, max: 1, noNaN: true }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      ma: mass,
      mb: mass,
    })
    .filter(({ ma, mb }) => ma !== Number.POSITIVE_INFINITY || mb !== Number.POSITIVE_INFINITY)
    .map((c) => {
      const s = 2 ** c.e;
      const o = 2 ** c.offsetE;
      const vec = (f: (k: number) => number): V => {
        const x = [0, 1, 2].slice(0, dim).map((k) => inRange(f(k)));
        return dim === 2 ? { x: x[0]!, y: x[1]! } : { x: x[0]!, y: x[1]!, z: x[2]! };
      };
      const a = vec((k) => c.offset[k]! * o);
      const b = vec((k) => c.offset[k]! * o + c.dir[k]! * c.dist * s);
      return {
        a,
        ra: inRange(c.r * c.split * s),
        ma: c.ma,
        b,
        rb: inRange(c.r * (1 - c.split) * s),
        mb: c.mb,
      };
    });

/** The push-apart article's trap: two r = 50 circles 0..100 apart along arbitrary directions. */
const pushApartArticle = fc
  .record({
    x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    angle: fc.double({ min: 0, max: 7, noNaN: true }),
    dist: fc.double({ min: 0, max: 100, noNaN: true }),
    ma: mass,
    mb: mass,
  })
  .filter(({ ma, mb }) => ma !== Number.POSITIVE_INFINITY || mb !== Number.POSITIVE_INFINITY)
  .map(({ x, y, angle, dist, ma, mb }) => ({
    a: { x: inRange(x), y: inRange(y) },
    ra: 50,
    ma,
    b: { x: inRange(x + Math.cos(angle) * dist), y: inRange(y + Math.sin(angle) * dist) },
    rb: 50,
    mb,
  }));

const comps = (v: V): number[] => ('z' in v ? [v.x, v.y, v.z] : [v.x, v.y]);
const norm = (x: number[]) => Math.hypot(...x);

describe.each([
  {
    name: 'separateCircles',
    dim: 2 as const,
    separate: (i: Input) => separateCircles(i.a as Vec2, i.ra, i.ma, i.b as Vec2, i.rb, i.mb),
    overlap: (a: V, ra: number, b: V, rb: number) => circlesOverlap(a as Vec2, ra, b as Vec2, rb),
  },
  {
    name: 'separateSpheres',
    dim: 3 as const,
    separate: (i: Input) => separateSpheres(i.a as Vec3, i.ra, i.ma, i.b as Vec3, i.rb, i.mb),
    overlap: (a: V, ra: number, b: V, rb: number) => spheresOverlap(a as Vec3, ra, b as Vec3, rb),
  },
])('$name', ({ dim, separate, overlap }) => {
  const inputs = dim === 2 ? fc.oneof(pairs(2), pushApartArticle as fc.Arbitrary<Input>) : pairs(3);

  it('post-condition: the result never overlaps, at any magnitude and direction', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const { a, b } = separate(i);
        expect(overlap(a, i.ra, b, i.rb)).toBe(false);
        for (const x of [...comps(a), ...comps(b)]) expect(Number.isFinite(x)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('returns the positions unchanged (as new objects) when they do not overlap', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        if (overlap(i.a, i.ra, i.b, i.rb)) return;
        const out = separate(i);
        expect(out).toEqual({ a: i.a, b: i.b });
        expect(out.a).not.toBe(i.a);
        expect(out.b).not.toBe(i.b);
      }),
      { numRuns: 1000 },
    );
  });

  it('moves along the line of centres, by at most a few ulps more than the overlap', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        if (!overlap(i.a, i.ra, i.b, i.rb)) return;
        const { a, b } = separate(i);
        const [a0, b0, a1, b1] = [i.a, i.b, a, b].map(comps) as [
          number[],
          number[],
          number[],
          number[],
        ];
        const gap0 = b0.map((x, k) => x - a0[k]!);
        const gap1 = b1.map((x, k) => x - a1[k]!);
        const r = i.ra + i.rb;
        const depth = r - norm(gap0);
        const moved = norm(a1.map((x, k) => x - a0[k]!)) + norm(b1.map((x, k) => x - b0[k]!));
        // The largest magnitude in play sets the size of an ulp; positions below
        // 2^-200 are flushed to 0, an absolute change of at most 2^-200.
        const m = Math.max(...a0.map(Math.abs), ...b0.map(Math.abs), r);
        const ulp = m * 2 ** -52 + 2 ** -200;
        expect(moved).toBeLessThanOrEqual(depth + 16 * ulp);
        expect(moved).toBeGreaterThanOrEqual(depth - 16 * ulp);
        expect(norm(gap1)).toBeLessThanOrEqual(r + 16 * ulp);
      }),
      { numRuns: 3000 },
    );
  });

  it('splits the push by mass: a moves mb/(ma+mb) of it, b moves ma/(ma+mb); Infinity stays put', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        if (!overlap(i.a, i.ra, i.b, i.rb)) return;
        const { a, b } = separate(i);
        const da = norm(comps(a).map((x, k) => x - comps(i.a)[k]!));
        const db = norm(comps(b).map((x, k) => x - comps(i.b)[k]!));
        if (i.ma === Number.POSITIVE_INFINITY) expect(da).toBe(0);
        if (i.mb === Number.POSITIVE_INFINITY) expect(db).toBe(0);
        const m = Math.max(...comps(i.a).map(Math.abs), ...comps(i.b).map(Math.abs), i.ra + i.rb);
        // Only where the push is far above the coordinates' ulp (and the 2^-200 flush)
        // can the split be measured.
        if (da + db < Math.max(m * 2 ** -30, 2 ** -160)) return;
        const shareA =
          i.ma === Number.POSITIVE_INFINITY
            ? 0
            : i.mb === Number.POSITIVE_INFINITY
              ? 1
              : i.mb / (i.ma + i.mb);
        expect(Math.abs(da / (da + db) - shareA)).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 3000 },
    );
  });

  it('is symmetric: swapping the bodies swaps the result exactly', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const out = separate(i);
        const swapped = separate({ a: i.b, ra: i.rb, ma: i.mb, b: i.a, rb: i.ra, mb: i.ma });
        const coincident = comps(i.a).every((x, k) => x === comps(i.b)[k]);
        // Coincident centres both push along +x, so only distinct centres mirror.
        if (!coincident) expect(swapped).toEqual({ a: out.b, b: out.a });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('separation worked examples', () => {
  it('coincident centres push apart along (1, 0)', () => {
    expect(separateCircles({ x: 2, y: 3 }, 1, 1, { x: 2, y: 3 }, 1, 1)).toEqual({
      a: { x: 1, y: 3 },
      b: { x: 3, y: 3 },
    });
    expect(
      separateSpheres(
        { x: 0, y: 0, z: 0 },
        1,
        1,
        { x: 0, y: 0, z: 0 },
        3,
        Number.POSITIVE_INFINITY,
      ),
    ).toEqual({
      a: { x: -4, y: 0, z: 0 },
      b: { x: 0, y: 0, z: 0 },
    });
  });

  it('at 1e20 an overlap of 1e-5 still separates: by the smallest steps the coordinates can take', () => {
    const a = { x: 1e20, y: 0 };
    const b = { x: 1e20 + 16384, y: 0 };
    const r = 8192.000005;
    expect(circlesOverlap(a, r, b, r)).toBe(true);
    const out = separateCircles(a, r, 1, b, r, 1);
    expect(circlesOverlap(out.a, r, out.b, r)).toBe(false);
    // ulp(1e20) = 16384: a few of them at most.
    expect(out.b.x - out.a.x).toBeLessThanOrEqual(16384 * 4);
  });
});
