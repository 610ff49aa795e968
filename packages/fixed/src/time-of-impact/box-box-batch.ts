import type { MovingBoxes, Vec2 } from '@swept/core';
import { checkBoxBatch } from '../batch.ts';
import { boxesPass } from '../slab-batch.ts';

/**
 * `sweptBoxesBatch` with times of impact: for each hit, `t[i]` becomes
 * exactly `boxesTimeOfImpact(…).t` (raw); a miss leaves `t[i]` as it
 * was. Returns the number of hits.
 *
 * @example const n = boxesTimeOfImpactBatch(player0, player1, playerHalf, crates, hits, t, live);
 */
export function boxesTimeOfImpactBatch(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  bodies: MovingBoxes,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch(a0, a1, ha, bodies, { hits, t }, count, 2);
  return boxesPass(2, a0, a1, ha, bodies, hits, t, count);
}
