/**
 * The movers' tests for every doubles variant — the core, and @swept/tolerance under each
 * policy — written once: the exact judgement of any move (`expectMoveJudged`: the
 * guarantees of `docs/contract.md` §8 checked by the oracle, leg by leg), the random
 * moves the property tests draw, and the hand-built suites, whose answers are derived
 * by hand from the variant's touch distance `ρ = r + w` (`w` the band a policy adds to
 * its contact distance: 0 for the core and `exact`, whose answers are then asserted bit
 * for bit).
 */
import {
  cmp,
  dot,
  judgeMoveExact,
  levelExact,
  mul,
  neg,
  ratFromDouble,
  vecFromDoubles,
  vsub,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type MoveOptions,
  type MoveResult,
  moveCircle,
  moveCircleInto,
  moveCircles,
  moveSphere,
  moveSphereInto,
  moveSpheres,
  separateCircleSegment,
  separateSphereTriangle,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { levelArbitrary, motionArbitrary } from './level-cases.ts';

/** A variant's movers and the push-outs they use (the core's, or `withPolicy(p)`'s). */
export interface Movers {
  moveCircle: typeof moveCircle;
  moveCircleInto: typeof moveCircleInto;
  moveSphere: typeof moveSphere;
  moveSphereInto: typeof moveSphereInto;
  moveCircles: typeof moveCircles;
  moveSpheres: typeof moveSpheres;
  separateCircleSegment: typeof separateCircleSegment;
  separateSphereTriangle: typeof separateSphereTriangle;
}

type V = Vec2 | Vec3;

const coords = (v: V, dim: 2 | 3): number[] => (dim === 2 ? [v.x, v.y] : [v.x, v.y, (v as Vec3).z]);

/** The wall filter of a level (`createLevel…`'s `category` / `mask`), for the judge. */
export interface WallFilter {
  category?: readonly number[];
  mask?: readonly number[];
}

/**
 * The guarantees of one move, judged exactly (`docs/contract.md` §8): at most
 * `maxLegs` legs plus a push-out (6); the last leg's end is `c`; the contacts' legs in
 * order and in range; a start that overlaps (exact distance `< r`) is pushed out to a
 * clear position (leg 0) or wedged (no leg, blocked, still at `c0`); from there no leg
 * ends inside a wall or comes closer than `r` along the way (1, 2; with `r = 0`: none
 * passes through one); for `'slide'` and `'stop'` the displacement after the
 * push-out is never against `d` nor longer than `d` (4, in exact rationals, up to the
 * rounding of the legs' ends); with nothing in the way, one leg to `c0 + d` exactly as
 * the doubles add (4).
 */
export function expectMoveJudged(
  dim: 2 | 3,
  walls: readonly number[],
  r: number,
  c0: V,
  d: V,
  m: MoveResult<V>,
  options: MoveOptions<V> = {},
  filter: WallFilter = {},
): void {
  const legs = m.legs.map((v) => coords(v, dim));
  expect(legs.length).toBeLessThanOrEqual((options.maxLegs ?? 4) + 1);
  expect(coords(m.c, dim)).toEqual(legs.length > 0 ? legs[legs.length - 1] : coords(c0, dim));
  let last = 0;
  for (const contact of m.contacts) {
    expect(contact.leg).toBeGreaterThanOrEqual(last);
    expect(contact.leg).toBeLessThan(Math.max(legs.length, 1));
    last = contact.leg;
  }
  const body = { category: options.category, mask: options.mask };
  const rr = ratFromDouble(r);
  // The judge, leg by leg, against the walls near each leg only.
  const judge = (from: readonly number[], to: readonly number[]) =>
    judgeMoveExact(
      nearLevel(dim, walls, r, [from, to], filter),
      rr,
      vecFromDoubles(vecOf(from)),
      [vecFromDoubles(vecOf(to))],
      body,
    );
  let start = coords(c0, dim);
  let judged = legs;
  if (judge(start, start).inside === 0) {
    // The push-out: a jump, not a motion (contract §8, step 1).
    expect(m.contacts[0]?.leg).toBe(0);
    expect(m.contacts[0]?.t).toBe(0);
    if (legs.length === 0) {
      expect(m.blocked).toBe(true);
      return;
    }
    start = legs[0]!;
    judged = legs.slice(1);
    expect(judge(start, start).inside, 'the push-out ends inside a wall').toBe(-1);
  }
  for (const [i, end] of judged.entries()) {
    const verdict = judge(i === 0 ? start : judged[i - 1]!, end);
    expect(verdict.inside, `leg ${i} ends inside a wall`).toBe(-1);
    expect(verdict.through, `leg ${i} comes closer than r to a wall`).toBe(-1);
  }
  const response = options.response ?? 'slide';
  if (response !== 'bounce') {
    // Exactly, up to the variant's rounding of each leg's end: `e` bounds it on each axis.
    const ends = [coords(c0, dim), ...legs];
    const e =
      4 *
      (legs.length + 1) *
      [0, 1, 2]
        .slice(0, dim)
        .reduce((sum, a) => sum + ulpOf(Math.max(...ends.map((v) => Math.abs(v[a]!)))), 0);
    const dd = coords(d, dim);
    const moved = vsub(vecFromDoubles(m.c), vecFromDoubles(vecOf(start)));
    const want = vecFromDoubles(d);
    const d1 = dd.reduce((sum, x) => sum + Math.abs(x), 0);
    const against = neg(ratFromDouble(e * d1 * (1 + 2 ** -50)));
    expect(
      cmp(dot(moved, want), against),
      'the displacement points against d',
    ).toBeGreaterThanOrEqual(0);
    const longest = ratFromDouble((Math.hypot(...dd) * (1 + 2 ** -50) + e) * (1 + 2 ** -50));
    expect(
      cmp(dot(moved, moved), mul(longest, longest)),
      'the displacement is longer than d',
    ).toBeLessThanOrEqual(0);
  }
  // Nothing in the way (no contact, and the straight leg to c0 + d as the doubles add is
  // exactly clear): one leg there. (A leg the clearance shortens where the variant's
  // rounded cast saw nothing has no contact either, but the straight leg is not clear.)
  const sum = coords(c0, dim).map((x, a) => x + coords(d, dim)[a]!);
  if (m.contacts.length === 0 && judge(coords(c0, dim), sum).through < 0) {
    expect(legs).toEqual(coords(d, dim).every((x) => x === 0) ? [] : [sum]);
  }
}

const vecOf = (a: readonly number[]): V =>
  a.length === 2 ? { x: a[0]!, y: a[1]! } : { x: a[0]!, y: a[1]!, z: a[2]! };

/**
 * The level's walls in exact form, without those whose box is farther than `r` from the
 * box of `points` on some axis (with room for the rounding of that test): they cannot
 * come within `r` of any leg, and the exact judge need not weigh them.
 */
function nearLevel(
  dim: 2 | 3,
  walls: readonly number[],
  r: number,
  points: readonly (readonly number[])[],
  filter: WallFilter,
) {
  const per = dim === 2 ? 4 : 9;
  const lo = [0, 1, 2].slice(0, dim).map((a) => Math.min(...points.map((p) => p[a]!)));
  const hi = [0, 1, 2].slice(0, dim).map((a) => Math.max(...points.map((p) => p[a]!)));
  const keep: number[] = [];
  for (let k = 0; k < walls.length / per; k++) {
    const far = lo.some((_, a) => {
      const xs = Array.from({ length: per / dim }, (_, j) => walls[k * per + j * dim + a]!);
      const slack =
        r + (Math.max(...xs.map(Math.abs)) + Math.abs(lo[a]!) + Math.abs(hi[a]!)) * 2 ** -40;
      return Math.min(...xs) - hi[a]! > slack || lo[a]! - Math.max(...xs) > slack;
    });
    if (!far) keep.push(k);
  }
  return levelExact(
    keep.flatMap((k) => walls.slice(k * per, (k + 1) * per)),
    dim,
    'double',
    {
      category: filter.category && keep.map((k) => filter.category![k]!),
      mask: filter.mask && keep.map((k) => filter.mask![k]!),
    },
  );
}

/** The options of a random move: every response, restitution, a few legs, the filter bits. */
export const moveOptionsArbitrary = fc.record(
  {
    response: fc.constantFrom('slide' as const, 'stop' as const, 'bounce' as const),
    restitution: fc.constantFrom(0, 0.5, 1, 0.3),
    maxLegs: fc.integer({ min: 1, max: 8 }),
    category: fc.integer({ min: 0, max: 3 }),
    mask: fc.integer({ min: 0, max: 3 }),
  },
  { requiredKeys: [] },
);

/** A double the core accepts (0 or a magnitude of at least 2^-200) in `[-max, max]`. */
const coordinate = (max: number) =>
  fc.double({ min: -max, max, noNaN: true }).map((v) => (Math.abs(v) < 2 ** -200 ? 0 : v));

/**
 * A small random level and a few motions through it: walls and motions on an integer
 * grid times 1, 1/4 or 1/10 (grazes, ties, degenerate and coincident walls, starts
 * inside; `level-cases.ts`), or of random doubles (every rounding).
 */
export function movesArbitrary(dim: 2 | 3) {
  const grid = fc
    .constantFrom(1, 0.25, 0.1)
    .chain((scale) =>
      fc.tuple(
        levelArbitrary(dim, scale, 12),
        fc.array(motionArbitrary(dim, scale), { minLength: 1, maxLength: 4 }),
      ),
    );
  const per = dim === 2 ? 4 : 9;
  const doubles = fc.tuple(
    fc
      .array(coordinate(4), { minLength: per, maxLength: 8 * per })
      .map((w) => w.slice(0, w.length - (w.length % per))),
    fc.array(
      fc.record({
        c: fc.array(coordinate(4), { minLength: dim, maxLength: dim }),
        r: fc.oneof(fc.constant(0), fc.double({ min: 2 ** -20, max: 2, noNaN: true })),
        d: fc.array(coordinate(6), { minLength: dim, maxLength: dim }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  );
  return fc.oneof({ weight: 3, arbitrary: grid }, { weight: 1, arbitrary: doubles });
}

/** `actual` is `expected` bit for bit when the variant has no band, else within rounding of it. */
export function expectAt(actual: V, expected: readonly number[], w: number, dim: 2 | 3): void {
  const got = coords(actual, dim);
  if (w === 0) {
    expect(got).toEqual(expected);
    for (const [a, x] of got.entries()) {
      expect(Object.is(x, expected[a]), `${x} vs ${expected[a]}`).toBe(true);
    }
    return;
  }
  got.forEach((x, a) => {
    const e = expected[a]!;
    expect(Math.abs(x - e), `${x} vs ${e}`).toBeLessThanOrEqual(1e-12 * (1 + Math.abs(e)));
  });
}

/**
 * How far one rounding of the doubles' arithmetic may move a coordinate near `x`: the
 * spacing of the doubles there (at least), or 2^-200, below which every position is
 * flushed to 0 (`flushTiny`).
 */
function ulpOf(x: number): number {
  return Math.max(2 ** -200, x === 0 ? 0 : 2 ** (Math.floor(Math.log2(Math.abs(x))) - 51));
}

/** The core's movers. */
export const CORE_MOVERS: Movers = {
  moveCircle,
  moveCircleInto,
  moveSphere,
  moveSphereInto,
  moveCircles,
  moveSpheres,
  separateCircleSegment,
  separateSphereTriangle,
};
