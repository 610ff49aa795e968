import type { TimeOfImpact2, Vec2 } from '@swept/core';
import {
  checkCircleBox2,
  circleBoxContactAt,
  STAGE_EXPANSION,
  STAGE_FILTER,
} from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import {
  circleBoxCase,
  roundedBoxSide,
  roundedBoxStartStatus,
  roundedBoxTouch,
} from '../walls/rounded-box.ts';
import { floorToDouble } from '../walls/wall-rational.ts';

/**
 * `exact` time of impact of a moving circle and a moving box: `null` iff they
 * never touch (decided exactly); else the contract's result with `t` the
 * largest double not after the exact first touch `t*` (so neither body is
 * ever past the contact) and `status` from the exact side of the start and
 * its rate. `a`, `b`, `point` and `normal` are the core's geometry at that
 * `t` (`circleBoxContactAt`).
 *
 * Stages: the exact box filter; then the box's frame in exact integers
 * (`walls/rounded-box.ts`).
 */
export function circleBoxTimeOfImpactExact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 | null {
  checkCircleBox2(c0, c1, r, b0, b1, hb);
  const box = circleBoxCase(c0, c1, r, b0, b1, hb);
  record(box === null ? STAGE_FILTER : STAGE_EXPANSION);
  if (box === null) return null;
  const side = roundedBoxSide(box);
  if (side <= 0) {
    return circleBoxContactAt(0, roundedBoxStartStatus(box, side), c0, c1, b0, b1, hb);
  }
  const touch = roundedBoxTouch(box);
  if (touch === null) return null;
  return circleBoxContactAt(floorToDouble(touch), 'impact', c0, c1, b0, b1, hb);
}
