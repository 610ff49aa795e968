/**
 * cast/: what a policy brings to a cast: the core's levels (a tolerance level is a
 * core level), its own wall queries and the box margin they need. Under `exact`
 * the margin is outward rounding only; under a band policy the wall query touches
 * at `r + w`, so the body's box also reaches the band's half-width, as the scenes'
 * does (`scene/ball-ball.ts`, `policyMargin`). The levels' wall boxes already carry
 * the core's rounding share, which a band policy's wall query (the core's, at a
 * wider radius) needs and the `exact` one does not.
 */
import {
  type BoxCastVariant,
  type BoxSegmentQuery,
  type CastVariant,
  checkCast2,
  checkCast3,
  checkCastBox,
  type SegmentQuery,
  type TriangleQuery,
} from '@swept/core/internal';
import type { Policy } from '../policy.ts';
import { policyMargin } from '../scene/ball-ball.ts';

/** The cast variant of `policy`, over its wall queries `segment` and `triangle`. */
export function policyCast(
  policy: Policy,
  segment: SegmentQuery,
  triangle: TriangleQuery,
): CastVariant {
  return Object.freeze({
    values: 'double',
    margin: policyMargin(policy),
    segment,
    triangle,
    check2: checkCast2,
    check3: checkCast3,
  });
}

/** The box cast variant of `policy`, over its box–segment query `box` (`time-of-impact/box-segment.ts`). */
export function policyBoxCast(policy: Policy, box: BoxSegmentQuery): BoxCastVariant {
  return Object.freeze({
    values: 'double',
    margin: policyMargin(policy),
    box,
    checkBox: checkCastBox,
  });
}
