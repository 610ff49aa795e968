/**
 * circlesTimeOfImpact / spheresTimeOfImpact (and their `Into` forms) against
 * the exact oracle.
 */
import {
  ballsTimeOfImpactBracket,
  ballsTimeOfImpactStatus,
  compareBallsTimeOfImpact,
  ratFromDouble,
  sweptBallsExact,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesTimeOfImpact,
  circlesTimeOfImpactInto,
  createTimeOfImpact2,
  createTimeOfImpact3,
  ROUNDING_BAND,
  spheresTimeOfImpact,
  spheresTimeOfImpactInto,
  type TimeOfImpact2,
  type TimeOfImpact3,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { contactAt2, contactAt3 } from '../../src/internal.ts';
import {
  dyadicSwept2,
  dyadicSwept3,
  type Swept2,
  type Swept3,
  tangentSwept,
  wideSwept2,
  wideSwept3,
} from '../arbitraries.ts';
import { exactCase, fRelativeAt, U } from '../oracle.ts';

type Input = Swept2 | Swept3;
type Toi = TimeOfImpact2 | TimeOfImpact3;

/** A 3D input's arguments, in the contract's order. */
const args3 = (i: Input) => {
  const s = i as Swept3;
  return [s.a0, s.a1, s.ra, s.b0, s.b1, s.rb] as const;
};
const components = (v: Vec2 | Vec3): number[] => ('z' in v ? [v.x, v.y, v.z] : [v.x, v.y]);

describe.each([
  {
    name: 'circlesTimeOfImpact',
    dim: 2 as const,
    toi: (i: Input) => circlesTimeOfImpact(i.a0, i.a1, i.ra, i.b0, i.b1, i.rb) as Toi | null,
    into: (out: Toi, i: Input) =>
      circlesTimeOfImpactInto(out as TimeOfImpact2, i.a0, i.a1, i.ra, i.b0, i.b1, i.rb),
    create: createTimeOfImpact2 as () => Toi,
    contactAt: (h: Toi, i: Input) => contactAt2(h.t, h.status, i.a0, i.a1, i.ra, i.b0, i.b1) as Toi,
    dyadic: dyadicSwept2 as fc.Arbitrary<Input>,
    wide: wideSwept2 as fc.Arbitrary<Input>,
  },
  {
    name: 'spheresTimeOfImpact',
    dim: 3 as const,
    toi: (i: Input) => spheresTimeOfImpact(...args3(i)) as Toi | null,
    into: (out: Toi, i: Input) => spheresTimeOfImpactInto(out as TimeOfImpact3, ...args3(i)),
    create: createTimeOfImpact3 as () => Toi,
    contactAt: (h: Toi, i: Input) => {
      const [a0, a1, ra, b0, b1] = args3(i);
      return contactAt3(h.t, h.status, a0, a1, ra, b0, b1) as Toi;
    },
    dyadic: dyadicSwept3 as fc.Arbitrary<Input>,
    wide: wideSwept3 as fc.Arbitrary<Input>,
  },
])('$name', ({ dim, toi, into, create, contactAt, dyadic, wide }) => {
  it('builds its result exactly as the shared contact geometry does (contact.ts), bit for bit', () => {
    // The solver writes the geometry out in place for speed; tolerance builds its results
    // with contactAt. Same t, same status: every component must be the same double.
    fc.assert(
      fc.property(
        fc.oneof(
          dyadic,
          wide,
          tangentSwept(dim).map(({ input }) => input as Input),
        ),
        (i) => {
          const hit = toi(i);
          if (hit === null) return;
          expect(contactAt(hit, i)).toEqual(hit);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is null exactly when the exact swept test says no touch (dyadic inputs)', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        const c = exactCase(i);
        const hit = toi(i);
        expect(hit !== null).toBe(sweptBallsExact(c));
        expect(hit?.status ?? null).toBe(ballsTimeOfImpactStatus(c));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives t within 3 rounding errors of the exact first touch t* (dyadic inputs)', () => {
    // P, Q, R and the discriminant are exact here; only √, + and ÷ round.
    fc.assert(
      fc.property(dyadic, (i) => {
        const hit = toi(i);
        if (hit === null) return;
        const [lo, hi] = ballsTimeOfImpactBracket(exactCase(i));
        expect(hit.t).toBeGreaterThanOrEqual(lo * (1 - 3 * U));
        expect(hit.t).toBeLessThanOrEqual(hi * (1 + 3 * U));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the constructed first touch t* of tangent cases', () => {
    fc.assert(
      fc.property(tangentSwept(dim), ({ input, tStar, moving }) => {
        const hit = toi(input);
        expect(hit).not.toBeNull();
        if (!moving) {
          // Resting contact all step long: touching at t = 0 and not approaching.
          expect(hit?.t).toBe(0);
          expect(hit?.status).toBe('separating');
          return;
        }
        expect(Math.abs((hit?.t ?? -1) - tStar)).toBeLessThanOrEqual(3 * U * tStar);
        expect(compareBallsTimeOfImpact(exactCase(input), ratFromDouble(tStar))).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('at t the bodies touch within the band, and no sampled earlier time touches', () => {
    fc.assert(
      fc.property(fc.oneof(dyadic, wide), (i) => {
        const hit = toi(i);
        if (hit === null || hit.status !== 'impact') return;
        const c = exactCase(i);
        expect(Math.abs(fRelativeAt(c, hit.t))).toBeLessThanOrEqual(ROUNDING_BAND.swept);
        for (let k = 0; k < 16; k++) {
          expect(fRelativeAt(c, (hit.t * k) / 16)).toBeGreaterThan(-ROUNDING_BAND.swept);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports centres at t, a unit normal from a to b and point = a + normal·ra', () => {
    fc.assert(
      fc.property(fc.oneof(dyadic, wide), (i) => {
        const hit = toi(i);
        if (hit === null) return;
        const [a0, a1, b0, b1] = [i.a0, i.a1, i.b0, i.b1].map(components) as [
          number[],
          number[],
          number[],
          number[],
        ];
        const a = components(hit.a);
        const b = components(hit.b);
        const n = components(hit.normal);
        const p = components(hit.point);
        const scale = Math.max(...[a0, a1, b0, b1].flat().map(Math.abs), i.ra + i.rb, 1);
        a.forEach((x, k) => {
          expect(Math.abs(x - (a0[k]! + hit.t * (a1[k]! - a0[k]!)))).toBeLessThanOrEqual(
            4 * U * scale,
          );
          expect(Math.abs(b[k]! - (b0[k]! + hit.t * (b1[k]! - b0[k]!)))).toBeLessThanOrEqual(
            4 * U * scale,
          );
          expect(Math.abs(p[k]! - (x + n[k]! * i.ra))).toBeLessThanOrEqual(4 * U * scale);
        });
        expect(Math.abs(Math.hypot(...n) - 1)).toBeLessThanOrEqual(8 * U);
        const gap = b.map((x, k) => x - a[k]!);
        const along = gap.reduce((s, g, k) => s + g * n[k]!, 0);
        // The normal points from a to b: along it lies the whole gap.
        expect(along).toBeGreaterThanOrEqual(Math.hypot(...gap) * (1 - 1e-9) - 8 * U * scale);
      }),
      { numRuns: 500 },
    );
  });

  it('is symmetric in A and B: same t and status, centres swapped, normal negated', () => {
    fc.assert(
      fc.property(fc.oneof(dyadic, wide), (i) => {
        const hit = toi(i);
        const swapped = toi({ a0: i.b0, a1: i.b1, ra: i.rb, b0: i.a0, b1: i.a1, rb: i.ra });
        expect(swapped === null).toBe(hit === null);
        if (hit === null || swapped === null) return;
        expect(swapped.t).toBe(hit.t);
        expect(swapped.status).toBe(hit.status);
        expect(swapped.a).toEqual(hit.b);
        expect(swapped.b).toEqual(hit.a);
        const n = components(hit.normal);
        const m = components(swapped.normal);
        // Centres that coincide at t (to the last bit) have no direction: both
        // sides then report the contract's fallback (1, 0) / (1, 0, 0).
        const fallback = [n, m].every((v) => v[0] === 1 && v.slice(1).every((x) => x === 0));
        if (!fallback) expect(m.map((x) => x + 0)).toEqual(n.map((x) => -x + 0));
      }),
      { numRuns: 500 },
    );
  });

  it('is translation invariant: exactly on dyadic inputs moved by a dyadic offset', () => {
    fc.assert(
      fc.property(dyadic, fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), (i, k) => {
        const d = k * 2 ** 12;
        const shift = (v: Vec2 | Vec3) =>
          'z' in v ? { x: v.x + d, y: v.y + d, z: v.z + d } : { x: v.x + d, y: v.y + d };
        const moved = toi({
          ...i,
          a0: shift(i.a0),
          a1: shift(i.a1),
          b0: shift(i.b0),
          b1: shift(i.b1),
        });
        const hit = toi(i);
        expect(moved?.t).toBe(hit?.t);
        expect(moved?.status).toBe(hit?.status);
        if (hit && moved) expect(moved.normal).toEqual(hit.normal);
      }),
      { numRuns: 300 },
    );
  });

  it('Into fills the same answer without allocating, and leaves out untouched on a miss', () => {
    const out = create();
    const { point, normal, a, b } = out;
    fc.assert(
      fc.property(fc.oneof(dyadic, wide), (i) => {
        const before = structuredClone(out);
        const hit = toi(i);
        expect(into(out, i)).toBe(hit !== null);
        if (hit === null) expect(out).toEqual(before);
        else expect(out).toEqual(hit);
        // The nested vectors are the caller's objects, reused, never replaced.
        expect([out.point, out.normal, out.a, out.b]).toEqual([point, normal, a, b]);
        expect(out.point).toBe(point);
        expect(out.normal).toBe(normal);
      }),
      { numRuns: 500 },
    );
  });
});

describe('time of impact edge cases (the sphere-TOI article "exceptions", the contract)', () => {
  const v = (x: number, y: number) => ({ x, y });

  it('coincident centres at t: normal (1, 0) / (1, 0, 0), point = a + (ra, 0)', () => {
    const hit = circlesTimeOfImpact(v(3, 4), v(5, 4), 2, v(3, 4), v(1, 4), 1);
    expect(hit).toMatchObject({ t: 0, status: 'overlap', normal: v(1, 0), point: v(5, 4) });
    const o = { x: 0, y: 0, z: 0 };
    expect(spheresTimeOfImpact(o, o, 1, o, o, 1)?.normal).toEqual({ x: 1, y: 0, z: 0 });
  });

  it('a point (radius 0) crossing another point hits at the crossing (a reader of the shoot-em-up article)', () => {
    // A moves (0,0) → (4,0), B moves (4,2) → (0,−2): A(½) = B(½) = (2,0).
    const hit = circlesTimeOfImpact(v(0, 0), v(4, 0), 0, v(4, 2), v(0, -2), 0);
    expect(hit).toMatchObject({
      t: 0.5,
      status: 'impact',
      a: v(2, 0),
      b: v(2, 0),
      normal: v(1, 0),
    });
  });

  it('a moving point vs a circle: t = (5 − √7)/10 from |(5 − 10t, 3)| = 4', () => {
    const hit = circlesTimeOfImpact(v(0, 0), v(10, 0), 0, v(5, 3), v(5, 3), 4);
    expect(hit?.t).toBeCloseTo((5 - Math.sqrt(7)) / 10, 15);
    expect(hit?.point).toEqual(hit?.a);
  });

  it("touching at the start: 'separating' when resting or receding, 'impact' when approaching", () => {
    expect(circlesTimeOfImpact(v(0, 0), v(0, 0), 1, v(2, 0), v(3, 0), 1)?.status).toBe(
      'separating',
    );
    expect(circlesTimeOfImpact(v(0, 0), v(0, 5), 1, v(2, 0), v(2, 5), 1)?.status).toBe(
      'separating',
    );
    expect(circlesTimeOfImpact(v(0, 0), v(0, 0), 1, v(2, 0), v(1, 0), 1)).toMatchObject({
      t: 0,
      status: 'impact',
    });
    expect(circlesTimeOfImpact(v(0, 0), v(0, 0), 1, v(1, 0), v(5, 0), 1)).toMatchObject({
      t: 0,
      status: 'overlap',
    });
  });

  it('a contact that starts exactly at t = 1 is still inside the closed step', () => {
    const hit = circlesTimeOfImpact(v(0, 0), v(8, 0), 1, v(10, 0), v(10, 0), 1);
    expect(hit).toMatchObject({ t: 1, status: 'impact', a: v(8, 0), point: v(9, 0) });
  });
});
