/**
 * The `exact` wall queries against the exact oracle, as the wall tests share them
 * (`wall-oracle-agreement.test.ts`, `walls/segment-touch.test.ts`,
 * `walls/triangle-touch.test.ts`): the answers of a case, the sign of `g` at a
 * double time, and what each of the wall stages decides.
 */
import {
  circleSegmentTimeOfImpact,
  type SegmentContact,
  sphereTriangleTimeOfImpact,
  type TriangleContact,
} from '@swept/core';
import {
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
} from '@swept/core/internal';
import {
  circleSegmentCase,
  circleSegmentOverlapExact,
  circleSegmentTimeOfImpactExact,
  gAt,
  nextDown,
  nextUp,
  ratFromDouble,
  sign,
  sphereTriangleCase,
  sphereTriangleOverlapExact,
  sphereTriangleTimeOfImpactExact,
  surdBracket,
  vecFromDoubles,
  type WallCase,
  type WallContact,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import { exact, exactStageStats, resetExactStats, withPolicy } from '../src/index.ts';
import { gSignByStage, loadSegmentPoint } from '../src/walls/segment-point.ts';
import { gSignByStage3, loadTrianglePoint } from '../src/walls/triangle-point.ts';
import type { SegmentArgs, TriangleArgs } from './arbitraries.ts';

const q = withPolicy(exact);
const v = vecFromDoubles;
const n = ratFromDouble;

/**
 * `exact`'s time of impact is the oracle's: `null` alike, otherwise the oracle's
 * status and, for `t`, the lower end of its double bracket of `t*`.
 */
export function expectExactTime(
  hit: { t: number; status: string } | null,
  want: Pick<WallContact, 't' | 'status'> | null,
): void {
  expect(hit === null ? null : [hit.t, hit.status]).toEqual(
    want === null ? null : [surdBracket(want.t)[0], want.status],
  );
}

/**
 * The `exact` circle–segment answers agree with the oracle: the swept test, the
 * time of impact and the overlap at `c0` (returned, with the time of impact).
 */
export function agreesSegment([c0, c1, r, s0, s1]: SegmentArgs): {
  hit: SegmentContact | null;
  overlaps: boolean;
} {
  const want = circleSegmentTimeOfImpactExact(circleSegmentCase(c0, c1, r, s0, s1));
  expect(q.sweptCircleSegment(c0, c1, r, s0, s1)).toBe(want !== null);
  const hit = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
  expectExactTime(hit, want);
  const overlaps = circleSegmentOverlapExact(v(c0), n(r), v(s0), v(s1));
  expect(q.circleSegmentOverlap(c0, r, s0, s1)).toBe(overlaps);
  return { hit, overlaps };
}

/**
 * With `r = 0` the circle–segment time of impact is `raySegment`'s (`exact`: the same
 * double), and a miss is a miss of the ray; returns the circle's arguments with `r = 0`.
 */
export function expectRaySegment([c0, c1, , s0, s1]: SegmentArgs): SegmentArgs {
  const ray = q.raySegment(c0, c1, s0, s1);
  const hit = q.circleSegmentTimeOfImpact(c0, c1, 0, s0, s1);
  // raySegment has no answer for a point moving along the segment's line.
  if (ray !== null) expect(hit?.t).toBe(ray.t);
  if (hit === null) expect(ray).toBe(null);
  return [c0, c1, 0, s0, s1];
}

/** The same for a sphere and a triangle. */
export function agreesTriangle([c0, c1, r, p0, p1, p2]: TriangleArgs): {
  hit: TriangleContact | null;
  overlaps: boolean;
} {
  const want = sphereTriangleTimeOfImpactExact(sphereTriangleCase(c0, c1, r, p0, p1, p2));
  expect(q.sweptSphereTriangle(c0, c1, r, p0, p1, p2)).toBe(want !== null);
  const hit = q.sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
  expectExactTime(hit, want);
  const overlaps = sphereTriangleOverlapExact(v(c0), n(r), v(p0), v(p1), v(p2));
  expect(q.sphereTriangleOverlap(c0, r, p0, p1, p2)).toBe(overlaps);
  return { hit, overlaps };
}

/** The oracle's sign of `g(τ) = distance(C(τ), wall)² − r²`, with `C(τ)` exact. */
export const oracleG = (c: WallCase, tau: number): number => sign(gAt(c, n(tau)));

/** A wall's stages of `g` at a double time, and what they are checked against. */
export interface WallStages<A extends unknown[]> {
  /** Loads a case (the wall stages' state). */
  load: (...args: A) => void;
  /** The sign of `g(τ)` by one stage, `NaN` where it cannot decide. */
  gSignByStage: (tau: number, stage: Stage) => number;
  /** The oracle's case. */
  wallCase: (...args: A) => WallCase;
  /** The core's time of impact: the stages are tried at its `t` and its neighbours. */
  core: (...args: A) => { t: number } | null;
}

/** The circle–segment stages (`src/walls/segment-point.ts`). */
export const segmentStages: WallStages<SegmentArgs> = {
  load: loadSegmentPoint,
  gSignByStage,
  wallCase: circleSegmentCase,
  core: circleSegmentTimeOfImpact,
};

/** The sphere–triangle stages (`src/walls/triangle-point.ts`). */
export const triangleStages: WallStages<TriangleArgs> = {
  load: loadTrianglePoint,
  gSignByStage: gSignByStage3,
  wallCase: sphereTriangleCase,
  core: sphereTriangleTimeOfImpact,
};

/**
 * On every case of `cases`, each stage of `g` that decides at `τ` = 0, 1, a `u ≥ min`
 * and (above `min`) the core's `t` and its neighbours, decides as the oracle; over all
 * of them, expansions decide more often than the filter and so does the
 * double-double stage (it decides near the roots, where the filter cannot).
 */
export function expectStagesAgree<A extends unknown[]>(
  stages: WallStages<A>,
  cases: fc.Arbitrary<A>,
  min: number,
  numRuns: number,
): void {
  const decided = [0, 0, 0];
  fc.assert(
    fc.property(cases, fc.double({ min, max: 1, noNaN: true }), (args, u) => {
      const core = stages.core(...args)?.t;
      const times = [0, 1, u];
      if (core !== undefined && core > min) times.push(core, nextUp(core), nextDown(core));
      for (const tau of times) {
        if (tau > 1) continue;
        stages.load(...args);
        const want = oracleG(stages.wallCase(...args), tau);
        ([STAGE_FILTER, STAGE_DOUBLE_DOUBLE, STAGE_EXPANSION] as const).forEach((stage, i) => {
          const got = stages.gSignByStage(tau, stage);
          if (!Number.isNaN(got)) {
            expect(got).toBe(want);
            decided[i]!++;
          }
        });
      }
    }),
    { numRuns },
  );
  expect(decided[2]).toBeGreaterThan(decided[0]!);
  expect(decided[1]).toBeGreaterThan(decided[0]!);
}

/** At an exact zero of `g` (the oracle's 0 at `τ`), the filter and the double-double stage give up; expansions decide 0. */
export function expectExactZero<A extends unknown[]>(
  stages: WallStages<A>,
  args: A,
  tau: number,
): void {
  stages.load(...args);
  expect(oracleG(stages.wallCase(...args), tau)).toBe(0);
  expect(stages.gSignByStage(tau, STAGE_FILTER)).toBeNaN();
  expect(stages.gSignByStage(tau, STAGE_DOUBLE_DOUBLE)).toBeNaN();
  expect(stages.gSignByStage(tau, STAGE_EXPANSION)).toBe(0);
}

/** The stage that settled the time of impact `toi` computes (read from the exact stage counters). */
export function settledBy(toi: () => unknown): 'filter' | 'doubleDouble' | 'expansion' {
  resetExactStats();
  toi();
  const s = exactStageStats();
  return s.expansion > 0 ? 'expansion' : s.doubleDouble > 0 ? 'doubleDouble' : 'filter';
}
