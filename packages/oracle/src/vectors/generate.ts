/**
 * Generates the conformance vectors: deterministic (each file from its own
 * fixed seed of `mulberry32`), biased to the edge cases where variants go
 * wrong (see `swept.ts`, `ray.ts`, `overlap.ts`). Answers come from the
 * oracle. Everything is built in raw Q16.16 units, so each input is exact as
 * a double and as a raw integer.
 */
import { boxesVectors } from './boxes.ts';
import { DENOM } from './build.ts';
import { circleBoxVectors } from './circle-box.ts';
import { overlapVectors } from './overlap.ts';
import { raySegmentVectors } from './ray.ts';
import { sphereCuboidVectors } from './sphere-cuboid.ts';
import { sweptVectors } from './swept.ts';
import type {
  OverlapFile,
  RaySegmentFile,
  SweptVector,
  Vec2Json,
  Vec3Json,
  VectorFiles,
} from './types.ts';
import { circlePolylineVectors, circleSegmentVectors, sphereTriangleVectors } from './walls.ts';

/** Every vector file, freshly generated (deterministic). */
export function generateVectors(): VectorFiles {
  const denom = DENOM;
  const note =
    'Inputs are multiples of 2^-16 within ±2^15: `float` is the double, `raw` the Q16.16 integer (float · 65536). Answers from @swept/oracle (exact BigInt rationals); floors use denom.';
  return {
    swept2: {
      description: `sweptCircles / circlesTimeOfImpact. ${note}`,
      denom,
      cases: sweptVectors(2, 0x5eed2) as SweptVector<Vec2Json>[],
    },
    swept3: {
      description: `sweptSpheres / spheresTimeOfImpact. ${note}`,
      denom,
      cases: sweptVectors(3, 0x5eed3) as SweptVector<Vec3Json>[],
    },
    raySegment: {
      description: `raySegment. ${note}`,
      denom,
      cases: raySegmentVectors(0x5eed4),
    } satisfies RaySegmentFile,
    overlap: {
      description: `circlesOverlap (dim 2) / spheresOverlap (dim 3). ${note}`,
      denom,
      cases: overlapVectors(0x5eed5),
    } satisfies OverlapFile,
    circleSegment: {
      description: `sweptCircleSegment / circleSegmentTimeOfImpact / circleSegmentOverlap (at c0). ${note}`,
      denom,
      cases: circleSegmentVectors(0x5eed6),
    },
    sphereTriangle: {
      description: `sweptSphereTriangle / sphereTriangleTimeOfImpact / sphereTriangleOverlap (at c0). ${note}`,
      denom,
      cases: sphereTriangleVectors(0x5eed7),
    },
    circlePolyline: {
      description: `circlePolylineTimeOfImpact. ${note}`,
      denom,
      cases: circlePolylineVectors(0x5eed8),
    },
    boxes: {
      description: `sweptBoxes / boxesTimeOfImpact / boxesOverlap (at a0, b0) / separateBoxes (masses 1, at a0, b0) (dim 2), the cuboid forms (dim 3). ${note}`,
      denom,
      cases: boxesVectors(0x5eed9),
    },
    circleBox: {
      description: `sweptCircleBox / circleBoxTimeOfImpact / circleBoxOverlap (at c0, b0). ${note}`,
      denom,
      cases: circleBoxVectors(0x5eed9),
    },
    sphereCuboid: {
      description: `sweptSphereCuboid / sphereCuboidTimeOfImpact / sphereCuboidOverlap (at c0, b0). ${note}`,
      denom,
      cases: sphereCuboidVectors(0x5eeda),
    },
  };
}
