/**
 * The swept tests — two bodies (`sweptCircles`, `sweptSpheres`), a body against a
 * wall (`sweptCircleSegment`, `sweptSphereTriangle`) and a circle against a box
 * (`sweptCircleBox`) — judged by the oracles: the exact answer, inside the variant's
 * band where it has one.
 */
import { circleBoxGapMin, sign, sweptCircleBoxExact, wallGMin, wallScale } from '@swept/oracle';
import type { CaseResult, CircleBoxArgs, SweptArgs, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { callCircleBoxSwept, circleBoxRelative, exactCircleBoxCase } from './circle-box-case.ts';
import { judgedCase, judgeHit } from './hit.ts';
import { fmt, relative } from './util.ts';
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

export function checkCircleBoxSwept(variant: Variant, a: CircleBoxArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const got = callCircleBoxSwept(variant, a);
  if (typeof got !== 'boolean') return { violations: [`returned ${fmt(got)}, not a boolean`] };
  const c = exactCircleBoxCase(variant, a, 'touch');
  const exact = sweptCircleBoxExact(c);
  out.judged = true;
  if (got !== exact) {
    judgeBoolean(variant, out, `answered ${got}, exact is ${exact}`, () =>
      circleBoxRelative(circleBoxGapMin(c), c),
    );
  }
  return out;
}
