/**
 * The wall queries judged against the exact oracle: fixed and tolerance
 * `exact` to the bit (booleans, status, `t` floored to 1/65536 or the largest
 * double not after `t*`, push-out exactly out of the wall); the core where it
 * disagrees only inside its wall band (`g = distance² − r²` within
 * `ROUNDING_BAND.wall · wallScale` of 0); a band policy as the same test with
 * its own contact radius (`outer` to touch, `inner` to overlap).
 */
import {
  add,
  circlePolylineToiExact,
  cmp,
  compareAt,
  distanceSquared,
  div,
  dot,
  mul,
  polylineSegments,
  type Rat,
  type RVec,
  rat,
  ratFromDouble,
  separationVerdict,
  sign,
  sub,
  surdBracket,
  surdFloor16,
  surdFromRat,
  vadd,
  vscale,
  vsub,
  type WallCase,
  type WallContact,
  wallContact,
  wallGMin,
  wallMargin,
  wallScale,
} from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type { CaseResult, Vec, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { isRangeRefusal, judgeWallRefusal, positionsOutsideRange } from './range-edge.ts';
import { allFinite, fmt, numbersIn, relative, slackOf } from './util.ts';

type Radius = 'touch' | 'overlap';

/** The radius the variant's answer is exact for: `r`, or a band policy's `outer` / `inner`. */
function radius(variant: Variant, r: number, which: Radius): Rat {
  const s = variant.semantics;
  if (s.kind !== 'policy') return exactNumber(variant.units, r);
  // A negative inner radius (a band wider than r) overlaps nothing, as radius 0 does.
  return ratFromDouble(Math.max(0, which === 'touch' ? s.outer(r, 0) : s.inner(r, 0)));
}

function exactCase(variant: Variant, a: WallArgs, wall: Vec[], which: Radius): WallCase {
  return {
    c0: exactVec(variant.units, a.c0),
    c1: exactVec(variant.units, a.c1),
    r: radius(variant, a.r, which),
    wall: wall.map((p) => exactVec(variant.units, p)),
  };
}

/** The band a disagreement must lie in, or `null` for an exact variant. */
function wallBand(variant: Variant): number | null {
  const s = variant.semantics;
  return s.kind === 'banded' || s.kind === 'policy' ? s.band.wall : null;
}

/** A boolean that differs from the exact one: a violation unless the band covers `|g_min| / S`. */
function judgeBoolean(variant: Variant, out: CaseResult, what: string, margin: () => number): void {
  const band = wallBand(variant);
  if (band === null) {
    out.violations.push(what);
    return;
  }
  const m = margin();
  out.margin = Math.max(out.margin ?? 0, m);
  if (m > band) out.violations.push(`${what}, |g|/scale = ${m} > band ${band}`);
}

const dimOf = (a: WallArgs): 2 | 3 => (a.wall.length === 3 ? 3 : 2);

function callSwept(v: Variant, a: WallArgs): unknown {
  const [w0, w1, w2] = a.wall;
  return dimOf(a) === 2
    ? v.api.sweptCircleSegment(a.c0, a.c1, a.r, w0, w1)
    : v.api.sweptSphereTriangle(a.c0, a.c1, a.r, w0, w1, w2);
}

export function checkWallSwept(variant: Variant, a: WallArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = callSwept(variant, a);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = exactCase(variant, a, a.wall, 'touch');
  const exact = sign(wallGMin(c)) <= 0;
  out.judged = true;
  if (got !== exact) {
    judgeBoolean(variant, out, `answered ${got}, exact is ${exact}`, () =>
      relative(wallGMin(c), wallScale(c)),
    );
  }
  return out;
}

/** `g(t) = distance(C(t), wall)² − r²` at a double (or raw) `t`. */
function gAt(variant: Variant, c: WallCase, t: number): Rat {
  const tq = exactNumber(variant.units, t);
  const at = vadd(c.c0, vscale(vsub(c.c1, c.c0), tq));
  return sub(distanceSquared(at, c.wall), mul(c.r, c.r));
}

/** `clamp(((C(t) − s0)·e)/|e|², 0, 1)`: the nearest point's parameter on the segment at `t`. */
function uAt(c: WallCase, t: Rat): Rat {
  const [s0, s1] = c.wall as [RVec, RVec];
  const e = vsub(s1, s0);
  const ee = dot(e, e);
  if (sign(ee) === 0) return rat(0);
  const u = div(dot(vsub(vadd(c.c0, vscale(vsub(c.c1, c.c0), t)), s0), e), ee);
  return cmp(u, rat(0)) < 0 ? rat(0) : cmp(u, rat(1)) > 0 ? rat(1) : u;
}

function segmentZero(h: WallContact | null): (WallContact & { segment: number }) | null {
  return h === null ? null : { ...h, segment: 0 };
}

interface Contact {
  t: number;
  u?: number;
  status: string;
  segment?: number;
}

/** The time of impact of a segment, triangle (or, with `polyline`, a polyline). */
export function checkWallTimeOfImpact(variant: Variant, a: WallArgs, polyline = false): CaseResult {
  const out: CaseResult = { violations: [] };
  const [w0, w1, w2] = a.wall;
  const dim = dimOf(a);
  const got = (
    polyline
      ? variant.api.circlePolylineTimeOfImpact(a.c0, a.c1, a.r, a.wall, a.closed)
      : dim === 2
        ? variant.api.circleSegmentTimeOfImpact(a.c0, a.c1, a.r, w0, w1)
        : variant.api.sphereTriangleTimeOfImpact(a.c0, a.c1, a.r, w0, w1, w2)
  ) as Contact | null;
  if (got !== null && (typeof got !== 'object' || typeof got.t !== 'number')) {
    return { violations: [`returned ${fmt(got)}, not a contact or null`] };
  }
  const one = variant.units === 'raw' ? 65536 : 1;
  if (got !== null) {
    if (!allFinite(got)) out.violations.push(`non-finite number in ${fmt(got)}`);
    if (!(got.t >= 0 && got.t <= one)) out.violations.push(`t = ${got.t} outside [0, ${one}]`);
  }
  if (!polyline) {
    const swept = callSwept(variant, a);
    if (swept !== (got !== null)) {
      out.violations.push(`answered ${fmt(got)} while its own swept test says ${swept}`);
    }
  }
  // Every wall the answer is chosen from, as exact cases at the touch radius.
  const whole = exactCase(variant, a, a.wall, 'touch');
  const cases: WallCase[] = polyline
    ? polylineSegments(whole.wall, a.closed).map((wall) => ({ ...whole, wall }))
    : [whole];
  const exact = polyline
    ? circlePolylineToiExact(whole.c0, whole.c1, whole.r, whole.wall, a.closed)
    : segmentZero(wallContact(whole));
  out.judged = true;
  if ((got === null) !== (exact === null)) {
    const what = `answered ${got === null ? 'miss' : `t = ${got.t}`}, exact is ${exact === null ? 'miss' : `t* ≈ ${surdBracket(exact.t)[0]}`}`;
    judgeBoolean(variant, out, what, () =>
      Math.min(...cases.map((c) => relative(wallGMin(c), wallScale(c)))),
    );
    return out;
  }
  if (got === null || exact === null) return out;
  const s = variant.semantics;
  const k = polyline ? got.segment : 0;
  const own = typeof k === 'number' ? cases[k] : undefined;
  if (own === undefined) {
    out.violations.push(`segment ${fmt(k)} is not one of the ${cases.length} segments`);
    return out;
  }
  if (s.kind === 'fixed' || s.kind === 'exact') {
    const expected = s.kind === 'fixed' ? surdFloor16(exact.t) : surdBracket(exact.t)[0];
    const rule = s.kind === 'fixed' ? 'floor(t*·65536)' : 'the largest double ≤ t*';
    if (got.t !== expected) out.violations.push(`t = ${got.t}, ${rule} is ${expected}`);
    if (got.status !== exact.status) {
      out.violations.push(`status ${got.status}, exact is ${exact.status}`);
    }
    if (polyline) {
      const mine = wallContact(own);
      const mineT =
        mine === null ? null : s.kind === 'fixed' ? surdFloor16(mine.t) : surdBracket(mine.t)[0];
      if (mineT !== got.t || (got.segment ?? 0) > exact.segment) {
        out.violations.push(
          `segment ${got.segment} (its t ${mineT}), the earliest exact is segment ${exact.segment}`,
        );
      }
    } else if (s.kind === 'fixed' && dim === 2) {
      // u is the nearest point's parameter at the reported t (or at t*): floored, between the two.
      const atT = surdFloor16(surdFromRat(uAt(own, exactNumber('raw', got.t))));
      const atStar = surdFloor16(exact.u);
      if (got.u !== atT && got.u !== atStar) {
        out.violations.push(`u = ${got.u}, floor(u·65536) is ${atT} at t and ${atStar} at t*`);
      }
    }
    return out;
  }
  // Banded: a t that is not t* must lie where the exact g is within the band of 0.
  const band = wallBand(variant)!;
  const mine = wallContact(own);
  const tq = exactNumber(variant.units, got.t);
  if (mine !== null && compareAt(tq, mine.t) === 0) return out;
  const g = gAt(variant, own, got.t);
  const m = relative(g, wallScale(own));
  if (m > band) {
    out.violations.push(`t = ${got.t}: exact g(t) = distance² − r² is ${m}·scale, band ${band}`);
  }
  return out;
}

function callOverlap(v: Variant, a: WallArgs, c: Vec): unknown {
  const [w0, w1, w2] = a.wall;
  return dimOf(a) === 2
    ? v.api.circleSegmentOverlap(c, a.r, w0, w1)
    : v.api.sphereTriangleOverlap(c, a.r, w0, w1, w2);
}

/** The static case at centre `c` (`c0 = c1`), for the overlap margin and its scale. */
function staticCase(variant: Variant, a: WallArgs, c: Vec, which: Radius): WallCase {
  return exactCase(variant, { ...a, c0: c, c1: c }, a.wall, which);
}

export function checkWallOverlap(variant: Variant, a: WallArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = callOverlap(variant, a, a.c0);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = staticCase(variant, a, a.c0, 'overlap');
  const margin = wallMargin(c.c0, c.r, c.wall);
  const exact = sign(margin) < 0;
  out.judged = true;
  if (got !== exact) {
    judgeBoolean(variant, out, `answered ${got}, exact is ${exact}`, () =>
      relative(margin, wallScale(c)),
    );
  }
  return out;
}

export function checkWallSeparation(variant: Variant, a: WallArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const [w0, w1, w2] = a.wall;
  const dim = dimOf(a);
  let got: Vec;
  try {
    got = (
      dim === 2
        ? variant.api.separateCircleSegment(a.c0, a.r, w0, w1)
        : variant.api.separateSphereTriangle(a.c0, a.r, w0, w1, w2)
    ) as Vec;
  } catch (error) {
    // fixed's range rule: a push that would leave the Q16.16 range is refused.
    if (variant.semantics.kind === 'fixed' && isRangeRefusal(error)) {
      return { violations: judgeWallRefusal(variant, a, error) };
    }
    throw error;
  }
  if (typeof got !== 'object' || got === null || !allFinite(got) || numbersIn(got).length !== dim) {
    return { violations: [`returned ${fmt(got)}, not a finite centre`] };
  }
  if (variant.semantics.kind === 'fixed') {
    // Outside the range, every later call (the post-conditions' included) would refuse it.
    const outside = positionsOutsideRange({ c: got });
    if (outside.length > 0) return { violations: outside };
  }
  if (callOverlap(variant, a, got) === true) {
    out.violations.push(`still overlaps in its own arithmetic at ${fmt(got)}`);
  }
  const before = numbersIn(a.c0);
  const moved = numbersIn(got).some((x, i) => !Object.is(x, before[i]) && x !== before[i]);
  if (callOverlap(variant, a, a.c0) === false && moved) {
    out.violations.push(`not overlapping, yet the centre moved to ${fmt(got)}`);
  }
  const s = variant.semantics;
  out.judged = true;
  if (s.kind === 'fixed' || s.kind === 'exact') {
    const c = staticCase(variant, a, a.c0, 'overlap');
    const verdict = separationVerdict(
      c.c0,
      exactVec(variant.units, got),
      c.r,
      c.wall,
      slackOf(variant, [...numbersIn(a), ...numbersIn(got)]),
    );
    if (!verdict.ok) out.violations.push(`${verdict.reason} (exactly): ${fmt(got)}`);
    return out;
  }
  // Banded: an exact residual overlap only inside the band.
  const c = staticCase(variant, a, got, 'overlap');
  const margin = wallMargin(c.c0, c.r, c.wall);
  if (sign(margin) < 0) {
    const m = relative(margin, wallScale(c));
    out.margin = m;
    if (m > s.band.wall) {
      out.violations.push(
        `still overlaps exactly, |g|/scale = ${m} > band ${s.band.wall}: ${fmt(got)}`,
      );
    }
  } else if (s.kind === 'banded' && moved) {
    // Out along the normal by r − distance (docs/contract.md), in the variant's rounding:
    // beyond the surface only inside the band, or by the few ulps of the returned
    // coordinates that the nearest double past the surface may take.
    const m = relative(margin, wallScale(c));
    const slack = slackOf(variant, [...numbersIn(a), ...numbersIn(got)]);
    if (m > s.band.wall && cmp(margin, mul(slack, add(mul(rat(2), c.r), slack))) > 0) {
      out.violations.push(
        `pushed further than the surface, g/scale = ${m} > band ${s.band.wall}: ${fmt(got)}`,
      );
    }
  }
  return out;
}
