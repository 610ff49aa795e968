/**
 * The walls' broad phase: static boxes (walls) looked up in the cells of the
 * bodies' last sweep (`broad-phase.ts`) instead of being swept with them, so
 * a level's walls cost the cells they cross and the bodies beside them, not
 * another pass over the scene (BENCHMARKS.md, "Walls in a scene"). The same
 * monotone maps as the sweep, so conservative under rounding the same way.
 */
import type { SceneBoxes } from './boxes.ts';
import { bucket, candidates, cells, growPairs, KEY_MAX } from './broad-phase.ts';

/** `true` when the last `findCandidates` swept cells that {@link findWallCandidates} can use. */
export function hasCells(): boolean {
  return cells.valid;
}

/**
 * Fills {@link candidates} with every (body, wall) pair whose boxes meet and
 * whose filter admits it (`i` a body of the sweep's first set, `j` the wall),
 * each once, and returns their number. `walls` holds the walls' boxes at
 * `0 … walls.total − 1` (and their filter, `null` when neither bodies nor
 * walls are filtered); `category` / `mask` are the bodies' (missing: every
 * bit). With `subset`, only the walls `subset[0 … count − 1]` are looked up
 * (a level's near the bodies, `level-walls.ts`).
 *
 * A wall goes into every cell its box touches, by the same monotone maps as
 * the bodies (so intersecting boxes share a cell), and is compared there
 * with the bodies whose low sweep key is at most its high key (the cell is
 * in sweep order); a pair is taken only in the first cell both occupy, as in
 * the sweep. A wall costs the cells it crosses and the bodies it reaches in
 * them, so a long wall is linear in the bodies beside it, never in the scene.
 */
export function findWallCandidates(
  walls: SceneBoxes,
  category: Uint32Array | undefined,
  mask: Uint32Array | undefined,
  subset: Int32Array | null = null,
  count: number = walls.total,
): number {
  candidates.count = 0;
  const axesLo = [walls.lo0, walls.lo1, walls.lo2];
  const axesHi = [walls.hi0, walls.hi1, walls.hi2];
  const wsLo = axesLo[cells.sweep]!;
  const wsHi = axesHi[cells.sweep]!;
  const wuLo = axesLo[cells.u]!;
  const wuHi = axesHi[cells.u]!;
  const wvLo = axesLo[cells.v]!;
  const wvHi = axesHi[cells.v]!;
  const { uBase, uScale, uCells, vBase, vScale, vCells, checkV } = cells;
  for (let q = 0; q < count; q++) {
    const k = subset === null ? q : subset[q]!;
    const sLo = wsLo[k]!;
    const sHi = wsHi[k]!;
    const uLo = wuLo[k]!;
    const uHi = wuHi[k]!;
    const vLo = wvLo[k]!;
    const vHi = wvHi[k]!;
    const key = bucket(sHi, cells.sweepBase, cells.sweepScale, KEY_MAX);
    const fa = bucket(uLo, uBase, uScale, uCells - 1);
    const la = bucket(uHi, uBase, uScale, uCells - 1);
    const fb = bucket(vLo, vBase, vScale, vCells - 1);
    const lb = bucket(vHi, vBase, vScale, vCells - 1);
    const from = candidates.count;
    for (let cv = fb; cv <= lb; cv++) {
      for (let cu = fa; cu <= la; cu++) {
        lookUp(k, cu + uCells * cv, cu, cv, key, sLo, sHi, uLo, uHi, vLo, vHi, checkV);
      }
    }
    if (walls.category === null) continue;
    // Drop this wall's pairs that the filter refuses.
    const wallCategory = walls.category[k]!;
    const wallMask = walls.mask![k]!;
    const pairI = candidates.i;
    const pairJ = candidates.j;
    let keep = from;
    for (let p = from; p < candidates.count; p++) {
      const body = pairI[p]!;
      const c = category === undefined ? 0xffffffff : category[body]!;
      const m = mask === undefined ? 0xffffffff : mask[body]!;
      if ((c & wallMask) === 0 || (wallCategory & m) === 0) continue;
      pairI[keep] = body;
      pairJ[keep] = k;
      keep++;
    }
    candidates.count = keep;
  }
  return candidates.count;
}

/** Wall `k`'s pairs in one cell (see {@link findWallCandidates}). */
function lookUp(
  k: number,
  cell: number,
  cu: number,
  cv: number,
  key: number,
  sLo: number,
  sHi: number,
  uLo: number,
  uHi: number,
  vLo: number,
  vHi: number,
  checkV: boolean,
): void {
  const { body, lo, sweepLo, sweepHi, firstU: entryFirstU, firstV: entryFirstV } = cells;
  const { uLo: entryULo, uHi: entryUHi, vLo: entryVLo, vHi: entryVHi } = cells;
  const end = cells.start[cell + 1]!;
  const firstU = bucket(uLo, cells.uBase, cells.uScale, cells.uCells - 1) === cu;
  const firstV = bucket(vLo, cells.vBase, cells.vScale, cells.vCells - 1) === cv;
  for (let e = cells.start[cell]!; e < end && lo[e]! <= key; e++) {
    if (
      (firstU || entryFirstU[e] === cu) &&
      (firstV || entryFirstV[e] === cv) &&
      sweepLo[e]! <= sHi &&
      sLo <= sweepHi[e]! &&
      entryULo[e]! <= uHi &&
      uLo <= entryUHi[e]! &&
      (!checkV || (entryVLo[e]! <= vHi && vLo <= entryVHi[e]!))
    ) {
      if (candidates.count === candidates.i.length) growPairs();
      candidates.i[candidates.count] = body[e]!;
      candidates.j[candidates.count] = k;
      candidates.count++;
    }
  }
}
