/**
 * Moving point vs segment, judged by the analytic oracle (exact `t`, `u`; the
 * cross products the decision rests on, for the band) and the sampled oracle
 * (a sampled point exactly on the segment is a hit no later than that sample).
 */
import {
  cmp,
  cross,
  dot,
  floorRat,
  mul,
  type Rat,
  rat,
  ratBracket,
  ratFromDouble,
  ratToNumber,
  raySegmentExact,
  raySegmentScale,
  sub,
  vsub,
} from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import { sampleRaySegment } from '../oracle/sampled.ts';
import type { CaseResult, RayArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { raySegmentGeometry } from './geometry.ts';
import { allFinite, declaredBand, fmt, nothingRounds, numbersIn, relative } from './util.ts';

const SAMPLES = 32;

/** The smallest distance of a deciding cross product from its bound (`t = tn/den ∈ [0,1]`, same for `u`). */
function decisionMargin(den: Rat, tn: Rat, un: Rat): Rat {
  const abs = (q: Rat): Rat => (q.n < 0n ? { n: -q.n, d: q.d } : q);
  return [den, tn, sub(den, tn), un, sub(den, un)]
    .map(abs)
    .reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
}

export function checkRaySegment(variant: Variant, args: RayArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = variant.api.raySegment(args.p0, args.p1, args.s0, args.s1);
  if (got !== null && (typeof got !== 'object' || typeof got.t !== 'number')) {
    out.violations.push(`returned ${fmt(got)}, not a hit or null`);
    return out;
  }
  const [p0, p1, s0, s1] = [args.p0, args.p1, args.s0, args.s1].map((v) =>
    exactVec(variant.units, v),
  );
  const exact = raySegmentExact(p0!, p1!, s0!, s1!);
  out.judged = true;
  const band = declaredBand(variant, 'raySegment');
  const scale = raySegmentScale(p0!, p1!, s0!, s1!);
  const d = vsub(p1!, p0!);
  const e = vsub(s1!, s0!);
  const w = vsub(s0!, p0!);
  const den = cross(d, e);
  if ((got === null) !== (exact === null)) {
    const what = `answered ${got === null ? 'miss' : 'hit'}, exact is ${exact === null ? 'miss' : `hit at t = ${ratToNumber(exact.t)}`}`;
    if (band === null) out.violations.push(what);
    else {
      const margin = relative(decisionMargin(den, cross(w, e), cross(w, d)), scale);
      out.margin = Math.max(out.margin ?? 0, margin);
      if (margin > band) out.violations.push(`${what}, margin/scale = ${margin} > band ${band}`);
      else if (variant.semantics.kind === 'banded' && nothingRounds(numbersIn(args))) {
        out.violations.push(`${what}, on inputs where nothing rounds (must be exact)`);
      }
    }
  }
  if (got !== null) {
    if (!allFinite(got)) out.violations.push(`non-finite number in ${fmt(got)}`);
    const one = variant.units === 'raw' ? 65536 : 1;
    if (!(got.t >= 0 && got.t <= one && got.u >= 0 && got.u <= one)) {
      out.violations.push(`t = ${got.t} or u = ${got.u} outside [0, ${one}]`);
    }
  }
  if (got !== null && exact !== null) {
    out.violations.push(
      ...raySegmentGeometry(variant, args, { p0: p0!, p1: p1!, s0: s0!, s1: s1!, band }, got),
    );
  }
  // How late a banded variant's t may be (rounding of the cross products), for the sampled check.
  let slack = 0;
  if (got !== null && exact !== null) {
    const s = variant.semantics;
    if (s.kind === 'fixed') {
      const tf = Number(floorRat(mul(exact.t, rat(65536))));
      const uf = Number(floorRat(mul(exact.u, rat(65536))));
      if (got.t !== tf || got.u !== uf) {
        out.violations.push(
          `(t, u) = (${got.t}, ${got.u}), floors of the exact values ·65536 are (${tf}, ${uf})`,
        );
      }
    } else if (s.kind === 'exact') {
      const [lo] = ratBracket(exact.t);
      const [ulo, uhi] = ratBracket(exact.u);
      if (got.t !== lo) out.violations.push(`t = ${got.t}, the largest double ≤ t is ${lo}`);
      if (got.u !== ulo && got.u !== uhi)
        out.violations.push(`u = ${got.u}, exact u lies in [${ulo}, ${uhi}]`);
    } else {
      // t = (w × e)/(d × e), or a projection over |d|² when collinear: a rounding of the
      // deciding products by band·scale moves t by about band·scale/|that denominator|.
      const over = den.n !== 0n ? den : dot(d, d);
      const err = relative(sub(ratFromDouble(got.t), exact.t), rat(1));
      const allowed =
        over.n === 0n
          ? 2 ** -52
          : (band! * ratToNumber(scale)) / Math.abs(ratToNumber(over)) + 2 ** -52;
      slack = allowed;
      if (err > allowed)
        out.violations.push(
          `t = ${got.t}, exact ${ratToNumber(exact.t)}: error ${err} > ${allowed}`,
        );
    }
  }
  const k = sampleRaySegment(p0!, p1!, s0!, s1!, SAMPLES);
  if (k >= 0) {
    const tk = rat(k, SAMPLES);
    const tGot = got === null ? null : exactNumber(variant.units, got.t);
    // A sampled exact contact: only a variant whose band covers the decision may miss it.
    const covered = band !== null && out.margin !== undefined && out.margin <= band;
    const late = tGot !== null && cmp(tGot, tk) > 0 && ratToNumber(sub(tGot, tk)) > slack;
    if ((tGot === null && !covered) || late) {
      out.violations.push(
        `sampled oracle: on the segment at t = ${k}/${SAMPLES}, answered ${tGot === null ? 'miss' : `t = ${ratToNumber(tGot)}`}`,
      );
    }
  }
  return out;
}
