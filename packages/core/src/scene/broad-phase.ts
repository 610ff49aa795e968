/**
 * The scene broad phase: every pair of bodies whose swept boxes (see
 * `boxes.ts`) intersect as closed intervals on every axis, each pair once,
 * in an order fixed by the input alone. Shared by every variant; each then
 * runs its own pair query on the candidates (`pairI`, `pairJ`).
 *
 * **Algorithm: sort and sweep per cell.** One axis is swept (the one the
 * boxes' centres spread furthest along, `spreadOf`; a persistent scene keeps
 * its last axis while another is not clearly wider, `KEEP_AXIS`); the others
 * are cut into cells (strips in
 * 2D, columns in 3D) about two median box sizes wide, so a cell holds few
 * bodies and the sweep in it sees few false overlaps. A body goes into every
 * cell its box touches; a pair is reported only in the first cell both
 * share (the cell of `max(first cell of a, first cell of b)` on each cut
 * axis), hence once. Within a cell the bodies are in the order of their
 * boxes' low end along the swept axis (one radix sort of the whole scene,
 * then a stable fill of the cells), and each body is compared with the
 * following ones until their low end passes its high end.
 *
 * BENCHMARKS.md ("Scenes") compares this with a single sweep, a uniform grid
 * and a tree (flatbush); fast movers cost only the cells they cross and the
 * bodies within their reach there, not a pass over the whole scene.
 *
 * **Conservative under rounding.** The cells and the sort keys are
 * functions of the box bounds that never decrease (subtraction of a
 * constant, multiplication by a positive constant, `Math.floor`, clamping are
 * all monotone in IEEE-754), so for two boxes that intersect on an axis,
 * `key(lo_a) ≤ key(hi_b)` and `key(lo_b) ≤ key(hi_a)`: they share a cell, and
 * the sweep cannot stop before it reaches the later one. Only the final test
 * reads the bounds themselves (`≤`: closed). Everything here is IEEE-754
 * `+ − × ÷` and `Math.floor` on doubles, exactly specified, so the candidate
 * list is the same on every engine.
 *
 * **Walls** (static boxes) are looked up in the cells of the bodies' sweep
 * (`wall-candidates.ts`, over {@link cells}) instead of being swept with them.
 *
 * With `against` sets of very different sizes (bullets against enemies)
 * `plan.ts` runs another plan instead: the smaller set indexed in a grid
 * and the larger streamed through it (`set-index.ts`), the same candidates.
 *
 * Tiny scenes skip all of it: up to {@link PAIR_LOOP_LIMIT} bodies the
 * plain loop over all pairs is faster (measured: the crossover is near 100
 * bodies; the limit is lower so that the scenes the property tests and the
 * fuzzer check against brute force run the broad phase; BENCHMARKS.md).
 */
import type { SceneBoxes } from './boxes.ts';
import type { ScenePlan } from './broad-phase-stats.ts';
import {
  type FrameOrder,
  forgetOrder,
  MOVES_PER_BODY,
  rememberOrder,
  repairOrder,
  seedOrder,
} from './frame-order.ts';
import { prefixSums, radixPass } from './radix.ts';

/** Scenes with at most this many bodies (or cross pairs ≤ its square) use the plain pair loop. */
export const PAIR_LOOP_LIMIT = 48;

/** The candidate pairs of the last {@link findCandidates}: `(i[k], j[k])` for `k < count`. */
export const candidates: { i: Uint32Array; j: Uint32Array; count: number } = {
  i: new Uint32Array(1024),
  j: new Uint32Array(1024),
  count: 0,
};
/**
 * How the last {@link findCandidates} went, for `options.stats` (see
 * `broad-phase-stats.ts`): the plan, the scene's pairs, the axis swept (`-1`: the pair
 * loop or an index), and per cut axis (the first `cuts` slots) its index, cells, origin
 * and cell width.
 */
export const layout: {
  plan: ScenePlan;
  pairs: number;
  sweepAxis: number;
  cuts: number;
  cutAxis: number[];
  cells: number[];
  origin: number[];
  size: number[];
} = {
  plan: 'pair-loop',
  pairs: 0,
  sweepAxis: -1,
  cuts: 0,
  cutAxis: [0, 0, 0],
  cells: [1, 1, 1],
  origin: [0, 0, 0],
  size: [0, 0, 0],
};

/** The cells of a sweep: see {@link cells}. */
export interface SweepCells {
  valid: boolean;
  /** The axes swept and cut (`0` x, `1` y, `2` z). */
  sweep: number;
  u: number;
  v: number;
  /** The monotone maps' origins and scales, and the cells per cut axis. */
  sweepBase: number;
  sweepScale: number;
  uBase: number;
  uScale: number;
  uCells: number;
  vBase: number;
  vScale: number;
  vCells: number;
  /** Whether the second cut axis has an extent (2D's third axis has none). */
  checkV: boolean;
  start: Int32Array;
  body: Uint32Array;
  lo: Uint32Array;
  sweepLo: Float64Array;
  sweepHi: Float64Array;
  uLo: Float64Array;
  uHi: Float64Array;
  vLo: Float64Array;
  vHi: Float64Array;
  firstU: Uint32Array;
  firstV: Uint32Array;
}

/**
 * The cells of the last sweep ({@link sweepCells}), kept so that
 * `wall-candidates.ts` can look static boxes up in them: which axis was
 * swept and cut, the monotone maps, and the entries in cell and sweep order
 * (`start[c] … start[c + 1]` are cell `c`'s; per entry its body, low sweep
 * key, box and first cells, see `entrySweepLo`). `valid` only right after
 * a sweep.
 */
export const cells: SweepCells = {
  valid: false,
  sweep: 0,
  u: 1,
  v: 2,
  sweepBase: 0,
  sweepScale: 0,
  uBase: 0,
  uScale: 0,
  uCells: 1,
  vBase: 0,
  vScale: 0,
  vCells: 1,
  checkV: false,
  start: new Int32Array(0),
  body: new Uint32Array(0),
  lo: new Uint32Array(0),
  sweepLo: new Float64Array(0),
  sweepHi: new Float64Array(0),
  uLo: new Float64Array(0),
  uHi: new Float64Array(0),
  vLo: new Float64Array(0),
  vHi: new Float64Array(0),
  firstU: new Uint32Array(0),
  firstV: new Uint32Array(0),
};

let pairI = candidates.i;
let pairJ = candidates.j;
let pairCount = 0;

/** Doubles the room of {@link candidates} (also the walls' lookup's). */
export function growPairs(): void {
  const a = new Uint32Array(2 * pairI.length);
  a.set(pairI);
  const b = new Uint32Array(2 * pairJ.length);
  b.set(pairJ);
  pairI = candidates.i = a;
  pairJ = candidates.j = b;
}

/** Resolution of the sweep keys: 22 bits, two 11-bit radix passes. */
const KEY_SCALE = 4194304;
export const KEY_MAX: number = KEY_SCALE - 1;
/** Cells are this many median box sizes wide (tuned by measurement). */
export const CELL_SIZES = 2;

// Scratch reused from call to call. The keys and cells are Uint32Array, the
// kind of the contact sort's keys, so that the radix pass both share sees as
// few kinds of array as before it was shared (with Int32Array keys here, the
// contact sort measured ~10% slower).
let keyLo = new Uint32Array(0);
let keyHi = new Uint32Array(0);
let firstA = new Uint32Array(0);
let lastA = new Uint32Array(0);
let firstB = new Uint32Array(0);
let lastB = new Uint32Array(0);
let order = new Uint32Array(0);
let orderTmp = new Uint32Array(0);
let cellStart = new Int32Array(0);
let entryBody = new Uint32Array(0);
let entryLo = new Uint32Array(0);
let entryHi = new Uint32Array(0);
/**
 * Per entry, copied from its body: the box on the swept axis and on both
 * cut axes, and its first cells. The sweep reads them in entry order
 * instead of jumping between bodies (the arrays of 100 000 bodies do not
 * fit in the cache).
 */
let entrySweepLo = new Float64Array(0);
let entrySweepHi = new Float64Array(0);
let entryULo = new Float64Array(0);
let entryUHi = new Float64Array(0);
let entryVLo = new Float64Array(0);
let entryVHi = new Float64Array(0);
let entryFirstA = new Uint32Array(0);
let entryFirstB = new Uint32Array(0);
const sample = new Float64Array(255);

/**
 * Room for a sweep of `total` bodies and `entries` (cell, body) entries, and
 * for `pairs` candidates: grown (doubling) when a scene needs more, and kept.
 * A persistent scene reserves it up front from its expected counts, so its
 * first frames grow none (`persistent.ts`).
 */
export function reserveSweep(total: number, entries: number, pairs: number): void {
  reserveBodies(total);
  // At most two cells per body (`sweepCells`), in two runs with `against`.
  reserveCells(4 * total);
  reserveEntries(entries);
  while (pairI.length < pairs) growPairs();
}

function reserveCells(runs: number): void {
  if (cellStart.length < runs + 2) {
    cellStart = new Int32Array(Math.max(runs + 2, 2 * cellStart.length));
  }
}

function reserveEntries(entries: number): void {
  if (entryBody.length >= entries) return;
  const size = Math.max(entries, 2 * entryBody.length);
  entryBody = new Uint32Array(size);
  entryLo = new Uint32Array(size);
  entryHi = new Uint32Array(size);
  entrySweepLo = new Float64Array(size);
  entrySweepHi = new Float64Array(size);
  entryULo = new Float64Array(size);
  entryUHi = new Float64Array(size);
  entryVLo = new Float64Array(size);
  entryVHi = new Float64Array(size);
  entryFirstA = new Uint32Array(size);
  entryFirstB = new Uint32Array(size);
}

function reserveBodies(total: number): void {
  if (keyLo.length >= total) return;
  const size = Math.max(total, 2 * keyLo.length);
  keyLo = new Uint32Array(size);
  keyHi = new Uint32Array(size);
  firstA = new Uint32Array(size);
  lastA = new Uint32Array(size);
  firstB = new Uint32Array(size);
  lastB = new Uint32Array(size);
  order = new Uint32Array(size);
  orderTmp = new Uint32Array(size);
}

/**
 * Fills {@link candidates} with every pair whose boxes intersect and whose
 * filter admits it, and returns their number. One set: `i < j`, both
 * scene indices. Bipartite: `i < split` indexes the bodies, `j` the
 * `against` set (`j = index − split`). A persistent scene passes its
 * `memory` of the last sweep (`frame-order.ts`): the same candidates, sorted
 * from the last frame's order.
 */
export function findCandidates(b: SceneBoxes, memory: FrameOrder | null = null): number {
  pairCount = 0;
  candidates.count = 0;
  cells.valid = false;
  const { total, split, bipartite } = b;
  const pairs = bipartite ? split * (total - split) : (total * (total - 1)) / 2;
  layout.plan = 'pair-loop';
  layout.pairs = pairs;
  layout.sweepAxis = -1;
  layout.cuts = 0;
  if (pairs === 0 || usesPairLoop(pairs)) {
    if (memory !== null) forgetOrder(memory);
    if (pairs === 0) return 0;
    pairLoop(b);
  } else {
    sweepCells(b, memory);
  }
  candidates.count = pairCount;
  return pairCount;
}

/** Whether a scene of `pairs` pairs is small enough for the plain pair loop. */
export function usesPairLoop(pairs: number): boolean {
  return pairs <= (PAIR_LOOP_LIMIT * (PAIR_LOOP_LIMIT - 1)) / 2;
}

/** Appends `(a, c)` if their boxes meet on every axis and the filter admits them. */
function consider(b: SceneBoxes, a: number, c: number): void {
  if (
    !(
      b.lo0[c]! <= b.hi0[a]! &&
      b.lo0[a]! <= b.hi0[c]! &&
      b.lo1[c]! <= b.hi1[a]! &&
      b.lo1[a]! <= b.hi1[c]! &&
      b.lo2[c]! <= b.hi2[a]! &&
      b.lo2[a]! <= b.hi2[c]!
    )
  ) {
    return;
  }
  const category = b.category;
  if (category !== null) {
    const mask = b.mask!;
    if ((category[a]! & mask[c]!) === 0 || (category[c]! & mask[a]!) === 0) return;
  }
  if (pairCount === pairI.length) growPairs();
  if (b.bipartite) {
    // `a` is a body, `c` an `against` body (the callers keep that order).
    pairI[pairCount] = a;
    pairJ[pairCount] = c - b.split;
  } else if (a < c) {
    pairI[pairCount] = a;
    pairJ[pairCount] = c;
  } else {
    pairI[pairCount] = c;
    pairJ[pairCount] = a;
  }
  pairCount++;
}

function pairLoop(b: SceneBoxes): void {
  const { total, split, bipartite } = b;
  if (bipartite) {
    for (let a = 0; a < split; a++) for (let c = split; c < total; c++) consider(b, a, c);
  } else {
    for (let a = 0; a < total; a++) for (let c = a + 1; c < total; c++) consider(b, a, c);
  }
}

interface Axis {
  lo: Float64Array;
  hi: Float64Array;
  /** Smallest `lo`, and `cells / (largest hi − smallest lo)`. */
  base: number;
  scale: number;
  cells: number;
}

function axesOf(b: SceneBoxes): Axis[] {
  return [
    { lo: b.lo0, hi: b.hi0, base: 0, scale: 0, cells: 1 },
    { lo: b.lo1, hi: b.hi1, base: 0, scale: 0, cells: 1 },
    { lo: b.lo2, hi: b.hi2, base: 0, scale: 0, cells: 1 },
  ];
}

/**
 * The median box size along an axis of boxes `offset … offset + count − 1`,
 * from up to 255 of them at an even stride (deterministic): robust to a few
 * fast movers, which a mean is not.
 */
export function medianSize(
  lo: Float64Array,
  hi: Float64Array,
  offset: number,
  count: number,
): number {
  const n = Math.min(count, sample.length);
  const stride = count / n;
  for (let k = 0; k < n; k++) {
    const body = offset + Math.floor(k * stride);
    sample[k] = hi[body]! - lo[body]!;
  }
  const s = sample.subarray(0, n).sort();
  return s[n >> 1]!;
}

const spread = new Float64Array(3);

/**
 * How far the boxes' centres spread along an axis: the range of the middle
 * 90 % of up to 255 of them at an even stride (deterministic), so that a few
 * far bodies (a bullet across the field) do not decide the axis swept, as
 * they would decide the extent. The extent when every sampled centre is one
 * point (a zero-width axis stays zero).
 */
export function spreadOf(
  lo: Float64Array,
  hi: Float64Array,
  count: number,
  extent: number,
): number {
  const n = Math.min(count, sample.length);
  const stride = count / n;
  for (let k = 0; k < n; k++) {
    const body = Math.floor(k * stride);
    sample[k] = 0.5 * lo[body]! + 0.5 * hi[body]!;
  }
  const s = sample.subarray(0, n).sort();
  const range = s[n - 1 - Math.floor(n / 20)]! - s[Math.floor(n / 20)]!;
  return range > 0 ? range : extent;
}

/**
 * A persistent scene keeps sweeping its last axis while the widest spread is
 * less than this many times that axis's: an axis that changes costs the
 * frame its memory of the order (`frame-order.ts`), and two near-equal
 * spreads would otherwise trade places from frame to frame.
 */
const KEEP_AXIS = 1.25;

function sweepCells(b: SceneBoxes, memory: FrameOrder | null): void {
  const { total } = b;
  layout.plan = 'sweep';
  reserveBodies(total);
  const axes = axesOf(b);
  const extent = [0, 0, 0];
  for (let d = 0; d < 3; d++) {
    axes[d]!.base = b.min[d]!;
    extent[d] = b.max[d]! - b.min[d]!;
  }
  // Sweep the axis of widest spread (the first on a tie); cut the others.
  for (let d = 0; d < 3; d++) spread[d] = spreadOf(axes[d]!.lo, axes[d]!.hi, total, extent[d]!);
  let s = 0;
  if (spread[1]! > spread[s]!) s = 1;
  if (spread[2]! > spread[s]!) s = 2;
  const last = memory === null ? -1 : memory.axis;
  if (last >= 0 && spread[s]! < KEEP_AXIS * spread[last]!) s = last;
  const sweep = axes[s]!;
  const cut = axes.filter((_, d) => d !== s) as [Axis, Axis];
  // Cells about CELL_SIZES median boxes wide, at most two per body in all
  // (so empty cells stay cheap): shrink both cut axes evenly when needed.
  const [u, v] = cut;
  const budget = 2 * total;
  const want = cut.map((axis) => {
    const e = extent[axes.indexOf(axis)]!;
    const size = CELL_SIZES * medianSize(axis.lo, axis.hi, 0, total);
    return e === 0 ? 1 : size > 0 ? Math.max(1, Math.floor(e / size)) : budget;
  }) as [number, number];
  const shrink = Math.min(1, Math.sqrt(budget / (want[0] * want[1])));
  for (let c = 0; c < 2; c++) {
    const axis = cut[c]!;
    const e = extent[axes.indexOf(axis)]!;
    axis.cells = Math.max(1, Math.min(Math.floor(want[c]! * shrink), 1 << 15));
    axis.scale = e > 0 && axis.cells > 1 ? axis.cells / e : 0;
  }
  sweep.scale = extent[s]! > 0 ? KEY_SCALE / extent[s]! : 0;
  layout.sweepAxis = s;
  layout.cuts = 2;
  for (let c = 0; c < 2; c++) {
    const axis = cut[c]!;
    const d = axes.indexOf(axis);
    layout.cutAxis[c] = d;
    layout.cells[c] = axis.cells;
    layout.origin[c] = axis.base;
    layout.size[c] = axis.scale > 0 ? 1 / axis.scale : extent[d]!;
  }
  writeKeys(b, sweep, u, v);
  sortByKey(b, s, memory);
  fillCells(b, u, u.cells * v.cells);
  // A cut axis of zero extent (2D's third axis) needs no box test and has one cell.
  const checkV = extent[axes.indexOf(v)]! > 0;
  copyBoxes(sweep, u, v, entries, checkV);
  sweepAll(b, u.cells, v.cells, checkV);
  cells.sweep = s;
  cells.u = axes.indexOf(u);
  cells.v = axes.indexOf(v);
  cells.sweepBase = sweep.base;
  cells.sweepScale = sweep.scale;
  cells.uBase = u.base;
  cells.uScale = u.scale;
  cells.uCells = u.cells;
  cells.vBase = v.base;
  cells.vScale = v.scale;
  cells.vCells = v.cells;
  cells.checkV = checkV;
  cells.start = cellStart;
  cells.body = entryBody;
  cells.lo = entryLo;
  cells.sweepLo = entrySweepLo;
  cells.sweepHi = entrySweepHi;
  cells.uLo = entryULo;
  cells.uHi = entryUHi;
  cells.vLo = entryVLo;
  cells.vHi = entryVHi;
  cells.firstU = entryFirstA;
  cells.firstV = entryFirstB;
  cells.valid = true;
}

/**
 * The monotone maps of the file comment: `floor((x − base)·scale)` clamped
 * to `[0, limit]`, for the sweep keys and the cells alike.
 */
function writeKeys(b: SceneBoxes, sweep: Axis, u: Axis, v: Axis): void {
  writeBuckets(keyLo, keyHi, sweep.lo, sweep.hi, 0, sweep.base, sweep.scale, KEY_MAX, b.total);
  writeBuckets(firstA, lastA, u.lo, u.hi, 0, u.base, u.scale, u.cells - 1, b.total);
  writeBuckets(firstB, lastB, v.lo, v.hi, 0, v.base, v.scale, v.cells - 1, b.total);
}

/** The monotone map above for one value (`0` when `scale` is, one cell). */
export function bucket(x: number, base: number, scale: number, limit: number): number {
  if (scale === 0) return 0;
  const a = Math.floor((x - base) * scale);
  return a < 0 ? 0 : Math.min(a, limit);
}

/**
 * The monotone map above on the low and high ends of boxes `offset … offset
 * + count − 1` on one axis, into `first[0 … count)` and `last[0 … count)`.
 */
export function writeBuckets(
  first: Uint32Array,
  last: Uint32Array,
  lo: Float64Array,
  hi: Float64Array,
  offset: number,
  base: number,
  scale: number,
  limit: number,
  count: number,
): void {
  if (scale === 0) {
    // One cell (or a zero-width axis): every bucket is 0.
    first.fill(0, 0, count);
    last.fill(0, 0, count);
    return;
  }
  for (let k = 0; k < count; k++) {
    const a = Math.floor((lo[offset + k]! - base) * scale);
    const z = Math.floor((hi[offset + k]! - base) * scale);
    first[k] = a < 0 ? 0 : Math.min(a, limit);
    last[k] = z < 0 ? 0 : Math.min(z, limit);
  }
}

/**
 * `order` = the bodies by `keyLo`, ties by index: the last frame's order
 * repaired when a persistent scene remembers one (`frame-order.ts`), else
 * (or when the repair overruns its budget) two stable 11-bit radix passes.
 */
function sortByKey(b: SceneBoxes, axis: number, memory: FrameOrder | null): void {
  const { total, split, bipartite } = b;
  let repaired: boolean | null = null;
  if (memory !== null && seedOrder(memory, order, total, split, bipartite, axis)) {
    repaired = repairOrder(keyLo, order, total, MOVES_PER_BODY * total);
  }
  if (repaired !== true) {
    identity(order, total);
    if (radixPass(keyLo, order, orderTmp, 0, total, 0)) swapOrder();
    if (radixPass(keyLo, order, orderTmp, 0, total, 11)) swapOrder();
  }
  if (memory !== null) rememberOrder(memory, order, total, split, bipartite, axis, repaired);
}

/** After a pass wrote `orderTmp`: it becomes `order`. */
function swapOrder(): void {
  const t = order;
  order = orderTmp;
  orderTmp = t;
}

/*
 * Each hot loop below sits alone in its function (or last in it): V8
 * optimises a long loop mid-call (on-stack replacement), and code after the
 * loop would have no type feedback yet, which deoptimises on every call.
 */

function identity(a: Uint32Array, n: number): void {
  for (let k = 0; k < n; k++) a[k] = k;
}

/** Number of (cell, body) entries of the last {@link fillCells}. */
let entries = 0;

/** Fills the per-entry copies of the boxes (see `entrySweepLo`). */
function copyBoxes(sweep: Axis, u: Axis, v: Axis, n: number, checkV: boolean): void {
  gather(entrySweepLo, sweep.lo, n);
  gather(entrySweepHi, sweep.hi, n);
  gather(entryULo, u.lo, n);
  gather(entryUHi, u.hi, n);
  if (checkV) {
    gather(entryVLo, v.lo, n);
    gather(entryVHi, v.hi, n);
  }
  gatherCells(entryFirstA, firstA, n);
  if (v.cells > 1) gatherCells(entryFirstB, firstB, n);
  else entryFirstB.fill(0, 0, n);
}

function gather(to: Float64Array, from: Float64Array, n: number): void {
  const body = entryBody;
  for (let e = 0; e < n; e++) to[e] = from[body[e]!]!;
}

function gatherCells(to: Uint32Array, from: Uint32Array, n: number): void {
  const body = entryBody;
  for (let e = 0; e < n; e++) to[e] = from[body[e]!]!;
}

/**
 * Counting sort of the (cell, body) entries in sweep order. Bipartite
 * scenes keep the `against` bodies in a second run of cells
 * (`cells … 2·cells − 1`), so each cell has two sorted lists. Afterwards
 * cell `c`'s entries are `[cellStart[c], cellStart[c + 1])`.
 */
function fillCells(b: SceneBoxes, u: Axis, cells: number): void {
  const runs = b.bipartite ? 2 * cells : cells;
  reserveCells(runs);
  cellStart.fill(0, 0, runs + 2);
  const split = b.bipartite ? b.split : b.total;
  entries = countEntries(b.total, split, cells, u.cells);
  reserveEntries(entries);
  // Counts sit one cell ahead, so the exclusive sums are each cell's start, one cell ahead.
  prefixSums(cellStart, runs + 2, 0);
  placeEntries(b.total, split, cells, u.cells);
}

/** Counts cell `c`'s entries into `cellStart[c + 1]`; returns the total. */
function countEntries(total: number, split: number, cells: number, width: number): number {
  const start = cellStart;
  const fa = firstA;
  const la = lastA;
  const fb = firstB;
  const lb = lastB;
  let entries = 0;
  for (let k = 0; k < total; k++) {
    const run = k >= split ? cells : 0;
    for (let cv = fb[k]!; cv <= lb[k]!; cv++) {
      for (let cu = fa[k]!; cu <= la[k]!; cu++) start[run + cu + width * cv + 1]!++;
    }
    entries += (la[k]! - fa[k]! + 1) * (lb[k]! - fb[k]! + 1);
  }
  return entries;
}

/**
 * Places the bodies in sweep order: `cellStart[c + 1]` runs from the start
 * of cell `c` to its end, which is the start of `c + 1`.
 */
function placeEntries(total: number, split: number, cells: number, width: number): void {
  const start = cellStart;
  const fa = firstA;
  const la = lastA;
  const fb = firstB;
  const lb = lastB;
  const body = entryBody;
  const elo = entryLo;
  const ehi = entryHi;
  const klo = keyLo;
  const khi = keyHi;
  const sorted = order;
  for (let n = 0; n < total; n++) {
    const k = sorted[n]!;
    const run = k >= split ? cells : 0;
    const lo = klo[k]!;
    const hi = khi[k]!;
    for (let cv = fb[k]!; cv <= lb[k]!; cv++) {
      for (let cu = fa[k]!; cu <= la[k]!; cu++) {
        const at = start[run + cu + width * cv + 1]!++;
        body[at] = k;
        elo[at] = lo;
        ehi[at] = hi;
      }
    }
  }
}

/**
 * Sweeps every cell. Within a cell each body is compared with the later
 * ones until their low key passes its high key. A pair goes on only from
 * the first cell both occupy (`first*` equal to this cell on each cut
 * axis for one of them), when its boxes meet on every axis and the filter
 * admits it. Bipartite cells merge their two lists: whichever list's next
 * body starts first (the bodies' list on a tie) is compared with the other
 * list's bodies not yet passed, so each cross pair is met exactly once,
 * from the body that starts first.
 */
function sweepAll(b: SceneBoxes, width: number, height: number, checkV: boolean): void {
  const { category, bipartite } = b;
  const mask = b.mask;
  const split = b.split;
  const start = cellStart;
  const body = entryBody;
  const elo = entryLo;
  const ehi = entryHi;
  const sLo = entrySweepLo;
  const sHi = entrySweepHi;
  const uLo = entryULo;
  const uHi = entryUHi;
  const vLo = entryVLo;
  const vHi = entryVHi;
  const fa = entryFirstA;
  const fb = entryFirstB;
  const cells = width * height;
  let count = pairCount;
  let pi = pairI;
  let pj = pairJ;
  for (let cv = 0; cv < height; cv++) {
    for (let cu = 0; cu < width; cu++) {
      const cell = cu + width * cv;
      let x = start[cell]!;
      const xEnd = start[cell + 1]!;
      let y = bipartite ? start[cells + cell]! : xEnd;
      const yEnd = bipartite ? start[cells + cell + 1]! : xEnd;
      while (x < xEnd) {
        // `e` is the entry that starts first; it is compared with entries `from … to`.
        let e: number;
        let from: number;
        let to: number;
        let other: boolean;
        if (!bipartite) {
          e = x;
          x++;
          from = x;
          to = xEnd;
          other = false;
        } else {
          if (y >= yEnd) break;
          if (elo[x]! <= elo[y]!) {
            e = x;
            x++;
            from = y;
            to = yEnd;
            other = false;
          } else {
            e = y;
            y++;
            from = x;
            to = xEnd;
            other = true;
          }
        }
        const hi = ehi[e]!;
        const a = body[e]!;
        const eFa = fa[e] === cu;
        const eFb = fb[e] === cv;
        const esLo = sLo[e]!;
        const esHi = sHi[e]!;
        const euLo = uLo[e]!;
        const euHi = uHi[e]!;
        const evLo = vLo[e]!;
        const evHi = vHi[e]!;
        for (let z = from; z < to && elo[z]! <= hi; z++) {
          if (
            (eFa || fa[z] === cu) &&
            (eFb || fb[z] === cv) &&
            sLo[z]! <= esHi &&
            esLo <= sHi[z]! &&
            uLo[z]! <= euHi &&
            euLo <= uHi[z]! &&
            (!checkV || (vLo[z]! <= evHi && evLo <= vHi[z]!))
          ) {
            const c = body[z]!;
            if (
              category !== null &&
              ((category[a]! & mask![c]!) === 0 || (category[c]! & mask![a]!) === 0)
            ) {
              continue;
            }
            if (count === pi.length) {
              pairCount = count;
              growPairs();
              pi = pairI;
              pj = pairJ;
            }
            // Bipartite: `i` is the body, `j` the `against` index. One set: `i < j`.
            const p = other ? c : a;
            const q = other ? a : c;
            pi[count] = bipartite ? p : Math.min(p, q);
            pj[count] = bipartite ? q - split : Math.max(p, q);
            count++;
          }
        }
      }
    }
  }
  pairCount = count;
}
