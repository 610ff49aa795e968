import type {
  Level2,
  MoveOptions2,
  MoverBodies2,
  MoverDisplacements2,
  MoverOut2,
} from '@swept/core';
import { moveManyWith } from '@swept/core/internal';
import { FIXED_MOVE } from '../level/move.ts';

/**
 * Moves many circles through `level`, each on its own exactly as {@link moveCircle}
 * would (the same options for all), over structure-of-arrays of raw Q16.16 values:
 * `out.x[i], out.y[i]` the final centre, optionally `out.clippedX/Y` and `out.flags`
 * (`MOVE_FLOOR`, …). Returns how many bodies had a contact. Body–body contacts are
 * `findCircleContacts`' job. Allocates nothing.
 *
 * @example
 * const n = 1000;
 * const bodies = { x: new Float64Array(n), y: new Float64Array(n), r: new Float64Array(n).fill(ONE / 2) };
 * const step = { x: new Float64Array(n), y: new Float64Array(n).fill(-ONE / 8) };
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
  return moveManyWith(FIXED_MOVE, 2, level, bodies, displacements, out, options);
}
