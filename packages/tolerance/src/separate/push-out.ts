/**
 * A wall's push-out with a policy's post-condition, shared by every policy
 * (the walls' counterpart of `push-apart.ts`). The core pushes the ball out
 * along the wall's normal to the distance it is given; this loop only makes
 * sure the result also passes the policy's overlap test. The distance grows
 * from `r + grow` by a step that starts at one ulp of it (at least the
 * core's smallest radius, `INPUT_MIN`) and doubles: a handful of rounds at
 * most, since the core's result is already within a few ulps of its target.
 */
import { INPUT_MIN } from '@swept/core';
import { ulp } from '../double.ts';

/** Pushes `c` out with the core to the distance `r + grow`, growing it until `stillOverlaps` is false. */
export function pushOut<V>(
  separate: (c: V, distance: number) => V,
  stillOverlaps: (c: V) => boolean,
  c: V,
  r: number,
  grow: number,
): V {
  let g = grow > 0 && grow < INPUT_MIN ? INPUT_MIN : grow;
  let result = separate(c, r + g);
  let step = Math.max(ulp(r + g), INPUT_MIN);
  while (stillOverlaps(result)) {
    g += step;
    step *= 2;
    result = separate(c, r + g);
  }
  return result;
}
