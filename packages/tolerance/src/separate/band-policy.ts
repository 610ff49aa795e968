/**
 * `separate/`: push two overlapping bodies apart, under a policy —
 * `<pair>.ts` is the `exact` policy's query for the pair, `band-policy.ts`
 * (this file) the band policies' rule for every pair, `push-apart.ts` and
 * `push-out.ts` the post-condition loops every policy shares (pairs, walls).
 */
import type { Separation, WallContact } from '@swept/core';
import {
  bandExtents,
  grownExtents,
  innerDistance,
  pushGrowth,
  zeroExtents,
} from '../band-distances.ts';
import type {
  BallBoxSeparateArguments,
  BoxSeparateArguments,
  CoreBallBox,
  CoreBoxPair,
  CorePair,
  CoreWall,
  SeparateArguments,
  WallStillArguments,
} from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';
import { ballBoxPush } from './ball-box.ts';
import { pushApart } from './push-apart.ts';
import { pushOut } from './push-out.ts';

/**
 * Band separation: positions that do not overlap under the policy come back
 * unchanged (copied); otherwise the core pushes them apart, mass-weighted, to
 * `r` (slop: `r + s`), and further by a few ulps if rounding would leave them
 * overlapping under the policy. Post-condition: the policy's overlap test of
 * the result is `false`.
 */
export function separateBand<V>(
  policy: BandPolicy,
  pair: CorePair<V>,
): (...args: SeparateArguments<V>) => Separation<V> {
  return (a, ra, ma, b, rb, mb) => {
    // Checked here: the radii change below, and the masses may never reach the core.
    pair.checkSeparate(a, ra, ma, b, rb, mb);
    const inner = innerDistance(policy, ra + rb);
    if (!pair.overlap(a, inner, b, 0)) return { a: pair.copy(a), b: pair.copy(b) };
    const overlaps = (p: V, q: V): boolean => pair.overlap(p, inner, q, 0);
    return pushApart(pair.separate, overlaps, a, ra, ma, b, rb, mb, pushGrowth(policy));
  };
}

/**
 * Band push-out of a ball from a wall: a ball that does not overlap the
 * wall under the policy comes back unchanged (copied); otherwise the core
 * pushes it out along the wall's normal to `r` (slop: `r + s`), and further
 * by a few ulps if rounding would leave it overlapping under the policy.
 * Post-condition: the policy's overlap test of the result is `false`.
 */
export function separateWallBand<V, C extends WallContact<V>>(
  policy: BandPolicy,
  wall: CoreWall<V, C>,
): (...args: WallStillArguments<V>) => V {
  return (c, r, w0, w1, w2) => {
    // Checked here: the radius changes below.
    wall.checkStill(c, r, w0, w1, w2);
    const inner = innerDistance(policy, r);
    const overlaps = (p: V): boolean => wall.overlap(p, inner, w0, w1, w2);
    if (!overlaps(c)) return wall.copy(c);
    const separate = (p: V, distance: number): V => wall.separate(p, distance, w0, w1, w2);
    return pushOut(separate, overlaps, c, r, policy.kind === 'slop' ? policy.size : 0);
  };
}

/**
 * Band separation of a ball and a box: a pair that does not overlap under
 * the policy comes back unchanged (copied); otherwise the core pushes them
 * apart, mass-weighted, to `r` (slop: `r + s`), and further by a few ulps if
 * rounding would leave them overlapping under the policy. Post-condition:
 * the policy's overlap test of the result is `false`.
 */
export function separateBallBoxBand<V>(
  policy: BandPolicy,
  box: CoreBallBox<V>,
): (...args: BallBoxSeparateArguments<V>) => Separation<V> {
  return (c, r, mc, b, hb, mb) => {
    // Checked here: the radius changes below, and the masses may never reach the core.
    box.checkSeparate(c, r, mc, b, hb, mb);
    const inner = innerDistance(policy, r);
    if (!box.overlap(c, inner, b, hb)) return { a: box.copy(c), b: box.copy(b) };
    const overlaps = (p: V, q: V): boolean => box.overlap(p, inner, q, hb);
    // The box has no radius: the ball's takes both radii's growth (`ballBoxPush`), `r + s` for slop.
    return pushApart(ballBoxPush(box, hb), overlaps, c, r, mc, b, 0, mb, pushGrowth(policy));
  };
}

/**
 * Band separation of two boxes: boxes that do not overlap under the policy
 * come back unchanged (copied); otherwise the core pushes them apart along
 * its axis of least penetration, mass-weighted, to touching (slop: each
 * half extent grown by `s/2`, a gap of `s`). Post-condition: the policy's
 * overlap test of the result is `false` — the core leaves `|b − a|ᵢ ≥
 * haᵢ + hbᵢ` (grown) on the pushed axis in its own arithmetic, and the
 * band's inner edge there is at most that sum.
 */
export function separateBoxBand<V>(
  policy: BandPolicy,
  pair: CoreBoxPair<V>,
): (...args: BoxSeparateArguments<V>) => Separation<V> {
  const zero = zeroExtents<V>(pair.axes);
  return (a, ha, ma, b, hb, mb) => {
    // Checked here: the extents change below, and the masses may never reach the core.
    pair.checkSeparate(a, ha, ma, b, hb, mb);
    const inner = bandExtents(policy, ha, hb, pair.axes, 'inner');
    if (!pair.overlap(a, inner, b, zero)) return { a: pair.copy(a), b: pair.copy(b) };
    const g = pushGrowth(policy);
    if (g === 0) return pair.separate(a, ha, ma, b, hb, mb);
    return pair.separate(
      a,
      grownExtents(ha, g, pair.axes),
      ma,
      b,
      grownExtents(hb, g, pair.axes),
      mb,
    );
  };
}
