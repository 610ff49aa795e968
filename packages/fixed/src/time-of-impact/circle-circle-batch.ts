import type { MovingCircles, Vec2 } from '@swept/core';
import { loadMotion2 } from '@swept/core/internal';
import { checkBatch } from '../batch.ts';
import { TOI_MISS } from '../quadratic.ts';
import { timeOfImpactCode2 } from './circle-circle.ts';

const b0: Vec2 = { x: 0, y: 0 };
const b1: Vec2 = { x: 0, y: 0 };

/**
 * `sweptCirclesBatch` with times of impact: for each hit, `t[i]`
 * becomes the raw first-touch time (exactly `circlesTimeOfImpact(…).t`);
 * misses leave `t[i]` as it was. Returns the number of hits.
 *
 * @example
 * const n = circlesTimeOfImpactBatch(player0, player1, playerR, bullets, hits, t, live);
 */
export function circlesTimeOfImpactBatch(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBatch(a0, a1, ra, bodies, { hits, t }, count, 2);
  const { r } = bodies;
  let found = 0;
  for (let i = 0; i < count; i++) {
    loadMotion2(b0, b1, bodies, i);
    const code = timeOfImpactCode2(a0, a1, b0, b1, ra + r[i]!);
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
