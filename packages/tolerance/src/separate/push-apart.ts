/**
 * Separation with a policy's post-condition, shared by every policy. The
 * core does the pushing (mass shares, immovable bodies, its own no-residual
 * guarantee); this loop only makes sure the result also passes the
 * *policy's* overlap test, which may be stricter than the core's float test
 * (`exact`) or look at a different distance (`slop`).
 *
 * Both radii grow by the same amount `g`, so the pair stays symmetric in A
 * and B (`(ra + g) + (rb + g)` is the same double either way round). While
 * the policy still sees an overlap, `g` grows by a step that starts at one
 * ulp of `ra + rb` (at least the core's smallest radius, `INPUT_MIN`) and
 * doubles: a handful of rounds at most, since the core's result is already
 * within a few ulps of the target.
 */
import { INPUT_MIN, type Separation } from '@swept/core';
import { ulp } from '../double.ts';
import type { SeparateArguments } from '../pairs.ts';

/**
 * Pushes `a`, `b` apart with the core to the distance `ra + rb + 2·grow`
 * (the caller's target), growing the push until `stillOverlaps` is false.
 */
export function pushApart<V>(
  separate: (...args: SeparateArguments<V>) => Separation<V>,
  stillOverlaps: (a: V, b: V) => boolean,
  a: V,
  ra: number,
  ma: number,
  b: V,
  rb: number,
  mb: number,
  grow: number,
): Separation<V> {
  let g = grow > 0 && grow < INPUT_MIN ? INPUT_MIN : grow;
  let result = g === 0 ? separate(a, ra, ma, b, rb, mb) : separate(a, ra + g, ma, b, rb + g, mb);
  // The first step (an ulp of the target) only when needed: `ulp` costs more than the check.
  let step = 0;
  while (stillOverlaps(result.a, result.b)) {
    if (step === 0) step = Math.max(ulp(ra + rb + 2 * g), INPUT_MIN);
    g += step;
    step *= 2;
    result = separate(a, ra + g, ma, b, rb + g, mb);
  }
  return result;
}
