import type { MovingBoxes, Vec2 } from '@swept/core';
import { checkBoxBatch } from '../batch.ts';
import { boxesPass } from '../slab-batch.ts';

/**
 * One moving box against many (raw values): `hits[i]` becomes `1` exactly
 * when `sweptBoxes(a0, a1, ha, body i)` is `true`, else `0`; returns the
 * number of hits. Everything (the mover, `count` against every array, every
 * body value) is checked before the pass.
 *
 * @example const n = sweptBoxesBatch(player0, player1, playerHalf, crates, hits, live);
 */
export function sweptBoxesBatch(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  bodies: MovingBoxes,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch(a0, a1, ha, bodies, { hits }, count, 2);
  return boxesPass(2, a0, a1, ha, bodies, hits, null, count);
}
