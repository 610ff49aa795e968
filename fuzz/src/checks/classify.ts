/**
 * The tolerance package's graze classification: `exact` by the sign of the
 * exact `f_min` (< 0 hit, = 0 graze, > 0 miss); a band policy `miss` iff it
 * never comes within `outer`, `hit` iff it comes within `inner` (inside the core's band).
 */
import {
  fMinExact,
  ratFromDouble,
  sign,
  sweptBallsExact,
  sweptBallsScale,
  ZERO,
} from '@swept/oracle';
import { exactSweptCase } from '../oracle/exact.ts';
import type { CaseResult, SweptArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt, relative } from './util.ts';

export function checkClassify(variant: Variant, args: SweptArgs, dim: 2 | 3): CaseResult {
  const out: CaseResult = { violations: [] };
  if (!variant.classify) return out;
  const fn = dim === 2 ? variant.classify.circles : variant.classify.spheres;
  const got = fn(args.a0, args.a1, args.ra, args.b0, args.b1, args.rb);
  const c = exactSweptCase(variant.units, args);
  const s = variant.semantics;
  out.judged = true;
  if (s.kind !== 'policy') {
    const m = sign(fMinExact(c));
    const want = m < 0 ? 'hit' : m === 0 ? 'graze' : 'miss';
    if (got !== want) out.violations.push(`classified ${fmt(got)}, exact is '${want}'`);
    return out;
  }
  const at = (d: number) => ({ ...c, ra: ratFromDouble(d), rb: ZERO });
  const outer = at(s.outer(args.ra, args.rb));
  const innerD = s.inner(args.ra, args.rb);
  const inner = innerD > 0 ? at(innerD) : null;
  const touches = sweptBallsExact(outer);
  const overlaps = inner !== null && sweptBallsExact(inner);
  const want = !touches ? 'miss' : overlaps ? 'hit' : 'graze';
  if (got === want) return out;
  // Which edge decided differently, and was it inside the band there?
  const edge = (got === 'miss') !== (want === 'miss') ? outer : inner;
  const margin =
    edge === null ? Number.POSITIVE_INFINITY : relative(fMinExact(edge), sweptBallsScale(edge));
  out.margin = margin;
  if (margin > s.band.swept)
    out.violations.push(
      `classified ${fmt(got)}, exact is '${want}', |f_min|/scale = ${margin} > band ${s.band.swept}`,
    );
  return out;
}
