/**
 * The times of impact — two bodies, a body against a wall (segment, triangle,
 * polyline), a circle against a box (a sphere against a cuboid), two boxes — judged by the analytic oracle (the exact first touch `t*`, compared
 * without floating point; the status; the wall's `u` and segment) and, for two bodies,
 * the sampled oracle (a sampled touch bounds `t` from above).
 */
import {
  ballsTimeOfImpactBracket,
  ballsTimeOfImpactFloor,
  ballsTimeOfImpactStatus,
  boxCaseBanded,
  boxesContactAt,
  boxesNormalWithinBand,
  boxesTimeOfImpactBracket,
  boxesTimeOfImpactExact,
  boxesTimeOfImpactFloor,
  boxScale,
  centreAt,
  circleBoxGapMin,
  circlePolylineTimeOfImpactExact,
  cmp,
  coefficients,
  compareAt,
  compareBallsTimeOfImpact,
  div,
  dot,
  fAt,
  gAt,
  min,
  polylineSegments,
  type Rat,
  type RVec,
  rat,
  ratFromDouble,
  ratToNumber,
  type Surd,
  type SweptCase,
  sign,
  surdBracket,
  surdFloor16,
  surdFromRat,
  sweptBallsExact,
  sweptBallsScale,
  vertex,
  vsub,
  type WallCase,
  type WallContact,
  wallContact,
  wallGMin,
  wallScale,
  ZERO,
} from '@swept/oracle';
import { exactNumber } from '../oracle/exact.ts';
import { sampleSwept } from '../oracle/sampled.ts';
import type { BoxArgs, CaseResult, CircleBoxArgs, SweptArgs, Vec, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import {
  comps,
  exactBoxCase,
  judgedBoxCase,
  nearestRaw,
  normalAxis,
  requiredAnswer,
  shown,
} from './box-case.ts';
import {
  callCircleBoxSwept,
  circleBoxGapAt,
  circleBoxQuery,
  circleBoxRelative,
  exactCircleBoxCase,
  exactOf,
} from './circle-box-case.ts';
import { timeOfImpactGeometry } from './geometry.ts';
import { judgedCase, judgeHit, SAMPLES } from './hit.ts';
import { allFinite, declaredBand, fmt, relative } from './util.ts';
import { callSwept, dimOf, exactCase, judgeBoolean } from './wall-case.ts';

/** The minimum of `f` on `[0, t]`. */
function fMinUpTo(c: SweptCase, t: Rat): Rat {
  const v = vertex(c);
  const ends = min(fAt(c, ZERO), fAt(c, t));
  if (v === null || sign(v) <= 0 || cmp(v, t) >= 0) return ends;
  return min(ends, fAt(c, v));
}

/** The reported time as an exact rational, in the variant's units. */
function reportedTime(variant: Variant, t: number): Rat {
  return variant.units === 'raw' ? exactNumber('raw', t) : ratFromDouble(t);
}

export function checkTimeOfImpact(variant: Variant, args: SweptArgs, dim: 2 | 3): CaseResult {
  const out: CaseResult = { violations: [] };
  const fn = dim === 2 ? variant.api.circlesTimeOfImpact : variant.api.spheresTimeOfImpact;
  const got = fn(args.a0, args.a1, args.ra, args.b0, args.b1, args.rb);
  if (got !== null && (typeof got !== 'object' || typeof got.t !== 'number')) {
    out.violations.push(`returned ${fmt(got)}, not a time of impact or null`);
    return out;
  }
  const c = judgedCase(variant, args);
  judgeHit(variant, args, c, got !== null, out);
  if (got === null || !sweptBallsExact(c)) return out;
  if (!allFinite(got)) out.violations.push(`non-finite number in ${fmt(got)}`);
  // The normal is a unit vector (raw: 65536 long, within the floor of each component).
  const n = got.normal as { x: number; y: number; z?: number };
  const unit = variant.units === 'raw' ? 65536 : 1;
  const len2 = (n.x * n.x + n.y * n.y + (n.z ?? 0) * (n.z ?? 0)) / (unit * unit);
  if (!(Math.abs(len2 - 1) <= (variant.units === 'raw' ? 1e-3 : 1e-9))) {
    out.violations.push(`normal ${fmt(n)} is not a unit vector (|n|² = ${len2})`);
  }
  const one = variant.units === 'raw' ? 65536 : 1;
  if (!(got.t >= 0 && got.t <= one)) {
    out.violations.push(`t = ${got.t} outside [0, ${one}]`);
    return out;
  }
  out.violations.push(...timeOfImpactGeometry(variant, args, got));
  const s = variant.semantics;
  let documentedLate = false;
  if (s.kind === 'fixed') {
    const want = Number(ballsTimeOfImpactFloor(c, 65536n));
    if (got.t !== want) out.violations.push(`t = ${got.t}, floor(t*·65536) = ${want}`);
  } else if (s.kind === 'exact') {
    const [lo] = ballsTimeOfImpactBracket(c);
    if (got.t !== lo) out.violations.push(`t = ${got.t}, the largest double ≤ t* is ${lo}`);
  } else {
    // Banded: reporting early is fine while f(t) is inside the band; reporting
    // late is fine while f never went below −band·scale before t.
    const t = reportedTime(variant, got.t);
    const scale = sweptBallsScale(c);
    const side = compareBallsTimeOfImpact(c, t);
    const v = vertex(c);
    // Documented: a band policy moves t later (by bisection, at most to the closest
    // approach) until the positions it returns touch in its own arithmetic.
    documentedLate = s.kind === 'policy' && side > 0 && v !== null && cmp(t, v) <= 0;
    const gap = side < 0 ? fAt(c, t) : side > 0 ? fMinUpTo(c, t) : ZERO;
    const margin = relative(gap, scale);
    if (side !== 0 && !documentedLate) out.margin = Math.max(out.margin ?? 0, margin);
    if (margin > s.band.swept && !documentedLate) {
      out.violations.push(
        `t = ${got.t} is ${side < 0 ? 'before' : 'after'} t* beyond the band: |f|/scale = ${margin} > ${s.band.swept}`,
      );
    }
  }
  if (s.kind !== 'policy') {
    const want = ballsTimeOfImpactStatus(c);
    if (got.status !== want) {
      const { Q, R } = coefficients(c);
      const scale = sweptBallsScale(c);
      const inBand =
        s.kind === 'banded' &&
        (relative(R, scale) <= s.band.swept || relative(Q, scale) <= s.band.swept);
      if (!inBand) out.violations.push(`status '${got.status}', exact is '${want}'`);
    }
  }
  // Sampled oracle: a sampled touch at t_k bounds the first touch from above.
  const samples = sampleSwept(c, SAMPLES);
  if (samples.firstTouch >= 0) {
    const tk = { n: BigInt(samples.firstTouch), d: BigInt(SAMPLES) };
    const t = reportedTime(variant, got.t);
    if (cmp(t, tk) > 0 && !documentedLate) {
      const band = declaredBand(variant, 'swept');
      const margin = relative(samples.f(samples.firstTouch), sweptBallsScale(c));
      if (band === null || margin > band) {
        out.violations.push(
          `sampled oracle: touch at t = ${samples.firstTouch}/${SAMPLES}, reported t = ${ratToNumber(t)} after it`,
        );
      }
    }
  }
  return out;
}

/** `clamp(((C(t) − s0)·e)/|e|², 0, 1)`: the nearest point's parameter on the segment at `t`. */
function uAt(c: WallCase, t: Rat): Rat {
  const [s0, s1] = c.wall as [RVec, RVec];
  const e = vsub(s1, s0);
  const ee = dot(e, e);
  if (sign(ee) === 0) return rat(0);
  const u = div(dot(vsub(centreAt(c, t), s0), e), ee);
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

/**
 * What a returned contact breaks on its own: not a contact or null (`fatal`: nothing
 * more to judge), a non-finite number, `t` outside `[0, 1]` (raw: `[0, 65536]`).
 */
function contactViolations(
  variant: Variant,
  got: Contact | null,
): { fatal: boolean; violations: string[] } {
  if (got === null) return { fatal: false, violations: [] };
  if (typeof got !== 'object' || typeof got.t !== 'number') {
    return { fatal: true, violations: [`returned ${fmt(got)}, not a contact or null`] };
  }
  const one = variant.units === 'raw' ? 65536 : 1;
  const violations: string[] = [];
  if (!allFinite(got)) violations.push(`non-finite number in ${fmt(got)}`);
  if (!(got.t >= 0 && got.t <= one)) violations.push(`t = ${got.t} outside [0, ${one}]`);
  return { fatal: false, violations };
}

/**
 * An exact variant's time against the exact first touch: fixed `floor(t*·65536)`,
 * `exact` the largest double `≤ t*`, and the exact status.
 */
function exactTimeViolations(
  kind: 'fixed' | 'exact',
  got: Contact,
  exact: { t: Surd; status: string },
): string[] {
  const expected = kind === 'fixed' ? surdFloor16(exact.t) : surdBracket(exact.t)[0];
  const rule = kind === 'fixed' ? 'floor(t*·65536)' : 'the largest double ≤ t*';
  const out: string[] = [];
  if (got.t !== expected) out.push(`t = ${got.t}, ${rule} is ${expected}`);
  if (got.status !== exact.status) out.push(`status ${got.status}, exact is ${exact.status}`);
  return out;
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
  const shape = contactViolations(variant, got);
  if (shape.fatal) return { violations: shape.violations };
  out.violations.push(...shape.violations);
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
    ? circlePolylineTimeOfImpactExact(whole.c0, whole.c1, whole.r, whole.wall, a.closed)
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
    out.violations.push(...exactTimeViolations(s.kind, got, exact));
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
  const band = declaredBand(variant, 'wall')!;
  const mine = wallContact(own);
  const tq = exactNumber(variant.units, got.t);
  if (mine !== null && compareAt(tq, mine.t) === 0) return out;
  const g = gAt(own, tq); // distance(C(t), wall)² − r², exactly
  const m = relative(g, wallScale(own));
  if (m > band) {
    out.violations.push(`t = ${got.t}: exact g(t) = distance² − r² is ${m}·scale, band ${band}`);
  }
  return out;
}

/**
 * A circle against a box, or a sphere against a cuboid (§9.2): `null` exactly when the variant's own swept test is
 * false; fixed `t = floor(t*·65536)`, `exact` the largest double `≤ t*`, both with the
 * exact status; a banded `t` other than `t*` only where the exact gap is within the band.
 */
export function checkCircleBoxTimeOfImpact(variant: Variant, a: CircleBoxArgs<Vec>): CaseResult {
  const out: CaseResult = { violations: [] };
  const toi = circleBoxQuery(variant, a, 'timeOfImpact');
  const got = toi(a.c0, a.c1, a.r, a.b0, a.b1, a.hb) as Contact | null;
  const shape = contactViolations(variant, got);
  if (shape.fatal) return { violations: shape.violations };
  out.violations.push(...shape.violations);
  const swept = callCircleBoxSwept(variant, a);
  if (swept !== (got !== null)) {
    out.violations.push(`answered ${fmt(got)} while its own swept test says ${swept}`);
  }
  const c = exactCircleBoxCase(variant, a, 'touch');
  const exact = exactOf(a).timeOfImpact(c);
  out.judged = true;
  if ((got === null) !== (exact === null)) {
    const what = `answered ${got === null ? 'miss' : `t = ${got.t}`}, exact is ${exact === null ? 'miss' : `t* ≈ ${surdBracket(exact.t)[0]}`}`;
    judgeBoolean(variant, out, what, () => circleBoxRelative(circleBoxGapMin(c), c));
    return out;
  }
  if (got === null || exact === null) return out;
  const s = variant.semantics;
  if (s.kind === 'fixed' || s.kind === 'exact') {
    out.violations.push(...exactTimeViolations(s.kind, got, exact));
    return out;
  }
  const band = declaredBand(variant, 'wall')!;
  if (compareAt(exactNumber(variant.units, got.t), exact.t) === 0) return out;
  const m = circleBoxRelative(circleBoxGapAt(variant, c, got.t), c);
  out.margin = m;
  if (m > band) {
    out.violations.push(`t = ${got.t}: exact gap d² − r² there is ${m}·scale, band ${band}`);
  }
  return out;
}

/**
 * The box times of impact (`boxesTimeOfImpact`, `cuboidsTimeOfImpact`): null-ness as the
 * swept test; `t`, the status and the normal (a unit axis: the last axis to start
 * touching, x before y before z on a tie; the least penetration at `t = 0`) exact in fixed
 * (`t` floored) and tolerance `exact` (`t` the largest double not after `t*`), inside the
 * core's box band otherwise; `a`, `b`, `point` the exact values at the returned `t` (fixed:
 * rounded to nearest; doubles: within `2^-50·Sᵢ`, and `2^-200` where one was flushed).
 */
export function checkBoxesTimeOfImpact(variant: Variant, a: BoxArgs, dim: 2 | 3): CaseResult {
  const fn = dim === 2 ? variant.api.boxesTimeOfImpact : variant.api.cuboidsTimeOfImpact;
  const hit = fn(a.a0, a.a1, a.ha, a.b0, a.b1, a.hb);
  const out: CaseResult = { violations: [], judged: true };
  const c = judgedBoxCase(variant, a, 'outer');
  const touches = requiredAnswer(variant, c, (k) => boxesTimeOfImpactExact(k) !== null);
  if (touches !== undefined && (hit !== null) !== touches) {
    out.violations.push(
      `answered ${hit === null ? 'null' : 'a hit'}, exact is ${touches ? 'a hit' : 'null'}`,
    );
  }
  if (hit === null) return out;
  const raw = variant.semantics.kind === 'fixed';
  const unit = raw ? 65536 : 1;
  const normal = normalAxis(hit.normal, dim, unit);
  if (typeof hit.t !== 'number' || !(hit.t >= 0 && hit.t <= unit) || normal === null) {
    out.violations.push(
      `returned ${fmt(hit)}: t outside [0, 1] or a normal that is not a unit axis`,
    );
    return out;
  }
  const t = raw ? rat(hit.t, 65536) : ratFromDouble(hit.t);
  const s = variant.semantics;
  const exact = boxesTimeOfImpactExact(c);
  if (s.kind === 'fixed' || s.kind === 'exact') {
    if (exact === null) return out;
    const want =
      s.kind === 'fixed'
        ? Number(boxesTimeOfImpactFloor(c, 65536n))
        : boxesTimeOfImpactBracket(c)[0];
    if (hit.t !== want) out.violations.push(`t = ${hit.t}, exact rounding gives ${want}`);
    if (hit.status !== exact.status)
      out.violations.push(`status ${hit.status}, exact is ${exact.status}`);
    if (normal.axis !== exact.axis || normal.sign !== exact.sign) {
      out.violations.push(
        `normal ${fmt(hit.normal)}, exact is axis ${exact.axis} sign ${exact.sign}`,
      );
    }
  } else {
    const band = s.band.box;
    const grown = boxesTimeOfImpactExact(boxCaseBanded(c, band, 1));
    const shrunk = boxesTimeOfImpactExact(boxCaseBanded(c, band, -1));
    if (grown !== null && cmp(t, grown.t) < 0)
      out.violations.push(`t = ${hit.t} before the band's earliest touch ${ratToNumber(grown.t)}`);
    if (shrunk !== null && cmp(t, shrunk.t) > 0)
      out.violations.push(`t = ${hit.t} after the band's latest touch ${ratToNumber(shrunk.t)}`);
    // A band policy states its own status at t = 0 (overlap inside its inner edge).
    if (
      s.kind === 'banded' &&
      grown !== null &&
      grown.status === shrunk?.status &&
      hit.status !== grown.status
    ) {
      out.violations.push(`status ${hit.status}, exact is ${grown.status} (outside the box band)`);
    }
    if (!boxesNormalWithinBand(c, band, hit.t > 0, normal.axis, normal.sign)) {
      out.violations.push(`normal ${fmt(hit.normal)} is not one the box band allows`);
    }
  }
  // The geometry at the returned t, with the given extents (not a band's).
  const at = boxesContactAt(exactBoxCase(variant, a), t, normal.axis, normal.sign);
  const scale = boxScale(exactBoxCase(variant, a)).map(ratToNumber);
  for (const [name, got, want] of [
    ['a', hit.a, at.a],
    ['b', hit.b, at.b],
    ['point', hit.point, at.point],
  ] as const) {
    const values = comps(got, dim);
    for (let i = 0; i < dim; i++) {
      const far = raw
        ? values[i] !== nearestRaw(want[i]!)
        : !(Math.abs(values[i]! - ratToNumber(want[i]!)) <= 2 ** -50 * scale[i]! + 2 ** -200);
      if (far) out.violations.push(`${name} ${fmt(got)} is not the exact ${fmt(shown(want))} at t`);
    }
  }
  return out;
}
