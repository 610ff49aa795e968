/**
 * The broad phase's plan for a lopsided `against` scene (ten thousand
 * bullets against two hundred enemies): index the smaller set and stream the
 * larger one through it, instead of sorting both into one sweep
 * (`broad-phase.ts`). Nothing of the larger set is sorted or copied: it is
 * read once, in input order. `plan.ts` says when it runs.
 *
 * **The index: a uniform grid over the smaller set's extent**, its cells
 * about {@link CELL_SIZES} of that set's median box sizes wide on each axis
 * (its spread decides the cells, not the larger set's), at most
 * {@link CELL_BUDGET} cells per indexed body. An indexed body goes into
 * every cell its box touches (the sweep's monotone maps, `writeBuckets`).
 * A grid rather than strips sorted along a swept axis with a running
 * maximum of the high ends (tried first): the same speed in 2D, but in 3D a
 * strip is a slab whose third axis is not cut, and the streamed spheres
 * scanned it up to 2.8× slower than the sweep (BENCHMARKS.md, "Plan by the
 * shape of the question"); the grid cuts every axis and needs no sort and
 * no binary search per streamed body.
 *
 * **The stream.** Each body of the larger set that reaches the indexed
 * set's extent visits the cells its box touches (the same maps, `bucket`)
 * and tests the entries there. A pair is taken only in the first cell both
 * occupy (on each axis the larger of the two first cells), hence once, when
 * the boxes meet on every axis and the filter admits it.
 *
 * **The same candidates as the sweep**: every pair whose boxes intersect as
 * closed intervals on every axis and whose filter admits it, each once, as
 * `(body, against)` whichever set is indexed. Conservative under rounding
 * for the sweep's reason: the maps never decrease, so two intersecting
 * boxes share a cell; only the final test reads the bounds themselves.
 */
import type { SceneBoxes } from './boxes.ts';
import {
  bucket,
  CELL_SIZES,
  candidates,
  growPairs,
  layout,
  medianSize,
  writeBuckets,
} from './broad-phase.ts';
import { prefixSums } from './radix.ts';

// Scratch reused from call to call, per indexed body (local index) and axis …
const first = [new Uint32Array(0), new Uint32Array(0), new Uint32Array(0)];
const last = [new Uint32Array(0), new Uint32Array(0), new Uint32Array(0)];
// … and per (cell, body) entry, in cell order.
let cellStart = new Int32Array(0);
let entryBody = new Uint32Array(0);
const entryFirst = [new Uint32Array(0), new Uint32Array(0), new Uint32Array(0)];
const entryLo = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];
const entryHi = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];

/** Per axis: the indexed set's smallest `lo` and largest `hi`, its cells and their scale. */
const setMin = new Float64Array(3);
const setMax = new Float64Array(3);
const cellsOf = new Uint32Array(3);
const scaleOf = new Float64Array(3);

/**
 * Room for an index of `count` bodies (at most {@link CELL_BUDGET} cells each,
 * and about as many entries): grown when needed, and kept.
 */
export function reserveIndex(count: number): void {
  reserveIndexed(count);
  reserveEntries(CELL_BUDGET * count);
  reserveCells(CELL_BUDGET * count);
}

function reserveCells(cells: number): void {
  if (cellStart.length < cells + 2) {
    cellStart = new Int32Array(Math.max(cells + 2, 2 * cellStart.length));
  }
}

function reserveIndexed(count: number): void {
  if (first[0]!.length >= count) return;
  const size = Math.max(count, 2 * first[0]!.length);
  for (let d = 0; d < 3; d++) {
    first[d] = new Uint32Array(size);
    last[d] = new Uint32Array(size);
  }
}

function reserveEntries(entries: number): void {
  if (entryBody.length >= entries) return;
  const size = Math.max(entries, 2 * entryBody.length);
  entryBody = new Uint32Array(size);
  for (let d = 0; d < 3; d++) {
    entryFirst[d] = new Uint32Array(size);
    entryLo[d] = new Float64Array(size);
    entryHi[d] = new Float64Array(size);
  }
}

/** Cells per indexed body at most, over all axes (so empty cells stay cheap). */
const CELL_BUDGET = 2;

/**
 * Fills {@link candidates} with every cross pair of a bipartite scene whose
 * boxes intersect and whose filter admits it, indexing the `against` set
 * (`indexAgainst`) or the bodies, and returns their number. Records the
 * plan and the cells in `layout`.
 */
export function findIndexedCandidates(b: SceneBoxes, indexAgainst: boolean): number {
  const { total, split } = b;
  const from = indexAgainst ? split : 0;
  const count = indexAgainst ? total - split : split;
  const lo = [b.lo0, b.lo1, b.lo2];
  const hi = [b.hi0, b.hi1, b.hi2];
  reserveIndexed(count);
  cutCells(lo, hi, from, count);
  for (let d = 0; d < 3; d++) {
    const limit = cellsOf[d]! - 1;
    writeBuckets(first[d]!, last[d]!, lo[d]!, hi[d]!, from, setMin[d]!, scaleOf[d]!, limit, count);
  }
  const entries = fillCells(count, from);
  for (let d = 0; d < 3; d++) {
    gather(entryLo[d]!, lo[d]!, entries);
    gather(entryHi[d]!, hi[d]!, entries);
  }
  layout.plan = indexAgainst ? 'index-against' : 'index-bodies';
  layout.sweepAxis = -1;
  layout.cuts = 3;
  for (let d = 0; d < 3; d++) {
    layout.cutAxis[d] = d;
    layout.cells[d] = cellsOf[d]!;
    layout.origin[d] = setMin[d]!;
    layout.size[d] = scaleOf[d]! > 0 ? 1 / scaleOf[d]! : setMax[d]! - setMin[d]!;
  }
  return stream(b, indexAgainst);
}

/**
 * The grid over the indexed set's extent: per axis about {@link CELL_SIZES}
 * of its median box sizes wide, all axes shrunk evenly to at most
 * {@link CELL_BUDGET} cells per indexed body. A zero-width axis (2D's third)
 * has one cell. The cells decide only the time (and the stats), never which
 * pairs are found, so the root here need not be exactly rounded.
 */
function cutCells(lo: Float64Array[], hi: Float64Array[], from: number, count: number): void {
  let want = 1;
  let cut = 0;
  for (let d = 0; d < 3; d++) {
    extentOf(d, lo[d]!, hi[d]!, from, count);
    const e = setMax[d]! - setMin[d]!;
    const size = CELL_SIZES * medianSize(lo[d]!, hi[d]!, from, count);
    cellsOf[d] =
      e === 0 ? 1 : size > 0 ? Math.max(1, Math.min(Math.floor(e / size), count)) : count;
    want *= cellsOf[d]!;
    if (e > 0) cut++;
  }
  const shrink = cut === 0 ? 1 : Math.min(1, ((CELL_BUDGET * count) / want) ** (1 / cut));
  for (let d = 0; d < 3; d++) {
    const e = setMax[d]! - setMin[d]!;
    let cells = Math.max(1, Math.min(Math.floor(cellsOf[d]! * shrink), 1 << 10));
    const scale = e > 0 && cells > 1 ? cells / e : 0;
    if (scale === 0) cells = 1;
    cellsOf[d] = cells;
    scaleOf[d] = scale;
  }
}

/** The indexed set's extent on axis `d`. */
function extentOf(d: number, lo: Float64Array, hi: Float64Array, from: number, count: number) {
  let min = Infinity;
  let max = -Infinity;
  for (let k = from; k < from + count; k++) {
    min = Math.min(min, lo[k]!);
    max = Math.max(max, hi[k]!);
  }
  setMin[d] = min;
  setMax[d] = max;
}

/**
 * Counting sort of the (cell, body) entries by cell, bodies in index order;
 * afterwards cell `c`'s entries are `[cellStart[c], cellStart[c + 1])`.
 * Returns their number.
 */
function fillCells(count: number, from: number): number {
  const cells = cellsOf[0]! * cellsOf[1]! * cellsOf[2]!;
  reserveCells(cells);
  cellStart.fill(0, 0, cells + 2);
  const entries = countEntries(count);
  reserveEntries(entries);
  // Counts sit one cell ahead, so the sums are each cell's start, one cell ahead.
  prefixSums(cellStart, cells + 2, 0);
  placeEntries(count, from);
  return entries;
}

/** Counts cell `c`'s entries into `cellStart[c + 1]`; returns the total. */
function countEntries(count: number): number {
  const start = cellStart;
  const [f0, f1, f2] = first as [Uint32Array, Uint32Array, Uint32Array];
  const [l0, l1, l2] = last as [Uint32Array, Uint32Array, Uint32Array];
  const w0 = cellsOf[0]!;
  const w01 = w0 * cellsOf[1]!;
  let entries = 0;
  for (let k = 0; k < count; k++) {
    for (let c2 = f2[k]!; c2 <= l2[k]!; c2++) {
      for (let c1 = f1[k]!; c1 <= l1[k]!; c1++) {
        for (let c0 = f0[k]!; c0 <= l0[k]!; c0++) start[c0 + w0 * c1 + w01 * c2 + 1]!++;
      }
    }
    entries += (l0[k]! - f0[k]! + 1) * (l1[k]! - f1[k]! + 1) * (l2[k]! - f2[k]! + 1);
  }
  return entries;
}

/** Places the indexed bodies; `cellStart[c + 1]` runs to the end of cell `c`. */
function placeEntries(count: number, from: number): void {
  const start = cellStart;
  const [f0, f1, f2] = first as [Uint32Array, Uint32Array, Uint32Array];
  const [l0, l1, l2] = last as [Uint32Array, Uint32Array, Uint32Array];
  const [e0, e1, e2] = entryFirst as [Uint32Array, Uint32Array, Uint32Array];
  const w0 = cellsOf[0]!;
  const w01 = w0 * cellsOf[1]!;
  for (let k = 0; k < count; k++) {
    for (let c2 = f2[k]!; c2 <= l2[k]!; c2++) {
      for (let c1 = f1[k]!; c1 <= l1[k]!; c1++) {
        for (let c0 = f0[k]!; c0 <= l0[k]!; c0++) {
          const at = start[c0 + w0 * c1 + w01 * c2 + 1]!++;
          entryBody[at] = from + k;
          e0[at] = f0[k]!;
          e1[at] = f1[k]!;
          e2[at] = f2[k]!;
        }
      }
    }
  }
}

/** Per entry, its body's bound on one axis (read in entry order). */
function gather(to: Float64Array, from: Float64Array, entries: number): void {
  for (let e = 0; e < entries; e++) to[e] = from[entryBody[e]!]!;
}

/** Streams the other set's bodies through the grid (file comment); returns the pairs. */
function stream(b: SceneBoxes, indexAgainst: boolean): number {
  const { category, mask, split, lo0, hi0, lo1, hi1, lo2, hi2 } = b;
  const start = cellStart;
  const eBody = entryBody;
  const [e0, e1, e2] = entryFirst as [Uint32Array, Uint32Array, Uint32Array];
  const [eLo0, eLo1, eLo2] = entryLo as [Float64Array, Float64Array, Float64Array];
  const [eHi0, eHi1, eHi2] = entryHi as [Float64Array, Float64Array, Float64Array];
  const min0 = setMin[0]!;
  const min1 = setMin[1]!;
  const min2 = setMin[2]!;
  const max0 = setMax[0]!;
  const max1 = setMax[1]!;
  const max2 = setMax[2]!;
  const scale0 = scaleOf[0]!;
  const scale1 = scaleOf[1]!;
  const scale2 = scaleOf[2]!;
  const w0 = cellsOf[0]!;
  const w1 = cellsOf[1]!;
  const w2 = cellsOf[2]!;
  const w01 = w0 * w1;
  const begin = indexAgainst ? 0 : split;
  const end = indexAgainst ? split : b.total;
  let count = 0;
  let pi = candidates.i;
  let pj = candidates.j;
  for (let k = begin; k < end; k++) {
    const klo0 = lo0[k]!;
    const khi0 = hi0[k]!;
    const klo1 = lo1[k]!;
    const khi1 = hi1[k]!;
    const klo2 = lo2[k]!;
    const khi2 = hi2[k]!;
    // Beyond the indexed set's extent: no box to meet.
    if (khi0 < min0 || klo0 > max0 || khi1 < min1 || klo1 > max1 || khi2 < min2 || klo2 > max2) {
      continue;
    }
    const f0 = bucket(klo0, min0, scale0, w0 - 1);
    const l0 = bucket(khi0, min0, scale0, w0 - 1);
    const f1 = bucket(klo1, min1, scale1, w1 - 1);
    const l1 = bucket(khi1, min1, scale1, w1 - 1);
    const f2 = bucket(klo2, min2, scale2, w2 - 1);
    const l2 = bucket(khi2, min2, scale2, w2 - 1);
    for (let c2 = f2; c2 <= l2; c2++) {
      for (let c1 = f1; c1 <= l1; c1++) {
        for (let c0 = f0; c0 <= l0; c0++) {
          const cell = c0 + w0 * c1 + w01 * c2;
          const cellEnd = start[cell + 1]!;
          for (let z = start[cell]!; z < cellEnd; z++) {
            if (
              // Only in the first cell both occupy, so once.
              (c0 === f0 || e0[z] === c0) &&
              (c1 === f1 || e1[z] === c1) &&
              (c2 === f2 || e2[z] === c2) &&
              eLo0[z]! <= khi0 &&
              klo0 <= eHi0[z]! &&
              eLo1[z]! <= khi1 &&
              klo1 <= eHi1[z]! &&
              eLo2[z]! <= khi2 &&
              klo2 <= eHi2[z]!
            ) {
              const other = eBody[z]!;
              if (
                category !== null &&
                ((category[k]! & mask![other]!) === 0 || (category[other]! & mask![k]!) === 0)
              ) {
                continue;
              }
              if (count === pi.length) {
                growPairs();
                pi = candidates.i;
                pj = candidates.j;
              }
              // `i` is the body, `j` the `against` index, whichever set is indexed.
              pi[count] = indexAgainst ? k : other;
              pj[count] = (indexAgainst ? other : k) - split;
              count++;
            }
          }
        }
      }
    }
  }
  return count;
}
