import {
  sweptCircles as coreSweptCircles,
  sweptSpheres as coreSweptSpheres,
  type Vec2,
  type Vec3,
} from '@swept/core';
import type { Passage } from '../passage.ts';
import { sweptInRange2, sweptInRange3 } from './range.ts';
import { countQuery } from './stats.ts';
import { sweep } from './sweep.ts';

function passage(): Passage {
  const s = sweep.minSign();
  countQuery(sweep.usedFallback);
  return s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss';
}

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
  if (!sweptInRange2(a0, a1, ra, b0, b1, rb)) coreSweptCircles(a0, a1, ra, b0, b1, rb);
  sweep.load2(a0, a1, ra, b0, b1, rb);
  return passage();
}

/** `exact` classification of two moving spheres; the 3D {@link classifyCirclesExact}. */
export function classifySpheresExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): Passage {
  if (!sweptInRange3(a0, a1, ra, b0, b1, rb)) coreSweptSpheres(a0, a1, ra, b0, b1, rb);
  sweep.load3(a0, a1, ra, b0, b1, rb);
  return passage();
}
