/** The swept test of a moving circle (or sphere) against a moving box, exactly. */
import { type CircleBoxCase, circleBoxFirstTouch } from '../walls/rounded-box.ts';

/** `true` iff the centre comes within `r` of the box at some `t ∈ [0, 1]` (grazing counts). */
export function sweptCircleBoxExact(c: CircleBoxCase): boolean {
  return circleBoxFirstTouch(c) !== null;
}
