/** level/: what the core brings to a cast (its margin, pair queries and checks). */
import { CORE_MARGIN } from '../scene/boxes.ts';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { checkCast2, checkCast3 } from '../validate/shapes.ts';
import type { CastVariant } from './cast.ts';

/** The core's casts: doubles, its rounding share as the margin, its own wall queries. */
export const CORE_CAST: CastVariant = Object.freeze({
  values: 'double',
  margin: CORE_MARGIN,
  segment: circleSegmentTimeOfImpact,
  triangle: sphereTriangleTimeOfImpact,
  check2: checkCast2,
  check3: checkCast3,
});
