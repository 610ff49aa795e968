/** Exact vectors: 2 or 3 rational components. */
import { ratFromDouble, ratFromRaw } from './double.ts';
import { add, mul, type Rat, sub, ZERO } from './rat.ts';

/** A 2D or 3D vector of exact rationals (`[x, y]` or `[x, y, z]`). */
export type RVec = readonly Rat[];

/** A `{x, y}` or `{x, y, z}` input as read by every variant. */
export interface VecLike {
  x: number;
  y: number;
  z?: number;
}

/** The exact value of a double vector (`z` present → 3 components). */
export function vecFromDoubles(v: VecLike): RVec {
  const out = [ratFromDouble(v.x), ratFromDouble(v.y)];
  if (v.z !== undefined) out.push(ratFromDouble(v.z));
  return out;
}

/** The exact value of a Q16.16 raw vector (`raw / 65536` per component). */
export function vecFromRaw(v: VecLike): RVec {
  const out = [ratFromRaw(v.x), ratFromRaw(v.y)];
  if (v.z !== undefined) out.push(ratFromRaw(v.z));
  return out;
}

function component(v: RVec, i: number): Rat {
  const c = v[i];
  if (c === undefined) throw new RangeError(`vector has no component ${i}`);
  return c;
}

function sameLength(a: RVec, b: RVec): void {
  if (a.length !== b.length) {
    throw new RangeError(`vectors must have the same dimension (got ${a.length} and ${b.length})`);
  }
}

export function vsub(a: RVec, b: RVec): RVec {
  sameLength(a, b);
  return a.map((c, i) => sub(c, component(b, i)));
}

export function vadd(a: RVec, b: RVec): RVec {
  sameLength(a, b);
  return a.map((c, i) => add(c, component(b, i)));
}

export function vscale(a: RVec, s: Rat): RVec {
  return a.map((c) => mul(c, s));
}

export function dot(a: RVec, b: RVec): Rat {
  sameLength(a, b);
  let sum = ZERO;
  for (let i = 0; i < a.length; i++) sum = add(sum, mul(component(a, i), component(b, i)));
  return sum;
}

/** The 2D cross product `a.x·b.y − a.y·b.x`. */
export function cross(a: RVec, b: RVec): Rat {
  return sub(mul(component(a, 0), component(b, 1)), mul(component(a, 1), component(b, 0)));
}

/** The 3D cross product `a × b` (a missing `z` reads as 0, so 2D vectors give `(0, 0, a×b)`). */
export function cross3(a: RVec, b: RVec): RVec {
  const [ax = ZERO, ay = ZERO, az = ZERO] = a;
  const [bx = ZERO, by = ZERO, bz = ZERO] = b;
  return [
    sub(mul(ay, bz), mul(az, by)),
    sub(mul(az, bx), mul(ax, bz)),
    sub(mul(ax, by), mul(ay, bx)),
  ];
}

export function isZeroVec(a: RVec): boolean {
  return a.every((c) => c.n === 0n);
}
