import type { MovingCuboids, Vec3 } from '@swept/core';
import { checkBoxBatch } from '../batch.ts';
import { boxesPass } from '../slab-batch.ts';

/**
 * `sweptCuboidsBatch` with times of impact: for each hit, `t[i]` becomes
 * exactly `cuboidsTimeOfImpact(…).t` (raw); a miss leaves `t[i]` as it
 * was. Returns the number of hits.
 *
 * @example const n = cuboidsTimeOfImpactBatch(player0, player1, playerHalf, crates, hits, t, live);
 */
export function cuboidsTimeOfImpactBatch(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  bodies: MovingCuboids,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch(a0, a1, ha, bodies, { hits, t }, count, 3);
  return boxesPass(3, a0, a1, ha, bodies, hits, t, count);
}
