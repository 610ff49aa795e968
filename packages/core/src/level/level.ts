/**
 * level/: a level is static geometry indexed once: the walls (copied, so the caller's
 * arrays may change afterwards), their boxes widened by the variant's margin, and the
 * packed tree over them (`tree.ts`). Written once for every variant: the value rule
 * (doubles or raw Q16.16 integers) and the box margin are parameters, as for the
 * scenes' `runScene`.
 */
import { type BoxMargin, SLACK } from '../scene/boxes.ts';
import type { ValueRule } from '../scene/check.ts';
import { checkFilter, describe } from '../validate/values.ts';
import type { TileGrid } from './grid-walk.ts';
import { type PackedTree, packTree } from './tree.ts';

/** A 2D level's walls: segments `x0, y0, x1, y1`, one after another. */
export interface LevelOptions2 {
  /** Four numbers per segment: `x0, y0, x1, y1` (raw Q16.16 integers in @swept/fixed). */
  segments: Float64Array;
  /** Take only the first `count` segments (default: all, `segments.length / 4`). */
  count?: number;
  /** Per wall, its category bits (Box2D filter; missing: every bit set). */
  category?: Uint32Array;
  /** Per wall, the categories of bodies it meets (missing: every bit set). */
  mask?: Uint32Array;
}

/** A 3D level's walls: triangles `x0, y0, z0, x1, y1, z1, x2, y2, z2`, one after another. */
export interface LevelOptions3 {
  /** Nine numbers per triangle (raw Q16.16 integers in @swept/fixed). */
  triangles: Float64Array;
  /** Take only the first `count` triangles (default: all, `triangles.length / 9`). */
  count?: number;
  /** Per wall, its category bits (Box2D filter; missing: every bit set). */
  category?: Uint32Array;
  /** Per wall, the categories of bodies it meets (missing: every bit set). */
  mask?: Uint32Array;
}

/** A level of segments, made by `createLevel2`: opaque, immutable, reusable every frame. */
export interface Level2 {
  /** `2`: a level of segments. */
  readonly dimension: 2;
  /** The number of walls. */
  readonly count: number;
}

/** A level of triangles, made by `createLevel3`: opaque, immutable, reusable every frame. */
export interface Level3 {
  /** `3`: a level of triangles. */
  readonly dimension: 3;
  /** The number of walls. */
  readonly count: number;
}

/** The filter of one cast (Box2D): wall `k` is considered iff `(category & level.mask[k]) !== 0 && (level.category[k] & mask) !== 0`. */
export interface CastOptions {
  /** The moving body's category bits (missing: every bit set). */
  category?: number;
  /** The categories of walls the body meets (missing: every bit set). */
  mask?: number;
}

/** Which package made a level: its values are doubles (`'double'`) or raw Q16.16 integers (`'raw'`). */
export type LevelValues = 'double' | 'raw';

/** What a level holds, kept out of the caller's reach (see {@link levelData}). */
export interface LevelData {
  readonly dim: 2 | 3;
  readonly values: LevelValues;
  readonly count: number;
  /** The walls' corners, `2·dim` or `3·dim` numbers per wall (a private copy). */
  readonly corners: Float64Array;
  readonly category: Uint32Array | null;
  readonly mask: Uint32Array | null;
  /** The origin `o` of the core's relative margin (`scene/boxes.ts`), shared by the cast's box. */
  readonly origin: Float64Array;
  readonly tree: PackedTree;
  /** A tile map's grid: its casts walk it instead of the tree (`grid-walk.ts`); `null` for `createLevel2/3`. */
  readonly grid: TileGrid | null;
  /** Per wall, `1` for a one-way-up wall (a tile map's one-way tops; `cast.ts`, `admits`); `null`: none. */
  readonly oneWay: Uint8Array | null;
  /** The first wall that is neither horizontal nor vertical (2D), or `-1`: `castBox` and `moveBox` need `-1`. */
  readonly slanted: number;
}

/** The package that owns each value kind, for the error that refuses another's level. */
const PACKAGE: Record<LevelValues, string> = { double: '@swept/core', raw: '@swept/fixed' };

// The levels this module made: the object handed out is frozen and carries no data,
// so nothing the caller does can change a level.
const levels = new WeakMap<object, LevelData>();

/**
 * A level's data, or a `RangeError` naming the argument (`name`, the casts' `level` by
 * default) when it is not a `dim`-D level made with `values` (a fixed-point level is
 * never read as doubles, nor the reverse).
 */
export function levelData(
  level: unknown,
  dim: 2 | 3,
  values: LevelValues,
  name = 'level',
): LevelData {
  const data = typeof level === 'object' && level !== null ? levels.get(level) : undefined;
  if (data === undefined || data.dim !== dim || data.values !== values) {
    const got =
      data === undefined ? describe(level) : `a ${data.dim}D level of ${PACKAGE[data.values]}`;
    throw new RangeError(
      `${name} must be a level made by createLevel${dim} of ${PACKAGE[values]} (got ${got})`,
    );
  }
  return data;
}

/** The dimension of a level this module made, or `0`. */
export function levelDimension(level: unknown): 0 | 2 | 3 {
  const data = typeof level === 'object' && level !== null ? levels.get(level) : undefined;
  return data === undefined ? 0 : data.dim;
}

/**
 * Checks a level's options (all of them, before anything is built) and builds it:
 * `rule` is the variant's value rule (its `values` tag the level), `margin` its box
 * margin.
 */
export function createLevel(
  dim: 2 | 3,
  options: LevelOptions2 | LevelOptions3,
  rule: ValueRule,
  margin: BoxMargin,
): Level2 | Level3 {
  if (typeof options !== 'object' || options === null) {
    throw new RangeError(`options must be an object (got ${describe(options)})`);
  }
  const field = dim === 2 ? 'segments' : 'triangles';
  const per = dim === 2 ? 4 : 9;
  const all = (options as unknown as Record<string, unknown>)[field];
  if (!(all instanceof Float64Array)) {
    throw new RangeError(`${field} must be a Float64Array (got ${describe(all)})`);
  }
  if (all.length % per !== 0) {
    throw new RangeError(`${field}.length must be a multiple of ${per} (got ${all.length})`);
  }
  const most = all.length / per;
  const count = options.count === undefined ? most : options.count;
  if (!(Number.isInteger(count) && count >= 0 && count <= most)) {
    throw new RangeError(
      `count must be an integer in [0, ${most}] (the number of ${field} in ${field}) (got ${describe(count)})`,
    );
  }
  const bad = rule.bad(all, count * per, false);
  if (bad >= 0) throw rule.error(`${field}[${bad}]`, all[bad]!, false);
  checkFilter('category', options.category, count);
  checkFilter('mask', options.mask, count);
  const corners = all.slice(0, count * per);
  const category = options.category ? options.category.slice(0, count) : null;
  const mask = options.mask ? options.mask.slice(0, count) : null;
  return buildLevel(dim, rule.values, margin, corners, category, mask, null, null);
}

/**
 * Builds and registers a level from its checked, private walls (`corners`, owned by
 * the level from here on): its origin, its walls' boxes and their tree, and the
 * frozen handle the caller gets. `grid` and `oneWay` are a tile map's.
 */
export function buildLevel(
  dim: 2 | 3,
  values: LevelValues,
  margin: BoxMargin,
  corners: Float64Array,
  category: Uint32Array | null,
  mask: Uint32Array | null,
  grid: TileGrid | null,
  oneWay: Uint8Array | null,
  extra: Record<string, number> = {},
): Level2 | Level3 {
  const count = corners.length / (dim === 2 ? 4 : 9);
  const origin = levelOrigin(dim, corners, count);
  const lo = new Float64Array(3 * count);
  const hi = new Float64Array(3 * count);
  wallBoxes(dim, corners, count, margin, origin, lo, hi);
  const data: LevelData = Object.freeze({
    dim,
    values,
    count,
    corners,
    category,
    mask,
    origin,
    tree: packTree(dim, lo, hi, count),
    grid,
    oneWay,
    slanted: dim === 2 ? firstSlanted(corners, count) : -1,
  });
  const level = Object.freeze(
    dim === 2 ? { dimension: 2 as const, count, ...extra } : { dimension: 3 as const, count },
  );
  levels.set(level, data);
  return level;
}

/** The first segment that is neither horizontal nor vertical, or `-1`. */
function firstSlanted(corners: Float64Array, count: number): number {
  for (let k = 0; k < count; k++) {
    const b = 4 * k;
    if (corners[b] !== corners[b + 2] && corners[b + 1] !== corners[b + 3]) return k;
  }
  return -1;
}

/**
 * The origin `o` of the relative margin: the middle of the corners' extent. Any point
 * serves the argument of `scene/boxes.ts` (its step 1 splits the band through an
 * arbitrary `o`); one near the walls keeps both the walls' and the bodies' shares small.
 * Whatever `0.5·(min + max)` rounds to is the `o` both boxes use.
 */
function levelOrigin(dim: 2 | 3, corners: Float64Array, count: number): Float64Array {
  const o = new Float64Array(3);
  if (count === 0) return o;
  const per = dim === 2 ? 4 : 9;
  for (let a = 0; a < dim; a++) {
    let min = Infinity;
    let max = -Infinity;
    for (let k = a; k < count * per; k += dim) {
      min = Math.min(min, corners[k]!);
      max = Math.max(max, corners[k]!);
    }
    o[a] = 0.5 * (min + max);
  }
  return o;
}

/**
 * Each wall's box: its corners' box, widened as `scene/boxes.ts` ("Walls") widens a
 * scene's walls, so that a wall whose pair query could report a contact always meets
 * the body's box (`cast.ts`). In the core, the wall query's declared band admits a
 * contact only within `2^-22.5·√S` beyond `r`, and `√S` splits into a share for the
 * body and one for the wall through any `o`; the wall's is `e = 4·relative·Σ_k |p_k − o|₁`
 * (`K + 1 ≤ 4` corners' worth), and each bound is pushed outwards by more than its
 * rounding error (`SLACK`), so rounding can never shrink the box below the exact one.
 * The exact variants have no band (`relative = 0`); on integers nothing rounds and the
 * box is the exact integer box (`margin.rounds` is `false`).
 */
function wallBoxes(
  dim: 2 | 3,
  corners: Float64Array,
  count: number,
  margin: BoxMargin,
  o: Float64Array,
  lo: Float64Array,
  hi: Float64Array,
): void {
  const points = dim === 2 ? 2 : 3;
  const per = dim * points;
  const relative = 4 * margin.relative;
  for (let k = 0; k < count; k++) {
    let spread = 0;
    for (let a = 0; a < dim; a++) {
      let l = Infinity;
      let h = -Infinity;
      for (let q = 0; q < points; q++) {
        const v = corners[k * per + q * dim + a]!;
        l = Math.min(l, v);
        h = Math.max(h, v);
        spread += Math.abs(v - o[a]!);
      }
      lo[3 * k + a] = l;
      hi[3 * k + a] = h;
    }
    if (!margin.rounds) continue;
    const e = relative * spread;
    for (let a = 0; a < dim; a++) {
      const l = lo[3 * k + a]!;
      const h = hi[3 * k + a]!;
      lo[3 * k + a] = l - e - (Math.abs(l) + e) * SLACK;
      hi[3 * k + a] = h + e + (Math.abs(h) + e) * SLACK;
    }
  }
}
