/**
 * Separation: the contract's post-condition (the returned positions do not
 * overlap, in the variant's own arithmetic AND exactly), pushed apart to
 * touching and no further than the variant's rounding (core, exact, fixed),
 * unchanged positions when nothing overlapped, and immovable (`Infinity`
 * mass) bodies staying put; for fixed, the range rule (`range-edge.ts`).
 */

import { add, cmp, mul, overlapMargin, overlapScale, rat } from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type { CaseResult, OverlapArgs, SeparateArgs, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { overlapFor, overlapMarginRelative } from './overlap.ts';
import { isRangeRefusal, judgePairRefusal, positionsOutsideRange } from './range-edge.ts';
import { allFinite, fmt, numbersIn, relative, slackOf } from './util.ts';

function same(a: Vec, b: Vec): boolean {
  const x = numbersIn(a);
  const y = numbersIn(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

export function checkSeparation(variant: Variant, args: SeparateArgs, dim: 2 | 3): CaseResult {
  const out: CaseResult = { violations: [] };
  const separate = dim === 2 ? variant.api.separateCircles : variant.api.separateSpheres;
  const overlap = dim === 2 ? variant.api.circlesOverlap : variant.api.spheresOverlap;
  let got: { a: Vec; b: Vec };
  try {
    got = separate(args.a, args.ra, args.ma, args.b, args.rb, args.mb);
  } catch (error) {
    // fixed's range rule: a push away from an immovable body that would leave the range is refused.
    if (variant.semantics.kind === 'fixed' && isRangeRefusal(error)) {
      return { violations: judgePairRefusal(variant, args, dim, error) };
    }
    throw error;
  }
  if (
    typeof got !== 'object' ||
    got === null ||
    !allFinite(got) ||
    numbersIn(got).length !== 2 * dim
  ) {
    out.violations.push(`returned ${fmt(got)}, not two finite positions`);
    return out;
  }
  if (variant.semantics.kind === 'fixed') {
    // Outside the range, every later call (the post-conditions' included) would refuse them.
    const outside = positionsOutsideRange({ a: got.a, b: got.b });
    if (outside.length > 0) return { violations: outside };
  }
  const after: OverlapArgs = { a: got.a, ra: args.ra, b: got.b, rb: args.rb };
  if (overlap(after.a, after.ra, after.b, after.rb) === true) {
    out.violations.push(`still overlapping after separation in its own arithmetic: ${fmt(got)}`);
  }
  out.judged = true;
  if (overlapFor(variant, after)) {
    const s = variant.semantics;
    // The contract's post-condition is in the variant's own arithmetic: for the core (and the
    // band policies built on it) an exact residual overlap is allowed only inside the overlap band.
    const margin = overlapMarginRelative(variant, after);
    const banded = s.kind === 'banded' || s.kind === 'policy';
    if (banded) out.margin = margin;
    if (!banded || margin > s.band.overlap) {
      out.violations.push(
        `still overlapping after separation (exact arithmetic, |margin|/scale = ${margin}): ${fmt(got)}`,
      );
    }
  }
  const before: OverlapArgs = { a: args.a, ra: args.ra, b: args.b, rb: args.rb };
  if (
    overlap(before.a, before.ra, before.b, before.rb) === false &&
    !(same(got.a, args.a) && same(got.b, args.b))
  ) {
    out.violations.push(`not overlapping, yet the positions changed: ${fmt(got)}`);
  }
  const s = variant.semantics;
  const moved = !(same(got.a, args.a) && same(got.b, args.b));
  if (moved && (s.kind === 'banded' || s.kind === 'exact' || s.kind === 'fixed')) {
    // Apart by the depth and no more (docs/contract.md: each moved by its share of δ along
    // n): past touching only by the slack of the variant's own numbers, or for the core
    // inside its overlap band.
    const a = exactVec(variant.units, got.a);
    const b = exactVec(variant.units, got.b);
    const ra = exactNumber(variant.units, args.ra);
    const rb = exactNumber(variant.units, args.rb);
    const margin = overlapMargin(a, ra, b, rb);
    // (The masses stay out: one may be Infinity.)
    const slack = slackOf(variant, [
      ...numbersIn(args.a),
      ...numbersIn(args.b),
      args.ra,
      args.rb,
      ...numbersIn(got),
    ]);
    const r = add(ra, rb);
    const far = cmp(margin, mul(slack, add(mul(rat(2), r), slack))) > 0;
    const inBand =
      s.kind === 'banded' && relative(margin, overlapScale(a, ra, b, rb)) <= s.band.overlap;
    if (far && !inBand) {
      out.violations.push(
        `pushed apart past touching (exact arithmetic, margin/scale = ${relative(margin, overlapScale(a, ra, b, rb))}): ${fmt(got)}`,
      );
    }
  }
  if (args.ma === Number.POSITIVE_INFINITY && !same(got.a, args.a)) {
    out.violations.push(`ma = Infinity (immovable), yet a moved: ${fmt(got.a)}`);
  }
  if (args.mb === Number.POSITIVE_INFINITY && !same(got.b, args.b)) {
    out.violations.push(`mb = Infinity (immovable), yet b moved: ${fmt(got.b)}`);
  }
  return out;
}
