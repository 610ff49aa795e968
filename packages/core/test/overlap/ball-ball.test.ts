/** circlesOverlap / spheresOverlap against the exact oracle. */
import {
  ballsOverlapExact,
  ballsOverlapMargin,
  ballsOverlapScale,
  ratFromDouble,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  ROUNDING_BAND,
  spheresOverlap,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import {
  dyadicSwept2,
  dyadicSwept3,
  inRange,
  type Swept2,
  type Swept3,
  wideSwept2,
  wideSwept3,
} from '../arbitraries.ts';
import { relative } from '../oracle.ts';

interface Input {
  a: Vec2 | Vec3;
  ra: number;
  b: Vec2 | Vec3;
  rb: number;
}

/** A static pair: a swept case's end positions (near-touching in the wide generator). */
const ends = (arb: fc.Arbitrary<Swept2 | Swept3>): fc.Arbitrary<Input> =>
  arb.map(({ a1, ra, b1, rb }) => ({ a: a1, ra, b: b1, rb }));

const args = (i: Input) =>
  [vecFromDoubles(i.a), ratFromDouble(i.ra), vecFromDoubles(i.b), ratFromDouble(i.rb)] as const;

/** Pairs a hair's breadth from touching, at random directions far from the origin. */
const grazing = (dim: 2 | 3): fc.Arbitrary<Input> =>
  fc
    .record({
      offset: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      dir: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
      r: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      slack: fc.integer({ min: -64, max: 64 }),
    })
    // The direction's first `dim` components must not vanish (they are normalised below).
    .filter(({ dir }) => Math.hypot(...dir.slice(0, dim)) > 0.1)
    .map(({ offset, dir, r, split, slack }) => {
      const len = Math.hypot(...dir.slice(0, dim));
      const reach = r * (1 + slack * 2 ** -53);
      const b = dir.slice(0, dim).map((x) => inRange(offset + (x / len) * reach));
      const o = inRange(offset);
      const a = dim === 2 ? { x: o, y: o } : { x: o, y: o, z: o };
      const bv = dim === 2 ? { x: b[0]!, y: b[1]! } : { x: b[0]!, y: b[1]!, z: b[2]! };
      return { a, ra: inRange(r * split), b: bv, rb: inRange(r * (1 - split)) };
    });

describe.each([
  {
    name: 'circlesOverlap',
    run: (i: Input) => circlesOverlap(i.a as Vec2, i.ra, i.b as Vec2, i.rb),
    dyadic: ends(dyadicSwept2),
    wide: fc.oneof(ends(wideSwept2), grazing(2)),
  },
  {
    name: 'spheresOverlap',
    run: (i: Input) => spheresOverlap(i.a as Vec3, i.ra, i.b as Vec3, i.rb),
    dyadic: ends(dyadicSwept3),
    wide: fc.oneof(ends(wideSwept3), grazing(3)),
  },
])('$name', ({ run, dyadic, wide }) => {
  it('equals the exact answer on dyadic inputs (touching is not overlapping)', () => {
    fc.assert(
      fc.property(dyadic, (i) => {
        expect(run(i)).toBe(ballsOverlapExact(...args(i)));
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the exact answer only inside the rounding band', () => {
    fc.assert(
      fc.property(wide, (i) => {
        if (run(i) === ballsOverlapExact(...args(i))) return;
        expect(
          relative(ballsOverlapMargin(...args(i)), ballsOverlapScale(...args(i))),
        ).toBeLessThanOrEqual(ROUNDING_BAND.overlap);
      }),
      { numRuns: 1000 },
    );
  });

  it('is symmetric in A and B', () => {
    fc.assert(
      fc.property(fc.oneof(dyadic, wide), (i) => {
        expect(run({ a: i.b, ra: i.rb, b: i.a, rb: i.ra })).toBe(run(i));
      }),
      { numRuns: 500 },
    );
  });
});

describe('overlap worked examples', () => {
  it('touching circles and spheres do not overlap; a hair closer they do', () => {
    expect(circlesOverlap({ x: 0, y: 0 }, 3, { x: 3, y: 4 }, 2)).toBe(false);
    expect(circlesOverlap({ x: 0, y: 0 }, 3, { x: 3, y: 4 - 2 ** -40 }, 2)).toBe(true);
    expect(spheresOverlap({ x: 0, y: 0, z: 0 }, 1, { x: 1, y: 2, z: 2 }, 2)).toBe(false);
    expect(spheresOverlap({ x: 0, y: 0, z: 0 }, 1, { x: 1, y: 2, z: 2 }, 2 + 2 ** -40)).toBe(true);
  });

  it('points (radius 0) never overlap, not even when coincident', () => {
    expect(circlesOverlap({ x: 1, y: 1 }, 0, { x: 1, y: 1 }, 0)).toBe(false);
  });
});
