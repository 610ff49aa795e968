import { outerDistance, radiiInRange } from '../band.ts';
import type { BandPolicy } from '../policy.ts';

/** The core's `sweptCircles` or `sweptSpheres`. */
export type SweptQuery<V> = (a0: V, a1: V, ra: number, b0: V, b1: V, rb: number) => boolean;

/**
 * Band swept test: `true` iff the distance of the centres comes to at most
 * the band's outer edge `r + w` during the step — the core's test with the
 * radius `r + w`. Bad radii go to the core untransformed, so its `RangeError`
 * names the caller's parameter.
 */
export function sweptBand<V>(
  policy: BandPolicy,
  swept: SweptQuery<V>,
  a0: V,
  a1: V,
  ra: number,
  b0: V,
  b1: V,
  rb: number,
): boolean {
  if (!radiiInRange(ra, rb)) swept(a0, a1, ra, b0, b1, rb);
  return swept(a0, a1, outerDistance(policy, ra + rb), b0, b1, 0);
}
