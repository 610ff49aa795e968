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

/** See the file comment; make one with {@link createSceneStats} and reuse it. */
export interface SceneStats {
  /** Pairs in the scene: `n·(n − 1)/2` for one set, `n·m` with `against` (before the filter). */
  pairs: number;
  /** Pairs handed to the pair query: their swept boxes meet and the filter admits them. */
  tested: number;
  /** The axis swept (`0` x, `1` y, `2` z), or `-1` when the scene was small enough for the plain pair loop. */
  sweepAxis: number;
  /** The other axes of the scene's dimension and their cells; empty for the pair loop. */
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
  return { pairs: 0, tested: 0, sweepAxis: -1, cuts: [], wallPairs: 0, wallTested: 0 };
}

/** Fills `stats` from the last broad phase of a `dim`-dimensional scene and `tested` candidates. */
export function fillStats(stats: SceneStats, dim: 2 | 3, tested: number): void {
  stats.pairs = layout.pairs;
  stats.tested = tested;
  stats.sweepAxis = layout.sweepAxis;
  stats.cuts.length = 0;
  stats.wallPairs = 0;
  stats.wallTested = 0;
  if (layout.sweepAxis < 0) return;
  for (let c = 0; c < 2; c++) {
    if (layout.cutAxis[c]! >= dim) continue;
    stats.cuts.push({
      axis: layout.cutAxis[c]!,
      cells: layout.cells[c]!,
      origin: layout.origin[c]!,
      size: layout.size[c]!,
    });
  }
}

/** Records the walls' broad phase: `pairs` body–wall pairs, `tested` of them handed on. */
export function fillWallStats(stats: SceneStats, pairs: number, tested: number): void {
  stats.wallPairs = pairs;
  stats.wallTested = tested;
}
