import type { Level2 } from '../level/level.ts';
import {
  type MoverBodies2,
  type MoverDisplacements2,
  type MoverOut2,
  moveManyWith,
} from '../level/move-many.ts';
import type { MoveOptions2 } from '../level/move-options.ts';
import { CORE_MOVE } from '../level/variant.ts';

/**
 * Moves many circles through `level`, each on its own exactly as {@link moveCircle}
 * would (the same options for all), over structure-of-arrays: `out.x[i], out.y[i]`
 * the final centre, optionally `out.clippedX/Y` and `out.flags` (`MOVE_FLOOR`, …).
 * Returns how many bodies had a contact. Body–body contacts are `findCircleContacts`'
 * job. Allocates nothing.
 *
 * @example
 * const n = 1000;
 * const bodies = { x: new Float64Array(n), y: new Float64Array(n), r: new Float64Array(n).fill(0.5) };
 * const step = { x: new Float64Array(n), y: new Float64Array(n).fill(-0.1) };
 * const out = { x: new Float64Array(n), y: new Float64Array(n), flags: new Uint8Array(n) };
 * moveCircles(level, bodies, step, out, { response: 'stop' });
 */
export function moveCircles(
  level: Level2,
  bodies: MoverBodies2,
  displacements: MoverDisplacements2,
  out: MoverOut2,
  options?: MoveOptions2,
): number {
  return moveManyWith(CORE_MOVE, 2, level, bodies, displacements, out, options);
}
