/**
 * The ball pairs' exact sweep (`src/exact/sweep.ts`), each of its stages on
 * its own, against the BigInt oracle: the double filter (`swept-verdict.ts`),
 * the exact-products stage (`sweep.ts`), the double-double stage
 * (`first-touch-filter.ts`) and the expansion stage (`exact-sweep.ts`,
 * `exact-terms.ts`), called directly so that no earlier stage hides a wrong
 * answer; near-tangent cases (exact touches nudged by ±1 ulp), and the
 * error bounds at their limits (inputs scaled to the ends of the core's
 * range, `2^±200`, and times `t` down to the subnormals).
 */
import type { Vec2, Vec3 } from '@swept/core';
import {
  add,
  cmp,
  coefficients,
  compareBallsTimeOfImpact,
  dot,
  fAt,
  mul,
  nextUp,
  type Rat,
  ratFromDouble,
  sign,
  sub,
  sweptBallsExact,
  sweptCaseFromDoubles,
  vsub,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactSweep } from '../../src/exact/exact-sweep.ts';
import {
  atOrBeforeRatio,
  difference,
  Exact,
  dot as exactDot,
} from '../../src/exact/exact-terms.ts';
import {
  AT_OR_BEFORE,
  atOrBeforeVerdict,
  DOUBT,
  evaluate2,
  evaluate3,
} from '../../src/exact/first-touch-filter.ts';
import {
  DOUBT as SWEPT_DOUBT,
  sweptVerdict2,
  sweptVerdict3,
  TOUCH,
} from '../../src/exact/swept-verdict.ts';
import { exact, exactStageStats, resetExactStats, withPolicy } from '../../src/index.ts';
import { nearTangent2, type Swept2, type Swept3, swept2, swept3 } from '../arbitraries.ts';

/** Every coordinate and radius times `2^k` (exact; stays in the core's range for the arbitraries' inputs). */
function scaled<T extends Swept2 | Swept3>(args: T, k: number): T {
  const s = 2 ** k;
  const v = (p: Vec2 | Vec3) =>
    'z' in p ? { x: p.x * s, y: p.y * s, z: p.z * s } : { x: p.x * s, y: p.y * s };
  const [a0, a1, ra, b0, b1, rb] = args;
  return [v(a0), v(a1), ra * s, v(b0), v(b1), rb * s] as T;
}

/** The scales the stages are checked at: unscaled and near both ends of the input range. */
const scale = fc.constantFrom(0, 0, 165, -165);
const case2 = fc.tuple(fc.oneof(swept2, nearTangent2), scale).map(([c, k]) => scaled(c, k));
const case3 = fc.tuple(swept3, scale).map(([c, k]) => scaled(c, k));

/** The oracle's five polynomials of `sweep.ts`. */
function oracleSigns(args: Swept2 | Swept3) {
  const c = sweptCaseFromDoubles(...(args as Swept2));
  const { P, Q, R, C1, r } = coefficients(c);
  const D = vsub(C1, coefficients(c).C0);
  return {
    R: sign(R),
    F1: sign(sub(dot(C1, C1), mul(r, r))),
    Q: sign(Q),
    PQ: sign(dot(C1, D)),
    E: sign(sub(mul(P, R), mul(Q, Q))),
    P,
    c,
  };
}

const load = (s: ExactSweep, args: Swept2 | Swept3): void =>
  s.load('z' in args[0] ? 3 : 2, ...(args as Swept2));

/** The oracle's answer to "is `t` at or before the first touch": `P·t + Q ≤ 0` and `f(t) ≥ 0`. */
function oracleAtOrBefore(args: Swept2 | Swept3, t: number): boolean {
  const c = sweptCaseFromDoubles(...(args as Swept2));
  const { P, Q } = coefficients(c);
  const tr = ratFromDouble(t);
  return sign(add(mul(P, tr), Q)) <= 0 && sign(fAt(c, tr)) >= 0;
}

/** Times to ask about: anywhere in [0, 1], and tiny ones down to the subnormals. */
const time = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc
    .tuple(fc.double({ min: 1, max: 2, noNaN: true }), fc.integer({ min: 1, max: 1073 }))
    .map(([m, e]) => m * 2 ** -e),
  fc.integer({ min: 0, max: 16 }).map((n) => n / 16),
);

describe('the expansion stage on its own (exact-sweep.ts)', () => {
  it('gives the exact signs of R, F1, Q, P + Q and E', () => {
    const exact = new ExactSweep();
    fc.assert(
      fc.property(fc.oneof(case2, case3), (args) => {
        const want = oracleSigns(args);
        load(exact, args);
        expect([
          exact.signR(),
          exact.signF1(),
          exact.signQ(),
          exact.signPQ(),
          exact.signE(),
        ]).toEqual([want.R, want.F1, want.Q, want.PQ, want.E]);
      }),
      { numRuns: 1500 },
    );
  });

  it('answers "t ≤ t*" exactly at any double t, tiny ones included (given R > 0 > Q)', () => {
    const exact = new ExactSweep();
    fc.assert(
      fc.property(fc.oneof(case2, case3), time, (args, t) => {
        const want = oracleSigns(args);
        fc.pre(want.R > 0 && want.Q < 0);
        load(exact, args);
        expect(exact.atOrBefore(t)).toBe(oracleAtOrBefore(args, t));
      }),
      { numRuns: 1500 },
    );
  });

  it('rounds a head-on touch at t = n/16 exactly: true at n/16, false one ulp later', () => {
    const exact = new ExactSweep();
    fc.assert(
      fc.property(nearTangent2, scale, (raw, k) => {
        const args = scaled(raw, k);
        const want = oracleSigns(args);
        fc.pre(want.R > 0 && want.Q < 0 && sweptBallsExact(want.c));
        load(exact, args);
        for (let n = 0; n <= 16; n++) {
          const t = n / 16;
          expect(exact.atOrBefore(t)).toBe(oracleAtOrBefore(args, t));
          if (t < 1) expect(exact.atOrBefore(nextUp(t))).toBe(oracleAtOrBefore(args, nextUp(t)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the double filter on its own (swept-verdict.ts)', () => {
  it('whenever it decides, it decides as the oracle (2D and 3D)', () => {
    fc.assert(
      fc.property(fc.oneof(case2, case3), (args) => {
        const verdict =
          'z' in args[0] ? sweptVerdict3(...(args as Swept3)) : sweptVerdict2(...(args as Swept2));
        if (verdict !== SWEPT_DOUBT) {
          expect(verdict === TOUCH).toBe(
            sweptBallsExact(sweptCaseFromDoubles(...(args as Swept2))),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the double-double stage on its own (first-touch-filter.ts)', () => {
  it('whenever it decides "t ≤ t*", it decides as the oracle, also at 2^±165 scale', () => {
    fc.assert(
      fc.property(fc.oneof(case2, case3), time, (args, t) => {
        const want = oracleSigns(args);
        fc.pre(want.R > 0 && want.Q < 0);
        if ('z' in args[0]) evaluate3(t, ...(args as Swept3));
        else evaluate2(t, ...(args as Swept2));
        const verdict = atOrBeforeVerdict(t);
        if (verdict !== DOUBT) expect(verdict === AT_OR_BEFORE).toBe(oracleAtOrBefore(args, t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('exact ratios (exact-terms.ts)', () => {
  it('atOrBeforeRatio compares a double t with n/d exactly, down to subnormal t', () => {
    const coordinate = fc.oneof(
      fc.integer({ min: -64, max: 64 }),
      fc
        .tuple(fc.double({ min: 1, max: 2, noNaN: true }), fc.integer({ min: -200, max: 199 }))
        .map(([m, e]) => m * 2 ** e),
    );
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: 8, maxLength: 8 }), time, (xs, t) => {
        // n = (x0 − x1)(x2 − x3), d = (x4 − x5)(x6 − x7), as exact degree-2 values.
        const diff = (i: number): [Exact, Rat] => {
          const e = new Exact();
          difference(xs[i]!, xs[i + 1]!, e);
          return [e, sub(ratFromDouble(xs[i]!), ratFromDouble(xs[i + 1]!))];
        };
        const [n1, n1r] = diff(0);
        const [n2, n2r] = diff(2);
        const [d1, d1r] = diff(4);
        const [d2, d2r] = diff(6);
        const n = new Exact(16);
        const d = new Exact(16);
        exactDot([n1], [n2], 1, null, n);
        exactDot([d1], [d2], 1, null, d);
        const nr = mul(n1r, n2r);
        const dr = mul(d1r, d2r);
        fc.pre(sign(dr) > 0);
        expect(atOrBeforeRatio(t, n, d)).toBe(cmp(mul(ratFromDouble(t), dr), nr) <= 0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the error bounds at their limits', () => {
  // C0 = (2^200, 2^-252), r = 2^200: R = 2^-504, the smallest positive f(0);
  // D = (−3·2^200, 0): Q = −3·2^400. The first touch is t* ≈ 2^-906.6, below
  // every threshold of `exact-sweep.ts`'s `atOrBefore` (2^-485, and the
  // fine-scale case of g = R + 2Q·t just below zero).
  const tiny: Swept2 = [
    { x: -(2 ** 199), y: 2 ** -200 },
    { x: 2 ** 200, y: 2 ** -200 },
    2 ** 199,
    { x: 2 ** 199, y: 2 ** -200 + 2 ** -252 },
    { x: -(2 ** 200), y: 2 ** -200 + 2 ** -252 },
    2 ** 199,
  ];

  it('a first touch near 2^-907, from inputs at 2^±200: rounded down exactly', () => {
    const c = sweptCaseFromDoubles(...tiny);
    expect(sign(coefficients(c).R)).toBe(1);
    const hit = withPolicy(exact).circlesTimeOfImpact(...tiny);
    expect(hit).not.toBeNull();
    const t = hit!.t;
    expect(t).toBeGreaterThan(2 ** -908);
    expect(t).toBeLessThan(2 ** -905);
    expect(compareBallsTimeOfImpact(c, ratFromDouble(t))).toBeLessThanOrEqual(0);
    expect(compareBallsTimeOfImpact(c, ratFromDouble(nextUp(t)))).toBe(1);
  });

  it('"t ≤ t*" on that case at every power of two and its neighbours', () => {
    const s = new ExactSweep();
    load(s, tiny);
    for (let k = 0; k <= 1074; k++) {
      for (const t of [2 ** -k, nextUp(2 ** -k), 2 ** -k * 1.5]) {
        if (t > 1) continue;
        expect(s.atOrBefore(t)).toBe(oracleAtOrBefore(tiny, t));
      }
    }
  });
});

describe('the exact-products stage on grid inputs (sweep.ts, signOfDot)', () => {
  // An exact touch on a grid: contact offset K = (3k, 4k), |K| = 5k = ra + rb,
  // first touch at t = n/16, grazing (D ⟂ K) or head-on (D along −K): the
  // polynomials are exactly zero where the filter has to doubt, and every
  // difference is an exact double, so this stage settles them, never the
  // expansions. Optionally moved one grid step (1/64) or one ulp, and
  // scaled by 2^j (exact) to the ends of the input range.
  const gridCase = (shift: fc.Arbitrary<number>): fc.Arbitrary<Swept2> =>
    fc
      .record({
        shift,
        k: fc.integer({ min: 1, max: 100 }),
        s: fc.integer({ min: 1, max: 20 }),
        n: fc.integer({ min: 0, max: 16 }),
        grazing: fc.boolean(),
        ax: fc.integer({ min: -1000, max: 1000 }),
        ay: fc.integer({ min: -1000, max: 1000 }),
        j: fc.constantFrom(0, 0, 150, -150),
      })
      .map(({ shift, k, s, n, grazing, ax, ay, j }): Swept2 => {
        const K = { x: 3 * k, y: 4 * k };
        const D = grazing ? { x: -64 * s, y: 48 * s } : { x: -48 * s, y: -64 * s };
        const c0 = { x: K.x - (n / 16) * D.x, y: K.y - (n / 16) * D.y };
        const a0 = { x: ax, y: ay };
        const a1 = { x: ax + 7, y: ay - 3 };
        const b1 = { x: a1.x + c0.x + D.x + shift, y: a1.y + c0.y + D.y };
        return scaled([a0, a1, 2 * k, { x: a0.x + c0.x, y: a0.y + c0.y }, b1, 3 * k], j);
      });
  const grid = gridCase(fc.constant(0));
  const lift = ([a0, a1, ra, b0, b1, rb]: Swept2): Swept3 => {
    const z = (v: Vec2): Vec3 => ({ x: v.x, y: v.y, z: 7 * 2 ** -40 });
    return [z(a0), z(a1), ra, z(b0), z(b1), rb];
  };
  const q = withPolicy(exact);

  /** The policy's swept test and time of impact on `args` against the oracle. */
  function agree(args: Swept2 | Swept3): void {
    const c = sweptCaseFromDoubles(...(args as Swept2));
    const three = 'z' in args[0];
    const touches = three
      ? q.sweptSpheres(...(args as Swept3))
      : q.sweptCircles(...(args as Swept2));
    expect(touches).toBe(sweptBallsExact(c));
    const hit = three
      ? q.spheresTimeOfImpact(...(args as Swept3))
      : q.circlesTimeOfImpact(...(args as Swept2));
    expect(hit !== null).toBe(touches);
    if (hit !== null && sign(coefficients(c).R) > 0) {
      expect(compareBallsTimeOfImpact(c, ratFromDouble(hit.t))).toBeLessThanOrEqual(0);
      if (hit.t < 1) expect(compareBallsTimeOfImpact(c, ratFromDouble(nextUp(hit.t)))).toBe(1);
    }
  }

  it('settles exact touches, grazes and touches at t = 0 or 1 without expansions, as the oracle', () => {
    resetExactStats();
    fc.assert(
      fc.property(grid, (args) => {
        agree(args);
        agree(lift(args));
      }),
      { numRuns: 600 },
    );
    const stats = exactStageStats();
    expect(stats.expansion).toBe(0);
    expect(stats.doubleDouble).toBeGreaterThan(0);
  });

  it('one grid step (1/64) either side of a graze: as the oracle', () => {
    fc.assert(
      fc.property(gridCase(fc.constantFrom(1 / 64, -1 / 64)), (args) => {
        agree(args);
        agree(lift(args));
      }),
      { numRuns: 300 },
    );
  });

  it('±1 ulp from an exact touch (inexact tails, or differences no longer exact): as the oracle', () => {
    fc.assert(
      fc.property(grid, fc.integer({ min: 0, max: 5 }), fc.boolean(), (args, which, up) => {
        const nudged = args.map((v) => (typeof v === 'number' ? v : { ...v })) as Swept2;
        const step = (x: number) => (x === 0 ? 0 : up ? nextUp(x) : -nextUp(-x));
        const slot = nudged[which]!;
        if (typeof slot === 'number') nudged[which] = step(slot) as never;
        else slot.x = step(slot.x);
        agree(nudged);
      }),
      { numRuns: 400 },
    );
  });
});
