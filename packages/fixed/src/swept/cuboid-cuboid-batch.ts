import type { MovingCuboids, Vec3 } from '@swept/core';
import { checkBoxBatch } from '../batch.ts';
import { boxesPass } from '../slab-batch.ts';

/**
 * One moving cuboid against many (raw values): `hits[i]` becomes `1` exactly
 * when `sweptCuboids(a0, a1, ha, body i)` is `true`, else `0`; returns the
 * number of hits. Everything (the mover, `count` against every array, every
 * body value) is checked before the pass.
 *
 * @example const n = sweptCuboidsBatch(player0, player1, playerHalf, crates, hits, live);
 */
export function sweptCuboidsBatch(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  bodies: MovingCuboids,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch(a0, a1, ha, bodies, { hits }, count, 3);
  return boxesPass(3, a0, a1, ha, bodies, hits, null, count);
}
