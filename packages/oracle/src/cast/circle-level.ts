/** The exact earliest contact of a moving circle with a 2D level (segments). */
import type { Rat } from '../rat.ts';
import type { RVec } from '../vec.ts';
import {
  type CastOptions,
  castLevelExact,
  type LevelContactExact,
  type LevelExact,
} from './level.ts';

/**
 * `castCircle`'s exact answer: the circle of radius `r` moving `c → c + d`
 * against every segment of `level` the filter admits; `null` iff none is
 * touched, else the earliest `t*` (a surd), its status and `u*`, and the wall,
 * ties to the smallest index; a one-way wall as the rule decides on
 * `options.oneWayRadius` (default `r`).
 */
export function castCircleExact(
  level: LevelExact,
  c: RVec,
  r: Rat,
  d: RVec,
  options?: CastOptions,
): LevelContactExact | null {
  return castLevelExact(level, 2, c, r, d, options);
}
