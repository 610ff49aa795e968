/**
 * `swept/`: do two moving bodies touch during the step, under a policy —
 * `<pair>.ts` is the `exact` policy's query for the pair, `band-policy.ts`
 * (this file) the band policies' rule for every pair.
 */
import { radiusInRange, type WallContact } from '@swept/core';
import {
  bandExtents,
  extentsInRange,
  outerDistance,
  radiiInRange,
  zeroExtents,
} from '../band-distances.ts';
import type {
  BallBoxSweptArguments,
  BoxSweptArguments,
  CoreBallBox,
  CoreBoxPair,
  CorePair,
  CoreWall,
  SweptArguments,
  WallSweptArguments,
} from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';

/**
 * Band swept test: `true` iff the distance of the centres comes to at most
 * the band's outer edge `r + w` during the step — the core's test with the
 * radius `r + w`. The radii are checked here, before they are changed (the
 * positions go to the core untouched, and it checks them).
 */
export function sweptBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: SweptArguments<V>) => boolean {
  return (a0, a1, ra, b0, b1, rb) => {
    if (!radiiInRange(ra, rb)) pair.checkSwept(a0, a1, ra, b0, b1, rb);
    return pair.swept(a0, a1, outerDistance(policy, ra + rb), b0, b1, 0);
  };
}

/**
 * Band swept test of a ball against a wall: `true` iff the distance from
 * the centre to the wall comes to at most the band's outer edge `r + w`
 * during the step — the core's test with the radius `r + w`.
 */
export function sweptWallBand<V, C extends WallContact<V>>(
  policy: BandPolicy,
  wall: CoreWall<V, C>,
): (...args: WallSweptArguments<V>) => boolean {
  return (c0, c1, r, w0, w1, w2) => {
    if (!radiusInRange(r)) wall.checkSwept(c0, c1, r, w0, w1, w2);
    return wall.swept(c0, c1, outerDistance(policy, r), w0, w1, w2);
  };
}

/**
 * Band swept test of a ball against a box: `true` iff the distance from the
 * centre to the box comes to at most the band's outer edge `r + w` during the
 * step — the core's test with the radius `r + w` (the box's rounded edge moved
 * out to the band, as a wall's).
 */
export function sweptBallBoxBand<V>(
  policy: BandPolicy,
  box: CoreBallBox<V>,
): (...args: BallBoxSweptArguments<V>) => boolean {
  return (c0, c1, r, b0, b1, hb) => {
    if (!radiusInRange(r)) box.checkSwept(c0, c1, r, b0, b1, hb);
    return box.swept(c0, c1, outerDistance(policy, r), b0, b1, hb);
  };
}

/**
 * Band swept test of two boxes: `true` iff on every axis `|B(t) − A(t)|ᵢ`
 * comes to at most the band's outer edge `Hᵢ + w` (`Hᵢ = haᵢ + hbᵢ`, `w`
 * at `Hᵢ`) at some `t` — the core's test with those half extents. The
 * extents are checked here, before they are changed.
 */
export function sweptBoxBand<V>(
  policy: BandPolicy,
  pair: CoreBoxPair<V>,
): (...args: BoxSweptArguments<V>) => boolean {
  const zero = zeroExtents<V>(pair.axes);
  return (a0, a1, ha, b0, b1, hb) => {
    if (!extentsInRange(ha, hb, pair.axes)) pair.checkSwept(a0, a1, ha, b0, b1, hb);
    return pair.swept(a0, a1, bandExtents(policy, ha, hb, pair.axes, 'outer'), b0, b1, zero);
  };
}
