/**
 * The `exact` sphere–triangle stages (`src/walls/triangle-point.ts`,
 * `src/walls/triangle-touch.ts`) against the BigInt oracle: each stage's sign of `g`
 * at a double time on its own, and the queries on inputs built to land on
 * each stage — hits on the face, an edge and a corner at irrational times,
 * exact touches at `t = 1/2` there, exact grazes and ±1 ulp around them,
 * motion parallel to the face, degenerate triangles, and every case scaled
 * by `2^±150` (the exact last resort); then grazes at double times on a
 * grid, where the graze stage (`touchedBefore`) must match the oracle and
 * the queries must not reach the last resort (the search from poor
 * estimates: `touch-search.test.ts`).
 */
import type { Vec3 } from '@swept/core';
import {
  nextDown,
  nextUp,
  sphereTriangleCase,
  sphereTriangleTimeOfImpactExact,
  surdBracket,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, exactStageStats, resetExactStats, withPolicy } from '../../src/index.ts';
import {
  at3,
  evaluate3,
  loadTrianglePoint,
  touchedBefore,
} from '../../src/walls/triangle-point.ts';
import { lastResort } from '../../src/walls/wall-case.ts';
import { gameTriangle, type TriangleArgs, triangleArgs } from '../arbitraries.ts';
import {
  agreesTriangle,
  expectExactZero,
  expectStagesAgree,
  oracleG,
  settledBy,
  triangleStages as stages,
} from '../oracle.ts';

const q = withPolicy(exact);
const agrees = (args: TriangleArgs): void => void agreesTriangle(args);

/** The stage that settled one time of impact (and the answers agree with the oracle). */
function stageOf(args: TriangleArgs): 'filter' | 'doubleDouble' | 'expansion' {
  agrees(args);
  return settledBy(() => q.sphereTriangleTimeOfImpact(...args));
}

const p = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const floor: [Vec3, Vec3, Vec3] = [p(-4, -4, 0), p(4, -4, 0), p(0, 4, 0)];

describe('each stage of g at a double time decides as the oracle (sphere–triangle)', () => {
  it('filter, double-double and expansions, at 0, 1, the core’s t and its neighbours', () => {
    expectStagesAgree(stages, gameTriangle, 2 ** -50, 300);
  });

  it('expansions decide exact zeros (touches at t = 1/2 on the face, an edge, a corner)', () => {
    expectExactZero(stages, [p(0, 0, 3), p(0, 0, -1), 1, ...floor], 0.5);
    expectExactZero(stages, [p(0, -7, 0), p(0, -3, 0), 1, ...floor], 0.5);
    expectExactZero(stages, [p(0, 7, 0), p(0, 3, 0), 1, ...floor], 0.5);
  });
});

describe('the sphere–triangle queries land on each stage and agree with the oracle', () => {
  it('a miss past the box filter: the double filter', () => {
    expect(stageOf([p(-10, 0, 1.6), p(10, 0.5, 1.7), 1.55, ...floor])).toBe('filter');
  });

  it('a miss through the plane beside the triangle (closest approach inside the step): the filter', () => {
    expect(stageOf([p(-3, 7, 1), p(3, 7, -1), 2.5, ...floor])).toBe('filter');
    expect(q.sweptSphereTriangle(p(-3, 7, 1), p(3, 7, -1), 2.5, ...floor)).toBe(false);
  });

  it('hits at irrational times on the face, an edge and a corner: the double-double stage', () => {
    expect(stageOf([p(0.1, 0.2, 5), p(0.4, -0.3, -4.7), 1.3, ...floor])).toBe('doubleDouble');
    expect(stageOf([p(0.3, -9, 0.1), p(0.2, 1, -0.2), 1.3, ...floor])).toBe('doubleDouble');
    expect(stageOf([p(0.1, 9, 0.1), p(-0.2, 1, -0.2), 1.3, ...floor])).toBe('doubleDouble');
  });

  it('exact touches at t = 1/2: expansions', () => {
    for (const args of [
      [p(0, 0, 3), p(0, 0, -1), 1, ...floor],
      [p(0, -7, 0), p(0, -3, 0), 1, ...floor],
      [p(0, 7, 0), p(0, 3, 0), 1, ...floor],
    ] as TriangleArgs[]) {
      expect(stageOf(args)).toBe('expansion');
      expect(q.sphereTriangleTimeOfImpact(...args)?.t).toBe(0.5);
    }
  });

  it('exact grazes and ±1 ulp around them, motion parallel to the face', () => {
    for (const r of [nextDown(1), 1, nextUp(1)]) {
      agrees([p(-9, 0, 1), p(9, 0, 1), r, ...floor]);
      agrees([p(0, 5, 5), p(0, 5, -5), r, ...floor]);
      agrees([p(-9, -5, 0), p(9, -5, 0), r, ...floor]);
    }
    for (const z of [0.5, 1, 2]) agrees([p(-9, 0, z), p(9, 0.5, z), 1, ...floor]);
  });

  it('degenerate triangles: collinear corners, coincident corners, a point', () => {
    agrees([p(0, 1, 5), p(0.5, 0, -5), 1, p(-4, 0, 0), p(4, 0, 0), p(1, 0, 0)]);
    agrees([p(0, 1, 5), p(0.5, 0, -5), 1, p(-4, 0, 0), p(-4, 0, 0), p(4, 0, 0)]);
    agrees([p(0, 1, 5), p(0.5, 0, -5), 1, p(0, 0, 0), p(0, 0, 0), p(0, 0, 0)]);
  });

  it('game-scale cases, and every case scaled by 2^±150 (the exact last resort)', () => {
    fc.assert(fc.property(gameTriangle, agrees), { numRuns: 400 });
    const scaled = (a: TriangleArgs, k: number): TriangleArgs => {
      const s = (w: Vec3) => p(w.x * 2 ** k, w.y * 2 ** k, w.z * 2 ** k);
      return [s(a[0]), s(a[1]), a[2] * 2 ** k, s(a[3]), s(a[4]), s(a[5])];
    };
    const inRange = (x: number) => x === 0 || (Math.abs(x) >= 2 ** -200 && Math.abs(x) <= 2 ** 200);
    fc.assert(
      fc.property(triangleArgs, fc.constantFrom(150, -150), (a, k) => {
        const b = scaled(a, k);
        const all = [b[2], ...[b[0], b[1], b[3], b[4], b[5]].flatMap((w) => [w.x, w.y, w.z])];
        if (all.every(inRange)) agrees(b);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * Grazes at double times on a 1/64 grid, the wall `p0 = (x, y, z)`,
 * `p0 + (40, 0, 0)`, `p0 + (0, 40, 0)` (or a tilted third corner), with the
 * oracle's first touch `t*`: sliding at height `r` over the face's plane
 * into the face (its side 0 at `t* = 1/2`, entering: rate > 0), across it
 * and out over the hypotenuse (side 0 at `τ = 11/16`, leaving: rate < 0),
 * along the line of edge 0 at height `r` (the face's side for edge 0 is 0
 * with rate 0 throughout; edge 0 is flat), parallel to edge 0 outside the
 * face at distance `r` along a (3, 4, 5) offset (edge 0 flat, the face
 * not), past a corner at `r` (no flat piece), and a point (`r = 0`) through
 * the face. Each with the times where `g = 0` (`t*`, later ones, the ulp
 * above) and the ulp below `t*`.
 */
const tri = (x: number, y: number, z: number, tilted: boolean): [Vec3, Vec3, Vec3] => [
  p(x, y, z),
  p(x + 40, y, z),
  tilted ? p(x + 10, y + 30, z - 20) : p(x, y + 40, z),
];
const sixtyFourths = fc.integer({ min: -4096, max: 4096 }).map((k) => k / 64);
const grazeKinds = ['enter', 'leave', 'along', 'beside', 'corner', 'point'] as const;
const grazeCase = fc
  .tuple(
    sixtyFourths,
    sixtyFourths,
    sixtyFourths,
    fc.integer({ min: 1, max: 16 }),
    fc.constantFrom(...grazeKinds),
  )
  .map(([x, y, z, k, kind]): { args: TriangleArgs; times: number[] } => {
    const r = k / 8;
    const u = k / 16;
    const slide = (y0: number, z0: number, x0: number, x1: number): [Vec3, Vec3] => [
      p(x0, y0, z0),
      p(x1, y0, z0),
    ];
    switch (kind) {
      case 'enter':
        return {
          args: [...slide(y + 5, z + r, x - 20, x + 20), r, ...tri(x, y, z, false)],
          times: [0.5, 0.75, 1],
        };
      case 'leave':
        return {
          args: [...slide(y + 5, z + r, x - 20, x + 60), r, ...tri(x, y, z, false)],
          times: [0.25, 0.5, 11 / 16],
        };
      case 'along':
        return {
          args: [...slide(y, z + r, x - 20, x + 20), r, ...tri(x, y, z, false)],
          times: [0.5, 0.75, 1],
        };
      case 'beside':
        return {
          args: [...slide(y - 3 * u, z + 4 * u, x - 10, x + 30), 5 * u, ...tri(x, y, z, true)],
          times: [0.25, 0.5, 1],
        };
      case 'corner':
        return {
          args: [
            p(x - 3 * u, y - 4 * u, z + 5),
            p(x - 3 * u, y - 4 * u, z - 5),
            5 * u,
            ...tri(x, y, z, false),
          ],
          times: [0.5],
        };
      default:
        return {
          args: [p(x + 1, y + 1, z + 5), p(x + 1, y + 1, z - 5), 0, ...tri(x, y, z, false)],
          times: [0.5],
        };
    }
  });

describe('grazes: decided without the exact last resort (sphere–triangle)', () => {
  it('touchedBefore at a graze is "t* < τ" of the oracle, for both answers and each side case', () => {
    const seen = { before: 0, at: 0 };
    fc.assert(
      fc.property(grazeCase, ({ args, times }) => {
        const want = sphereTriangleTimeOfImpactExact(sphereTriangleCase(...args));
        expect(want).not.toBeNull();
        const floorT = surdBracket(want!.t)[0];
        const taus = [...times, nextUp(times[0]!), nextDown(times[0]!)];
        for (const tau of taus) {
          loadTrianglePoint(...args);
          evaluate3(tau, true);
          const g = oracleG(sphereTriangleCase(...args), tau);
          expect(at3.g + 0).toBe(g); // + 0: a product of signs may be −0
          if (g !== 0) continue;
          expect(at3.slope + 0).toBe(0);
          const before = touchedBefore(tau);
          expect(before).toBe(floorT < tau); // τ a double: t* < τ ⇔ floor(t*) < τ
          seen[before ? 'before' : 'at']++;
        }
      }),
      { numRuns: 600 },
    );
    expect(seen.before).toBeGreaterThan(100);
    expect(seen.at).toBeGreaterThan(100);
  });

  it('the queries on grazes and ±1 ulp off them: as the oracle, exact grazes never at the last resort', () => {
    const nudge = (args: TriangleArgs, n: number): TriangleArgs => {
      const [c0, c1, r, ...wall] = args;
      const z = (v: Vec3) => p(v.x, v.y, v.z === 0 ? 0 : n > 0 ? nextUp(v.z) : nextDown(v.z)); // no subnormals
      return [z(c0), z(c1), r, ...wall];
    };
    let grazes = 0;
    fc.assert(
      fc.property(grazeCase, fc.integer({ min: -1, max: 1 }), ({ args }, n) => {
        const before = lastResort.cases;
        resetExactStats();
        agrees(n === 0 ? args : nudge(args, n));
        if (n !== 0) return;
        grazes++;
        expect(lastResort.cases).toBe(before);
        const s = exactStageStats();
        expect(s.filter + s.doubleDouble + s.expansion).toBeGreaterThan(0);
      }),
      { numRuns: 600 },
    );
    expect(grazes).toBeGreaterThan(100);
  });
});

describe('near misses past an edge’s line: certified without the exact last resort', () => {
  it('a path beside a corner within r of an edge’s line but farther from the corner: as the oracle, never', () => {
    let misses = 0;
    fc.assert(
      fc.property(
        sixtyFourths,
        sixtyFourths,
        sixtyFourths,
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 0, max: 63 }),
        fc.boolean(),
        (x, y, z, a8, b8, j, slanted) => {
          // The path passes p0 at (−a, −b) in the plane, across the plane; the
          // edge p2 → p0 (the line x = x0) at distance a ≤ r, p0 at √(a² + b²) > r.
          const a = a8 / 8;
          const b = b8 / 8;
          const hyp = Math.sqrt(a * a + b * b);
          const r = a + Math.floor((hyp - a) * j) / 64; // in [a, hyp)
          const dz = slanted ? 1 : 0;
          const args: TriangleArgs = [
            p(x - a, y - b - dz, z + 5),
            p(x - a, y - b + dz, z - 5),
            r,
            ...tri(x, y, z, false),
          ];
          const before = lastResort.cases;
          agrees(args);
          if (sphereTriangleTimeOfImpactExact(sphereTriangleCase(...args)) !== null) return;
          misses++;
          expect(lastResort.cases).toBe(before);
        },
      ),
      { numRuns: 400 },
    );
    expect(misses).toBeGreaterThan(100);
  });
});
