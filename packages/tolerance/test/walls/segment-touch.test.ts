/**
 * The `exact` circle–segment stages (`src/walls/segment-point.ts`,
 * `src/walls/segment-touch.ts`, `src/exact/bounded-double-double.ts`) against the BigInt oracle:
 * each stage's sign of `g` at a double time on its own (the double filter,
 * the double-double stage, expansions: whenever one decides, it decides as
 * the oracle), and the queries on inputs built to land on each stage — clear
 * hits and misses, exact touches at a representable `t` (a face, an end),
 * exact grazes along the flat side and past an end and ±1 ulp around them,
 * motion parallel to the wall, `r = 0` against `raySegment`, and the ends of
 * the input range (scaled by `2^±150`: the exact last resort).
 */
import type { Vec2 } from '@swept/core';
import { nextDown, nextUp } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../../src/index.ts';
import { gameSegment, type SegmentArgs, segmentArgs } from '../arbitraries.ts';
import {
  agreesSegment,
  expectExactZero,
  expectRaySegment,
  expectStagesAgree,
  settledBy,
  segmentStages as stages,
} from '../oracle.ts';

const q = withPolicy(exact);

/** The `exact` answers of every circle–segment query agree with the oracle. */
function agrees(args: SegmentArgs): void {
  const { hit } = agreesSegment(args);
  const [c0, c1, r, s0, s1] = args;
  expect(q.circlePolylineTimeOfImpact(c0, c1, r, [s0, s1], false)?.t ?? null).toBe(hit?.t ?? null);
}

/** The stage that settled one time of impact (and the answer agrees with the oracle). */
function stageOf(args: SegmentArgs): 'filter' | 'doubleDouble' | 'expansion' {
  agrees(args);
  return settledBy(() => q.circleSegmentTimeOfImpact(...args));
}

const p = (x: number, y: number): Vec2 => ({ x, y });
const floor: [Vec2, Vec2] = [p(-4, 0), p(4, 0)];

describe('each stage of g at a double time decides as the oracle', () => {
  it('filter, double-double and expansions, at 0, 1, the core’s t and its neighbours', () => {
    expectStagesAgree(stages, gameSegment, 2 ** -90, 400);
  });

  it('expansions decide exact zeros (a touch at t = 1/2 on the flat side and at an end)', () => {
    expectExactZero(stages, [p(0, 5), p(0, -3), 1, ...floor], 0.5);
    expectExactZero(stages, [p(7, 0), p(3, 0), 1, ...floor], 0.5);
  });
});

describe('the circle–segment queries land on each stage and agree with the oracle', () => {
  it('a near miss past the box filter: the double filter', () => {
    expect(stageOf([p(-10, 1.6), p(10, 1.7), 1.55, ...floor])).toBe('filter');
  });

  it('a hit at an irrational t: the double-double stage rounds it down', () => {
    expect(stageOf([p(0.1, 5), p(0.4, -5), 1.3, p(-4, 0.2), p(4, -0.1)])).toBe('doubleDouble');
  });

  it('exact touches at a representable t: expansions (flat side, an end, at t = 1)', () => {
    expect(stageOf([p(0, 5), p(0, -3), 1, ...floor])).toBe('expansion');
    expect(q.circleSegmentTimeOfImpact(p(0, 5), p(0, -3), 1, ...floor)?.t).toBe(0.5);
    expect(stageOf([p(7, 0), p(3, 0), 2, ...floor])).toBe('expansion');
    expect(q.circleSegmentTimeOfImpact(p(7, 0), p(3, 0), 2, ...floor)?.t).toBe(0.25);
    expect(q.circleSegmentTimeOfImpact(p(0, 3), p(0, 1), 1, ...floor)?.t).toBe(1);
  });

  it('exact grazes and ±1 ulp around them: along the flat side and past an end', () => {
    for (const r of [nextDown(1), 1, nextUp(1)]) {
      agrees([p(-9, 1), p(9, 1), r, ...floor]);
      agrees([p(5, 5), p(5, -5), r, ...floor]);
      agrees([p(-9, 1), p(9, 1.5), r, ...floor]);
    }
  });

  it('motion parallel to the wall: inside, on and outside the radius', () => {
    for (const y of [0.5, 1, 2]) agrees([p(-9, y), p(9, y), 1, ...floor]);
    agrees([p(-9, 0), p(9, 0), 1, ...floor]);
    agrees([p(-9, 0), p(-5, 0), 1, ...floor]);
    agrees([p(-9, 0), p(-5.5, 0), 1, ...floor]);
  });

  it('a segment of length 0 and a circle that stands still', () => {
    agrees([p(0, 5), p(0.5, -5), 1, p(0, 0), p(0, 0)]);
    agrees([p(0, 0.5), p(0, 0.5), 1, ...floor]);
    agrees([p(0, 1), p(0, 1), 1, ...floor]);
  });

  it('r = 0 is raySegment', () => {
    fc.assert(
      fc.property(gameSegment, (args) => agrees(expectRaySegment(args))),
      { numRuns: 300 },
    );
  });

  it('game-scale cases, and every case scaled by 2^±150 toward the ends of the range (the exact last resort)', () => {
    fc.assert(fc.property(gameSegment, agrees), { numRuns: 500 });
    const scaled =
      (k: number) =>
      (a: SegmentArgs): SegmentArgs => {
        const s = (w: Vec2) => p(w.x * 2 ** k, w.y * 2 ** k);
        return [s(a[0]), s(a[1]), a[2] * 2 ** k, s(a[3]), s(a[4])];
      };
    const small = fc.tuple(segmentArgs, fc.constantFrom(150, -150));
    fc.assert(
      fc.property(small, ([a, k]) => {
        const b = scaled(k)(a);
        if (
          [b[0].x, b[0].y, b[1].x, b[1].y, b[2], b[3].x, b[3].y, b[4].x, b[4].y].every(
            (x) => x === 0 || (Math.abs(x) >= 2 ** -200 && Math.abs(x) <= 2 ** 200),
          )
        )
          agrees(b);
      }),
      { numRuns: 200 },
    );
  });
});
