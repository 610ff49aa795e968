import type {
  Level3,
  MoveOptions3,
  MoverBodies3,
  MoverDisplacements3,
  MoverOut3,
} from '@swept/core';
import { moveManyWith } from '@swept/core/internal';
import { FIXED_MOVE } from '../level/move.ts';

/**
 * Moves many spheres through a level of triangles, each as {@link moveSphere} would:
 * the 3D {@link moveCircles} (`z`, `clippedZ` added), raw Q16.16. Returns how many had
 * a contact.
 *
 * @example
 * const bodies = { x: Float64Array.of(0), y: Float64Array.of(2 * ONE), z: Float64Array.of(0), r: Float64Array.of(ONE) };
 * const step = { x: Float64Array.of(0), y: Float64Array.of(-4 * ONE), z: Float64Array.of(0) };
 * const out = { x: new Float64Array(1), y: new Float64Array(1), z: new Float64Array(1) };
 * moveSpheres(level, bodies, step, out); // 1: it landed on the floor
 */
export function moveSpheres(
  level: Level3,
  bodies: MoverBodies3,
  displacements: MoverDisplacements3,
  out: MoverOut3,
  options?: MoveOptions3,
): number {
  return moveManyWith(FIXED_MOVE, 3, level, bodies, displacements, out, options);
}
