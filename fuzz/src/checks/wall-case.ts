/**
 * The exact wall case a variant's wall answer is judged against, shared by the wall
 * checks of every operation (swept, time of impact, overlap, separation): the radius its
 * answer is exact for (`r`, or a band policy's `outer` / `inner`), the band a
 * disagreement must lie in (the core's `ROUNDING_BAND.wall · wallScale` on
 * `g = distance² − r²`; none for fixed and tolerance `exact`), and the variant's own
 * swept and overlap answers.
 */
import { type Rat, ratFromDouble, type WallCase } from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type { CaseResult, Vec, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { declaredBand } from './util.ts';

type Radius = 'touch' | 'overlap';

/** The radius the variant's answer is exact for: `r`, or a band policy's `outer` / `inner`. */
export function radius(variant: Variant, r: number, which: Radius): Rat {
  const s = variant.semantics;
  if (s.kind !== 'policy') return exactNumber(variant.units, r);
  // A negative inner radius (a band wider than r) overlaps nothing, as radius 0 does.
  return ratFromDouble(Math.max(0, which === 'touch' ? s.outer(r, 0) : s.inner(r, 0)));
}

export function exactCase(variant: Variant, a: WallArgs, wall: Vec[], which: Radius): WallCase {
  return {
    c0: exactVec(variant.units, a.c0),
    c1: exactVec(variant.units, a.c1),
    r: radius(variant, a.r, which),
    wall: wall.map((p) => exactVec(variant.units, p)),
  };
}

/** A boolean that differs from the exact one: a violation unless the band covers `|g_min| / S`. */
export function judgeBoolean(
  variant: Variant,
  out: CaseResult,
  what: string,
  margin: () => number,
): void {
  const band = declaredBand(variant, 'wall');
  if (band === null) {
    out.violations.push(what);
    return;
  }
  const m = margin();
  out.margin = Math.max(out.margin ?? 0, m);
  if (m > band) out.violations.push(`${what}, |g|/scale = ${m} > band ${band}`);
}

export const dimOf = (a: WallArgs): 2 | 3 => (a.wall.length === 3 ? 3 : 2);

export function callSwept(v: Variant, a: WallArgs): unknown {
  const [w0, w1, w2] = a.wall;
  return dimOf(a) === 2
    ? v.api.sweptCircleSegment(a.c0, a.c1, a.r, w0, w1)
    : v.api.sweptSphereTriangle(a.c0, a.c1, a.r, w0, w1, w2);
}

export function callOverlap(v: Variant, a: WallArgs, c: Vec): unknown {
  const [w0, w1, w2] = a.wall;
  return dimOf(a) === 2
    ? v.api.circleSegmentOverlap(c, a.r, w0, w1)
    : v.api.sphereTriangleOverlap(c, a.r, w0, w1, w2);
}

/** The static case at centre `c` (`c0 = c1`), for the overlap margin and its scale. */
export function staticCase(variant: Variant, a: WallArgs, c: Vec, which: Radius): WallCase {
  return exactCase(variant, { ...a, c0: c, c1: c }, a.wall, which);
}
