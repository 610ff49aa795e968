/**
 * The exact circle–box case a variant's answer is judged against (contract §9.2), shared
 * by the circle–box and sphere–cuboid checks of every operation (the oracle's code is
 * dimension-generic; the arguments' dimension picks the query): the case in the
 * variant's units at the radius its answer is exact for (`r`, or a band policy's
 * `outer` / `inner`: the walls' `radius`), the signed gap `d² − r²` at a time or a
 * position and its scale (the core's `ROUNDING_BAND.wall` applies to it, as to a wall's
 * `g`), and the variant's own calls.
 */
import {
  type CircleBoxCase,
  circleBoxCase,
  circleBoxGap,
  circleBoxOverlapExact,
  circleBoxScale,
  circleBoxSeparationVerdict,
  circleBoxTimeOfImpactExact,
  type Rat,
  relativeAt,
  sphereCuboidOverlapExact,
  sphereCuboidSeparationVerdict,
  sphereCuboidTimeOfImpactExact,
  sweptCircleBoxExact,
  sweptSphereCuboidExact,
} from '@swept/oracle';
import { exactNumber } from '../oracle/exact.ts';
import type { CircleBoxArgs, Vec } from '../types.ts';
import type { Query, Variant } from '../variants/types.ts';
import { relative } from './util.ts';
import { radius } from './wall-case.ts';

/** The moving case at the radius the answer is exact for (`which`: touch or overlap). */
export function exactCircleBoxCase(
  variant: Variant,
  a: CircleBoxArgs<Vec>,
  which: 'touch' | 'overlap',
): CircleBoxCase {
  const units = variant.units === 'raw' ? 'raw' : 'double';
  return {
    ...circleBoxCase(a.c0, a.c1, 0, a.b0, a.b1, a.hb, units),
    r: radius(variant, a.r, which),
  };
}

/** The still case of the circle at `c` and the box at `b` (the static queries, a push's result). */
export function stillCircleBoxCase(
  variant: Variant,
  a: CircleBoxArgs<Vec>,
  c: Vec,
  b: Vec,
): CircleBoxCase {
  return exactCircleBoxCase(variant, { ...a, c0: c, c1: c, b0: b, b1: b }, 'overlap');
}

/** The signed gap `d(W(t))² − r²` at `t` in the variant's units. */
export function circleBoxGapAt(variant: Variant, c: CircleBoxCase, t: number): Rat {
  return circleBoxGap(relativeAt(c, exactNumber(variant.units, t)), c.r, c.hb);
}

/** `|q| / S`, `S` the case's scale: what the core's `ROUNDING_BAND.wall` bounds. */
export function circleBoxRelative(q: Rat, c: CircleBoxCase): number {
  return relative(q, circleBoxScale(c));
}

/** The oracle's exact answers in the case's dimension (in 3D, those that refuse a 2D case). */
export function exactOf(a: CircleBoxArgs<Vec>) {
  return boxDimOf(a) === 2
    ? {
        swept: sweptCircleBoxExact,
        timeOfImpact: circleBoxTimeOfImpactExact,
        overlap: circleBoxOverlapExact,
        separation: circleBoxSeparationVerdict,
      }
    : {
        swept: sweptSphereCuboidExact,
        timeOfImpact: sphereCuboidTimeOfImpactExact,
        overlap: sphereCuboidOverlapExact,
        separation: sphereCuboidSeparationVerdict,
      };
}

/** Each operation's query: the circle–box one in 2D, the sphere–cuboid one in 3D. */
const QUERY = {
  2: {
    swept: 'sweptCircleBox',
    timeOfImpact: 'circleBoxTimeOfImpact',
    overlap: 'circleBoxOverlap',
    separate: 'separateCircleBox',
  },
  3: {
    swept: 'sweptSphereCuboid',
    timeOfImpact: 'sphereCuboidTimeOfImpact',
    overlap: 'sphereCuboidOverlap',
    separate: 'separateSphereCuboid',
  },
} as const;

/** The dimension of a circle–box case (3: a sphere against a cuboid). */
export const boxDimOf = (a: CircleBoxArgs<Vec>): 2 | 3 => ('z' in a.c0 ? 3 : 2);

/** The variant's query for `operation` in the case's dimension (the check runs only where it has one). */
export function circleBoxQuery(
  v: Variant,
  a: CircleBoxArgs<Vec>,
  operation: keyof (typeof QUERY)[2],
): Query {
  return v.api[QUERY[boxDimOf(a)][operation]]!;
}

export function callCircleBoxSwept(v: Variant, a: CircleBoxArgs<Vec>): unknown {
  return circleBoxQuery(v, a, 'swept')(a.c0, a.c1, a.r, a.b0, a.b1, a.hb);
}

export function callCircleBoxOverlap(v: Variant, a: CircleBoxArgs<Vec>, c: Vec, b: Vec): unknown {
  return circleBoxQuery(v, a, 'overlap')(c, a.r, b, a.hb);
}
