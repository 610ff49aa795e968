/**
 * Scenes with static walls (options.walls) against the brute-force loop:
 * every body pair over the pair query and every body against every wall over
 * circleSegmentTimeOfImpact / sphereTriangleTimeOfImpact, with t, status and
 * normal bit for bit, in (t, i, j, wall) order; with against, filters,
 * counts, list growth, bad input; and a broad phase that prunes walls. The
 * same walls as a level (createLevel2/3, its own count and filter) give the
 * same rows (level-walls.test.ts: what only a level does).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createContactList2,
  createSceneStats,
  findCircleContacts,
  type SceneOptions,
  type StaticSegments,
  type StaticTriangles,
} from '../../src/index.ts';
import {
  bruteForceScene,
  bruteForceWalls,
  expectedPlan,
  type GridScene,
  type GridWalls,
  gridBox,
  gridScene,
  gridWalls,
  lopsidedScene,
  rowsOf,
  splitScene,
  toBodies,
  toLevelCorners,
  toWalls,
} from './brute-force.ts';
import { type Bodies, dims, mapped, mapping, sceneRows } from './wall-dims.ts';

describe.each(dims)('scenes with walls, $dim D', (d) => {
  it('are the brute-force set over the pair and wall queries, bit for bit, in (t, i, j, wall) order', () => {
    fc.assert(
      fc.property(
        gridScene(d.dim, d.bodies),
        gridWalls(d.dim, d.walls),
        mapping,
        (scene, grid, { k, offset }) => {
          const { bodies, walls, corners } = mapped(scene, grid, k, offset);
          const expected = bruteForceScene(bodies, d.pair, d.wall, { walls });
          expect(sceneRows(d, bodies, { walls } as SceneOptions<Bodies>)).toEqual(expected);
          const level = d.level(corners);
          expect(sceneRows(d, bodies, { walls: level } as SceneOptions<Bodies>)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('meet only `bodies` (never `against`), honour wallCount and the walls\u2019 filters', () => {
    fc.assert(
      fc.property(
        gridScene(d.dim, d.bodies),
        gridWalls(d.dim, d.walls),
        fc.nat(d.bodies),
        fc.nat(6),
        fc.boolean(),
        (scene, grid, at, drop, split) => {
          const [a, b] = split ? splitScene(scene, at) : [scene, null];
          const bodies = toBodies(a, (v) => v);
          const walls = toWalls(grid, (v) => v);
          const wall = {
            count: Math.max(0, grid.p.length - drop),
            category: Uint32Array.from(grid.p, (_, k) => 1 << (k % 2)),
            mask: Uint32Array.from(grid.p, (_, k) => (k % 5 === 0 ? 0b100 : 0b011)),
          };
          const shared = {
            category: Uint32Array.from(a.r, (_, k) => 1 << (k % 3)),
            mask: Uint32Array.from(a.r, (_, k) => (k % 4 === 0 ? 0b010 : 0b111)),
            ...(b ? { against: toBodies(b, (v) => v) } : {}),
          };
          const options = {
            ...shared,
            walls,
            wallCount: wall.count,
            wallCategory: wall.category,
            wallMask: wall.mask,
          } as SceneOptions<Bodies>;
          const expected = bruteForceScene(bodies, d.pair, d.wall, options);
          const list = d.list(0);
          d.find(bodies, list, options);
          expect(rowsOf(list)).toEqual(expected);
          // The level holds the walls' count and filter itself.
          const level = d.level(
            toLevelCorners(grid, (v) => v),
            wall,
          );
          const byLevel = { ...shared, walls: level } as SceneOptions<Bodies>;
          expect(sceneRows(d, bodies, byLevel)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('meet the walls the same after an indexed broad phase (a lopsided `against`)', () => {
    fc.assert(
      fc.property(lopsidedScene(d.dim, 4 * d.bodies), gridWalls(d.dim, d.walls), ([a, b], grid) => {
        const bodies = toBodies(a, (v) => v);
        const against = toBodies(b, (v) => v);
        const options = {
          walls: toWalls(grid, (v) => v),
          against,
          stats: createSceneStats(),
        } as SceneOptions<Bodies>;
        const list = d.list(0);
        d.find(bodies, list, options);
        expect(options.stats!.plan).toBe(expectedPlan(a.r.length, b.r.length));
        const expected = bruteForceScene(bodies, d.pair, d.wall, options);
        expect(rowsOf(list)).toEqual(expected);
        const level = d.level(toLevelCorners(grid, (v) => v));
        expect(sceneRows(d, bodies, { walls: level, against } as SceneOptions<Bodies>)).toEqual(
          expected,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('grow the list for many wall contacts and keep it for the next frame', () => {
    // Every body starts on the floor (z or y = 0): each one touches it at t = 0.
    const n = 500;
    const scene: GridScene = {
      dim: d.dim,
      p0: Array.from({ length: n }, (_, k) => (d.dim === 2 ? [k, 0] : [k, 0, 0])),
      p1: Array.from({ length: n }, (_, k) => (d.dim === 2 ? [k, 1] : [k, 1, 0])),
      r: Array.from({ length: n }, () => 0),
    };
    const floor: GridWalls = {
      dim: d.dim,
      p: [
        d.dim === 2
          ? [
              [-1, 0],
              [n, 0],
            ]
          : [
              [-1, 0, -1],
              [2 * n, 0, -1],
              [-1, 0, 2 * n],
            ],
      ],
    };
    const bodies = toBodies(scene, (v) => v);
    const walls = toWalls(floor, (v) => v);
    const list = d.list(3);
    expect(d.find(bodies, list, { walls } as SceneOptions<Bodies>)).toBe(n);
    expect(list.capacity).toBeGreaterThanOrEqual(n);
    expect(Array.from(list.wall.subarray(0, n))).toEqual(Array(n).fill(1));
    expect(Array.from(list.i.subarray(0, n))).toEqual(Array.from({ length: n }, (_, k) => k));
    const arrays = list.t;
    expect(d.find(bodies, list, { walls } as SceneOptions<Bodies>)).toBe(n);
    expect(list.t).toBe(arrays);
  });

  it('put a body pair before a wall contact with the same t, i and j', () => {
    // Bodies 0 and 1 start touching each other and wall 1 (body 0 sits on it): all at t = 0.
    const scene: GridScene = {
      dim: d.dim,
      p0:
        d.dim === 2
          ? [
              [0, 1],
              [2, 1],
            ]
          : [
              [0, 1, 0],
              [2, 1, 0],
            ],
      p1:
        d.dim === 2
          ? [
              [0, 2],
              [2, 2],
            ]
          : [
              [0, 2, 0],
              [2, 2, 0],
            ],
      r: [1, 1],
    };
    const far =
      d.dim === 2
        ? [
            [50, 50],
            [60, 50],
          ]
        : [
            [50, 50, 50],
            [60, 50, 50],
            [50, 60, 50],
          ];
    const floor =
      d.dim === 2
        ? [
            [-5, 0],
            [5, 0],
          ]
        : [
            [-5, 0, -5],
            [5, 0, -5],
            [0, 0, 5],
          ];
    const walls = toWalls({ dim: d.dim, p: [far, floor] }, (v) => v);
    const list = d.list();
    d.find(
      toBodies(scene, (v) => v),
      list,
      { walls } as SceneOptions<Bodies>,
    );
    expect(rowsOf(list).map((r) => [r.t, r.i, r.j, r.wall])).toEqual([
      [0, 0, 1, 0],
      [0, 0, 1, 1],
      [0, 1, 1, 1],
    ]);
  });

  it('refuse bad walls with a RangeError naming the array and index, and leave count = 0', () => {
    const scene: GridScene = {
      dim: d.dim,
      p0: [d.dim === 2 ? [0, 0] : [0, 0, 0]],
      p1: [d.dim === 2 ? [0, 0] : [0, 0, 0]],
      r: [1],
    };
    const bodies = toBodies(scene, (v) => v);
    const grid: GridWalls = {
      dim: d.dim,
      p: Array.from({ length: 5 }, () =>
        d.dim === 2
          ? [
              [0, 0],
              [1, 0],
            ]
          : [
              [0, 0, 0],
              [1, 0, 0],
              [0, 1, 0],
            ],
      ),
    };
    const list = d.list();
    const run = (options: unknown) => {
      // A full list first (the body rests on all five walls), so that count = 0
      // afterwards is the failed call's doing.
      d.find(bodies, list, { walls: toWalls(grid, (v) => v) } as SceneOptions<Bodies>);
      expect(list.count).toBe(5);
      expect(() => d.find(bodies, list, options as SceneOptions<Bodies>)).toThrow(RangeError);
      expect(list.count).toBe(0);
      try {
        d.find(bodies, list, options as SceneOptions<Bodies>);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const walls = toWalls(grid, (v) => v) as StaticSegments & Partial<StaticTriangles>;
    walls.x1[3] = Number.NaN;
    expect(run({ walls })).toBe('options.walls.x1[3] must be a finite number (got NaN)');
    walls.x1[3] = 1;
    walls.y0[4] = Number.POSITIVE_INFINITY;
    expect(run({ walls })).toMatch(/^options\.walls\.y0\[4\] must be/);
    walls.y0[4] = 0;
    const last = d.dim === 2 ? 'y1' : 'z2';
    expect(run({ walls: { ...walls, [last]: [0, 0, 0, 0, 0] } })).toMatch(
      new RegExp(`^options\\.walls\\.${last} must be a Float64Array \\(got `),
    );
    expect(run({ walls, wallCount: 6 })).toMatch(
      /^options\.wallCount must be an integer in \[0, 5\]/,
    );
    expect(run({ walls, wallMask: new Uint32Array(2) })).toBe(
      'options.wallMask.length must be >= 5 (got 2)',
    );
    expect(run({ wallCategory: new Uint32Array(5) })).toBe(
      'options.wallCategory needs options.walls',
    );
    expect(run({ walls: null })).toBe(
      'options.walls must be an object of Float64Arrays (got null)',
    );
  });

  it('hand only the bodies within a wall\u2019s reach to the wall query, however long the wall', () => {
    // Still bodies of radius 1 on a grid from −100 to 100 (50 per side in 2D, 14 in 3D)
    // inside the box [−101, 101]^dim, whose sides are single long walls (2D) or two
    // triangles per face (3D). Only the outer layer's boxes reach a side's box, each
    // exactly (closed): 50 bodies per side in 2D; in 3D the 14² bodies of a face, for
    // each of its two triangles (whose boxes are the whole face).
    const side = d.dim === 2 ? 50 : 14;
    const p0: number[][] = [];
    for (let k = 0; k < side ** d.dim; k++) {
      const cell = [k % side, Math.floor(k / side) % side, Math.floor(k / side / side)];
      p0.push(cell.slice(0, d.dim).map((c) => -100 + Math.round((200 * c) / (side - 1))));
    }
    const scene: GridScene = { dim: d.dim, p0, p1: p0, r: p0.map(() => 1) };
    const bodies = toBodies(scene, (v) => v);
    const box = gridBox(d.dim, 101);
    const walls = toWalls(box, (v) => v);
    // The bodies are 4 apart with radius 1, so every contact is with a wall: exactly
    // those of the wall query over every body × wall.
    const expected = bruteForceWalls(bodies, d.wall, { walls });
    expect(expected.length).toBeGreaterThanOrEqual(2 * d.dim * side ** (d.dim - 1));
    const faces = d.dim === 2 ? 4 : 12;
    // The same walls as arrays and as a level: the same pairs reach the wall query.
    for (const form of [walls, d.level(toLevelCorners(box, (v) => v))]) {
      const stats = createSceneStats();
      const rows = sceneRows(d, bodies, { walls: form, stats } as SceneOptions<Bodies>);
      expect(stats.wallPairs).toBe(p0.length * faces);
      expect(stats.wallTested).toBe(faces * side ** (d.dim - 1));
      expect(rows).toEqual(expected);
    }
  });
});

describe('a ball dropping onto a floor, by hand', () => {
  it('touches the floor y = 0 at t = 0.4 with the wall flag, the floor index and the normal (0, 1)', () => {
    // Radius 1 from y = 5 to y = −5: the centre is 1 above the floor when 5 − 10t = 1, t = 0.4.
    const bodies = {
      x0: Float64Array.of(0, 30),
      y0: Float64Array.of(5, 5),
      x1: Float64Array.of(0, 30),
      y1: Float64Array.of(-5, -5),
      r: Float64Array.of(1, 1),
    };
    const walls = {
      x0: Float64Array.of(20, -10),
      y0: Float64Array.of(0, 0),
      x1: Float64Array.of(40, 10),
      y1: Float64Array.of(0, 0),
    };
    const list = createContactList2();
    expect(findCircleContacts(bodies, list, { walls })).toBe(2);
    expect(rowsOf(list)).toEqual([
      { i: 0, j: 1, wall: 1, t: 0.4, status: 'impact', n: [0, 1] },
      { i: 1, j: 0, wall: 1, t: 0.4, status: 'impact', n: [0, 1] },
    ]);
  });
});
