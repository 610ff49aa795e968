/**
 * Building cases in a variant's units from integer skeletons: an integer `k`
 * becomes the raw value `k` (fixed) or the double `k · 2^e` (float; exact,
 * so a Pythagorean tangent stays an exact tangent), then is nudged by one
 * unit — one raw step or one ulp — to land just either side of the edge.
 */

import { INPUT_MAX, INPUT_MIN } from '@swept/core';
import { nextDown, nextUp } from '@swept/oracle';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { Vec } from '../types.ts';

export const RAW_MAX = 2 ** 31 - 1;

/** The exponents a float case is scaled by: Q16.16-like, tiny (~1e-9), huge (~1e12 and beyond), plain. */
export const floatExponent: fc.Arbitrary<number> = fc.constantFrom(
  -16,
  -16,
  -8,
  0,
  -30,
  -40,
  20,
  24,
);

export function vec(c: readonly number[]): Vec {
  const [x = 0, y = 0, z] = c;
  return z === undefined ? { x, y } : { x, y, z };
}

/** `k · 2^e` for floats, `k` for raw values (which must then fit the raw range). */
export function place(units: Units, k: number, e: number): number {
  return units === 'raw' ? k : k * 2 ** e;
}

export function placeVec(units: Units, c: readonly number[], e: number): Vec {
  return vec(c.map((k) => place(units, k, e)));
}

/** One unit up or down: a raw step, or the adjacent double. */
export function nudge(units: Units, x: number, up: boolean): number {
  if (units === 'raw') return up ? x + 1 : x - 1;
  return up ? nextUp(x) : nextDown(x);
}

/** True when every number fits the variant's input domain (raw: integers within ±(2^31 − 1); floats: core's range). */
export function fits(units: Units, values: number[]): boolean {
  if (units === 'raw')
    return values.every((v) => Number.isSafeInteger(v) && Math.abs(v) <= RAW_MAX);
  return values.every(
    (v) => Number.isFinite(v) && (v === 0 || (Math.abs(v) <= 2 ** 100 && Math.abs(v) >= 2 ** -100)),
  );
}

/**
 * Where a raw case is moved to: on each axis nowhere (0), or against the top (1) or
 * bottom (−1) edge of the Q16.16 range, its extreme coordinate `inset` raw units inside.
 * There @swept/fixed's pushes meet the range rule (docs/contract.md: the range's edge is a
 * wall; a push out of a wall or away from an immovable body that would leave it is refused).
 */
export interface EdgePlacement {
  sides: readonly number[];
  inset: number;
}

/** Mostly no move at all; otherwise some axes against an edge. */
export const edgePlacement: fc.Arbitrary<EdgePlacement> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<EdgePlacement>({ sides: [0, 0, 0], inset: 0 }) },
  {
    weight: 1,
    arbitrary: fc.record({
      sides: fc.array(fc.constantFrom(0, 1, -1), { minLength: 3, maxLength: 3 }),
      inset: fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: 0, max: 2 ** 20 })),
    }),
  },
);

/** The points (raw integer coordinates) moved as `placement` says, all by one offset per axis. */
export function placeAtEdge(points: readonly number[][], placement: EdgePlacement): number[][] {
  const offsets = placement.sides.map((side, axis) => {
    if (side === 0 || points.every((p) => p[axis] === undefined)) return 0;
    const values = points.map((p) => p[axis]!);
    return side > 0
      ? RAW_MAX - placement.inset - Math.max(...values)
      : -RAW_MAX + placement.inset - Math.min(...values);
  });
  return points.map((p) => p.map((x, axis) => x + offsets[axis]!));
}

/**
 * Whether a mover may be asked to move a body at `c` by `d` (contract §8): every point
 * within `2·|d|₁ + 8r` of `c` on each axis is a coordinate the variant accepts.
 */
export function reachable(units: Units, c: Vec, r: number, d: Vec): boolean {
  const reach = 2 * numbersOf(d).reduce((sum, x) => sum + Math.abs(x), 0) + 8 * r;
  const max = units === 'raw' ? RAW_MAX : INPUT_MAX;
  return numbersOf(c).every((x) => Math.abs(x) + reach <= max);
}

/** Flushes float magnitudes below the core's `INPUT_MIN` to 0 (cheaper than rejecting the case). */
export function flush(x: number): number {
  return x !== 0 && Math.abs(x) < INPUT_MIN ? 0 : x;
}

/** A nudge applied to one of `count` numeric slots (`-1`: none). */
export const nudgeChoice = (count: number): fc.Arbitrary<{ index: number; up: boolean }> =>
  fc.record({ index: fc.integer({ min: -1, max: count - 1 }), up: fc.boolean() });

/** A double with a bias to round values, small integers and awkward fractions. */
export const anyDouble = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.double({ min: -max, max, noNaN: true, noDefaultInfinity: true }).map(flush),
    fc.integer({ min: -Math.floor(max), max: Math.floor(max) }),
    fc.integer({ min: -1000, max: 1000 }).map((k) => k / 10),
  );

/** The numbers in a (nested) case, depth first. */
export function numbersOf(x: unknown): number[] {
  if (typeof x === 'number') return [x];
  if (typeof x === 'object' && x !== null) return Object.values(x).flatMap(numbersOf);
  return [];
}
