/**
 * The swept tests — two bodies (`sweptCircles`, `sweptSpheres`), a body against a
 * wall (`sweptCircleSegment`, `sweptSphereTriangle`), a circle against a box
 * (`sweptCircleBox`, `sweptSphereCuboid`) and two boxes (`sweptBoxes`, `sweptCuboids`) — judged by the
 * oracles: the exact answer, inside the variant's band where it has one.
 */
import { circleBoxGapMin, sign, sweptBoxesExact, wallGMin, wallScale } from '@swept/oracle';
import type { BoxArgs, CaseResult, CircleBoxArgs, SweptArgs, Vec, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { judgedBoxCase, requiredAnswer } from './box-case.ts';
import {
  callCircleBoxSwept,
  circleBoxRelative,
  exactCircleBoxCase,
  exactOf,
} from './circle-box-case.ts';
import { judgedCase, judgeHit } from './hit.ts';
import { fmt, nothingRounds, numbersIn, relative } from './util.ts';
import { callSwept, exactCase, judgeBoolean } from './wall-case.ts';

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

/** A circle against a box, or a sphere against a cuboid: the exact answer, inside the band where the variant has one. */
export function checkCircleBoxSwept(variant: Variant, a: CircleBoxArgs<Vec>): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = callCircleBoxSwept(variant, a);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = exactCircleBoxCase(variant, a, 'touch');
  const exact = exactOf(a).swept(c);
  out.judged = true;
  if (got !== exact) {
    judgeBoolean(variant, out, `answered ${got}, exact is ${exact}`, () =>
      circleBoxRelative(circleBoxGapMin(c), c),
    );
  }
  return out;
}

/**
 * The box swept tests (`sweptBoxes`, `sweptCuboids`): the exact answer (a band policy's
 * at its band's outer edge), inside the core's box band where the variant has one, and
 * exact where nothing rounds.
 */
export function checkBoxesSwept(variant: Variant, a: BoxArgs, dim: 2 | 3): CaseResult {
  const fn = dim === 2 ? variant.api.sweptBoxes : variant.api.sweptCuboids;
  const got = fn(a.a0, a.a1, a.ha, a.b0, a.b1, a.hb);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = judgedBoxCase(variant, a, 'outer');
  const exact = sweptBoxesExact(c);
  const out: CaseResult = { violations: [], judged: true };
  const required = requiredAnswer(variant, c, sweptBoxesExact);
  if (required !== undefined && got !== required) {
    out.violations.push(`answered ${got}, exact is ${required} (outside the box band)`);
  } else if (got !== exact && variant.semantics.kind === 'banded' && nothingRounds(numbersIn(a))) {
    out.violations.push(`answered ${got}, exact is ${exact}, on inputs where nothing rounds`);
  }
  return out;
}
