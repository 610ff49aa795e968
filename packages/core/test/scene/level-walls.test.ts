/**
 * A level as a scene's walls (options.walls = createLevel2/3): the contacts are
 * those of the same walls given as arrays, bit for bit and in the same order (and
 * both the brute-force set over the pair and wall queries), at any scale and
 * offset; the level's own category/mask filter as wallCategory/wallMask do, its
 * count as wallCount; with against, after every plan of the broad phase, with many
 * walls per body; the index prunes as the arrays' broad phase does; a level of the
 * other dimension, or with wallCount/wallCategory/wallMask, is a RangeError naming it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContactList,
  circleSegmentTimeOfImpact,
  circlesTimeOfImpact,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  createSceneStats,
  findCircleContacts,
  findSphereContacts,
  type Level2,
  type Level3,
  type MovingCircles,
  type MovingSpheres,
  type SceneOptions,
  spheresTimeOfImpact,
  sphereTriangleTimeOfImpact,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { PAIR_LOOP_LIMIT } from '../../src/scene/broad-phase.ts';
import { WALLS_PER_BODY } from '../../src/scene/level-walls.ts';
import {
  bruteForceScene,
  type GridScene,
  type GridWalls,
  gridBox,
  gridScene,
  gridWalls,
  lopsidedScene,
  type PairQuery,
  rowsOf,
  toBodies,
  toLevelCorners,
  toWalls,
  type WallQuery,
} from './brute-force.ts';

type Bodies = MovingCircles | MovingSpheres;

/** A level's filter and count, as `createLevel2/3` take them. */
interface LevelFilter {
  count?: number;
  category?: Uint32Array;
  mask?: Uint32Array;
}

/** One dimension's scene query, list, level and queries, so every property runs in 2D and 3D. */
interface Dim {
  dim: 2 | 3;
  find: (bodies: Bodies, list: ContactList, options?: SceneOptions<Bodies>) => number;
  list: (capacity?: number) => ContactList;
  level: (corners: Float64Array, filter?: LevelFilter) => Level2 | Level3;
  pair: PairQuery<Vec2> | PairQuery<Vec3>;
  wall: WallQuery<Vec2> | WallQuery<Vec3>;
  bodies: number;
  walls: number;
}

const dims: Dim[] = [
  {
    dim: 2,
    find: findCircleContacts as Dim['find'],
    list: createContactList2,
    level: (segments, filter) => createLevel2({ segments, ...filter }),
    pair: circlesTimeOfImpact as PairQuery<Vec2> | PairQuery<Vec3>,
    wall: circleSegmentTimeOfImpact as WallQuery<Vec2> | WallQuery<Vec3>,
    bodies: 100,
    walls: 40,
  },
  {
    dim: 3,
    find: findSphereContacts as Dim['find'],
    list: createContactList3,
    level: (triangles, filter) => createLevel3({ triangles, ...filter }),
    pair: spheresTimeOfImpact as PairQuery<Vec2> | PairQuery<Vec3>,
    wall: sphereTriangleTimeOfImpact as WallQuery<Vec2> | WallQuery<Vec3>,
    bodies: 60,
    walls: 30,
  },
];

/** Scales grid values by one power of two (exact) and optionally shifts them far from the origin (rounds). */
const mapping = fc.record({
  k: fc.integer({ min: -150, max: 150 }),
  offset: fc.constantFrom(0, 0, 1e6, -3.7e9, 123456.789),
});

/** The rows of one scene query. */
function rows(d: Dim, bodies: Bodies, options: SceneOptions<Bodies>): ReturnType<typeof rowsOf> {
  const list = d.list(1);
  expect(d.find(bodies, list, options)).toBe(list.count);
  return rowsOf(list);
}

/** The same scene with every motion reversed: a second frame for one level. */
function reversed(bodies: Bodies): Bodies {
  const b = bodies as MovingSpheres;
  const back: Record<string, Float64Array> = { x0: b.x1, y0: b.y1, x1: b.x0, y1: b.y0, r: b.r };
  if ('z0' in b) Object.assign(back, { z0: b.z1, z1: b.z0 });
  return back as unknown as Bodies;
}

describe.each(dims)('a level as a scene\u2019s walls, $dim D', (d) => {
  it('gives the contacts of the same walls as arrays, bit for bit, in the same order, frame after frame', () => {
    fc.assert(
      fc.property(
        gridScene(d.dim, d.bodies),
        gridWalls(d.dim, d.walls),
        mapping,
        (scene, grid, { k, offset }) => {
          const s = 2 ** k;
          const map = (v: number) => v * s + offset * s;
          const bodies = toBodies(scene, map);
          bodies.r = Float64Array.from(scene.r, (r) => r * s);
          const walls = toWalls(grid, map);
          const level = d.level(toLevelCorners(grid, map));
          for (const frame of [bodies, reversed(bodies)]) {
            const expected = rows(d, frame, { walls } as SceneOptions<Bodies>);
            expect(expected).toEqual(bruteForceScene(frame, d.pair, d.wall, { walls }));
            expect(rows(d, frame, { walls: level } as SceneOptions<Bodies>)).toEqual(expected);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('filters by the level\u2019s category and mask and takes its count, as wallCategory, wallMask and wallCount do', () => {
    fc.assert(
      fc.property(
        gridScene(d.dim, d.bodies),
        gridWalls(d.dim, d.walls),
        fc.nat(6),
        fc.nat(d.bodies),
        fc.boolean(),
        fc.boolean(),
        (scene, grid, drop, at, split, levelFilter) => {
          const bodies = toBodies(scene, (v) => v);
          const w = grid.p.length;
          const count = Math.max(0, w - drop);
          const wallFilter = levelFilter
            ? {
                category: Uint32Array.from(grid.p, (_, k) => 1 << (k % 2)),
                mask: Uint32Array.from(grid.p, (_, k) => (k % 5 === 0 ? 0b100 : 0b011)),
              }
            : {};
          const against = split
            ? {
                against: toBodies(scene, (v) => v + 1),
                againstCount: Math.min(at, scene.r.length),
              }
            : {};
          const shared = {
            category: Uint32Array.from(scene.r, (_, k) => 1 << (k % 3)),
            mask: Uint32Array.from(scene.r, (_, k) => (k % 4 === 0 ? 0b010 : 0b111)),
            ...against,
          };
          const arrays = {
            ...shared,
            walls: toWalls(grid, (v) => v),
            wallCount: count,
            wallCategory: wallFilter.category,
            wallMask: wallFilter.mask,
          } as SceneOptions<Bodies>;
          const level = d.level(
            toLevelCorners(grid, (v) => v),
            { count, ...wallFilter },
          );
          const expected = rows(d, bodies, arrays);
          expect(expected).toEqual(bruteForceScene(bodies, d.pair, d.wall, arrays));
          const options = { ...shared, walls: level } as SceneOptions<Bodies>;
          expect(rows(d, bodies, options)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives the arrays\u2019 contacts after an indexed broad phase (a lopsided `against`)', () => {
    fc.assert(
      fc.property(lopsidedScene(d.dim, 4 * d.bodies), gridWalls(d.dim, d.walls), ([a, b], grid) => {
        const bodies = toBodies(a, (v) => v);
        const against = toBodies(b, (v) => v);
        const walls = toWalls(grid, (v) => v);
        const level = d.level(toLevelCorners(grid, (v) => v));
        const expected = rows(d, bodies, { walls, against } as SceneOptions<Bodies>);
        expect(rows(d, bodies, { walls: level, against } as SceneOptions<Bodies>)).toEqual(
          expected,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('gives the arrays\u2019 contacts with more walls near the bodies than the cells take', () => {
    // A lattice of short walls, more than WALLS_PER_BODY per body, in a field whose
    // corners two still bodies hold, so every wall meets the scene's extent; more
    // bodies than the pair loop takes, so they are swept in cells first.
    const most = PAIR_LOOP_LIMIT + 12;
    const lattice = wallLattice(d.dim, WALLS_PER_BODY * most + 1);
    const size = Math.max(...lattice.p.flat(2)) + 2;
    const walls = toWalls(lattice, (v) => v);
    const level = d.level(toLevelCorners(lattice, (v) => v));
    const point = fc.array(fc.integer({ min: 0, max: size }), {
      minLength: d.dim,
      maxLength: d.dim,
    });
    const move = fc.array(fc.integer({ min: -6, max: 6 }), { minLength: d.dim, maxLength: d.dim });
    const body = fc.tuple(point, move, fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(
        fc.array(body, { minLength: PAIR_LOOP_LIMIT - 1, maxLength: most - 2 }),
        (list) => {
          const corner = (v: number) => Array.from({ length: d.dim }, () => v);
          const scene: GridScene = {
            dim: d.dim,
            p0: [corner(0), corner(size), ...list.map(([p]) => p)],
            p1: [corner(0), corner(size), ...list.map(([p, v]) => p.map((x, a) => x + v[a]!))],
            r: [0, 0, ...list.map(([, , r]) => r)],
          };
          const bodies = toBodies(scene, (v) => v);
          const expected = rows(d, bodies, { walls } as SceneOptions<Bodies>);
          expect(rows(d, bodies, { walls: level } as SceneOptions<Bodies>)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('hands the wall query only the bodies within a wall\u2019s reach, as the arrays do', () => {
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
    const bodies = toBodies({ dim: d.dim, p0, p1: p0, r: p0.map(() => 1) }, (v) => v);
    const box = gridBox(d.dim, 101);
    const stats = createSceneStats();
    const expected = rows(d, bodies, { walls: toWalls(box, (v) => v) } as SceneOptions<Bodies>);
    const level = d.level(toLevelCorners(box, (v) => v));
    expect(rows(d, bodies, { walls: level, stats } as SceneOptions<Bodies>)).toEqual(expected);
    const faces = d.dim === 2 ? 4 : 12;
    expect(stats.wallPairs).toBe(p0.length * faces);
    expect(stats.wallTested).toBe(faces * side ** (d.dim - 1));
    expect(expected.length).toBeGreaterThanOrEqual(2 * d.dim * side ** (d.dim - 1));
  });

  it('refuses a level of the other dimension, or one with wallCount, wallCategory or wallMask, leaving count = 0', () => {
    const here = d.dim === 2 ? [0, 0, 1, 0] : [0, 0, 0, 1, 0, 0, 0, 1, 0];
    const there = d.dim === 2 ? [0, 0, 0, 1, 0, 0, 0, 1, 0] : [0, 0, 1, 0];
    const level = d.level(Float64Array.from(here));
    const other =
      d.dim === 2
        ? createLevel3({ triangles: Float64Array.from(there) })
        : createLevel2({ segments: Float64Array.from(there) });
    const bodies = toBodies(
      { dim: d.dim, p0: [here.slice(0, d.dim)], p1: [here.slice(0, d.dim)], r: [1] },
      (v) => v,
    );
    const list = d.list();
    const run = (options: unknown) => {
      // A full list first (the body rests on the wall), so that count = 0 afterwards
      // is the failed call's doing.
      expect(d.find(bodies, list, { walls: level } as SceneOptions<Bodies>)).toBe(1);
      let message = '';
      try {
        d.find(bodies, list, options as SceneOptions<Bodies>);
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        message = (error as Error).message;
      }
      expect(list.count).toBe(0);
      return message;
    };
    const otherDim = 5 - d.dim;
    expect(run({ walls: other })).toBe(
      `options.walls must be a level made by createLevel${d.dim} of @swept/core (got a ${otherDim}D level of @swept/core)`,
    );
    for (const [key, value] of [
      ['wallCount', 1],
      ['wallCategory', Uint32Array.of(1)],
      ['wallMask', Uint32Array.of(1)],
    ] as const) {
      expect(run({ walls: level, [key]: value })).toBe(
        `options.${key} must be left out when options.walls is a level (the level holds its walls' count and filter)`,
      );
    }
    // An object that only looks like a level is read as arrays of walls.
    expect(run({ walls: { dimension: d.dim, count: 1 } })).toBe(
      'options.walls.x0 must be a Float64Array (got undefined)',
    );
  });
});

/**
 * At least `count` short walls on a lattice 4 apart: segments `(4x, 4y) → (4x + 2,
 * 4y + 1)` in 2D; in 3D triangles `(4x, 4y, 4z), (4x + 2, 4y, 4z + 1), (4x, 4y + 2,
 * 4z)`, a cube of them.
 */
function wallLattice(dim: 2 | 3, count: number): GridWalls {
  const side = Math.ceil(count ** (1 / dim));
  const p: number[][][] = [];
  for (let k = 0; k < side ** dim; k++) {
    const c = [k % side, Math.floor(k / side) % side, Math.floor(k / side / side)]
      .slice(0, dim)
      .map((v) => 4 * v);
    if (dim === 2) {
      p.push([c, [c[0]! + 2, c[1]! + 1]]);
    } else {
      p.push([c, [c[0]! + 2, c[1]!, c[2]! + 1], [c[0]!, c[1]! + 2, c[2]!]]);
    }
  }
  return { dim, p };
}
