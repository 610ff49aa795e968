/**
 * The core's scenes with walls in 2D and 3D, for the properties that run in both
 * (`ball-wall.test.ts`, `level-walls.test.ts`): per dimension the scene query, its
 * list, a level of that dimension, the pair and wall queries and the scenes' sizes;
 * and the mapping of grid values to doubles.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type ContactList,
  circleSegmentTimeOfImpact,
  circlesTimeOfImpact,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
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
import {
  type GridScene,
  type GridWalls,
  type PairQuery,
  rowsOf,
  toBodies,
  toLevelCorners,
  toWalls,
  type WallQuery,
} from './brute-force.ts';

export type Bodies = MovingCircles | MovingSpheres;

/** A level's count and filter, as `createLevel2/3` take them. */
export interface LevelFilter {
  count?: number;
  category?: Uint32Array;
  mask?: Uint32Array;
}

/** One dimension's scene query, list, level and queries, so every property runs in 2D and 3D. */
export interface Dim {
  dim: 2 | 3;
  find: (bodies: Bodies, list: ContactList, options?: SceneOptions<Bodies>) => number;
  list: (capacity?: number) => ContactList;
  /** A level of this dimension from its walls' corners (`toLevelCorners`). */
  level: (corners: Float64Array, filter?: LevelFilter) => Level2 | Level3;
  pair: PairQuery<Vec2> | PairQuery<Vec3>;
  wall: WallQuery<Vec2> | WallQuery<Vec3>;
  bodies: number;
  walls: number;
}

export const dims: Dim[] = [
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
export const mapping = fc.record({
  k: fc.integer({ min: -150, max: 150 }),
  offset: fc.constantFrom(0, 0, 1e6, -3.7e9, 123456.789),
});

/** A grid scene and its walls under {@link mapping}: the bodies, the walls as arrays and as a level's corners. */
export function mapped(scene: GridScene, walls: GridWalls, k: number, offset: number) {
  const s = 2 ** k;
  const map = (v: number) => v * s + offset * s;
  const bodies = toBodies(scene, map);
  bodies.r = Float64Array.from(scene.r, (r) => r * s);
  return { bodies, walls: toWalls(walls, map), corners: toLevelCorners(walls, map) };
}

/** The rows of one scene query into a fresh list (its count checked against the return). */
export function sceneRows(
  d: Dim,
  bodies: Bodies,
  options: SceneOptions<Bodies>,
): ReturnType<typeof rowsOf> {
  const list = d.list(1);
  expect(d.find(bodies, list, options)).toBe(list.count);
  return rowsOf(list);
}
