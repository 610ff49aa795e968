/** The swept test of two boxes (2D boxes, 3D cuboids), exactly: some `t ∈ [0, 1]` at which every axis touches. */
import { type BoxCase, boxesFirstTouch } from '../slab.ts';

/** The contract's `sweptBoxes` / `sweptCuboids`: the axes' touching intervals meet inside `[0, 1]`. */
export function sweptBoxesExact(c: BoxCase): boolean {
  return boxesFirstTouch(c) !== null;
}
