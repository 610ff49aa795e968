/**
 * `separate/`: push two overlapping bodies apart, under a policy —
 * `<pair>.ts` is the `exact` policy's query for the pair, `band-policy.ts`
 * (this file) the band policies' rule for every pair, `push-apart.ts` and
 * `push-out.ts` the post-condition loops every policy shares (pairs, walls).
 */
import {
  circleBoxOverlap,
  type Separation,
  type Separation2,
  type Vec2,
  type WallContact,
} from '@swept/core';
import { checkSeparateCircleBox2 } from '@swept/core/internal';
import { innerDistance, pushGrowth } from '../band-distances.ts';
import type { CorePair, CoreWall, SeparateArguments, WallStillArguments } from '../pairs.ts';
import type { BandPolicy } from '../policy.ts';
import { circleBoxPush } from './circle-box.ts';
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
 * Band separation of a circle and a box: a pair that does not overlap under
 * the policy comes back unchanged (copied); otherwise the core pushes them
 * apart, mass-weighted, to `r` (slop: `r + s`), and further by a few ulps if
 * rounding would leave them overlapping under the policy. Post-condition:
 * the policy's overlap test of the result is `false`.
 */
export function separateCircleBoxBand(
  policy: BandPolicy,
): (c: Vec2, r: number, mc: number, b: Vec2, hb: Vec2, mb: number) => Separation2 {
  return (c, r, mc, b, hb, mb) => {
    // Checked here: the radius changes below, and the masses may never reach the core.
    checkSeparateCircleBox2(c, r, mc, b, hb, mb);
    const inner = innerDistance(policy, r);
    if (!circleBoxOverlap(c, inner, b, hb)) return { a: { x: c.x, y: c.y }, b: { x: b.x, y: b.y } };
    const overlaps = (p: Vec2, q: Vec2): boolean => circleBoxOverlap(p, inner, q, hb);
    // The box has no radius: the circle's takes both radii's growth (`circleBoxPush`), `r + s` for slop.
    return pushApart(circleBoxPush(hb), overlaps, c, r, mc, b, 0, mb, pushGrowth(policy));
  };
}
