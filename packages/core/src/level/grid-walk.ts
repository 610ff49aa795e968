/**
 * level/: a tile map's grid and the walk over it — the candidates of a cast or a
 * leg on a tile map, found without the tree and without reading the map's size.
 *
 * Each tile keeps the walls on its faces (`start`/`walls`, built once by
 * `tile-map.ts`). A body's swept box — its box `c ± e` (the reach `e` per axis: the
 * radius or half extent, widened by the variant's margin) moving from `c0` to `c1` —
 * covers the tiles the walk visits: Amanatides and Woo's walk through the cells a ray
 * crosses, widened to a box. It walks the columns the motion crosses (the rows when
 * it moves more along y), in the order of the motion, and in each the rows the swept
 * box covers while it overlaps that column. A wall the pair query could answer touches
 * the swept box, and lies on a face of a tile, which the swept box then touches: the
 * walk visits that tile, so nothing is lost. The visits are the covered tiles (plus
 * what the rounding guard adds at their border), whatever the map's size.
 */
import { found } from './tree.ts';

/** A tile map's grid, as the walk reads it. */
export interface TileGrid {
  readonly columns: number;
  readonly rows: number;
  readonly tileSize: number;
  /** The grid's origin, `x` then `y`. */
  readonly origin: Float64Array;
  /** Tile `k = row·columns + column` has the walls `walls[start[k]] … walls[start[k + 1] − 1]`. */
  readonly start: Int32Array;
  readonly walls: Int32Array;
  /** Per wall, the walk that last reported it (each wall is reported once per walk). */
  readonly seen: Int32Array;
}

/** How many tiles the walks visited (a test's hook on the cost, never a timing). */
export const gridWalkStats: { tiles: number } = { tiles: 0 };

let walk = 0;
// The last walk: a mover asks the same box up to three times for one leg, and `found`
// still holds its answer.
let lastGrid: TileGrid | null = null;
let lastQuery = -1;
const last = new Float64Array(6);

/**
 * The range of cells `[first, last]` on one axis whose closed interval `[o + k·s, o
 * + (k + 1)·s]` meets `[lo, hi]`, clamped to `[0, n − 1]` (`first > last`: none),
 * widened by a hair against the rounding of `(x − o)/s`: a cell a rounding could
 * misplace is visited, never skipped.
 */
function cells(lo: number, hi: number, o: number, s: number, n: number, out: Int32Array): void {
  const a = (lo - o) / s;
  const b = (hi - o) / s;
  const first = Math.ceil(a - 2 ** -40 * (Math.abs(a) + 1)) - 1;
  const lastCell = Math.floor(b + 2 ** -40 * (Math.abs(b) + 1));
  out[0] = Math.max(first, 0);
  out[1] = Math.min(lastCell, n - 1);
}

const span = new Int32Array(2);
const rowSpan = new Int32Array(2);

/**
 * Fills {@link found} with every wall on a face of a tile the swept box covers (the
 * box `c ± e` moving from `c0` to `c1`, `e` per axis), each once, and returns their
 * number.
 */
export function walkGrid(
  grid: TileGrid,
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
  ex: number,
  ey: number,
): number {
  if (
    grid === lastGrid &&
    lastQuery === found.query &&
    last[0] === c0x &&
    last[1] === c0y &&
    last[2] === c1x &&
    last[3] === c1y &&
    last[4] === ex &&
    last[5] === ey
  ) {
    return found.count;
  }
  lastGrid = grid;
  last[0] = c0x;
  last[1] = c0y;
  last[2] = c1x;
  last[3] = c1y;
  last[4] = ex;
  last[5] = ey;
  walk = (walk + 1) | 0;
  found.count = 0;
  lastQuery = ++found.query;
  // Walk along the axis the motion spans more of: its columns (or rows) are few, each short.
  const alongX = Math.abs(c1x - c0x) >= Math.abs(c1y - c0y);
  const { columns, rows, tileSize: s } = grid;
  const ox = grid.origin[0]!;
  const oy = grid.origin[1]!;
  // a: the walked axis, b: the other.
  const p0 = alongX ? c0x : c0y;
  const p1 = alongX ? c1x : c1y;
  const q0 = alongX ? c0y : c0x;
  const q1 = alongX ? c1y : c1x;
  const ea = alongX ? ex : ey;
  const eb = alongX ? ey : ex;
  const oa = alongX ? ox : oy;
  const ob = alongX ? oy : ox;
  const na = alongX ? columns : rows;
  const nb = alongX ? rows : columns;
  const da = p1 - p0;
  const db = q1 - q0;
  // The rounding guard on the other axis's range: far above the few roundings of each
  // time and position below (each a few ulps of these magnitudes; `|db| ≤ |da|`, so a
  // time's error moves the position by no more than it moves `a`).
  const guard =
    2 ** -40 *
    (Math.abs(p0) +
      Math.abs(p1) +
      Math.abs(q0) +
      Math.abs(q1) +
      ea +
      eb +
      Math.abs(oa) +
      Math.abs(ob) +
      (na + nb + 1) * s);
  cells(Math.min(p0, p1) - ea, Math.max(p0, p1) + ea, oa, s, na, span);
  const from = span[0]!;
  const to = span[1]!;
  const forward = da >= 0;
  for (let i = 0; i <= to - from; i++) {
    const k = forward ? from + i : to - i;
    // The times at which the body's a-interval meets column k's, clamped to [0, 1].
    let t0 = 0;
    let t1 = 1;
    if (da !== 0) {
      const enter = (oa + k * s - ea - p0) / da;
      const leave = (oa + (k + 1) * s + ea - p0) / da;
      t0 = Math.max(0, Math.min(enter, leave));
      t1 = Math.min(1, Math.max(enter, leave));
      // A column the guard added at the ends of the span: the nearer end of the motion.
      t0 = Math.min(t0, 1);
      t1 = Math.max(t1, 0);
    }
    const b0 = q0 + t0 * db;
    const b1 = q0 + t1 * db;
    cells(Math.min(b0, b1) - eb - guard, Math.max(b0, b1) + eb + guard, ob, s, nb, rowSpan);
    for (let j = rowSpan[0]!; j <= rowSpan[1]!; j++) {
      visit(grid, alongX ? j * columns + k : k * columns + j);
    }
  }
  return found.count;
}

/** Reports the walls of tile `tile` not yet reported by this walk. */
function visit(grid: TileGrid, tile: number): void {
  gridWalkStats.tiles++;
  const end = grid.start[tile + 1]!;
  for (let i = grid.start[tile]!; i < end; i++) {
    const w = grid.walls[i]!;
    if (grid.seen[w] === walk) continue;
    grid.seen[w] = walk;
    if (found.count === found.walls.length) {
      const grown = new Int32Array(2 * found.walls.length);
      grown.set(found.walls);
      found.walls = grown;
    }
    found.walls[found.count++] = w;
  }
}
