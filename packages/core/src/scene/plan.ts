/**
 * The broad phase's plan, chosen by the shape of the question:
 *
 * - **`pair-loop`**: a tiny scene (see `PAIR_LOOP_LIMIT`), every pair tried.
 * - **`index-against`** / **`index-bodies`**: with `against`, when one set
 *   has at least {@link INDEX_RATIO} times the other's bodies, the smaller
 *   set is indexed and the larger streamed through it (`set-index.ts`):
 *   `index-against` indexes the `against` set (many bullets, few enemies),
 *   `index-bodies` the bodies.
 * - **`sweep`**: otherwise, both sets (or the one set) sorted and swept in
 *   cells together (`broad-phase.ts`).
 *
 * Every plan hands the same candidates to the narrow phase (each pair whose
 * boxes meet and whose filter admits it, once), so the contact list does not
 * depend on the plan; only the time does.
 */
import type { SceneBoxes } from './boxes.ts';
import { candidates, cells, findCandidates, layout, usesPairLoop } from './broad-phase.ts';
import { type FrameOrder, forgetOrder } from './frame-order.ts';
import { findIndexedCandidates } from './set-index.ts';

/**
 * The size ratio from which the smaller set is indexed. Measured on
 * uniform and clustered crowds split in two, 2D and 3D, 10 000 and 40 000
 * bodies (BENCHMARKS.md, "Plan by the shape of the question"): at equal
 * sizes and at a ratio of 2 the index is as often slower as faster (3D at
 * equal sizes: slower); from 4 on it is faster everywhere measured (about
 * 1.2–1.5×, up to 1.9× from 16).
 */
export const INDEX_RATIO = 4;

/**
 * Fills the broad phase's candidates (`broad-phase.ts`, `candidates`) by the
 * plan the scene's shape calls for (file comment), records it in `layout`,
 * and returns the number of candidates. `memory` is a persistent scene's
 * last sweep (`frame-order.ts`), which only the sweep reads.
 */
export function findSceneCandidates(b: SceneBoxes, memory: FrameOrder | null = null): number {
  const { total, split, bipartite } = b;
  const other = total - split;
  const pairs = split * other;
  if (
    !bipartite ||
    usesPairLoop(pairs) ||
    Math.min(split, other) * INDEX_RATIO > Math.max(split, other)
  ) {
    return findCandidates(b, memory);
  }
  if (memory !== null) forgetOrder(memory);
  cells.valid = false;
  layout.pairs = pairs;
  const count = findIndexedCandidates(b, other < split);
  candidates.count = count;
  return count;
}
