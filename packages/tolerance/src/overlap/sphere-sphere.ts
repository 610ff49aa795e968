import type { Vec3 } from '@swept/core';
import { checkOverlap3 } from '@swept/core/internal';
import { overlapStage, overlapsExactly3 } from '../exact/overlap-decision.ts';
import { record } from '../exact/stats.ts';

/** `exact` overlap of two spheres; the 3D {@link circlesOverlapExact}. */
export function spheresOverlapExact(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  checkOverlap3(a, ra, b, rb);
  const overlaps = overlapsExactly3(a, ra, b, rb);
  record(overlapStage);
  return overlaps;
}
