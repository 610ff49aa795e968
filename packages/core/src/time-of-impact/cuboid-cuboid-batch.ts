import { CUBOID_FIELDS, checkBoxBatch3, checkPass } from '../batch.ts';
import { cuboidsPass, pass } from '../slab-batch.ts';
import type { MovingCuboids, Vec3 } from '../types.ts';

/**
 * `sweptCuboidsBatch` with times of impact: for each hit, `t[i]` becomes
 * exactly `cuboidsTimeOfImpact(…).t`; for a miss `t[i]` is left as it was.
 * Returns the number of hits.
 *
 * @example
 * const n = cuboidsTimeOfImpactBatch(player0, player1, playerHalf, crates, hits, t, live);
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
  checkBoxBatch3(a0, a1, ha, bodies, hits, t, count);
  const found = cuboidsPass(a0, a1, ha, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkPass(pass.suspect, pass.squares, bodies, CUBOID_FIELDS, count);
  return found;
}
