/**
 * Box inputs for the tolerance tests: the coordinates and radii of
 * `arbitraries.ts` (small integers, game-like fractions — the filter's
 * cases — and arbitrary magnitudes, the exact integers' cases) as centres
 * and half extents, with grazes built on a grid, judged by the exact oracle.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { type BoxCase, boxCaseFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { coordinate, radius } from './arbitraries.ts';

export type V = Vec2 & Partial<Vec3>;
export type BoxArgs = [V, V, V, V, V, V];

const vec = (dim: 2 | 3, c: fc.Arbitrary<number>) =>
  fc
    .array(c, { minLength: dim, maxLength: dim })
    .map((v): V => (dim === 3 ? { x: v[0]!, y: v[1]!, z: v[2]! } : { x: v[0]!, y: v[1]! }));

/** Small integers on a grid: touches, grazes and corner ties are common. */
const grid = fc.integer({ min: -12, max: 12 });
const half = fc.integer({ min: 0, max: 4 });

/** Box arguments `(a0, a1, ha, b0, b1, hb)`: a third on a grid, the rest anywhere. */
export function boxArgs(dim: 2 | 3): fc.Arbitrary<BoxArgs> {
  const onGrid = fc.tuple(
    vec(dim, grid),
    vec(dim, grid),
    vec(dim, half),
    vec(dim, grid),
    vec(dim, grid),
    vec(dim, half),
  );
  const anywhere = fc.tuple(
    vec(dim, coordinate),
    vec(dim, coordinate),
    vec(dim, radius),
    vec(dim, coordinate),
    vec(dim, coordinate),
    vec(dim, radius),
  );
  return fc.oneof(onGrid, anywhere, anywhere);
}

/** The exact case of the arguments. */
export function exactOf(args: BoxArgs): BoxCase {
  return boxCaseFromDoubles(...args);
}
