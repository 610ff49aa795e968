import { CUBOID_FIELDS, checkBoxBatch3, checkPass } from '../batch.ts';
import { cuboidsPass, pass } from '../slab-batch.ts';
import type { MovingCuboids, Vec3 } from '../types.ts';

/**
 * One moving cuboid against many: `hits[i]` becomes `1` exactly when
 * `sweptCuboids(a0, a1, ha, body0, body1, body half extents)` is `true`,
 * else `0`; returns the number of hits. The rules of `sweptBoxesBatch`.
 *
 * @example
 * const crates = { x0, y0, z0, x1, y1, z1, hx, hy, hz }; // Float64Array(MAX) each
 * const n = sweptCuboidsBatch(player0, player1, playerHalf, crates, hits, liveCrates);
 */
export function sweptCuboidsBatch(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  bodies: MovingCuboids,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch3(a0, a1, ha, bodies, hits, null, count);
  const found = cuboidsPass(a0, a1, ha, bodies, hits, null, count);
  // Bad values were computed with like any others; now name the first one.
  checkPass(pass.suspect, pass.squares, bodies, CUBOID_FIELDS, count);
  return found;
}
