/**
 * The swept test and the time of impact, judged by the analytic oracle (the
 * exact answer, the exact first touch `t*`, the exact margin `f_min`) and by
 * the sampled oracle (a sampled touch must be a hit, and bounds `t` from above).
 */
import {
  cmp,
  coefficients,
  compareToi,
  fAt,
  fMinExact,
  min,
  type Rat,
  ratFromDouble,
  ratToNumber,
  type SweptCase,
  sign,
  statusExact,
  sweptExact,
  sweptScale,
  toiBracket,
  toiFloor,
  vertex,
  ZERO,
} from '@swept/oracle';
import { exactNumber, exactSweptCase } from '../oracle/exact.ts';
import { sampleSwept } from '../oracle/sampled.ts';
import type { CaseResult, SweptArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { timeOfImpactGeometry } from './geometry.ts';
import { allFinite, fmt, nothingRounds, numbersIn, relative } from './util.ts';

/** Samples per unit time for the sampled oracle. */
const SAMPLES = 32;

/** The exact case a variant's answer is judged against (a policy widens the radius). */
function judgedCase(variant: Variant, args: SweptArgs): SweptCase {
  const c = exactSweptCase(variant.units, args);
  const s = variant.semantics;
  if (s.kind !== 'policy') return c;
  return { ...c, ra: ratFromDouble(s.outer(args.ra, args.rb)), rb: ZERO };
}

function bandOf(variant: Variant): number | null {
  const s = variant.semantics;
  return s.kind === 'banded' || s.kind === 'policy' ? s.band.swept : null;
}

/** Judges a hit/miss answer; shared by the swept test and the time of impact's null-ness. */
function judgeHit(
  variant: Variant,
  args: SweptArgs,
  c: SweptCase,
  got: boolean,
  out: CaseResult,
): void {
  const exact = sweptExact(c);
  out.judged = true;
  const band = bandOf(variant);
  if (got !== exact) {
    const fmin = fMinExact(c);
    const margin = relative(fmin, sweptScale(c));
    if (band === null) {
      out.violations.push(
        `answered ${got ? 'hit' : 'miss'}, exact is ${exact ? 'hit' : 'miss'} (f_min = ${ratToNumber(fmin)})`,
      );
    } else {
      out.margin = Math.max(out.margin ?? 0, margin);
      if (margin > band) {
        out.violations.push(
          `answered ${got ? 'hit' : 'miss'}, exact is ${exact ? 'hit' : 'miss'}, |f_min|/scale = ${margin} > band ${band}`,
        );
      } else if (variant.semantics.kind === 'banded' && nothingRounds(numbersIn(args))) {
        out.violations.push(
          `answered ${got ? 'hit' : 'miss'}, exact is ${exact ? 'hit' : 'miss'}, on inputs where nothing rounds (must be exact)`,
        );
      }
    }
  }
  // Sampled oracle: a sampled touch is a hit.
  if (!got) {
    const samples = sampleSwept(c, SAMPLES);
    if (samples.firstTouch >= 0) {
      const fk = samples.f(samples.firstTouch);
      const margin = relative(fk, sweptScale(c));
      if (band === null || margin > band) {
        out.violations.push(
          `sampled oracle: touch at t = ${samples.firstTouch}/${SAMPLES} (f = ${ratToNumber(fk)}), answered miss`,
        );
      }
    }
  }
}

export function checkSwept(variant: Variant, args: SweptArgs, dim: 2 | 3): CaseResult {
  const out: CaseResult = { violations: [] };
  const fn = dim === 2 ? variant.api.sweptCircles : variant.api.sweptSpheres;
  const got = fn(args.a0, args.a1, args.ra, args.b0, args.b1, args.rb);
  if (typeof got !== 'boolean') {
    out.violations.push(`returned ${fmt(got)}, not a boolean`);
    return out;
  }
  judgeHit(variant, args, judgedCase(variant, args), got, out);
  return out;
}

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
  if (got === null || !sweptExact(c)) return out;
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
    const want = Number(toiFloor(c, 65536n));
    if (got.t !== want) out.violations.push(`t = ${got.t}, floor(t*·65536) = ${want}`);
  } else if (s.kind === 'exact') {
    const [lo] = toiBracket(c);
    if (got.t !== lo) out.violations.push(`t = ${got.t}, the largest double ≤ t* is ${lo}`);
  } else {
    // Banded: reporting early is fine while f(t) is inside the band; reporting
    // late is fine while f never went below −band·scale before t.
    const t = reportedTime(variant, got.t);
    const scale = sweptScale(c);
    const side = compareToi(c, t);
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
    const want = statusExact(c);
    if (got.status !== want) {
      const { Q, R } = coefficients(c);
      const scale = sweptScale(c);
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
      const band = bandOf(variant);
      const margin = relative(samples.f(samples.firstTouch), sweptScale(c));
      if (band === null || margin > band) {
        out.violations.push(
          `sampled oracle: touch at t = ${samples.firstTouch}/${SAMPLES}, reported t = ${ratToNumber(t)} after it`,
        );
      }
    }
  }
  return out;
}
