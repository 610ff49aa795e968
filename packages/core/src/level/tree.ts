/**
 * level/: a level's static walls, indexed once (`level.ts`), and the course of a cast
 * over them (`cast.ts`). This file: the packed static tree over the walls' boxes.
 *
 * The walls' boxes are sorted along a Morton (Z-order) curve of their centres and
 * packed bottom-up, `NODE_SIZE` children per node, as flatbush packs an R-tree: built
 * once in `O(n log n)`, never changed, no pointers, a few typed arrays. A query visits
 * the nodes whose box meets the query box (closed intervals, so boxes that share only
 * an edge meet) and reports every wall whose own box meets it. The order of the walls
 * decides only how fast a query is, never what it reports, and every comparison and
 * `min`/`max` is exact, so the tree is exact on doubles and on integers alike; on
 * integers below 2^33 (fixed point) the sort keys are computed exactly too (see
 * {@link mortonKeys}), so the tree is the same on every engine.
 */

/** Children per node: measured (BENCHMARKS.md, "Levels and casts"). */
export const NODE_SIZE = 8;

/**
 * A packed static tree. Node `k` has the box `lo[3k + a] … hi[3k + a]` on axis `a`
 * (2D leaves axis 2 at `[0, 0]`). Nodes `0 … count − 1` are the leaves (the walls in
 * curve order; `first[k]` is the wall's index), the levels above follow, the root
 * last; an inner node's children are the nodes `first[k] … end[k] − 1`.
 */
export interface PackedTree {
  readonly count: number;
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  readonly first: Int32Array;
  readonly end: Int32Array;
}

/** Bits per axis of the curve: 16 in 2D, 10 in 3D (a key fits 32 bits). */
function bitsPerAxis(dim: 2 | 3): number {
  return dim === 2 ? 16 : 10;
}

/** Spreads the low 16 bits of `v` to the even bits (2D Morton). */
function spread2(v: number): number {
  let x = v & 0xffff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  x = (x | (x << 1)) & 0x55555555;
  return x;
}

/** Spreads the low 10 bits of `v` to every third bit (3D Morton). */
function spread3(v: number): number {
  let x = v & 0x3ff;
  x = (x | (x << 16)) & 0x030000ff;
  x = (x | (x << 8)) & 0x0300f00f;
  x = (x | (x << 4)) & 0x030c30c3;
  x = (x | (x << 2)) & 0x09249249;
  return x;
}

/**
 * The cell of a box centre on one axis: `floor((lo + hi − 2·min)·N / (2·(max − min)))`
 * clamped to `[0, N − 1]`, computed from `lo + hi` (twice the centre) so that on
 * integers below 2^33 every step is exact: the numerator is an integer below 2^51,
 * the denominator below 2^35, and `floor(fl(a / b))` is the exact floor of `a / b`
 * for integers below 2^53 (a non-integer quotient is at least `1/b` from the next
 * integer, more than its rounding error `2^-53·a/b`). On doubles it rounds, which
 * moves a wall along the curve, never out of the tree.
 */
function cell(lo: number, hi: number, min: number, max: number, n: number): number {
  const span = max - min;
  if (!(span > 0)) return 0;
  const c = Math.floor(((lo + hi - 2 * min) * n) / (2 * span));
  return c < 0 ? 0 : c >= n ? n - 1 : c;
}

/** The Morton key of every box's centre, over the boxes' extent. */
function mortonKeys(dim: 2 | 3, lo: Float64Array, hi: Float64Array, count: number): Float64Array {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let k = 0; k < count; k++) {
    for (let a = 0; a < dim; a++) {
      min[a] = Math.min(min[a]!, lo[3 * k + a]!);
      max[a] = Math.max(max[a]!, hi[3 * k + a]!);
    }
  }
  const n = 2 ** bitsPerAxis(dim);
  const keys = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const cx = cell(lo[3 * k]!, hi[3 * k]!, min[0]!, max[0]!, n);
    const cy = cell(lo[3 * k + 1]!, hi[3 * k + 1]!, min[1]!, max[1]!, n);
    if (dim === 2) {
      keys[k] = (spread2(cx) | (spread2(cy) << 1)) >>> 0;
    } else {
      const cz = cell(lo[3 * k + 2]!, hi[3 * k + 2]!, min[2]!, max[2]!, n);
      keys[k] = spread3(cx) | (spread3(cy) << 1) | (spread3(cz) << 2);
    }
  }
  return keys;
}

/**
 * Packs the boxes `lo[3k + a] … hi[3k + a]` of `count` walls into a tree. The walls
 * are ordered by their key, then by their index, so the tree is a function of the
 * boxes alone.
 */
export function packTree(
  dim: 2 | 3,
  wallLo: Float64Array,
  wallHi: Float64Array,
  count: number,
): PackedTree {
  const keys = mortonKeys(dim, wallLo, wallHi, count);
  const order = Array.from({ length: count }, (_, k) => k);
  order.sort((a, b) => keys[a]! - keys[b]! || a - b);
  // Nodes per level: count, ⌈count/8⌉, …, 1.
  let total = count;
  for (let n = count; n > 1; ) {
    n = Math.ceil(n / NODE_SIZE);
    total += n;
  }
  const lo = new Float64Array(3 * total);
  const hi = new Float64Array(3 * total);
  const first = new Int32Array(total);
  const end = new Int32Array(total);
  for (let p = 0; p < count; p++) {
    const k = order[p]!;
    for (let a = 0; a < 3; a++) {
      lo[3 * p + a] = wallLo[3 * k + a]!;
      hi[3 * p + a] = wallHi[3 * k + a]!;
    }
    first[p] = k;
    end[p] = -1;
  }
  let from = 0;
  let to = count;
  let next = count;
  while (to - from > 1) {
    for (let c = from; c < to; c += NODE_SIZE) {
      const last = Math.min(c + NODE_SIZE, to);
      const p = next++;
      first[p] = c;
      end[p] = last;
      for (let a = 0; a < 3; a++) {
        let l = Infinity;
        let h = -Infinity;
        for (let q = c; q < last; q++) {
          l = Math.min(l, lo[3 * q + a]!);
          h = Math.max(h, hi[3 * q + a]!);
        }
        lo[3 * p + a] = l;
        hi[3 * p + a] = h;
      }
    }
    from = to;
    to = next;
  }
  return { count, lo, hi, first, end };
}

/**
 * The walls a query found, in module-owned storage reused from call to call; `query`
 * numbers the queries (the tree's and a tile map's walk, `grid-walk.ts`), so that each
 * keeps its last answer only while no other query has overwritten it.
 */
export const found: { count: number; walls: Int32Array; query: number } = {
  count: 0,
  walls: new Int32Array(64),
  query: 0,
};
let stack = new Int32Array(64);
// The last query: a mover asks the same box up to three times for one leg (the start's
// overlap, the cast, the leg's clearance), and `found` still holds its answer.
let lastTree: PackedTree | null = null;
let lastQuery = -1;
const lastLo = new Float64Array(3);
const lastHi = new Float64Array(3);

/**
 * Fills {@link found} with every wall whose box meets the query box
 * `[lo_a, hi_a]` (closed on every axis), each once, and returns their number.
 */
export function searchTree(tree: PackedTree, lo: Float64Array, hi: Float64Array): number {
  if (
    tree === lastTree &&
    lastQuery === found.query &&
    lo[0] === lastLo[0] &&
    lo[1] === lastLo[1] &&
    lo[2] === lastLo[2] &&
    hi[0] === lastHi[0] &&
    hi[1] === lastHi[1] &&
    hi[2] === lastHi[2]
  ) {
    return found.count;
  }
  lastTree = tree;
  lastQuery = ++found.query;
  lastLo.set(lo);
  lastHi.set(hi);
  found.count = 0;
  const n = tree.lo.length / 3;
  if (tree.count === 0) return 0;
  const { lo: nodeLo, hi: nodeHi, first, end } = tree;
  const lo0 = lo[0]!;
  const lo1 = lo[1]!;
  const lo2 = lo[2]!;
  const hi0 = hi[0]!;
  const hi1 = hi[1]!;
  const hi2 = hi[2]!;
  let top = 0;
  stack[top++] = n - 1;
  while (top > 0) {
    const p = stack[--top]!;
    const b = 3 * p;
    if (
      nodeLo[b]! > hi0 ||
      lo0 > nodeHi[b]! ||
      nodeLo[b + 1]! > hi1 ||
      lo1 > nodeHi[b + 1]! ||
      nodeLo[b + 2]! > hi2 ||
      lo2 > nodeHi[b + 2]!
    ) {
      continue;
    }
    if (p < tree.count) {
      if (found.count === found.walls.length) {
        const grown = new Int32Array(2 * found.walls.length);
        grown.set(found.walls);
        found.walls = grown;
      }
      found.walls[found.count++] = first[p]!;
      continue;
    }
    const last = end[p]!;
    if (top + NODE_SIZE > stack.length) {
      const grown = new Int32Array(2 * stack.length);
      grown.set(stack);
      stack = grown;
    }
    for (let q = first[p]!; q < last; q++) stack[top++] = q;
  }
  return found.count;
}
