import { BOX_FIELDS, checkBoxBatch2, checkPass } from '../batch.ts';
import { boxesPass, pass } from '../slab-batch.ts';
import type { MovingBoxes, Vec2 } from '../types.ts';

/**
 * `sweptBoxesBatch` with times of impact: for each hit, `t[i]` becomes the
 * first touch time (exactly `boxesTimeOfImpact(…).t`); for a miss `t[i]` is
 * left as it was. Returns the number of hits. For the normal, point and
 * status of the few hits, call `boxesTimeOfImpactInto` on them.
 *
 * @example
 * const n = boxesTimeOfImpactBatch(player0, player1, playerHalf, crates, hits, t, live);
 * for (let i = 0; n > 0 && i < live; i++) if (hits[i] && t[i] < firstT) first = i, firstT = t[i];
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
  checkBoxBatch2(a0, a1, ha, bodies, hits, t, count);
  const found = boxesPass(a0, a1, ha, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkPass(pass.suspect, pass.squares, bodies, BOX_FIELDS, count);
  return found;
}
