import type { MovingSpheres, Vec3 } from '@swept/core';
import { loadMotion3 } from '@swept/core/internal';
import { checkBatch } from '../batch.ts';
import { TOI_MISS } from '../quadratic.ts';
import { timeOfImpactCode3 } from './sphere-sphere.ts';

const b0: Vec3 = { x: 0, y: 0, z: 0 };
const b1: Vec3 = { x: 0, y: 0, z: 0 };

/**
 * `sweptSpheresBatch` with times of impact: for each hit, `t[i]`
 * becomes the raw first-touch time (exactly `spheresTimeOfImpact(…).t`);
 * misses leave `t[i]` as it was. Returns the number of hits.
 *
 * @example
 * const n = spheresTimeOfImpactBatch(player0, player1, playerR, bullets, hits, t, live);
 */
export function spheresTimeOfImpactBatch(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBatch(a0, a1, ra, bodies, { hits, t }, count, 3);
  const { r } = bodies;
  let found = 0;
  for (let i = 0; i < count; i++) {
    loadMotion3(b0, b1, bodies, i);
    const code = timeOfImpactCode3(a0, a1, b0, b1, ra + r[i]!);
    if (code === TOI_MISS) {
      hits[i] = 0;
    } else {
      hits[i] = 1;
      t[i] = Math.max(code, 0);
      found++;
    }
  }
  return found;
}
