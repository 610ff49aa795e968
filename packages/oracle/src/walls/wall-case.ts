// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/**
 * Wall cases from the variants' inputs, in the contract's argument order
 * (`c0, c1, r, s0, s1` / `c0, c1, r, p0, p1, p2`): doubles read as the exact
 * dyadic rationals they are, Q16.16 raw values as `raw / 65536`.
 */
import { ratFromDouble, ratFromRaw } from '../double.ts';
import { type VecLike, vecFromDoubles, vecFromRaw } from '../vec.ts';
import type { CircleBoxCase } from './rounded-box.ts';
import type { WallCase } from './wall-pieces.ts';

/** How a variant's numbers are read: doubles or Q16.16 raw integers. */
export type Units = 'double' | 'raw';

function read(units: Units) {
  return units === 'double'
    ? { vec: vecFromDoubles, num: ratFromDouble }
    : { vec: vecFromRaw, num: ratFromRaw };
}

/** A moving circle or sphere `c0 → c1` of radius `r` and a moving box `b0 → b1` of half extents `hb`. */
export function circleBoxCase(
  c0: VecLike,
  c1: VecLike,
  r: number,
  b0: VecLike,
  b1: VecLike,
  hb: VecLike,
  units: Units = 'double',
): CircleBoxCase {
  const { vec, num } = read(units);
  return { c0: vec(c0), c1: vec(c1), r: num(r), b0: vec(b0), b1: vec(b1), hb: vec(hb) };
}

/** A moving circle `c0 → c1` of radius `r` against the segment `s0–s1`. */
export function circleSegmentCase(
  c0: VecLike,
  c1: VecLike,
  r: number,
  s0: VecLike,
  s1: VecLike,
  units: Units = 'double',
): WallCase {
  const { vec, num } = read(units);
  return { c0: vec(c0), c1: vec(c1), r: num(r), wall: [vec(s0), vec(s1)] };
}

/** A moving sphere `c0 → c1` of radius `r` against the triangle `p0 p1 p2`. */
export function sphereTriangleCase(
  c0: VecLike,
  c1: VecLike,
  r: number,
  p0: VecLike,
  p1: VecLike,
  p2: VecLike,
  units: Units = 'double',
): WallCase {
  const { vec, num } = read(units);
  return { c0: vec(c0), c1: vec(c1), r: num(r), wall: [vec(p0), vec(p1), vec(p2)] };
}
