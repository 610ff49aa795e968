/**
 * The shared conformance vectors (`packages/oracle/vectors`), with answers from
 * the exact oracle. Their inputs are multiples of 2^-16 within ±2^15: exact as
 * doubles, though products of four of them can round. So every answer must
 * equal the vector's, unless the case lies inside the declared rounding band
 * (checked with the oracle); the time of impact must touch within the band.
 */
import {
  axesMoved,
  ballsOverlapMargin,
  ballsOverlapScale,
  boxQueriesOf,
  circleBoxGapMin,
  cmp,
  loadVectors,
  type RVec,
  ratFromDouble,
  ratToNumber,
  raySegmentExact,
  vecFromDoubles,
  wallMargin,
} from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.ts';
import {
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  circlePolylineTimeOfImpact,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  ROUNDING_BAND,
  raySegment,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresOverlap,
  spheresTimeOfImpact,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptCircleBox,
  sweptCircleSegment,
  sweptCircles,
  sweptSphereCuboid,
  sweptSpheres,
  sweptSphereTriangle,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { bandedTouches, exactBoxes, normalWithinBand } from './box-oracle.ts';
import { boxCase, boxGapAt, boxRelative } from './circle-box-cases.ts';
import { exactCase, fRelativeAt, relative, sweptDepth, U } from './oracle.ts';
import { gAt, segmentCase, triangleCase, wallRelative, wallSweptDepth } from './wall-cases.ts';

describe.each([
  { file: 'swept2' as const, swept: sweptCircles, toi: circlesTimeOfImpact },
  { file: 'swept3' as const, swept: sweptSpheres, toi: spheresTimeOfImpact },
])('conformance vectors: $file', ({ file, swept, toi }) => {
  const { cases } = loadVectors(file);

  it('has cases', () => expect(cases.length).toBeGreaterThan(50));

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const { a0, a1, ra, b0, b1, rb } = c.float;
    const run = swept as (...a: unknown[]) => boolean;
    const hitOf = toi as (...a: unknown[]) => ReturnType<typeof circlesTimeOfImpact>;
    const got = run(a0, a1, ra, b0, b1, rb);
    const hit = hitOf(a0, a1, ra, b0, b1, rb);
    const inBand = () => sweptDepth(exactCase(c.float)) <= ROUNDING_BAND.swept;
    if (got !== c.expect.swept) expect(inBand()).toBe(true);
    expect(hit !== null).toBe(got);
    if (hit === null || c.expect.toiBracket === null) return;
    if (hit.status !== c.expect.status) expect(inBand()).toBe(true);
    const [lo, hi] = c.expect.toiBracket;
    if (hit.t < lo * (1 - 4 * U) || hit.t > hi * (1 + 4 * U)) {
      // Off the exact time by more than rounding: only where f is flat, inside the band.
      expect(Math.abs(fRelativeAt(exactCase(c.float), hit.t))).toBeLessThanOrEqual(
        ROUNDING_BAND.swept,
      );
    }
  });
});

describe('conformance vectors: raySegment', () => {
  const { cases } = loadVectors('raySegment');

  it('has cases', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const { p0, p1, s0, s1 } = c.float;
    const hit = raySegment(p0, p1, s0, s1);
    if (c.expect === null) {
      expect(hit).toBeNull();
      return;
    }
    expect(hit).not.toBeNull();
    // On these vectors the deciding cross products come out exact, so t and u are the
    // exact values rounded once (a regenerated set may need the band here instead).
    const [tl, th] = c.expect.tBracket;
    const [ul, uh] = c.expect.uBracket;
    expect(hit!.t).toBeGreaterThanOrEqual(tl);
    expect(hit!.t).toBeLessThanOrEqual(th);
    expect(hit!.u).toBeGreaterThanOrEqual(ul);
    expect(hit!.u).toBeLessThanOrEqual(uh);
    const exact = raySegmentExact(
      ...([p0, p1, s0, s1].map(vecFromDoubles) as [RVec, RVec, RVec, RVec]),
    );
    expect(ratToNumber(exact!.t)).toBe(hit!.t);
  });
});

describe('conformance vectors: overlap', () => {
  const { cases } = loadVectors('overlap');

  it('has cases', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const { a, ra, b, rb } = c.float;
    const got =
      c.dim === 2
        ? circlesOverlap(a as Vec2, ra, b as Vec2, rb)
        : spheresOverlap(a as Vec3, ra, b as Vec3, rb);
    if (got !== c.expect.overlap) {
      const args = [
        vecFromDoubles(a),
        ratFromDouble(ra),
        vecFromDoubles(b),
        ratFromDouble(rb),
      ] as const;
      expect(relative(ballsOverlapMargin(...args), ballsOverlapScale(...args))).toBeLessThanOrEqual(
        ROUNDING_BAND.overlap,
      );
    }
  });
});

/** The walls: same judgement, with the wall band. */
const WALL_BAND = ROUNDING_BAND.wall;
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
  if (swept !== e.swept) expect(wallSweptDepth(c)).toBeLessThanOrEqual(WALL_BAND);
  expect(hit !== null).toBe(swept);
  if (overlap !== e.overlap)
    expect(wallRelative(wallMargin(c.c0, c.r, c.wall), c)).toBeLessThanOrEqual(WALL_BAND);
  if (hit === null || e.tBracket === null) return;
  if (hit.status !== e.status) expect(wallRelative(gAt(c, 0), c)).toBeLessThanOrEqual(WALL_BAND);
  const [lo, hi] = e.tBracket;
  if (hit.t < lo - 4 * 2 ** -53 || hit.t > hi + 4 * 2 ** -53) {
    expect(wallRelative(gAt(c, hit.t), c)).toBeLessThanOrEqual(WALL_BAND);
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

/** A circle against a box, and a sphere against a cuboid: the same questions in 2D and 3D. */
describe.each([
  {
    file: 'circleBox' as const,
    swept: sweptCircleBox,
    toi: circleBoxTimeOfImpact,
    overlap: circleBoxOverlap,
  },
  {
    file: 'sphereCuboid' as const,
    swept: sweptSphereCuboid,
    toi: sphereCuboidTimeOfImpact,
    overlap: sphereCuboidOverlap,
  },
])('conformance vectors: $file', (queries) => {
  const { cases } = loadVectors(queries.file);
  // The 2D and 3D forms take the same arguments, with vectors of their dimension.
  const swept = queries.swept as (...a: unknown[]) => boolean;
  const toi = queries.toi as (...a: unknown[]) => ReturnType<typeof circleBoxTimeOfImpact>;
  const overlap = queries.overlap as (...a: unknown[]) => boolean;
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, v) => {
    const { c0, c1, r, b0, b1, hb } = v.float;
    const c = boxCase(v.float);
    const e = v.expect;
    const got = swept(c0, c1, r, b0, b1, hb);
    const hit = toi(c0, c1, r, b0, b1, hb);
    expect(hit !== null).toBe(got);
    if (got !== e.swept) expect(boxRelative(circleBoxGapMin(c), c)).toBeLessThanOrEqual(WALL_BAND);
    if (overlap(c0, r, b0, hb) !== e.overlap) {
      expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(WALL_BAND);
    }
    if (hit === null || e.tBracket === null) return;
    if (hit.status !== e.status)
      expect(boxRelative(boxGapAt(c, 0), c)).toBeLessThanOrEqual(WALL_BAND);
    const [lo, hi] = e.tBracket;
    if (hit.t < lo - 4 * 2 ** -53 || hit.t > hi + 4 * 2 ** -53) {
      expect(boxRelative(boxGapAt(c, hit.t), c)).toBeLessThanOrEqual(WALL_BAND);
    }
  });
});

/**
 * Boxes: an answer other than the vector's only where the exact answers with every
 * `Hᵢ` grown and shrunk by the band differ (the property tests' judge); the overlap and
 * the separation's axis exactly (a difference and a sum of these inputs are exact), the
 * separation leaving them not overlapping in the core's own test.
 */
describe('conformance vectors: boxes', () => {
  const { cases } = loadVectors('boxes');
  it('has cases', () => expect(cases.length).toBeGreaterThan(100));

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, v) => {
    const { swept, toi, overlap, separate } = boxQueriesOf(v.dim, core);
    const i = v.float as Parameters<typeof exactBoxes>[0];
    const c = exactBoxes(i);
    const { grown, shrunk } = bandedTouches(c);
    const got = swept(i.a0, i.a1, i.ha, i.b0, i.b1, i.hb);
    const hit = toi(i.a0, i.a1, i.ha, i.b0, i.b1, i.hb);
    expect(hit !== null).toBe(got);
    if (got !== v.expect.swept) expect(grown !== null && shrunk === null).toBe(true);
    if (hit !== null) {
      expect(grown).not.toBe(null);
      const t = ratFromDouble(hit.t);
      expect(cmp(t, grown!.t)).toBeGreaterThanOrEqual(0);
      if (shrunk !== null) expect(cmp(t, shrunk.t)).toBeLessThanOrEqual(0);
      if (hit.status !== v.expect.status) expect(grown!.status).not.toBe(shrunk?.status);
      const normal: number[] = Object.values(hit.normal);
      const axis = normal.findIndex((n) => n !== 0);
      expect(normalWithinBand(c, hit.t, axis, normal[axis]!)).toBe(true);
    }
    expect(overlap(i.a0, i.ha, i.b0, i.hb)).toBe(v.expect.overlap);
    const out = separate(i.a0, i.ha, 1, i.b0, i.hb, 1);
    expect(overlap(out.a, i.ha, out.b, i.hb)).toBe(false);
    expect(axesMoved([i.a0, i.b0], [out.a, out.b])).toEqual(
      v.expect.separateAxis < 0 ? [] : [v.expect.separateAxis],
    );
  });
});
