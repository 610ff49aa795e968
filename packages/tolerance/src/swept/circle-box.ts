import type { Vec2 } from '@swept/core';
import { checkCircleBox2, STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { circleBoxCase, roundedBoxSide, roundedBoxTouch } from '../walls/rounded-box.ts';

/**
 * `exact` swept test of a moving circle against a moving box: `true` iff the
 * circle's centre comes within `r` of the box for some `t ∈ [0, 1]`, decided
 * exactly for the given doubles: far misses by the exact box filter, the
 * rest in the box's frame in exact integers (`walls/rounded-box.ts`).
 */
export function sweptCircleBoxExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  checkCircleBox2(c0, c1, r, b0, b1, hb);
  const box = circleBoxCase(c0, c1, r, b0, b1, hb);
  record(box === null ? STAGE_FILTER : STAGE_EXPANSION);
  return box !== null && (roundedBoxSide(box) <= 0 || roundedBoxTouch(box) !== null);
}
