import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CastFilter,
  cmp,
  judgeMoveExact,
  type LevelExact,
  legPassesThroughExact,
  levelExact,
  type Rat,
  type RVec,
  rat,
  ratFromRaw,
  sign,
  vecFromDoubles,
  vecFromRaw,
  wallConsidered,
  wallGMin,
  ZERO,
} from '../../src/index.ts';
import { gIndependent } from '../independent.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const v3 = (x: number, y: number, z: number) => vecFromDoubles({ x, y, z });

// A floor y = 0 for x ∈ [-10, 10] (wall 0) and a thin wall x = 4 for y ∈ [0, 9] (wall 1).
const segments = [-10, 0, 10, 0, 4, 0, 4, 9];
const level = levelExact(segments, 2);
const ONE = rat(1);

describe('judgeMoveExact on a one-way-up wall, by hand (contract §10: what a one-way top is to a circle)', () => {
  // A tile map's one-way top y = 0 for x ∈ [-2, 2] (wall 0, one-way) and a solid floor y = -5 (wall 1).
  const map: LevelExact = {
    walls: [
      [v(-2, 0), v(2, 0)],
      [v(-10, -5), v(10, -5)],
    ],
    oneWay: [true, false],
  };
  const clear = { inside: -1, through: -1 };
  const judge = (r: number, start: RVec, legs: RVec[]) => {
    const { inside, through } = judgeMoveExact(map, rat(r), start, legs);
    return { inside, through };
  };

  it('holds a circle falling onto it from on or above its line: it may not sink in', () => {
    // From y = 3 (bottom at 2) down to y = 0.5 (bottom at -0.5): into the top.
    expect(judge(1, v(0, 3), [v(0, 0.5)])).toEqual({ inside: 0, through: 0 });
    // Landing exactly on it (bottom at 0) is fine; so is a start resting on it (bottom = y).
    expect(judge(1, v(0, 3), [v(0, 1)])).toEqual(clear);
    expect(judge(1, v(0, 1), [v(1, 0.75)])).toEqual({ inside: 0, through: 0 });
    // A point (r = 0) falling from above through the line passes through it.
    expect(judge(0, v(0, 1), [v(0, -1)])).toEqual({ inside: -1, through: 0 });
  });

  it('lets a circle rise through it, move along its line, or fall out of it once across its line', () => {
    // Rising from below through the top: the leg moves up.
    expect(judge(1, v(0, -3), [v(0, 3)])).toEqual(clear);
    // Sideways across it, half sunk (dy = 0: not moving down).
    expect(judge(1, v(-1, 0.5), [v(1, 0.5)])).toEqual(clear);
    // Starting with its bottom below the line (c.y − r = −0.5 < 0), falling out of it.
    expect(judge(1, v(0, 0.5), [v(0, -3)])).toEqual(clear);
    // A bottom one unit of 2^-52 below the line is across it: the wall does not exist.
    expect(judge(1, v(0, 1 - 2 ** -52), [v(0, 0.5)])).toEqual(clear);
  });

  it('decides each leg by its own start and direction: up through, then down onto it', () => {
    // Leg 0 rises through the top (nothing); leg 1 falls from above into it (inside).
    expect(judge(1, v(0, -3), [v(0, 3), v(0, 0.5)])).toEqual({ inside: 1, through: 1 });
    // Leg 1 from above lands on it; leg 2, starting on it, moves down into it.
    expect(judge(1, v(0, -3), [v(0, 3), v(0, 1), v(0, -0.5)])).toEqual({ inside: 2, through: 2 });
    // Down through it to exactly r below: its end touches, its way passes through.
    expect(judge(1, v(0, -3), [v(0, 3), v(0, 1), v(0, -1)])).toEqual({ inside: -1, through: 2 });
  });

  it('is met only by landing on it: a circle falling past its end passes (its lowest point beside it)', () => {
    // Centre at x = 2.5, half a radius beyond the end (2, 0): its side sweeps over the end
    // (distance 0.5 < r) with its lowest point below the line, beside the wall.
    expect(judge(1, v(2.5, 3), [v(2.5, -3)])).toEqual(clear);
    // Its lowest point exactly on the end lands (closed: below it the circle would overlap the end).
    expect(judge(1, v(2, 3), [v(2, 0.5)])).toEqual({ inside: 0, through: 0 });
    // Diagonally: the lowest point (3, 0) → (1, −2) crosses the line at x = 3, beside the
    // wall; (3, 1) → (−1, −3) crosses at (2, 0), its end — landing, and on through (the
    // end, 2 below the line, is clear of it).
    expect(judge(1, v(3, 1), [v(1, -1)])).toEqual(clear);
    expect(judge(1, v(3, 2), [v(-1, -2)])).toEqual({ inside: -1, through: 0 });
    // Landing exactly at a leg's end is a touch: clear.
    expect(judge(1, v(4, 3), [v(2, 1)])).toEqual(clear);
    // `least` counts a one-way wall only where a leg lands on it: 0.5² into the top.
    const top: LevelExact = { walls: [map.walls[0]!], oneWay: [true] };
    expect(judgeMoveExact(top, ONE, v(0, 3), [v(0, 0.5)]).least).toEqual(rat(1, 4));
    expect(judgeMoveExact(top, ONE, v(2.5, 3), [v(2.5, -3)]).least).toBeNull();
  });

  it('leaves the solid walls as they are: falling through the top of a rise onto the floor', () => {
    // From below the top's line (bottom at −1.5 < 0) down to the floor's touch, then into it.
    expect(judge(1, v(0, -0.5), [v(0, -4)])).toEqual(clear);
    expect(judge(1, v(0, -0.5), [v(0, -4.5)])).toEqual({ inside: 0, through: 0 });
  });
});

describe('judgeMoveExact, by hand (2D)', () => {
  it('legs that keep exactly r from the walls are fine, and least is r²', () => {
    // Down onto the floor (ending at height 1), then along it to (3, 1), 1 from the wall x = 4.
    expect(judgeMoveExact(level, ONE, v(0, 2), [v(0, 1), v(3, 1)])).toEqual({
      inside: -1,
      through: -1,
      least: ONE,
    });
  });

  it('a leg that ends inside: inside and through are its index', () => {
    // Leg 1 ends at (2, 1/2), 1/2 above the floor: 1/4 < 1. Leg 2 leaves upwards from there.
    const verdict = judgeMoveExact(level, ONE, v(0, 2), [v(0, 1), v(2, 0.5), v(2, 3)]);
    expect(verdict).toEqual({ inside: 1, through: 1, least: rat(1, 4) });
  });

  it('a leg through the thin wall: through is its index, no end is inside', () => {
    // Leg 1 crosses x = 4 at y = 5 (0); it ends at (7, 5), 3 from the wall and 5 above the floor.
    const verdict = judgeMoveExact(level, ONE, v(0, 5), [v(2, 5), v(7, 5)]);
    expect(verdict).toEqual({ inside: -1, through: 1, least: ZERO });
  });

  it('the filter leaves a wall out (the casts’ Box2D rule); no considered wall: least is null', () => {
    const filtered = levelExact(segments, 2, 'double', { category: [1, 2] });
    const legs = [v(2, 5), v(7, 5)];
    // Only the floor: every point of the legs is 5 above it.
    expect(judgeMoveExact(filtered, ONE, v(0, 5), legs, { mask: 1 })).toEqual({
      inside: -1,
      through: -1,
      least: rat(25),
    });
    expect(judgeMoveExact(filtered, ONE, v(0, 5), legs, { mask: 2 }).through).toBe(1);
    expect(judgeMoveExact(filtered, ONE, v(0, 5), legs, { mask: 4 })).toEqual({
      inside: -1,
      through: -1,
      least: null,
    });
  });

  it('no legs: nothing to judge', () => {
    expect(judgeMoveExact(level, ONE, v(0, 0), [])).toEqual({
      inside: -1,
      through: -1,
      least: null,
    });
  });

  it('a corridor exactly 2r wide lets the body through; one raw unit narrower does not', () => {
    const u = 65536;
    const raw = (x: number, y: number) => vecFromRaw({ x, y });
    const corridor = (half: number) =>
      levelExact([-9 * u, half, 9 * u, half, -9 * u, -half, 9 * u, -half], 2, 'raw');
    const legs = [raw(5 * u, 0)];
    expect(judgeMoveExact(corridor(u), ratFromRaw(u), raw(-5 * u, 0), legs)).toEqual({
      inside: -1,
      through: -1,
      least: ONE,
    });
    // Half-width 1 − 2^-16: (1 − 2^-16)² < 1 from the very start.
    const narrow = judgeMoveExact(corridor(u - 1), ratFromRaw(u), raw(-5 * u, 0), legs);
    expect(narrow).toEqual({ inside: 0, through: 0, least: rat((u - 1) ** 2, u * u) });
  });

  it('a leg that starts inside (a push-out) counts as through; with r = 0 only passing through does', () => {
    // From (0, 1/2), 1/2 above the floor, up to (0, 1), then along the floor.
    expect(judgeMoveExact(level, ONE, v(0, 0.5), [v(0, 1), v(3, 1)])).toEqual({
      inside: -1,
      through: 0,
      least: rat(1, 4),
    });
    // A point through the thin wall: nothing is inside (distance 0 is not < 0), but it
    // passes from one side to the other.
    expect(judgeMoveExact(level, ZERO, v(0, 5), [v(7, 5)])).toEqual({
      inside: -1,
      through: 0,
      least: ZERO,
    });
    // A point that stops on the thin wall, then leaves it back the way it came.
    expect(judgeMoveExact(level, ZERO, v(0, 5), [v(4, 5), v(1, 5)]).through).toBe(-1);
  });

  it('refuses bad input with a RangeError naming the argument', () => {
    expect(() => judgeMoveExact(level, rat(-1), v(0, 2), [])).toThrow(/^r must be >= 0/);
    expect(() => judgeMoveExact(level, ONE, [rat(0)], [])).toThrow(/^start must have 2 or 3/);
    expect(() => judgeMoveExact(level, ONE, v(0, 2), [v(0, 3), v3(0, 3, 0)])).toThrow(
      /^legs\[1\] must have 2 components/,
    );
    const mixed: LevelExact = { walls: [level.walls[0]!, [v(0, 0), v(1, 1), v(2, 2)]] };
    expect(() => judgeMoveExact(mixed, ONE, v(0, 2), [])).toThrow(
      /^level\.walls\[1\] must have 2 corners in 2D/,
    );
  });
});

describe('judgeMoveExact, by hand (3D)', () => {
  // The square [-5, 5]² of z = 0 as two triangles.
  const floor = levelExact([-5, -5, 0, 5, -5, 0, 5, 5, 0, -5, -5, 0, 5, 5, 0, -5, 5, 0], 3);

  it('a sphere lands on a floor of two triangles and slides over their shared edge', () => {
    // Down to height 1, then along the diagonal x = y (the shared edge) at height 1.
    expect(judgeMoveExact(floor, ONE, v3(0, 0, 3), [v3(0, 0, 1), v3(3, 3, 1)])).toEqual({
      inside: -1,
      through: -1,
      least: ONE,
    });
    // Ending at height 1/2 instead.
    expect(judgeMoveExact(floor, ONE, v3(0, 0, 3), [v3(0, 0, 1), v3(3, 3, 0.5)])).toEqual({
      inside: 1,
      through: 1,
      least: rat(1, 4),
    });
    // Straight through the floor from above to below, ending 2 under it.
    expect(judgeMoveExact(floor, ONE, v3(1, 2, 2), [v3(1, -2, -2)])).toEqual({
      inside: -1,
      through: 0,
      least: ZERO,
    });
  });
});

const coord = fc.integer({ min: -6, max: 6 });
const bits = fc.oneof(fc.constant(0xffffffff), fc.integer({ min: 0, max: 3 }));

/** Small random levels, radii, starts, legs and filters in 2D or 3D. */
const move = fc.constantFrom<2 | 3>(2, 3).chain((dim) => {
  const point = fc.array(coord, { minLength: dim, maxLength: dim });
  const wallCount = fc.integer({ min: 1, max: 5 });
  return wallCount.chain((count) =>
    fc.record({
      dim: fc.constant(dim),
      flat: fc.array(coord, { minLength: count * dim * dim, maxLength: count * dim * dim }),
      category: fc.option(fc.array(bits, { minLength: count, maxLength: count })),
      mask: fc.option(fc.array(bits, { minLength: count, maxLength: count })),
      r: fc.integer({ min: 0, max: 6 }),
      start: point,
      legs: fc.array(point, { minLength: 0, maxLength: 4 }),
      filter: fc.record({ category: bits, mask: bits }, { requiredKeys: [] }),
    }),
  );
});

describe('judgeMoveExact against an independent verdict', () => {
  it('agrees with wallGMin along each leg and the textbook distance at each end', () => {
    fc.assert(
      fc.property(move, (m) => {
        const lvl = levelExact(m.flat, m.dim, 'double', {
          category: m.category ?? undefined,
          mask: m.mask ?? undefined,
        });
        const r = rat(m.r, 2);
        const start = m.start.map((x) => rat(x));
        const legs = m.legs.map((p) => p.map((x) => rat(x)));
        expect(judgeMoveExact(lvl, r, start, legs, m.filter)).toEqual(
          independentVerdict(lvl, r, start, legs, m.filter),
        );
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The verdict from the wall pieces' minimum of `distance² − r²` along each leg (negative:
 * closer than `r` somewhere) and Ericson's closest points at each end.
 */
function independentVerdict(
  lvl: LevelExact,
  r: Rat,
  start: RVec,
  legs: RVec[],
  filter: CastFilter,
) {
  const walls = lvl.walls.filter((_, k) => wallConsidered(lvl, k, filter));
  let inside = -1;
  let through = -1;
  let least: Rat | null = null;
  let from = start;
  legs.forEach((end, i) => {
    for (const wall of walls) {
      // With r = 0 the question is passing through (see pass-through.test.ts).
      const passes =
        sign(r) === 0
          ? legPassesThroughExact(from, end, wall)
          : sign(wallGMin({ c0: from, c1: end, r, wall })) < 0;
      if (through < 0 && passes) through = i;
      if (inside < 0 && sign(gIndependent(end, r, wall)) < 0) inside = i;
      const gap = wallGMin({ c0: from, c1: end, r: ZERO, wall });
      if (least === null || cmp(gap, least) < 0) least = gap;
    }
    from = end;
  });
  return { inside, through, least };
}
