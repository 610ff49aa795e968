/**
 * The analytic oracle, fed with a variant's own inputs: doubles are read as
 * their exact dyadic values, raw Q16.16 integers as `raw / 65536`.
 */
import {
  type Rat,
  type RVec,
  ratFromDouble,
  ratFromRaw,
  ratToNumber,
  type SweptCase,
  vecFromDoubles,
  vecFromRaw,
} from '@swept/oracle';
import type { Vec } from '../types.ts';

/** How a variant's numbers map to exact values. */
export type Units = 'float' | 'raw';

export function exactNumber(units: Units, x: number): Rat {
  return units === 'float' ? ratFromDouble(x) : ratFromRaw(x);
}

/** The variant's number for an exact value it can hold: the double, or the raw integer. */
export function variantNumber(units: Units, q: Rat): number {
  return units === 'float' ? ratToNumber(q) : Number((q.n * 65536n) / q.d);
}

export function exactVec(units: Units, v: Vec): RVec {
  return units === 'float' ? vecFromDoubles(v) : vecFromRaw(v);
}

export function exactSweptCase(
  units: Units,
  s: { a0: Vec; a1: Vec; ra: number; b0: Vec; b1: Vec; rb: number },
): SweptCase {
  return {
    a0: exactVec(units, s.a0),
    a1: exactVec(units, s.a1),
    ra: exactNumber(units, s.ra),
    b0: exactVec(units, s.b0),
    b1: exactVec(units, s.b1),
    rb: exactNumber(units, s.rb),
  };
}
