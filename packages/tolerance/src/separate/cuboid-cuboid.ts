import type { Separation3, Vec3 } from '@swept/core';
import { checkSeparateBoxes3 } from '@swept/core/internal';
import { separateBoxesExactly } from './slab-push.ts';

/** `exact` separation of two cuboids: `separateBoxesExact`'s rules in three axes (ties: x, y, z). */
export function separateCuboidsExact(
  a: Vec3,
  ha: Vec3,
  ma: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): Separation3 {
  checkSeparateBoxes3(a, ha, ma, b, hb, mb);
  return separateBoxesExactly(3, a, ha, ma, b, hb, mb);
}
