import { type Separation3, separateSpheres, type Vec3 } from '@swept/core';
import { checkSeparate3 } from '@swept/core/internal';
import {
  overlapStage,
  overlapsExactly3,
  pushStageNeeded,
  startPush,
  stillOverlaps3,
} from '../exact/overlap-decision.ts';
import { record } from '../exact/stats.ts';
import { pushApart } from './push-apart.ts';

/** `exact` separation of two spheres; the 3D {@link separateCirclesExact}. */
export function separateSpheresExact(
  a: Vec3,
  ra: number,
  ma: number,
  b: Vec3,
  rb: number,
  mb: number,
): Separation3 {
  checkSeparate3(a, ra, ma, b, rb, mb);
  if (!overlapsExactly3(a, ra, b, rb)) {
    record(overlapStage);
    return { a: { x: a.x, y: a.y, z: a.z }, b: { x: b.x, y: b.y, z: b.z } };
  }
  startPush(ra, rb, overlapStage);
  const result = pushApart(separateSpheres, stillOverlaps3, a, ra, ma, b, rb, mb, 0);
  record(pushStageNeeded());
  return result;
}
