import type { Vec3 } from '@swept/core';
import { checkSwept3 } from '@swept/core/internal';
import { sweep } from '../exact/sweep.ts';
import type { Passage } from '../passage.ts';
import { exactPassage } from './exact-passage.ts';

/** `exact` classification of two moving spheres; the 3D {@link classifyCirclesExact}. */
export function classifySpheresExact(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): Passage {
  checkSwept3(a0, a1, ra, b0, b1, rb);
  sweep.load3(a0, a1, ra, b0, b1, rb);
  return exactPassage();
}
