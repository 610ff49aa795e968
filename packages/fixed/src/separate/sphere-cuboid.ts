import type { Separation3, Vec3 } from '@swept/core';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { checkSeparateCircleBox } from '../validate.ts';
import { roundedCuboidSide } from '../walls/rounded-cuboid.ts';
import { rawCopy, splitPush } from './split-push.ts';

const W = [0, 0, 0];
const H = [0, 0, 0];
/** The new relative centre `T = c − b`. */
const T = [0, 0, 0];
const V = [0, 0, 0];
const U = [0, 0, 0];

/** Whether the relative centre `T` still overlaps the cuboid (the exact test of `sphereCuboidOverlap`). */
function overlapsAt(r: number): boolean {
  return roundedCuboidSide(T[0]!, T[1]!, T[2]!, H[0]!, H[1]!, H[2]!, r) < 0;
}

/**
 * The edge or corner push: from `q`, the cuboid's point nearest `W` (beyond
 * it on two or three axes), `T = q + u` with `u = round(r·V/|V|)`,
 * `V = W − q`, lengthened one raw unit at a time along its largest component
 * (ties x, then y, then z) until the exact test clears. On the axes within the
 * cuboid `Vᵢ = uᵢ = 0`, and `u` keeps `V`'s signs, so `T`'s distance to the
 * cuboid is `|u|`: it grows only while `|u|² < r²`, so each `|uᵢ| ≤ r` (the
 * range's edge rule relies on it). `|V| < r < 2^31`: the doubles only
 * propose `u`; the exact test decides.
 */
function pushOffEdge(r: number): void {
  let len2 = 0;
  for (let i = 0; i < 3; i += 1) {
    const q = Math.max(-H[i]!, Math.min(H[i]!, W[i]!));
    const v = W[i]! - q;
    T[i] = q;
    V[i] = v;
    len2 += v * v;
  }
  const len = Math.sqrt(len2);
  for (let i = 0; i < 3; i += 1) U[i] = roundHalfAway((r * V[i]!) / len);
  for (let i = 0; i < 3; i += 1) T[i] = T[i]! + U[i]!;
  while (overlapsAt(r)) {
    let m = 0;
    for (let i = 1; i < 3; i += 1) if (Math.abs(U[i]!) > Math.abs(U[m]!)) m = i;
    const step = V[m]! < 0 ? -1 : 1;
    U[m] = U[m]! + step;
    T[m] = T[m]! + step;
  }
}

/**
 * Pushes a sphere and a cuboid apart so that afterwards
 * `sphereCuboidOverlap(result.a, r, result.b, hb)` is `false` EXACTLY (`a`
 * the sphere), with `separateSpheres`' masses and rules, as
 * `separateCircleBox` in 3D. The new relative centre `T = c − b`:
 *
 * - a face (the centre beyond the cuboid on at most one axis, or inside it:
 *   the face of least penetration, ties x, then y, then z, the − face from the
 *   centre plane): `Tᵢ = ±(hbᵢ + r)`, exactly touching;
 * - an edge or a corner (beyond on two or three axes), `q` the cuboid's
 *   point nearest the centre `W`: `q + round(r·(W − q)/|W − q|)`,
 *   lengthened one raw unit at a time along its largest component (ties x,
 *   then y, then z) until the exact test clears.
 *
 * The difference is split by `pushShare` and the range's edge is a wall
 * (`range-edge.ts`; an immovable body's partner that cannot stay in range
 * is a `RangeError` naming it). Not overlapping: unchanged copies.
 *
 * @example
 * const hb = { x: 2 * ONE, y: 2 * ONE, z: 2 * ONE };
 * separateSphereCuboid({ x: 3 * ONE - 100, y: 0, z: 0 }, ONE, 1, { x: 0, y: 0, z: 0 }, hb, Infinity)
 * // { a: { x: 196608, y: 0, z: 0 }, b: { x: 0, y: 0, z: 0 } } (out of the right face, exactly touching)
 */
export function separateSphereCuboid(
  c: Vec3,
  r: number,
  mc: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): Separation3 {
  checkSeparateCircleBox(c, r, mc, b, hb, mb, 3);
  counter.count(false);
  W[0] = c.x - b.x;
  W[1] = c.y - b.y;
  W[2] = c.z - b.z;
  H[0] = hb.x;
  H[1] = hb.y;
  H[2] = hb.z;
  T[0] = W[0];
  T[1] = W[1];
  T[2] = W[2];
  if (!overlapsAt(r)) return { a: rawCopy(c), b: rawCopy(b) };
  let beyond = 0;
  let face = 0;
  for (let i = 0; i < 3; i += 1) {
    if (Math.abs(W[i]!) > H[i]!) {
      beyond += 1;
      face = i;
    } else if (beyond === 0 && H[i]! - Math.abs(W[i]!) < H[face]! - Math.abs(W[face]!)) {
      face = i;
    }
  }
  if (beyond <= 1) {
    T[face] = W[face]! > 0 ? H[face]! + r : -(H[face]! + r);
  } else {
    pushOffEdge(r);
  }
  // The cuboid plays `p` and the sphere `q` of `splitPush`: `e` is the change of `c − b`.
  const e = { x: T[0]! - W[0]!, y: T[1]! - W[1]!, z: T[2]! - W[2]! };
  const { p: cuboid, q: sphere } = splitPush(b, mb, c, mc, e, ['b', 'c']);
  return { a: sphere, b: cuboid };
}
