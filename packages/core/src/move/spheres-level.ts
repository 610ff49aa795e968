import type { Level3 } from '../level/level.ts';
import {
  type MoverBodies3,
  type MoverDisplacements3,
  type MoverOut3,
  moveManyWith,
} from '../level/move-many.ts';
import type { MoveOptions3 } from '../level/move-options.ts';
import { CORE_MOVE } from '../level/variant.ts';

/**
 * Moves many spheres through a level of triangles, each as {@link moveSphere} would:
 * the 3D {@link moveCircles} (`z`, `clippedZ` added). Returns how many had a contact.
 */
export function moveSpheres(
  level: Level3,
  bodies: MoverBodies3,
  displacements: MoverDisplacements3,
  out: MoverOut3,
  options?: MoveOptions3,
): number {
  return moveManyWith(CORE_MOVE, 3, level, bodies, displacements, out, options);
}
