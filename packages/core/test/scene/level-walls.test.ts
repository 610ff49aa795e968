/**
 * What only a level as a scene's walls does (options.walls = createLevel2/3; the
 * properties every form of walls meets, a level's among them, are ball-wall.test.ts'):
 * one level reused over many scenes, with more walls near the bodies than the cells
 * take (each body searched in the tree after a sweep), gives the contacts of the same
 * walls as arrays; a level of the other dimension, or with wallCount, wallCategory or
 * wallMask beside it, is a RangeError naming it, leaving count = 0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLevel2, createLevel3, type SceneOptions } from '../../src/index.ts';
import { PAIR_LOOP_LIMIT } from '../../src/scene/broad-phase.ts';
import { WALLS_PER_BODY } from '../../src/scene/level-walls.ts';
import {
  type GridScene,
  type GridWalls,
  toBodies,
  toLevelCorners,
  toWalls,
} from './brute-force.ts';
import { type Bodies, dims, sceneRows } from './wall-dims.ts';

describe.each(dims)('a level as a scene\u2019s walls, $dim D', (d) => {
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
          const expected = sceneRows(d, bodies, { walls } as SceneOptions<Bodies>);
          expect(sceneRows(d, bodies, { walls: level } as SceneOptions<Bodies>)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
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
