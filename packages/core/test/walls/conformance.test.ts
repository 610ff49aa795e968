/**
 * The shared wall conformance vectors (`packages/oracle/vectors`): every answer
 * must equal the vector's, unless the case lies inside ROUNDING_BAND.wall
 * (checked with the oracle); the time must touch within the band.
 */
import { loadVectors, wallMargin } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  ROUNDING_BAND,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptCircleSegment,
  sweptSphereTriangle,
} from '../../src/index.ts';
import { gAt, relative, segmentCase, sweptDepth, triangleCase } from './cases.ts';

const BAND = ROUNDING_BAND.wall;
type Hit = { t: number; status: string } | null;
type Expect = {
  swept: boolean;
  status: string | null;
  tBracket: [number, number] | null;
  overlap: boolean;
};

function judge(
  c: ReturnType<typeof segmentCase>,
  swept: boolean,
  hit: Hit,
  overlap: boolean,
  e: Expect,
): void {
  if (swept !== e.swept) expect(sweptDepth(c)).toBeLessThanOrEqual(BAND);
  expect(hit !== null).toBe(swept);
  if (overlap !== e.overlap)
    expect(relative(wallMargin(c.c0, c.r, c.wall), c)).toBeLessThanOrEqual(BAND);
  if (hit === null || e.tBracket === null) return;
  if (hit.status !== e.status) expect(relative(gAt(c, 0), c)).toBeLessThanOrEqual(BAND);
  const [lo, hi] = e.tBracket;
  if (hit.t < lo - 4 * 2 ** -53 || hit.t > hi + 4 * 2 ** -53) {
    expect(relative(gAt(c, hit.t), c)).toBeLessThanOrEqual(BAND);
  }
}

describe('conformance vectors: circleSegment', () => {
  const { cases } = loadVectors('circleSegment');
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, v) => {
    const { c0, c1, r, s0, s1 } = v.float;
    judge(
      segmentCase(v.float),
      sweptCircleSegment(c0, c1, r, s0, s1),
      circleSegmentTimeOfImpact(c0, c1, r, s0, s1),
      circleSegmentOverlap(c0, r, s0, s1),
      v.expect,
    );
  });
});

describe('conformance vectors: sphereTriangle', () => {
  const { cases } = loadVectors('sphereTriangle');
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, v) => {
    const { c0, c1, r, p0, p1, p2 } = v.float;
    judge(
      triangleCase(v.float),
      sweptSphereTriangle(c0, c1, r, p0, p1, p2),
      sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2),
      sphereTriangleOverlap(c0, r, p0, p1, p2),
      v.expect,
    );
  });
});

describe('conformance vectors: circlePolyline', () => {
  const { cases } = loadVectors('circlePolyline');
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, v) => {
    const { c0, c1, r, points, closed } = v.float;
    const hit = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
    expect(hit === null).toBe(v.expect.segment === null);
    if (hit === null) return;
    const [lo, hi] = v.expect.tBracket!;
    expect(hit.t).toBeGreaterThanOrEqual(lo - 4 * 2 ** -53);
    expect(hit.t).toBeLessThanOrEqual(hi + 4 * 2 ** -53);
    expect(hit.status).toBe(v.expect.status);
    // Another segment only if it is touched at the same time up to rounding.
    if (hit.segment !== v.expect.segment) expect(hit.t - lo).toBeLessThanOrEqual(4 * 2 ** -53);
  });
});
