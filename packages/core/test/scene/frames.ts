/**
 * The persistent scenes' test script, shared by every variant's tests: a
 * hundred frames of one scene changed the way a game changes it — every body
 * moving on from where it ended, some teleported, bodies added at the end and
 * removed (swap-remove or from the end, or only counted out with
 * `options.count`), now and then every body at one point or no body at all —
 * each frame answered by one persistent scene (`createScene2/3`) and by the
 * stateless query of the same variant, each into its own list: the lists must
 * be equal bit for bit, frame after frame, and the plan and the candidates
 * the same. The frames come from a seed (mulberry32), on an integer grid that
 * each variant maps its own way (so exact tangencies are common).
 */
import { mulberry32 } from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import type {
  ContactList,
  MovingCircles,
  MovingSpheres,
  SceneStats,
  StaticSegments,
  StaticTriangles,
} from '../../src/index.ts';
import { createSceneStats } from '../../src/index.ts';
import {
  filterBits,
  type GridScene,
  type GridWalls,
  gridWalls,
  rowsOf,
  toBodies,
  toLevelCorners,
  toWalls,
} from './brute-force.ts';

type Bodies = MovingCircles | MovingSpheres;

/** What the frames of one property run are made of. */
export interface FrameSetting {
  dim: 2 | 3;
  seed: number;
  /** Bodies at the start, and about how many a frame keeps. */
  bodies: number;
  /** `options.against`: none, a set about as large, or a few against many (each plan of `plan.ts`). */
  against: 'none' | 'even' | 'few' | 'many';
  filter: boolean;
  /** The scene's walls: none, arrays, or a level of the variant. */
  walls: 'none' | 'arrays' | 'level';
  grid: GridWalls;
  /** Field half-width and the largest step per frame on each axis. */
  size: number;
  speed: number;
}

/** Settings for {@link checkFrames}: up to `max` bodies in a frame. */
export function frameSettings(dim: 2 | 3, max: number): fc.Arbitrary<FrameSetting> {
  return fc.record({
    dim: fc.constant(dim),
    seed: fc.integer(),
    bodies: fc.integer({ min: 0, max }),
    against: fc.constantFrom('none', 'none', 'even', 'few', 'many'),
    filter: fc.boolean(),
    walls: fc.constantFrom('none', 'none', 'arrays', 'level'),
    grid: gridWalls(dim, 30),
    size: fc.integer({ min: 4, max: 200 }),
    speed: fc.integer({ min: 0, max: 12 }),
  });
}

/** One set of moving bodies kept from frame to frame: positions and steps on the grid. */
interface Crowd {
  p: number[][];
  v: number[][];
  r: number[];
}

/** One frame: the sets as a scene query takes them, and the counts it is told. */
interface Frame {
  bodies: GridScene;
  against: GridScene | null;
  count: number | undefined;
  againstCount: number | undefined;
}

/**
 * `frames` frames of a setting: before each, every body moves on (its end
 * becomes its start), and some frames also teleport bodies, add or remove
 * some, change the steps, put every body at one point, or leave none.
 */
export function* scriptFrames(s: FrameSetting, frames: number): Generator<Frame> {
  const random = mulberry32(s.seed);
  const int = (lo: number, hi: number) => lo + Math.floor((hi - lo + 1) * random());
  const vec = (m: number) => Array.from({ length: s.dim }, () => int(-m, m));
  const body = (c: Crowd) => {
    c.p.push(vec(s.size));
    c.v.push(vec(s.speed));
    c.r.push(int(0, 6));
  };
  const crowd = (n: number): Crowd => {
    const c: Crowd = { p: [], v: [], r: [] };
    for (let k = 0; k < n; k++) body(c);
    return c;
  };
  const few = Math.max(1, s.bodies >> 4);
  const sizes: Record<FrameSetting['against'], [number, number]> = {
    none: [s.bodies, 0],
    even: [s.bodies >> 1, s.bodies >> 1],
    few: [s.bodies, few],
    many: [few, s.bodies],
  };
  const [n, m] = sizes[s.against];
  const sets = s.against === 'none' ? [crowd(n)] : [crowd(n), crowd(m)];
  const goal = [n, m];
  for (let f = 0; f < frames; f++) {
    const event = random();
    for (let set = 0; set < sets.length; set++) change(sets[set]!, goal[set]!, event);
    const counted = sets.map((c) => (random() < 0.15 ? int(0, c.r.length) : undefined));
    const scenes = sets.map(step);
    yield {
      bodies: scenes[0]!,
      against: scenes[1] ?? null,
      count: counted[0],
      againstCount: counted[1],
    };
  }

  /** This frame's changes to one set (the same `event` for both sets). */
  function change(c: Crowd, goal: number, event: number): void {
    if (random() < 0.15) {
      // Teleports: a few bodies jump anywhere.
      for (let t = int(1, 4); t > 0 && c.r.length > 0; t--) {
        c.p[int(0, c.r.length - 1)] = vec(4 * s.size);
      }
    }
    if (random() < 0.15) {
      // Bodies added at the end, more when the set is small.
      for (let a = int(1, Math.max(1, goal >> 3)); a > 0; a--) body(c);
    }
    if (random() < 0.15) {
      // Bodies removed: swap-remove (the last takes the slot) or from the end.
      for (let d = int(1, Math.max(1, goal >> 3)); d > 0 && c.r.length > 0; d--) {
        const k = random() < 0.5 ? int(0, c.r.length - 1) : c.r.length - 1;
        c.p[k] = c.p.at(-1)!;
        c.v[k] = c.v.at(-1)!;
        c.r[k] = c.r.at(-1)!;
        c.p.pop();
        c.v.pop();
        c.r.pop();
      }
    }
    if (random() < 0.1) c.v = c.v.map(() => vec(s.speed));
    if (event < 0.03) {
      // Every body at one point, with one step.
      const p = vec(s.size);
      const v = vec(s.speed);
      c.p = c.p.map(() => p);
      c.v = c.v.map(() => v);
    } else if (event < 0.06) {
      // No body at all.
      c.p = [];
      c.v = [];
      c.r = [];
    }
  }

  /** The set's motion this frame: from where it is by its step; afterwards it is at the end. */
  function step(c: Crowd): GridScene {
    const p0 = c.p;
    const p1 = p0.map((p, k) => p.map((x, d) => x + c.v[k]![d]!));
    c.p = p1;
    return { dim: s.dim, p0, p1, r: [...c.r] };
  }
}

/** A variant's scene queries as the script calls them. */
export interface SceneVariant {
  /** The stateless `findCircleContacts` / `findSphereContacts`. */
  find(bodies: Bodies, list: ContactList, options: object): number;
  /** `createScene2` / `createScene3`. */
  createScene(options: object): {
    findContacts(bodies: Bodies, list: ContactList, options?: object): number;
    readonly stats: SceneStats;
  };
  createList(capacity: number): ContactList;
  /** `createLevel2({ segments })` / `createLevel3({ triangles })` of the variant. */
  createLevel(corners: Float64Array): object;
}

/** How a variant maps the grid: coordinates (of bodies and walls) and radii. */
export interface GridMap {
  position(v: number): number;
  radius(r: number): number;
}

/** A set's structure of arrays, positions and radii each mapped their way. */
function mapped(scene: GridScene, map: GridMap): Bodies {
  const b = toBodies(scene, map.position);
  b.r = Float64Array.from(scene.r, map.radius);
  return b;
}

/**
 * Runs `frames` frames of a setting through `variant`, its values mapped by
 * `map`: the persistent scene's list equals the stateless query's, bit for
 * bit, every frame, and so do the plan, the pairs and the candidates tested.
 */
export function checkFrames(
  variant: SceneVariant,
  s: FrameSetting,
  map: GridMap,
  frames = 100,
): void {
  const scale = map.position;
  const walls = s.walls === 'none' ? null : toWalls(s.grid, scale);
  const sceneWalls =
    walls === null
      ? {}
      : s.walls === 'level'
        ? { walls: variant.createLevel(toLevelCorners(s.grid, scale)) }
        : { walls: walls as StaticSegments | StaticTriangles };
  const wallBits = s.filter && s.walls === 'arrays' ? filterBits(s.grid.p.length, 5) : null;
  const wallOptions =
    wallBits === null
      ? sceneWalls
      : { ...sceneWalls, wallCategory: wallBits.category, wallMask: wallBits.mask };
  const scene = variant.createScene({
    ...wallOptions,
    expectedBodies: s.bodies >> 1,
  });
  const mine = variant.createList(1);
  const theirs = variant.createList(1);
  const stats = createSceneStats();
  let f = 0;
  for (const frame of scriptFrames(s, frames)) {
    const bodies = mapped(frame.bodies, map);
    const options: Record<string, unknown> = {};
    if (frame.count !== undefined) options.count = frame.count;
    const n = frame.count ?? frame.bodies.r.length;
    if (s.filter) Object.assign(options, filterBits(n, 3 + (f % 4)));
    if (frame.against !== null) {
      options.against = mapped(frame.against, map);
      if (frame.againstCount !== undefined) options.againstCount = frame.againstCount;
      if (s.filter) {
        const bits = filterBits(frame.againstCount ?? frame.against.r.length, 7);
        options.againstCategory = bits.category;
        options.againstMask = bits.mask;
      }
    }
    const got = scene.findContacts(bodies, mine, options);
    const want = variant.find(bodies, theirs, { ...options, ...wallOptions, stats });
    expect(got, `frame ${f}`).toBe(want);
    expect(rowsOf(mine), `frame ${f}`).toEqual(rowsOf(theirs));
    const { plan, pairs, tested, wallPairs, wallTested } = scene.stats;
    expect({ plan, pairs, tested, wallPairs, wallTested }, `frame ${f}`).toEqual({
      plan: stats.plan,
      pairs: stats.pairs,
      tested: stats.tested,
      wallPairs: stats.wallPairs,
      wallTested: stats.wallTested,
    });
    f++;
  }
}
