/**
 * `overlap/`: do two standing bodies overlap, under a policy — `<pair>.ts`
 * is the `exact` policy's query for the pair, `band-policy.ts` (this file)
 * the band policies' rule for every pair.
 */
import { radiusInRange, type WallContact } from '@swept/core';
import {
  bandExtents,
  extentsInRange,
  innerDistance,
  radiiInRange,
  zeroExtents,
} from '../band-distances.ts';
import type {
  BallBoxStillArguments,
  BoxOverlapArguments,
  CoreBallBox,
  CoreBoxPair,
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
export function overlapBallBoxBand<V>(
  policy: BandPolicy,
  box: CoreBallBox<V>,
): (...args: BallBoxStillArguments<V>) => boolean {
  return (c, r, b, hb) => {
    if (!radiusInRange(r)) box.checkStill(c, r, b, hb);
    return box.overlap(c, innerDistance(policy, r), b, hb);
  };
}

/**
 * Band overlap of two boxes: `true` iff on every axis `|b − a|ᵢ` is below
 * the band's inner edge (`Hᵢ − w`; `Hᵢ` for slop).
 */
export function overlapBoxBand<V>(
  policy: BandPolicy,
  pair: CoreBoxPair<V>,
): (...args: BoxOverlapArguments<V>) => boolean {
  const zero = zeroExtents<V>(pair.axes);
  return (a, ha, b, hb) => {
    if (!extentsInRange(ha, hb, pair.axes)) pair.checkOverlap(a, ha, b, hb);
    return pair.overlap(a, bandExtents(policy, ha, hb, pair.axes, 'inner'), b, zero);
  };
}
