/**
 * Separation — two bodies pushed apart, a body pushed out of a wall, a circle and a box
 * (a sphere and a cuboid) pushed apart, two boxes pushed apart: the contract's
 * post-condition (the returned positions do not overlap, in the variant's own arithmetic
 * AND exactly), pushed apart to touching and no further than the variant's rounding
 * (core, exact, fixed; a wall: exactly out within 4 raw units or 16 ulps, the core inside
 * its wall band), unchanged positions when nothing overlapped, and immovable (`Infinity`
 * mass) bodies staying put; for fixed, the range rule (`range-edge.ts`).
 */
import {
  abs,
  add,
  ballsOverlapMargin,
  ballsOverlapScale,
  boxesOverlapExact,
  circleBoxGap,
  cmp,
  mul,
  rat,
  ratToNumber,
  relativeAt,
  separateBoxesExact,
  separationVerdict,
  sign,
  sub,
  wallMargin,
  wallScale,
  ZERO,
} from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type {
  BoxSeparateArgs,
  CaseResult,
  CircleBoxArgs,
  OverlapArgs,
  SeparateArgs,
  Vec,
  WallArgs,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { comps } from './box-case.ts';
import {
  boxDimOf,
  callCircleBoxOverlap,
  circleBoxQuery,
  circleBoxRelative,
  exactOf,
  stillCircleBoxCase,
} from './circle-box-case.ts';
import { overlapFor, overlapMarginRelative } from './overlap.ts';
import {
  isRangeRefusal,
  judgePairRefusal,
  judgeWallRefusal,
  positionsOutsideRange,
} from './range-edge.ts';
import { allFinite, fmt, numbersIn, relative, slackOf } from './util.ts';
import { callOverlap, dimOf, staticCase } from './wall-case.ts';

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
    const margin = ballsOverlapMargin(a, ra, b, rb);
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
      s.kind === 'banded' && relative(margin, ballsOverlapScale(a, ra, b, rb)) <= s.band.overlap;
    if (far && !inBand) {
      out.violations.push(
        `pushed apart past touching (exact arithmetic, margin/scale = ${relative(margin, ballsOverlapScale(a, ra, b, rb))}): ${fmt(got)}`,
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

/**
 * A circle and a box, or a sphere and a cuboid, pushed apart (§9.2): not overlapping afterwards in the variant's own
 * test; unchanged when they did not overlap; immovable bodies stay; fixed and `exact`
 * exactly out, no further than touching plus 4 raw units or 16 ulps; a band variant out
 * exactly but inside its band, and (the core) past touching only inside it or by the
 * slack.
 */
export function checkCircleBoxSeparation(variant: Variant, a: CircleBoxArgs<Vec>): CaseResult {
  const out: CaseResult = { violations: [] };
  const separate = circleBoxQuery(variant, a, 'separate');
  const got = separate(a.c0, a.r, a.mc, a.b0, a.hb, a.mb) as { a: Vec; b: Vec };
  const count = 2 * boxDimOf(a);
  if (
    typeof got !== 'object' ||
    got === null ||
    !allFinite(got) ||
    numbersIn(got).length !== count
  ) {
    return { violations: [`returned ${fmt(got)}, not two finite centres`] };
  }
  if (variant.semantics.kind === 'fixed') {
    const outside = positionsOutsideRange(got);
    if (outside.length > 0) return { violations: outside };
  }
  if (callCircleBoxOverlap(variant, a, got.a, got.b) === true) {
    out.violations.push(`still overlaps in its own arithmetic: ${fmt(got)}`);
  }
  const moved = !same(got.a, a.c0) || !same(got.b, a.b0);
  if (callCircleBoxOverlap(variant, a, a.c0, a.b0) === false && moved) {
    out.violations.push(`not overlapping, yet moved: ${fmt(got)}`);
  }
  if (a.mc === Number.POSITIVE_INFINITY && !same(got.a, a.c0)) {
    out.violations.push(`mc = Infinity (immovable), yet the circle moved: ${fmt(got.a)}`);
  }
  if (a.mb === Number.POSITIVE_INFINITY && !same(got.b, a.b0)) {
    out.violations.push(`mb = Infinity (immovable), yet the box moved: ${fmt(got.b)}`);
  }
  const s = variant.semantics;
  // The positions' and sizes' magnitudes (a mass, possibly Infinity, is no coordinate).
  const { mc: _mc, mb: _mb, ...sizes } = a;
  const slack = slackOf(variant, [...numbersIn(sizes), ...numbersIn(got)]);
  const after = stillCircleBoxCase(variant, a, got.a, got.b);
  out.judged = true;
  if (s.kind === 'fixed' || s.kind === 'exact') {
    const before = stillCircleBoxCase(variant, a, a.c0, a.b0);
    const verdict = exactOf(a).separation(
      { c: before.c0, b: before.b0 },
      { c: after.c0, b: after.b0 },
      after.r,
      after.hb,
      slack,
    );
    if (!verdict.ok) out.violations.push(`${verdict.reason} (exactly): ${fmt(got)}`);
    return out;
  }
  // Banded: an exact residual overlap only inside the band; the core past touching
  // only inside it, or by the slack of its returned coordinates.
  const gap = circleBoxGap(relativeAt(after, ZERO), after.r, after.hb);
  const m = circleBoxRelative(gap, after);
  if (sign(gap) < 0) {
    out.margin = m;
    if (m > s.band.wall) {
      out.violations.push(
        `still overlaps exactly, |gap|/scale = ${m} > band ${s.band.wall}: ${fmt(got)}`,
      );
    }
  } else if (s.kind === 'banded' && moved) {
    const limit = mul(slack, add(mul(rat(2), after.r), slack));
    if (m > s.band.wall && cmp(gap, limit) > 0) {
      out.violations.push(
        `pushed further than touching, gap/scale = ${m} > band ${s.band.wall}: ${fmt(got)}`,
      );
    }
  }
  return out;
}

/**
 * The box separations (`separateBoxes`, `separateCuboids`): never left overlapping in the
 * variant's own test, unchanged when they did not overlap, one axis moved — the exact
 * least penetration in fixed and tolerance `exact` (ties: x, y, z), where the result is
 * also exactly not overlapping (fixed: exactly touching) — and no further apart than
 * touching plus the variant's rounding (slop: its gap); fixed's range rule.
 */
export function checkBoxesSeparation(variant: Variant, a: BoxSeparateArgs, dim: 2 | 3): CaseResult {
  const separate = dim === 2 ? variant.api.separateBoxes : variant.api.separateCuboids;
  const overlap = dim === 2 ? variant.api.boxesOverlap : variant.api.cuboidsOverlap;
  const s = variant.semantics;
  let got: { a: Vec; b: Vec };
  try {
    got = separate(a.a, a.ha, a.ma, a.b, a.hb, a.mb);
  } catch (error) {
    // fixed's range rule: only a push away from an immovable body may be refused.
    const immovable = a.ma === Number.POSITIVE_INFINITY || a.mb === Number.POSITIVE_INFINITY;
    if (s.kind === 'fixed' && isRangeRefusal(error) && immovable) return { violations: [] };
    throw error;
  }
  if (
    typeof got !== 'object' ||
    got === null ||
    !allFinite(got) ||
    numbersIn(got).length !== 2 * dim
  ) {
    return { violations: [`returned ${fmt(got)}, not two finite positions`] };
  }
  const out: CaseResult = { violations: [], judged: true };
  if (s.kind === 'fixed') out.violations.push(...positionsOutsideRange({ a: got.a, b: got.b }));
  if (overlap(got.a, a.ha, got.b, a.hb) === true) {
    out.violations.push(`still overlapping after separation in its own arithmetic: ${fmt(got)}`);
  }
  if (overlap(a.a, a.ha, a.b, a.hb) !== true) {
    if (!(same(got.a, a.a) && same(got.b, a.b)))
      out.violations.push(`moved ${fmt(got)} though nothing overlapped`);
    return out;
  }
  const before = [comps(a.a, dim), comps(a.b, dim)];
  const after = [comps(got.a, dim), comps(got.b, dim)];
  const moved = [...Array(dim).keys()].filter(
    (i) => after[0]![i] !== before[0]![i] || after[1]![i] !== before[1]![i],
  );
  if (moved.length !== 1) {
    out.violations.push(`moved ${moved.length} axes (${fmt(got)}), not one`);
    return out;
  }
  const k = moved[0]!;
  const u = variant.units;
  const want = separateBoxesExact(
    exactVec(u, a.a),
    exactVec(u, a.ha),
    a.ma,
    exactVec(u, a.b),
    exactVec(u, a.hb),
    a.mb,
  );
  const [ha, hb] = [exactVec(u, a.ha), exactVec(u, a.hb)];
  const [ra, rb] = [exactVec(u, got.a), exactVec(u, got.b)];
  // The gap on the moved axis past touching: |b − a| − (ha + hb).
  const gap = sub(abs(sub(rb[k]!, ra[k]!)), add(ha[k]!, hb[k]!));
  if (s.kind === 'fixed' || s.kind === 'exact') {
    if (want.axis >= 0 && k !== want.axis)
      out.violations.push(`pushed along axis ${k}, the least penetration is ${want.axis}`);
    if (boxesOverlapExact(ra, ha, rb, hb))
      out.violations.push(`still overlapping exactly: ${fmt(got)}`);
    if (s.kind === 'fixed' && sign(gap) !== 0)
      out.violations.push(`not exactly touching on the pushed axis: ${fmt(got)}`);
  }
  if (s.kind !== 'fixed') {
    // Touching plus a few ulps of the axis's scale (slop: plus its gap, twice its half-width).
    const scale = Math.max(
      ...[...before.flat(), ...comps(a.ha, dim), ...comps(a.hb, dim)].map(Math.abs),
    );
    const h = comps(a.ha, dim)[k]! + comps(a.hb, dim)[k]!;
    const slop = s.kind === 'policy' ? Math.max(0, 2 * (s.outer(h, 0) - h)) : 0;
    if (ratToNumber(gap) > slop + 2 ** -40 * scale + 2 ** -199) {
      out.violations.push(`pushed ${ratToNumber(gap)} past touching on axis ${k}: ${fmt(got)}`);
    }
  }
  return out;
}
