/**
 * A uniform grid over a level's walls in the ground plane (x, y in 2D; x, z in 3D):
 * the broad phase a game hand-writes, shared by the naive mover, the exact judge and
 * the placement of bodies. Not a contender's speed: the judge and the placement are
 * untimed, and the naive mover gets the same grid a game would build.
 */

/** The walls of a level, flat: segments `x0, y0, x1, y1` (2D) or triangles of nine numbers (3D). */
export interface FlatWalls {
  dim: 2 | 3;
  walls: Float64Array;
}

export interface WallGrid {
  /** Wall indices found by the last {@link queryGrid}, `found[0 … count)`. */
  readonly found: Int32Array;
  readonly level: FlatWalls;
  readonly cell: number;
  readonly lo0: number;
  readonly lo1: number;
  readonly cols: number;
  readonly rows: number;
  /** Per cell, `start[c] … start[c + 1]` in `items`. */
  readonly start: Int32Array;
  readonly items: Int32Array;
  /** Query stamps, one per wall, so a wall in several cells is found once. */
  readonly stamp: Uint32Array;
  query: number;
}

/** The number of walls of a flat level. */
export function wallCount(level: FlatWalls): number {
  return level.walls.length / (level.dim === 2 ? 4 : 9);
}

/** Wall `k`'s box in the ground plane: `[lo0, lo1, hi0, hi1]`. */
function planeBox(level: FlatWalls, k: number, out: Float64Array): void {
  const corners = level.dim === 2 ? 2 : 3;
  const per = corners * level.dim;
  const b = per * k;
  const second = level.dim === 2 ? 1 : 2;
  out[0] = Infinity;
  out[1] = Infinity;
  out[2] = -Infinity;
  out[3] = -Infinity;
  for (let j = 0; j < corners; j++) {
    const u = level.walls[b + j * level.dim]!;
    const v = level.walls[b + j * level.dim + second]!;
    out[0] = Math.min(out[0]!, u);
    out[1] = Math.min(out[1]!, v);
    out[2] = Math.max(out[2]!, u);
    out[3] = Math.max(out[3]!, v);
  }
}

/** Builds the grid with square cells of side `cell`. */
export function buildGrid(level: FlatWalls, cell: number): WallGrid {
  const count = wallCount(level);
  const box = new Float64Array(4);
  let lo0 = Infinity;
  let lo1 = Infinity;
  let hi0 = -Infinity;
  let hi1 = -Infinity;
  for (let k = 0; k < count; k++) {
    planeBox(level, k, box);
    lo0 = Math.min(lo0, box[0]!);
    lo1 = Math.min(lo1, box[1]!);
    hi0 = Math.max(hi0, box[2]!);
    hi1 = Math.max(hi1, box[3]!);
  }
  const cols = Math.max(1, Math.ceil((hi0 - lo0) / cell) + 1);
  const rows = Math.max(1, Math.ceil((hi1 - lo1) / cell) + 1);
  const grid: WallGrid = {
    found: new Int32Array(count),
    level,
    cell,
    lo0,
    lo1,
    cols,
    rows,
    start: new Int32Array(cols * rows + 1),
    items: new Int32Array(0),
    stamp: new Uint32Array(count),
    query: 0,
  };
  // Two passes: count per cell, then fill.
  const fill = (visit: (cellIndex: number, k: number) => void) => {
    for (let k = 0; k < count; k++) {
      planeBox(level, k, box);
      const [c0, r0, c1, r1] = cellRange(grid, box[0]!, box[1]!, box[2]!, box[3]!);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * cols + c, k);
    }
  };
  fill((cellIndex) => {
    grid.start[cellIndex + 1]!++;
  });
  for (let i = 0; i < cols * rows; i++) grid.start[i + 1]! += grid.start[i]!;
  const items = new Int32Array(grid.start[cols * rows]!);
  const next = grid.start.slice(0, cols * rows);
  fill((cellIndex, k) => {
    items[next[cellIndex]!++] = k;
  });
  return { ...grid, items };
}

function cellRange(
  grid: WallGrid,
  lo0: number,
  lo1: number,
  hi0: number,
  hi1: number,
): [number, number, number, number] {
  const clampC = (x: number) => Math.min(grid.cols - 1, Math.max(0, x));
  const clampR = (x: number) => Math.min(grid.rows - 1, Math.max(0, x));
  return [
    clampC(Math.floor((lo0 - grid.lo0) / grid.cell)),
    clampR(Math.floor((lo1 - grid.lo1) / grid.cell)),
    clampC(Math.floor((hi0 - grid.lo0) / grid.cell)),
    clampR(Math.floor((hi1 - grid.lo1) / grid.cell)),
  ];
}

/**
 * Every wall whose cell range meets the plane box `[lo0, hi0] × [lo1, hi1]`, into
 * `grid.found`; returns how many (a superset of the walls whose boxes meet it).
 */
export function queryGrid(
  grid: WallGrid,
  lo0: number,
  lo1: number,
  hi0: number,
  hi1: number,
): number {
  grid.query = (grid.query + 1) >>> 0;
  if (grid.query === 0) {
    grid.stamp.fill(0);
    grid.query = 1;
  }
  const [c0, r0, c1, r1] = cellRange(grid, lo0, lo1, hi0, hi1);
  let n = 0;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cellIndex = r * grid.cols + c;
      for (let i = grid.start[cellIndex]!; i < grid.start[cellIndex + 1]!; i++) {
        const k = grid.items[i]!;
        if (grid.stamp[k] === grid.query) continue;
        grid.stamp[k] = grid.query;
        grid.found[n++] = k;
      }
    }
  }
  return n;
}

/** The walls near the path `p → q` (coordinate lists of length `dim`) widened by `reach`. */
export function queryPath(
  grid: WallGrid,
  p: ArrayLike<number>,
  q: ArrayLike<number>,
  reach: number,
): number {
  const second = grid.level.dim === 2 ? 1 : 2;
  return queryGrid(
    grid,
    Math.min(p[0]!, q[0]!) - reach,
    Math.min(p[second]!, q[second]!) - reach,
    Math.max(p[0]!, q[0]!) + reach,
    Math.max(p[second]!, q[second]!) + reach,
  );
}
