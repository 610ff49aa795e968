/**
 * The distances a band policy compares against, from `r = ra + rb`
 * (computed once, so A and B play symmetric roles: `ra + rb === rb + ra`).
 * The core does every comparison: a band query calls the core's query with
 * one radius set to the band distance and the other to 0.
 */
import { INPUT_MIN, radiusInRange } from '@swept/core';
import { ulp } from './double.ts';
import type { BandPolicy } from './policy.ts';

/** The band's half-width `w` at contact distance `r`. */
export function halfWidth(policy: BandPolicy, r: number): number {
  switch (policy.kind) {
    case 'relative':
      return policy.size * r;
    case 'ulps':
      return r === 0 ? 0 : policy.size * ulp(r);
    default:
      return policy.size;
  }
}

// Read once into a local constant: an imported binding may compile to a getter
// (transpilers that turn ESM into CommonJS do that), which the hot path should not call.
const SMALLEST_RADIUS: number = INPUT_MIN;

/**
 * A distance as a core radius: the core accepts 0 or at least `INPUT_MIN`, so a
 * band edge closer to 0 than that counts as 0.
 */
function asRadius(distance: number): number {
  return distance < SMALLEST_RADIUS ? 0 : distance;
}

/** The touch distance: contact when `|b − a| ≤ outer`. */
export function outerDistance(policy: BandPolicy, r: number): number {
  return asRadius(r + halfWidth(policy, r));
}

/** The overlap distance: overlapping when `|b − a| < inner` (`r` for slop, else `r − w`). */
export function innerDistance(policy: BandPolicy, r: number): number {
  return policy.kind === 'slop' ? r : asRadius(r - halfWidth(policy, r));
}

/**
 * How much separation grows each radius beyond the core's target `ra + rb`:
 * slop leaves a gap of `s` (half on each radius), the others push to `r`.
 */
export function pushGrowth(policy: BandPolicy): number {
  return policy.kind === 'slop' ? policy.size / 2 : 0;
}

/** Both radii are ones the core accepts, so transforming them hides no error. */
export function radiiInRange(ra: number, rb: number): boolean {
  return radiusInRange(ra) && radiusInRange(rb);
}

type Axis = 'x' | 'y' | 'z';

/** Component `k` of a vector given as a type parameter. */
function component<V>(v: V, k: Axis): number {
  return (v as unknown as Record<Axis, number>)[k];
}

/** Both boxes' half extents are objects whose components the core accepts as radii. */
export function extentsInRange<V>(ha: V, hb: V, axes: readonly Axis[]): boolean {
  if (ha == null || hb == null) return false;
  for (const k of axes) {
    if (!radiiInRange(component(ha, k), component(hb, k))) return false;
  }
  return true;
}

/**
 * The boxes' band, per axis: half extents (handed to the core as A's, with
 * B's 0) whose sum on each axis is the band's edge at `H = ha + hb` there —
 * `outer` (`H + w`, the touch) or `inner` (`H − w`; `H` for slop, the overlap).
 */
export function bandExtents<V>(
  policy: BandPolicy,
  ha: V,
  hb: V,
  axes: readonly Axis[],
  edge: 'outer' | 'inner',
): V {
  const out: Partial<Record<Axis, number>> = {};
  for (const k of axes) {
    const h = component(ha, k) + component(hb, k);
    out[k] = edge === 'outer' ? outerDistance(policy, h) : innerDistance(policy, h);
  }
  return out as V;
}

/** Half extents of 0 on `axes`: B's, when the band's extents are all handed to A. */
export function zeroExtents<V>(axes: readonly Axis[]): V {
  const out: Partial<Record<Axis, number>> = {};
  for (const k of axes) out[k] = 0;
  return out as V;
}

/** `h` grown by `g` on every axis (a separation's target beyond touching, slop's gap). */
export function grownExtents<V>(h: V, g: number, axes: readonly Axis[]): V {
  const out: Partial<Record<Axis, number>> = {};
  for (const k of axes) out[k] = component(h, k) + g;
  return out as V;
}
