/** Bridges between the core's double inputs and the exact oracle's rationals. */
import {
  div,
  fAt,
  fMinExact,
  type Rat,
  ratFromDouble,
  ratToNumber,
  type SweptCase,
  sweptBallsScale,
  sweptCaseFromDoubles,
} from '@swept/oracle';
import type { Vec2, Vec3 } from '../src/index.ts';

/** Unit roundoff of binary64. */
export const U = 2 ** -53;

export interface SweptInput {
  a0: Vec2 | Vec3;
  a1: Vec2 | Vec3;
  ra: number;
  b0: Vec2 | Vec3;
  b1: Vec2 | Vec3;
  rb: number;
}

/** The exact case for a double input. */
export function exactCase(i: SweptInput): SweptCase {
  return sweptCaseFromDoubles(i.a0, i.a1, i.ra, i.b0, i.b1, i.rb);
}

/** `|q| / scale` as a double: how deep inside the band a quantity lies. */
export function relative(q: Rat, scale: Rat): number {
  return Math.abs(ratToNumber(div(q, scale)));
}

/** `|f_min| / (|C0|² + |C1|² + r²)`, exactly computed, rounded once. */
export function sweptDepth(c: SweptCase): number {
  return relative(fMinExact(c), sweptBallsScale(c));
}

/** `f(t) / scale` (signed) at a double `t`. */
export function fRelativeAt(c: SweptCase, t: number): number {
  return ratToNumber(div(fAt(c, ratFromDouble(t)), sweptBallsScale(c)));
}
