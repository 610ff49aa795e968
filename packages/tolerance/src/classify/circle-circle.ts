import type { Vec2 } from '@swept/core';
import { checkSwept2 } from '@swept/core/internal';
import { sweep } from '../exact/sweep.ts';
import type { Passage } from '../passage.ts';
import { exactPassage } from './exact-passage.ts';

/**
 * `exact` classification of two moving circles by the exact minimum of
 * `f` on `[0, 1]`: `'hit'` when they overlap at some `t` (`min f < 0`),
 * `'graze'` when they touch without overlapping (`min f = 0`), `'miss'` else.
 */
export function classifyCirclesExact(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): Passage {
  checkSwept2(a0, a1, ra, b0, b1, rb);
  sweep.load2(a0, a1, ra, b0, b1, rb);
  return exactPassage();
}
