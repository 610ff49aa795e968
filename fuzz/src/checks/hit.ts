/**
 * A swept pair's hit or miss, judged by the analytic oracle (the exact answer and the
 * margin `f_min`) and the sampled oracle (a sampled touch must be a hit): the swept
 * test's answer, and the time of impact's null-ness.
 */
import {
  fMinExact,
  ratFromDouble,
  ratToNumber,
  type SweptCase,
  sweptBallsExact,
  sweptBallsScale,
  ZERO,
} from '@swept/oracle';
import { exactSweptCase } from '../oracle/exact.ts';
import { sampleSwept } from '../oracle/sampled.ts';
import type { CaseResult, SweptArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { declaredBand, nothingRounds, numbersIn, relative } from './util.ts';

/** Samples per unit time for the sampled oracle. */
export const SAMPLES = 32;

/** The exact case a variant's answer is judged against (a policy widens the radius). */
export function judgedCase(variant: Variant, args: SweptArgs): SweptCase {
  const c = exactSweptCase(variant.units, args);
  const s = variant.semantics;
  if (s.kind !== 'policy') return c;
  return { ...c, ra: ratFromDouble(s.outer(args.ra, args.rb)), rb: ZERO };
}

/** Judges a hit/miss answer; shared by the swept test and the time of impact's null-ness. */
export function judgeHit(
  variant: Variant,
  args: SweptArgs,
  c: SweptCase,
  got: boolean,
  out: CaseResult,
): void {
  const exact = sweptBallsExact(c);
  out.judged = true;
  const band = declaredBand(variant, 'swept');
  if (got !== exact) {
    const fmin = fMinExact(c);
    const margin = relative(fmin, sweptBallsScale(c));
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
      const margin = relative(fk, sweptBallsScale(c));
      if (band === null || margin > band) {
        out.violations.push(
          `sampled oracle: touch at t = ${samples.firstTouch}/${SAMPLES} (f = ${ratToNumber(fk)}), answered miss`,
        );
      }
    }
  }
}
