/**
 * The exact circle–box case a variant's answer is judged against (contract §9.2), shared
 * by the circle–box checks of every operation: the case in the variant's units at the
 * radius its answer is exact for (`r`, or a band policy's `outer` / `inner`: the walls'
 * `radius`), the signed gap `d² − r²` at a time or a position and its scale (the core's
 * `ROUNDING_BAND.wall` applies to it, as to a wall's `g`), and the variant's own calls.
 */
import {
  type CircleBoxCase,
  circleBoxCase,
  circleBoxGap,
  circleBoxScale,
  type Rat,
  relativeAt,
} from '@swept/oracle';
import { exactNumber } from '../oracle/exact.ts';
import type { CircleBoxArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { relative } from './util.ts';
import { radius } from './wall-case.ts';

/** The moving case at the radius the answer is exact for (`which`: touch or overlap). */
export function exactCircleBoxCase(
  variant: Variant,
  a: CircleBoxArgs,
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
  a: CircleBoxArgs,
  c: CircleBoxArgs['c0'],
  b: CircleBoxArgs['b0'],
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

export function callCircleBoxSwept(v: Variant, a: CircleBoxArgs): unknown {
  return v.api.sweptCircleBox(a.c0, a.c1, a.r, a.b0, a.b1, a.hb);
}

export function callCircleBoxOverlap(
  v: Variant,
  a: CircleBoxArgs,
  c: CircleBoxArgs['c0'],
  b: CircleBoxArgs['b0'],
): unknown {
  return v.api.circleBoxOverlap(c, a.r, b, a.hb);
}
