/**
 * Static overlap — two bodies, a body against a wall, a circle and a box (a sphere and a
 * cuboid), two boxes — judged by the analytic oracle
 * (strict: touching is not overlapping).
 */
import {
  ballsOverlapExact,
  ballsOverlapMargin,
  ballsOverlapScale,
  boxesOverlapExact,
  circleBoxGap,
  type Rat,
  ratFromDouble,
  relativeAt,
  sign,
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
  Vec,
  WallArgs,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { judgedBoxCase, requiredAnswer } from './box-case.ts';
import {
  callCircleBoxOverlap,
  circleBoxRelative,
  exactOf,
  stillCircleBoxCase,
} from './circle-box-case.ts';
import { fmt, nothingRounds, numbersIn, relative } from './util.ts';
import { callOverlap, judgeBoolean, staticCase } from './wall-case.ts';

/** The exact radii a variant's overlap answer is judged with (a policy narrows them to `inner`). */
export function overlapRadii(
  variant: Variant,
  ra: number,
  rb: number,
): { ra: Rat; rb: Rat } | null {
  const s = variant.semantics;
  if (s.kind !== 'policy')
    return { ra: exactNumber(variant.units, ra), rb: exactNumber(variant.units, rb) };
  const inner = s.inner(ra, rb);
  // Nothing overlaps a non-positive distance.
  return inner > 0 ? { ra: ratFromDouble(inner), rb: ZERO } : null;
}

/** The exact overlap answer for a variant's semantics. */
export function overlapFor(variant: Variant, args: OverlapArgs): boolean {
  const radii = overlapRadii(variant, args.ra, args.rb);
  if (radii === null) return false;
  return ballsOverlapExact(
    exactVec(variant.units, args.a),
    radii.ra,
    exactVec(variant.units, args.b),
    radii.rb,
  );
}

/** |margin| / scale of an overlap decision (how close to touching), for the band. */
export function overlapMarginRelative(variant: Variant, args: OverlapArgs): number {
  const radii = overlapRadii(variant, args.ra, args.rb);
  if (radii === null) return Number.POSITIVE_INFINITY;
  const a = exactVec(variant.units, args.a);
  const b = exactVec(variant.units, args.b);
  return relative(
    ballsOverlapMargin(a, radii.ra, b, radii.rb),
    ballsOverlapScale(a, radii.ra, b, radii.rb),
  );
}

export function checkOverlap(variant: Variant, args: OverlapArgs, dim: 2 | 3): CaseResult {
  const out: CaseResult = { violations: [] };
  const fn = dim === 2 ? variant.api.circlesOverlap : variant.api.spheresOverlap;
  const got = fn(args.a, args.ra, args.b, args.rb);
  if (typeof got !== 'boolean') {
    out.violations.push(`returned ${fmt(got)}, not a boolean`);
    return out;
  }
  const exact = overlapFor(variant, args);
  out.judged = true;
  if (got === exact) return out;
  const s = variant.semantics;
  const what = `answered ${got}, exact is ${exact}`;
  if (s.kind === 'fixed' || s.kind === 'exact') {
    out.violations.push(what);
    return out;
  }
  const margin = overlapMarginRelative(variant, args);
  out.margin = margin;
  if (margin > s.band.overlap)
    out.violations.push(`${what}, |margin|/scale = ${margin} > band ${s.band.overlap}`);
  else if (s.kind === 'banded' && nothingRounds(numbersIn(args))) {
    out.violations.push(`${what}, on inputs where nothing rounds (must be exact)`);
  }
  return out;
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

/** A circle and a box (a sphere and a cuboid) standing at `c0`, `b0`: strict overlap, `d² − r² < 0` exactly (§9.2). */
export function checkCircleBoxOverlap(variant: Variant, a: CircleBoxArgs<Vec>): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = callCircleBoxOverlap(variant, a, a.c0, a.b0);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = stillCircleBoxCase(variant, a, a.c0, a.b0);
  const exact = exactOf(a).overlap(c.c0, c.r, c.b0, c.hb);
  out.judged = true;
  if (got !== exact) {
    judgeBoolean(variant, out, `answered ${got}, exact is ${exact}`, () =>
      circleBoxRelative(circleBoxGap(relativeAt(c, ZERO), c.r, c.hb), c),
    );
  }
  return out;
}

/** The exact overlap of two boxes for a variant's semantics (a band policy: inside its inner edge). */
export function boxesOverlapFor(variant: Variant, a: BoxSeparateArgs): boolean | undefined {
  const c = judgedBoxCase(
    variant,
    { a0: a.a, a1: a.a, ha: a.ha, b0: a.b, b1: a.b, hb: a.hb },
    'inner',
  );
  return requiredAnswer(variant, c, (k) => boxesOverlapExact(k.a0, k.ha, k.b0, k.hb));
}

/**
 * The box overlap tests (`boxesOverlap`, `cuboidsOverlap`): strict on every axis, exact
 * (a band policy's inner edge), inside the core's box band where the variant has one.
 */
export function checkBoxesOverlap(variant: Variant, a: BoxSeparateArgs, dim: 2 | 3): CaseResult {
  const fn = dim === 2 ? variant.api.boxesOverlap : variant.api.cuboidsOverlap;
  const got = fn(a.a, a.ha, a.b, a.hb);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const required = boxesOverlapFor(variant, a);
  const out: CaseResult = { violations: [], judged: true };
  if (required !== undefined && got !== required) {
    out.violations.push(`answered ${got}, exact is ${required} (outside the box band)`);
  }
  return out;
}
