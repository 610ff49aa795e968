/**
 * The shared conformance vectors (`packages/oracle/vectors`), with answers from
 * the exact oracle. Their inputs are multiples of 2^-16 within ±2^15: exact as
 * doubles, though products of four of them can round. So every answer must
 * equal the vector's, unless the case lies inside the declared rounding band
 * (checked with the oracle); the time of impact must touch within the band.
 */
import {
  loadVectors,
  overlapMargin,
  overlapScale,
  type RVec,
  ratFromDouble,
  ratToNumber,
  raySegmentExact,
  vecFromDoubles,
} from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  circlesTimeOfImpact,
  ROUNDING_BAND,
  raySegment,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { exactCase, fRelativeAt, relative, sweptDepth, U } from './oracle.ts';

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
      expect(relative(overlapMargin(...args), overlapScale(...args))).toBeLessThanOrEqual(
        ROUNDING_BAND.overlap,
      );
    }
  });
});
