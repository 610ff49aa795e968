/**
 * A level as a scene's walls (`options.walls` a `createLevel2/3` level): its walls in
 * the arrays the wall queries read, and the (body, wall) candidates from the boxes the
 * level built once, where arrays of walls get theirs rebuilt on every call
 * (`boxes.ts`, `wallOnlyBoxes`). The walls near the bodies (one search of the level's
 * tree) are looked up in the cells the bodies were just swept in, as arrays of walls
 * are (`wall-candidates.ts`), or, when they are many per body, each body's swept box
 * is searched in the tree. The bodies' boxes take their margin's share through the
 * level's origin, as its walls' boxes did (`boxes.ts`, "Walls"), so every pair the
 * wall query could report reaches it.
 */
import type { LevelData } from '../level/level.ts';
import { found, searchTree } from '../level/tree.ts';
import type { StaticSegments, StaticTriangles } from '../types.ts';
import {
  type BoxMargin,
  type BoxSource,
  bodyBoxes,
  type SceneBoxes,
  type WallSource,
} from './boxes.ts';
import { candidates, growPairs } from './broad-phase.ts';
import { findWallCandidates, hasCells } from './wall-candidates.ts';

const ALL_BITS = 0xffffffff;

// A level is immutable, so its walls' arrays are made on its first scene and kept.
const sources = new WeakMap<LevelData, WallSource>();

/**
 * The level's walls as a scene's (`boxes.ts`, `WallSource`): structure of arrays
 * (`x0, y0, x1, y1` per segment, `x0 … z2` per triangle; corner `q`, axis `a` of wall
 * `k` is the level's corner number `k·per + q·dim + a`), every wall, the level's own
 * filter. Made once per level.
 */
export function levelWalls(data: LevelData): WallSource {
  let source = sources.get(data);
  if (source !== undefined) return source;
  const { dim, count, corners } = data;
  const points = dim === 2 ? 2 : 3;
  const per = dim * points;
  const axes = dim === 2 ? ['x', 'y'] : ['x', 'y', 'z'];
  const walls: Record<string, Float64Array> = {};
  for (let q = 0; q < points; q++) {
    for (let a = 0; a < dim; a++) {
      const values = new Float64Array(count);
      for (let k = 0; k < count; k++) values[k] = corners[k * per + q * dim + a]!;
      walls[`${axes[a]}${q}`] = values;
    }
  }
  source = {
    walls: walls as unknown as StaticSegments | StaticTriangles,
    count,
    category: data.category ?? undefined,
    mask: data.mask ?? undefined,
  };
  sources.set(data, source);
  return source;
}

/**
 * The walls near the bodies are looked up in the bodies' cells while they are at
 * most this many per body; past that, each body's swept box is searched in the tree.
 * Measured on a crowd among random short walls (300 to 10 000 bodies, 100 to 40 000
 * walls; BENCHMARKS.md, "Walls in a scene"): the cells win up to about four walls per
 * body, the tree beyond (10 000 bodies among 40 000 walls: 30 against 52 ms).
 */
export const WALLS_PER_BODY = 4;

// The level's walls' boxes by wall index, as a scene's (`findWallCandidates`), with
// and without a filter: made once per level.
const boxSets = new WeakMap<LevelData, { filtered: SceneBoxes; plain: SceneBoxes }>();

/** The level's boxes as `findWallCandidates` reads them (filter `null` when nothing filters). */
function levelBoxes(data: LevelData, filtered: boolean): SceneBoxes {
  let sets = boxSets.get(data);
  if (sets === undefined) {
    const { count, tree } = data;
    const axes = [0, 1, 2].map(() => ({
      lo: new Float64Array(count),
      hi: new Float64Array(count),
    }));
    // Leaf `p` of the tree holds wall `first[p]`'s box.
    for (let p = 0; p < count; p++) {
      const k = tree.first[p]!;
      for (let a = 0; a < 3; a++) {
        axes[a]!.lo[k] = tree.lo[3 * p + a]!;
        axes[a]!.hi[k] = tree.hi[3 * p + a]!;
      }
    }
    const plain: SceneBoxes = {
      total: count,
      split: 0,
      bipartite: false,
      lo0: axes[0]!.lo,
      hi0: axes[0]!.hi,
      lo1: axes[1]!.lo,
      hi1: axes[1]!.hi,
      lo2: axes[2]!.lo,
      hi2: axes[2]!.hi,
      min: tree.lo.slice(tree.lo.length - 3),
      max: tree.hi.slice(tree.hi.length - 3),
      category: null,
      mask: null,
    };
    const every = new Uint32Array(count).fill(ALL_BITS);
    sets = {
      plain,
      filtered: { ...plain, category: data.category ?? every, mask: data.mask ?? every },
    };
    boxSets.set(data, sets);
  }
  return filtered ? sets.filtered : sets.plain;
}

const lo = new Float64Array(3);
const hi = new Float64Array(3);

/**
 * Fills the broad phase's candidates with every (body, wall) pair whose boxes meet
 * and whose filter admits it (`i` a body of `a`, `j` the wall), each once, and
 * returns their number. `scene` is the scene's boxes, its margin's origin the
 * level's (`sceneBoxes`), just handed to the broad phase. After a sweep, the walls
 * whose boxes meet the scene's extent (one search in the tree) are looked up in the
 * cells the bodies were swept in, when they are few against the bodies; else each
 * body's swept box is searched in the tree. The walls' boxes are the level's, their
 * filter the level's own.
 */
export function findLevelWallCandidates(
  dim: 2 | 3,
  a: BoxSource,
  data: LevelData,
  margin: BoxMargin,
  scene: SceneBoxes,
): number {
  if (hasCells()) {
    const near = searchTree(data.tree, scene.min, scene.max);
    if (near <= WALLS_PER_BODY * a.count) {
      const filtered = !!(a.category || a.mask || data.category || data.mask);
      return findWallCandidates(levelBoxes(data, filtered), a.category, a.mask, found.walls, near);
    }
  }
  return searchEachBody(dim, a, data, margin);
}

/** {@link findLevelWallCandidates} by a search in the tree per body. */
function searchEachBody(dim: 2 | 3, a: BoxSource, data: LevelData, margin: BoxMargin): number {
  const boxes = bodyBoxes(dim, a, margin, data.origin);
  const { lo0, hi0, lo1, hi1, lo2, hi2 } = boxes;
  const { category, mask } = a;
  const wallCategory = data.category;
  const wallMask = data.mask;
  let count = 0;
  for (let i = 0; i < a.count; i++) {
    lo[0] = lo0[i]!;
    hi[0] = hi0[i]!;
    lo[1] = lo1[i]!;
    hi[1] = hi1[i]!;
    lo[2] = lo2[i]!;
    hi[2] = hi2[i]!;
    const n = searchTree(data.tree, lo, hi);
    const c = category === undefined ? ALL_BITS : category[i]!;
    const m = mask === undefined ? ALL_BITS : mask[i]!;
    for (let f = 0; f < n; f++) {
      const k = found.walls[f]!;
      const wc = wallCategory === null ? ALL_BITS : wallCategory[k]!;
      const wm = wallMask === null ? ALL_BITS : wallMask[k]!;
      if ((c & wm) === 0 || (wc & m) === 0) continue;
      if (count === candidates.i.length) growPairs();
      candidates.i[count] = i;
      candidates.j[count] = k;
      count++;
    }
  }
  candidates.count = count;
  return count;
}
