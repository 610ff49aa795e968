/**
 * The wall rows' judging, on cases whose answers follow from the geometry (no
 * timing here: speed is the bench's job).
 */
import { cmp, loadVectors, nextUp, wallGMin, ZERO } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentCases } from '../src/walls/circle-segment.ts';
import {
  fixedSegment,
  planckSegment,
  substepSegment,
  toleranceSegment,
} from '../src/walls/contenders/circle-segment.ts';
import { fixedTriangle, toleranceTriangle } from '../src/walls/contenders/sphere-triangle.ts';
import { triangleCases } from '../src/walls/sphere-triangle.ts';
import { judgeWalls, wallTruth } from '../src/walls/truth.ts';
import { packWalls, type WallInput, type WallSet } from '../src/walls/workload.ts';

/**
 * A ball of radius 1 falling from (0, 5) to (0, −3), 8 units in the frame:
 * 0. onto the floor (−10, 0)–(10, 0): its bottom reaches y = 0 when the centre is at y = 1, t* = 4/8;
 * 1. past the segment (1, 0)–(10, 0): the end (1, 0) is exactly r away when the centre passes
 *    y = 0, a graze at t* = 5/8;
 * 2. past (2, 0)–(10, 0): never closer than 2, a miss;
 * 3. rising from (0, 0.5) off the floor: it starts overlapping, t* = 0.
 */
function dropping(): WallSet {
  const fall = { c0: [0, 5], c1: [0, -3], r: 1 };
  const inputs: WallInput[] = [
    {
      ...fall,
      wall: [
        [-10, 0],
        [10, 0],
      ],
      kind: 'random',
    },
    {
      ...fall,
      wall: [
        [1, 0],
        [10, 0],
      ],
      kind: 'graze',
    },
    {
      ...fall,
      wall: [
        [2, 0],
        [10, 0],
      ],
      kind: 'near miss',
    },
    {
      c0: [0, 0.5],
      c1: [0, 3],
      r: 1,
      wall: [
        [-10, 0],
        [10, 0],
      ],
      kind: 'random',
    },
  ];
  return packWalls(2, inputs);
}

const TIME0 = { kind: 'time', time: 0 } as const;

describe('the oracle’s answers', () => {
  const set = dropping();
  const truth = wallTruth(set);

  it('finds the touching cases and their first touch', () => {
    expect(Array.from(truth.hits)).toEqual([1, 1, 0, 1]);
    expect(truth.hitCount).toBe(3);
    // Dyadic times are doubles: the bracket closes on them.
    expect([truth.toiLo[0], truth.toiHi[0]]).toEqual([0.5, 0.5]);
    expect([truth.toiLo[1], truth.toiHi[1]]).toEqual([0.625, 0.625]);
    expect([truth.toiLo[3], truth.toiHi[3]]).toEqual([0, 0]);
  });

  it('agrees with the committed conformance vectors on whether each touches', () => {
    for (const dim of [2, 3] as const) {
      const file = loadVectors(dim === 2 ? 'circleSegment' : 'sphereTriangle');
      const seeded = dim === 2 ? segmentCases(1, 0) : triangleCases(1, 0);
      const t = wallTruth(seeded);
      expect(Array.from(t.hits)).toEqual(file.cases.map((c) => (c.expect.swept ? 1 : 0)));
    }
  });
});

describe('late or not, decided exactly', () => {
  const sets = [segmentCases(31, 200), triangleCases(32, 200)];
  const truths = sets.map(wallTruth);

  it('never calls the double below t* late, always the one above it, and t* itself only when it is not a double', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), fc.nat(), (d, k) => {
        const set = sets[d]!;
        const truth = truths[d]!;
        const touching = [...truth.hits.keys()].filter((i) => truth.hits[i] === 1);
        const i = touching[k % touching.length]!;
        const judgeAt = (ti: number) => {
          const hits = new Uint8Array(set.count);
          const t = new Float64Array(set.count);
          hits[i] = 1;
          t[i] = ti;
          // Every other touching case counts as missed; only case i is timed.
          return judgeWalls(truth, set.kind, hits, t, TIME0);
        };
        const lo = truth.toiLo[i]!;
        const hi = truth.toiHi[i]!;
        expect(judgeAt(lo).late).toBe(0);
        expect(judgeAt(hi).late).toBe(lo === hi ? 0 : 1);
        const above = judgeAt(nextUp(hi));
        expect([above.late, above.beyondBand]).toEqual([1, 1]);
        expect(above.worstLate).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('counting', () => {
  const set = dropping();
  const truth = wallTruth(set);

  it('counts missed contacts, by kind', () => {
    const v = judgeWalls(truth, set.kind, new Uint8Array(4), null, TIME0);
    expect(v.missed).toBe(3);
    expect(v.falseHits).toBe(0);
    expect(v.late).toBeNull();
    expect(Object.fromEntries(v.missedByKind)).toEqual({ random: 2, graze: 1 });
  });

  it('counts false hits and late times, and the worst lateness', () => {
    const all = new Uint8Array([1, 1, 1, 1]);
    // Case 0 late by 2^-40, case 1 on time, case 2 a false hit, case 3 late by 2^-20.
    const t = new Float64Array([0.5 + 2 ** -40, 0.625, 0.25, 2 ** -20]);
    const v = judgeWalls(truth, set.kind, all, t, TIME0);
    expect(v.falseHits).toBe(1);
    expect(Object.fromEntries(v.falseByKind)).toEqual({ 'near miss': 1 });
    expect(v.late).toBe(2);
    expect(v.beyondBand).toBe(2);
    expect(v.worstLate).toBe(2 ** -20);
    expect(v.worstEarly).toBe(0);
    // A band of 2^-30 in time forgives case 0 (2^-40 late), not case 3 (2^-20).
    expect(judgeWalls(truth, set.kind, all, t, { kind: 'time', time: 2 ** -30 }).beyondBand).toBe(
      1,
    );
  });

  it('counts early times as early', () => {
    const t = new Float64Array([0.5 - 2 ** -10, 0.5, 0, 0]);
    const v = judgeWalls(truth, set.kind, new Uint8Array([1, 1, 0, 1]), t, TIME0);
    expect(v.late).toBe(0);
    expect(v.worstEarly).toBe(0.125);
  });

  it('measures a distance band at the reported centre', () => {
    // t = 1/2 + 1/16: the centre is at y = 1 − 8/16 = 0.5, 0.5 from the floor.
    const t = new Float64Array([0.5625, 0, 0, 0]);
    const hits = new Uint8Array([1, 0, 0, 0]);
    const within = judgeWalls(truth, set.kind, hits, t, { kind: 'distance', min: () => 0.4 });
    const beyond = judgeWalls(truth, set.kind, hits, t, { kind: 'distance', min: () => 0.6 });
    expect([within.late, within.beyondBand]).toEqual([1, 0]);
    expect([beyond.late, beyond.beyondBand]).toEqual([1, 1]);
  });

  it('measures the core’s rounding band as g against its scale', () => {
    // S = |c0 − s0|² + |c1 − s0|² + |s1 − s0|² + r² = 125 + 109 + 400 + 1 = 635. At t = 1/2 + δ
    // the gap is 1 − 8δ, g = (1 − 8δ)² − 1 ≈ −16δ: δ = 2^-52 gives |g| ≈ 2^-48 < 2^-45·635,
    // δ = 2^-30 gives |g| ≈ 2^-26, far beyond.
    const band = { kind: 'rounding', relative: 2 ** -45 } as const;
    const hits = new Uint8Array([1, 0, 0, 0]);
    const at = (t0: number) =>
      judgeWalls(truth, set.kind, hits, new Float64Array([t0, 0, 0, 0]), band);
    const near = at(0.5 + 2 ** -52);
    const far = at(0.5 + 2 ** -30);
    expect([near.late, near.beyondBand]).toEqual([1, 0]);
    expect([far.late, far.beyondBand]).toEqual([1, 1]);
  });
});

describe('the contenders', () => {
  it('sees sub-stepping tunnel through a thin wall the oracle says it touches', () => {
    // A 0.1-radius bullet from (−5, 0) to (5, 0) through the wall x = 0.3, y ∈ [−1, 1]: it
    // touches while x ∈ [0.2, 0.4], t ∈ [0.52, 0.54], between the samples of n = 4 and of
    // n = 16 (…, 0.5, 0.5625, …).
    const set = packWalls(2, [
      {
        c0: [-5, 0],
        c1: [5, 0],
        r: 0.1,
        wall: [
          [0.3, -1],
          [0.3, 1],
        ],
        kind: 'bullet',
      },
    ]);
    const truth = wallTruth(set);
    expect(truth.hits[0]).toBe(1);
    for (const n of [4, 16]) {
      const row = substepSegment(n);
      const pass = row.prepare(set);
      pass.run();
      expect(judgeWalls(truth, set.kind, pass.hits, pass.t, row.band).missed).toBe(1);
    }
  });

  it('finds planck.js about one linear slop inside the floor, within its stated band', () => {
    const set = dropping();
    const truth = wallTruth(set);
    const pass = planckSegment.prepare(set);
    pass.run();
    // The centre stops (r − slop) ± slop/4 above the floor: t = 1/2 + (0.005 ± 0.00125)/8.
    const t0 = pass.t?.[0] ?? Number.NaN;
    expect(t0).toBeGreaterThan(0.5 + 0.00375 / 8 - 1e-9);
    expect(t0).toBeLessThan(0.5 + 0.00625 / 8 + 1e-9);
    const v = judgeWalls(truth, set.kind, pass.hits, pass.t, planckSegment.band);
    expect(v.late).toBeGreaterThanOrEqual(1);
    expect(v.beyondBand).toBe(0);
  });

  it('builds grazes that touch exactly and near misses that miss by one grid step', () => {
    for (const set of [segmentCases(11, 300), triangleCases(12, 300)]) {
      const truth = wallTruth(set);
      let grazes = 0;
      set.kind.forEach((kind, i) => {
        if (kind === 'graze') {
          grazes++;
          expect(cmp(wallGMin(truth.cases[i]!), ZERO)).toBe(0);
        }
        if (kind === 'near miss') expect(truth.hits[i]).toBe(0);
        if (kind === 'end cap' || kind === 'edge or corner') expect(truth.hits[i]).toBe(1);
      });
      expect(grazes).toBeGreaterThan(10);
    }
  });

  it('has the exact variants agree with the oracle and never report late', () => {
    const rows = [
      [segmentCases(21, 150), [fixedSegment, toleranceSegment]],
      [triangleCases(22, 150), [fixedTriangle, toleranceTriangle]],
    ] as const;
    for (const [set, list] of rows) {
      const truth = wallTruth(set);
      for (const row of list) {
        const pass = row.prepare(set);
        pass.run();
        const v = judgeWalls(truth, set.kind, pass.hits, pass.t, row.band);
        expect([row.name, v.missed, v.falseHits, v.late]).toEqual([row.name, 0, 0, 0]);
      }
    }
  });
});
