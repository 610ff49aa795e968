/**
 * sweptCircles / sweptSpheres against the exact oracle.
 */
import { sweptBallsExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_BAND, sweptCircles, sweptSpheres } from '../../src/index.ts';
import {
  dyadicSwept2,
  dyadicSwept3,
  type Swept2,
  type Swept3,
  tangentSwept,
  wideSwept2,
  wideSwept3,
} from '../arbitraries.ts';
import { exactCase, sweptDepth } from '../oracle.ts';

const circles = (i: Swept2) => sweptCircles(i.a0, i.a1, i.ra, i.b0, i.b1, i.rb);
const spheres = (i: Swept3) => sweptSpheres(i.a0, i.a1, i.ra, i.b0, i.b1, i.rb);

describe.each([
  { name: 'sweptCircles', run: circles, dyadic: dyadicSwept2, wide: wideSwept2, dim: 2 as const },
  { name: 'sweptSpheres', run: spheres, dyadic: dyadicSwept3, wide: wideSwept3, dim: 3 as const },
] as const)('$name', ({ run, dyadic, wide, dim }) => {
  const call = run as (i: Swept2 | Swept3) => boolean;

  it('equals the exact answer on dyadic inputs (nothing rounds)', () => {
    fc.assert(
      fc.property(dyadic as fc.Arbitrary<Swept2 | Swept3>, (i) => {
        expect(call(i)).toBe(sweptBallsExact(exactCase(i)));
      }),
      { numRuns: 1000 },
    );
  });

  it('is true on exact first touches, grazing ones included', () => {
    fc.assert(
      fc.property(tangentSwept(dim), ({ input }) => {
        expect(call(input as Swept2 | Swept3)).toBe(true);
        expect(sweptBallsExact(exactCase(input))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('differs from the exact answer only inside the rounding band', () => {
    fc.assert(
      fc.property(wide as fc.Arbitrary<Swept2 | Swept3>, (i) => {
        const c = exactCase(i);
        if (call(i) !== sweptBallsExact(c)) {
          expect(sweptDepth(c)).toBeLessThanOrEqual(ROUNDING_BAND.swept);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is symmetric in A and B, bit for bit', () => {
    fc.assert(
      fc.property(fc.oneof(dyadic, wide) as fc.Arbitrary<Swept2 | Swept3>, (i) => {
        const swapped = { a0: i.b0, a1: i.b1, ra: i.rb, b0: i.a0, b1: i.a1, rb: i.ra };
        expect(call(swapped)).toBe(call(i));
      }),
      { numRuns: 500 },
    );
  });

  it('is translation invariant: exactly on dyadic inputs moved by a dyadic offset', () => {
    fc.assert(
      fc.property(
        dyadic as fc.Arbitrary<Swept2 | Swept3>,
        fc.integer({ min: -(2 ** 20), max: 2 ** 20 }),
        (i, k) => {
          const shift = <V extends object>(v: V): V =>
            Object.fromEntries(Object.entries(v).map(([key, x]) => [key, x + k * 2 ** 12])) as V;
          const moved = {
            ...i,
            a0: shift(i.a0),
            a1: shift(i.a1),
            b0: shift(i.b0),
            b1: shift(i.b1),
          };
          expect(call(moved)).toBe(call(i));
        },
      ),
      { numRuns: 500 },
    );
  });
});
