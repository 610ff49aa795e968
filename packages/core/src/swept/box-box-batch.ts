import { BOX_FIELDS, checkBoxBatch2, checkPass } from '../batch.ts';
import { boxesPass, pass } from '../slab-batch.ts';
import type { MovingBoxes, Vec2 } from '../types.ts';

/**
 * One moving box (`a0 → a1`, half extents `ha`) against many: `hits[i]`
 * becomes `1` when box `i` touches it during the step (exactly
 * `sweptBoxes(a0, a1, ha, body0, body1, {hx[i], hy[i]})`), else `0`. Returns
 * the number of hits. Boxes `0 … count − 1` are tested (default: all of
 * `bodies.x0`). Allocates nothing.
 *
 * Checks the target and `count` (against every array's length) before the
 * pass, and that every body array is a `Float64Array`; body values are
 * checked during the pass against the scalar form's rule, and the first bad
 * one is named (`bodies.hy[3] must be >= 0 (got -1)`); what was written to
 * `hits` before the error is then meaningless.
 *
 * @example
 * const crates = { x0, y0, x1, y1, hx, hy }; // Float64Array(MAX) each
 * const hits = new Uint8Array(MAX);
 * const n = sweptBoxesBatch(player0, player1, playerHalf, crates, hits, liveCrates);
 */
export function sweptBoxesBatch(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  bodies: MovingBoxes,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBoxBatch2(a0, a1, ha, bodies, hits, null, count);
  const found = boxesPass(a0, a1, ha, bodies, hits, null, count);
  // Bad values were computed with like any others; now name the first one.
  checkPass(pass.suspect, pass.squares, bodies, BOX_FIELDS, count);
  return found;
}
