/**
 * What the broad phase of a scene query did, for debugging and for drawing
 * (the playground's Scene mode shows the strips). A query fills it only when
 * it is passed as `options.stats`: a few field writes after the broad phase,
 * nothing at all without it.
 */

import { layout } from './broad-phase.ts';

/** One axis the broad phase cut into cells (strips in 2D, columns in 3D). */
export interface SceneCut {
  /** The axis: `0` is x, `1` y, `2` z. */
  axis: number;
  /** How many cells the axis was cut into (`1`: not cut). */
  cells: number;
  /**
   * Where cell `0` starts: cell `k` covers about `[origin + k·size,
   * origin + (k + 1)·size]` (the first and last cells also take every box
   * that reaches beyond them).
   */
  origin: number;
  /** The width of a cell (the whole extent when `cells` is `1`). */
  size: number;
}

/**
 * How the broad phase found the candidate pairs (`plan.ts` says which runs
 * when; every plan finds the same pairs):
 * - `'pair-loop'`: every pair tried, a tiny scene (or no pairs at all);
 * - `'sweep'`: the boxes sorted along {@link SceneStats.sweepAxis} and swept
 *   per cell, both sets together;
 * - `'index-against'`: with `against` much smaller than the bodies, the
 *   `against` set indexed in a uniform grid over its own extent and the
 *   bodies streamed through it (the bullets through the enemies);
 * - `'index-bodies'`: the same with the bodies indexed, `against` streamed.
 */
export type ScenePlan = 'pair-loop' | 'sweep' | 'index-against' | 'index-bodies';

/** See the file comment; make one with {@link createSceneStats} and reuse it. */
export interface SceneStats {
  /** The plan by the shape of the question: see {@link ScenePlan}. */
  plan: ScenePlan;
  /** Pairs in the scene: `n·(n − 1)/2` for one set, `n·m` with `against` (before the filter). */
  pairs: number;
  /** Pairs handed to the pair query: their swept boxes meet and the filter admits them. */
  tested: number;
  /**
   * The axis swept (`0` x, `1` y, `2` z): the one along which the middle
   * 90 % of the boxes' centres spread furthest (a persistent scene keeps its
   * last axis until another spreads 1.25 times as far). `-1` when nothing was
   * swept (the pair loop, an index plan).
   */
  sweepAxis: number;
  /**
   * The axes cut into cells: for the sweep the other axes of the scene's
   * dimension, for an index plan every axis (the grid's cells cover the
   * indexed set's boxes, each axis sized from that set's spread); empty for
   * the pair loop.
   */
  cuts: SceneCut[];
  /** Body–wall pairs in the scene (`n·w` with `options.walls`, before the filter; else `0`). */
  wallPairs: number;
  /** Body–wall pairs handed to the wall query: their boxes meet and the filter admits them. */
  wallTested: number;
}

/**
 * An empty {@link SceneStats} to pass as `options.stats`.
 *
 * @example
 * const stats = createSceneStats();
 * findCircleContacts(bodies, contacts, { stats });
 * console.log(`${stats.tested} of ${stats.pairs} pairs tested`);
 */
export function createSceneStats(): SceneStats {
  return {
    plan: 'pair-loop',
    pairs: 0,
    tested: 0,
    sweepAxis: -1,
    cuts: [],
    wallPairs: 0,
    wallTested: 0,
  };
}

/**
 * Fills `stats` from the last broad phase of a `dim`-dimensional scene and
 * `tested` candidates. The cut objects already in `stats.cuts` are reused
 * (so a persistent scene's statistics allocate nothing once warm).
 */
export function fillStats(stats: SceneStats, dim: 2 | 3, tested: number): void {
  stats.plan = layout.plan;
  stats.pairs = layout.pairs;
  stats.tested = tested;
  stats.sweepAxis = layout.sweepAxis;
  stats.wallPairs = 0;
  stats.wallTested = 0;
  const cuts = stats.cuts;
  let n = 0;
  for (let c = 0; c < layout.cuts; c++) {
    if (layout.cutAxis[c]! >= dim) continue;
    if (n === cuts.length) cuts.push({ axis: 0, cells: 1, origin: 0, size: 0 });
    const cut = cuts[n++]!;
    cut.axis = layout.cutAxis[c]!;
    cut.cells = layout.cells[c]!;
    cut.origin = layout.origin[c]!;
    cut.size = layout.size[c]!;
  }
  cuts.length = n;
}

/** Records the walls' broad phase: `pairs` body–wall pairs, `tested` of them handed on. */
export function fillWallStats(stats: SceneStats, pairs: number, tested: number): void {
  stats.wallPairs = pairs;
  stats.wallTested = tested;
}
