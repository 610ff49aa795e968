/**
 * The exact first touch of a moving circle or sphere with a wall, its status
 * and its roundings: `t*` (a {@link Surd}), floored to a grid (the fixed
 * variant's `t`, `floor(t*·65536)`) and bracketed by doubles (the tolerance
 * `exact` policy's `t` is the lower one).
 */
import { nextUp, ratBracket, ratFromDouble } from '../double.ts';
import { cmp, div, ONE, type Rat, rat, sign, ZERO } from '../rat.ts';
import { dot, vsub } from '../vec.ts';
import { compareSurd, floorSurd, type Surd, surdAffine, surdFromRat } from '../walls/surd.ts';
import { firstTouch, gAtStart, type WallCase } from '../walls/wall-pieces.ts';
import type { ContactStatus } from './status.ts';

/** The exact first touch: `t*`, the contract's status and, for a segment, `u*`. */
export interface WallContact {
  t: Surd;
  status: ContactStatus;
  /** The nearest point's parameter along `s0 → s1` at `t*` (segments; `0` for a point). */
  u: Surd;
}

/** `null` iff the circle never touches the wall during the step. */
export function wallContact(c: WallCase): WallContact | null {
  const first = firstTouch(c);
  if (first === null) return null;
  const { g, slope } = gAtStart(c);
  const status = g < 0 ? 'overlap' : g === 0 && slope >= 0 ? 'separating' : 'impact';
  return { t: first.t, status, u: nearestU(c, first.t) };
}

/** `clamp((w(t)·e) / |e|², 0, 1)` along the first edge `wall[0] → wall[1]`, exactly. */
function nearestU(c: WallCase, t: Surd): Surd {
  const [s0, s1] = c.wall as [readonly Rat[], readonly Rat[]];
  const e = vsub(s1, s0);
  const ee = dot(e, e);
  if (sign(ee) === 0) return surdFromRat(ZERO);
  const u = surdAffine(t, div(dot(vsub(c.c1, c.c0), e), ee), div(dot(vsub(c.c0, s0), e), ee));
  if (compareSurd(u, surdFromRat(ZERO)) <= 0) return surdFromRat(ZERO);
  if (compareSurd(u, surdFromRat(ONE)) >= 0) return surdFromRat(ONE);
  return u;
}

/** The sign of `t − x` for a rational `t`. */
export function compareAt(t: Rat, x: Surd): -1 | 0 | 1 {
  return compareSurd(surdFromRat(t), x);
}

/** `floor(x · 65536)` as a number (the fixed variant's `t` and `u`). */
export function surdFloor16(x: Surd): number {
  return Number(floorSurd(x, 65536n));
}

/**
 * `[lo, hi]`: the largest double `≤ x` and the smallest `≥ x` (equal when `x`
 * is a double), for `x` in `[0, 1]`. Every double there is a multiple of
 * 2^-1074, so the largest one `≤ x` is the largest one `≤ floor(x·2^1100)/2^1100`.
 */
export function surdBracket(x: Surd): [number, number] {
  const shift = 1100n;
  const q = rat(floorSurd(x, 1n << shift), 1n << shift);
  const [lo] = ratBracket(q);
  return [lo, cmp(ratFromDouble(lo), q) === 0 && compareAt(q, x) === 0 ? lo : nextUp(lo)];
}
