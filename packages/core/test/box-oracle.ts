/**
 * The boxes' property tests' inputs and judge: dyadic cases (small integers
 * times one power of two, where the core must answer exactly) and wide ones
 * (rounding everywhere, where it may differ only inside `ROUNDING_BAND.box`),
 * judged by the exact oracle.
 */
import {
  type BoxCase,
  boxCaseBanded,
  boxCaseFromDoubles,
  boxesNormalWithinBand,
  boxesTimeOfImpactExact,
} from '@swept/oracle';
import fc from 'fast-check';
import { ROUNDING_BAND, type Vec2, type Vec3 } from '../src/index.ts';
import { inRange } from './arbitraries.ts';

export type V = Vec2 & Partial<Vec3>;

/** The arguments of a box query, `(a0, a1, ha, b0, b1, hb)`. */
export interface BoxInput {
  a0: V;
  a1: V;
  ha: V;
  b0: V;
  b1: V;
  hb: V;
}

const toVec = (c: number[]): V =>
  c.length === 3 ? { x: c[0]!, y: c[1]!, z: c[2]! } : { x: c[0]!, y: c[1]! };

/** Small integers times `2^k`: every difference, sum and cross product is exact. */
export function dyadicBoxes(dim: 2 | 3): fc.Arbitrary<BoxInput> {
  const coord = fc.array(fc.integer({ min: -24, max: 24 }), { minLength: dim, maxLength: dim });
  const half = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: dim, maxLength: dim });
  return fc
    .record({
      k: fc.integer({ min: -8, max: 8 }),
      a0: coord,
      a1: coord,
      ha: half,
      b0: coord,
      b1: coord,
      hb: half,
    })
    .map(({ k, ...v }) => {
      const s = (c: number[]) => toVec(c.map((x) => x * 2 ** k));
      return { a0: s(v.a0), a1: s(v.a1), ha: s(v.ha), b0: s(v.b0), b1: s(v.b1), hb: s(v.hb) };
    });
}

/** Arbitrary doubles at a random scale, far from the origin: everything rounds. */
export function wideBoxes(dim: 2 | 3): fc.Arbitrary<BoxInput> {
  const unit = fc.double({ min: -24, max: 24, noNaN: true });
  const coord = fc.array(unit, { minLength: dim, maxLength: dim });
  const half = fc.array(fc.double({ min: 0, max: 8, noNaN: true }), {
    minLength: dim,
    maxLength: dim,
  });
  return fc
    .record({
      k: fc.integer({ min: -60, max: 60 }),
      offset: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      a0: coord,
      a1: coord,
      ha: half,
      b0: coord,
      b1: coord,
      hb: half,
    })
    .map(({ k, offset, ...v }) => {
      const s = 2 ** k;
      const at = (c: number[]) => toVec(c.map((x) => inRange(offset * s + x * s)));
      const h = (c: number[]) => toVec(c.map((x) => inRange(x * s)));
      return { a0: at(v.a0), a1: at(v.a1), ha: h(v.ha), b0: at(v.b0), b1: at(v.b1), hb: h(v.hb) };
    });
}

/** The exact case of an input. */
export function exactBoxes(i: BoxInput): BoxCase {
  return boxCaseFromDoubles(i.a0, i.a1, i.ha, i.b0, i.b1, i.hb);
}

/** The case with every `Hᵢ` grown (`by = 1`) or shrunk (`by = −1`) by the core's band. */
export function banded(c: BoxCase, by: 1 | -1): BoxCase {
  return boxCaseBanded(c, ROUNDING_BAND.box, by);
}

/** Whether the core's normal (`axis`, `direction`, at its `t`) is one some extents within the band make exact. */
export function normalWithinBand(c: BoxCase, t: number, axis: number, direction: number): boolean {
  return boxesNormalWithinBand(c, ROUNDING_BAND.box, t > 0, axis, direction);
}

/** The exact first touch of the case grown and shrunk by the band (`null`: none). */
export function bandedTouches(c: BoxCase) {
  return {
    grown: boxesTimeOfImpactExact(banded(c, 1)),
    shrunk: boxesTimeOfImpactExact(banded(c, -1)),
  };
}
