/**
 * `overlap/`: do two standing bodies overlap, under a policy — `<pair>.ts`
 * is the `exact` policy's query for the pair, `band-policy.ts` (this file)
 * the band policies' rule for every pair.
 */
import { radiusInRange, type WallContact } from '@swept/core';
import { innerDistance, radiiInRange } from '../band-distances.ts';
import type {
  BoxStillArguments,
  CoreBox,
  CorePair,
  CoreWall,
  OverlapArguments,
  WallStillArguments,
} from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';

/**
 * Band overlap: `true` iff `|b − a|` is below the band's inner edge
 * (`r − w`; `r` for slop) — a penetration the band does not excuse.
 */
export function overlapBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: OverlapArguments<V>) => boolean {
  return (a, ra, b, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkOverlap(a, ra, b, rb);
    return pair.overlap(a, innerDistance(policy, ra + rb), b, 0);
  };
}

/**
 * Band overlap of a ball and a wall: `true` iff the distance from the centre
 * to the wall is below the band's inner edge (`r − w`; `r` for slop).
 */
export function overlapWallBand<V, C extends WallContact<V>>(
  policy: BandPolicy,
  wall: CoreWall<V, C>,
): (...args: WallStillArguments<V>) => boolean {
  return (c, r, w0, w1, w2) => {
    if (!radiusInRange(r)) wall.checkStill(c, r, w0, w1, w2);
    return wall.overlap(c, innerDistance(policy, r), w0, w1, w2);
  };
}

/**
 * Band overlap of a ball and a box: `true` iff the distance from the centre
 * to the box is below the band's inner edge (`r − w`; `r` for slop).
 */
export function overlapBoxBand<V>(
  policy: BandPolicy,
  box: CoreBox<V>,
): (...args: BoxStillArguments<V>) => boolean {
  return (c, r, b, hb) => {
    if (!radiusInRange(r)) box.checkStill(c, r, b, hb);
    return box.overlap(c, innerDistance(policy, r), b, hb);
  };
}
