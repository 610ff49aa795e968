// cast/: the oracle's casts against a level — the exact earliest contact over every wall, the walls' filter.
/**
 * A level in exact form and the earliest contact over its walls: every wall's
 * exact first touch ({@link wallContact}), the minimum `t*` by
 * {@link compareSurd}, ties (exactly equal `t*`) to the smallest wall index;
 * walls the filter excludes are skipped. `castCircleExact`, `castSphereExact`
 * and `castRayExact` are this with the walls' shape and `r` fixed.
 */
import { ratFromDouble, ratFromRaw } from '../double.ts';
import { add, cmp, div, mul, type Rat, sign, sub, ZERO } from '../rat.ts';
import { type WallContact, wallContact } from '../time-of-impact/wall-contact.ts';
import { type RVec, vadd } from '../vec.ts';
import { compareSurd } from '../walls/surd.ts';
import type { Units } from '../walls/wall-case.ts';

/**
 * A level's walls exactly: `walls[k]` is wall `k`'s corners (two for a
 * segment, three for a triangle), with the level's optional per-wall
 * `category` and `mask` (unsigned 32-bit; a missing array is every bit set).
 */
export interface LevelExact {
  walls: readonly (readonly RVec[])[];
  category?: ArrayLike<number>;
  mask?: ArrayLike<number>;
  /**
   * Per wall, `true` for a one-way-up wall (a tile map's one-way tops,
   * `docs/contract.md` §10): see {@link oneWayAdmits}. Missing: none.
   */
  oneWay?: ArrayLike<boolean>;
}

/**
 * A level's exact form from a variant's flat input (`createLevel2`'s
 * `segments`: `x0, y0, x1, y1` per wall; `createLevel3`'s `triangles`: nine
 * numbers per wall), read as doubles or Q16.16 raw integers; the first
 * `count` walls (default: all).
 */
export function levelExact(
  flat: ArrayLike<number>,
  dimension: 2 | 3,
  units: Units = 'double',
  options: { count?: number; category?: ArrayLike<number>; mask?: ArrayLike<number> } = {},
): LevelExact {
  const corners = dimension === 2 ? 2 : 3;
  const stride = corners * dimension;
  const num = units === 'double' ? ratFromDouble : ratFromRaw;
  const count = options.count ?? Math.floor(flat.length / stride);
  const walls: RVec[][] = [];
  for (let k = 0; k < count; k++) {
    const wall: RVec[] = [];
    for (let j = 0; j < corners; j++) {
      const at = k * stride + j * dimension;
      const corner: Rat[] = [];
      for (let i = 0; i < dimension; i++) corner.push(num(flat[at + i]!));
      wall.push(corner);
    }
    walls.push(wall);
  }
  return { walls, category: options.category, mask: options.mask };
}

/** The cast's own filter (unsigned 32-bit; a missing option is every bit set). */
export interface CastFilter {
  category?: number;
  mask?: number;
}

/**
 * A cast's options: its filter, and the radius the one-way rule reads when it is not
 * the cast's `r` — a band policy casts at its grown radius, but decides the rule on
 * the body's own (`docs/contract.md` §10). Default: `r`.
 */
export interface CastOptions extends CastFilter {
  oneWayRadius?: Rat;
}

/** The earliest wall's exact contact and its index. */
export type LevelContactExact = WallContact & { wall: number };

const ALL = 0xffffffff;

/**
 * Box2D's rule: wall `k` is considered iff `(category & level.mask[k]) ≠ 0`
 * and `(level.category[k] & mask) ≠ 0`, as unsigned 32-bit integers.
 */
export function wallConsidered(level: LevelExact, k: number, options: CastFilter = {}): boolean {
  const category = options.category ?? ALL;
  const mask = options.mask ?? ALL;
  const wallCategory = level.category?.[k] ?? ALL;
  const wallMask = level.mask?.[k] ?? ALL;
  return (category & wallMask) >>> 0 !== 0 && (wallCategory & mask) >>> 0 !== 0;
}

/**
 * The one-way rule (`docs/contract.md` §10): a one-way wall (horizontal, at
 * `y = wall[0][1]`) exists for a body only when it moves down (`dy < 0`) and
 * starts entirely on or above the wall's line (its lowest point `bottom ≥
 * y`); every other wall always exists.
 */
export function oneWayAdmits(level: LevelExact, k: number, bottom: Rat, dy: Rat): boolean {
  if (level.oneWay?.[k] !== true) return true;
  return sign(dy) < 0 && cmp(bottom, level.walls[k]![0]![1]!) >= 0;
}

/**
 * Whether a body on or above one-way wall `k`'s line moving down ({@link oneWayAdmits}
 * said so), its bottom's middle at `(x, bottom)` moving by `d`, **lands** on the wall
 * (§10): its bottom crosses the wall's line — strictly before the end of `d` when
 * `before`, anywhere ahead otherwise — where it meets the wall: a circle's lowest point
 * (`halfWidth` omitted) within the wall's closed x-range, a box's bottom (`x ±
 * halfWidth`) overlapping it strictly. A body's first touch of a one-way wall is a
 * landing iff its crossing ahead lands: one that touches the end first has its bottom
 * below the line already, beside the wall, and never crosses again; a band's earlier
 * touch lands iff the body's own would.
 */
export function oneWayLandsExact(
  level: LevelExact,
  k: number,
  x: Rat,
  bottom: Rat,
  d: RVec,
  before: boolean,
  halfWidth?: Rat,
): boolean {
  const [w0, w1] = level.walls[k]! as [RVec, RVec];
  const down = sub(ZERO, d[1]!);
  const above = sub(bottom, w0[1]!);
  if (before && cmp(above, down) >= 0) return false;
  const at = add(x, mul(div(above, down), d[0]!));
  const lo = cmp(w0[0]!, w1[0]!) <= 0 ? w0[0]! : w1[0]!;
  const hi = cmp(w0[0]!, w1[0]!) <= 0 ? w1[0]! : w0[0]!;
  if (halfWidth === undefined) return cmp(at, lo) >= 0 && cmp(at, hi) <= 0;
  return cmp(sub(at, halfWidth), hi) < 0 && cmp(add(at, halfWidth), lo) > 0;
}

/**
 * `null` iff no considered wall is touched during `c → c + d` (the sum taken
 * exactly); else the earliest wall's contact, ties to the smallest index.
 * On a 2D level a one-way wall counts only as {@link oneWayAdmits} says for
 * the circle's lowest point `c.y − r` (`options.oneWayRadius` for `r`), and its
 * touch only when the circle lands on it ({@link oneWayLandsExact}).
 * `corners` is the number of corners every wall must have (2 or 3).
 */
export function castLevelExact(
  level: LevelExact,
  corners: 2 | 3,
  c: RVec,
  r: Rat,
  d: RVec,
  options: CastOptions = {},
): LevelContactExact | null {
  const c1 = vadd(c, d);
  const bottom = sub(c[1]!, options.oneWayRadius ?? r);
  let best: LevelContactExact | null = null;
  level.walls.forEach((wall, k) => {
    if (wall.length !== corners) {
      throw new RangeError(`walls[${k}] must have ${corners} corners (got ${wall.length})`);
    }
    if (!wallConsidered(level, k, options)) return;
    if (corners === 2 && !oneWayAdmits(level, k, bottom, d[1]!)) return;
    const hit = wallContact({ c0: c, c1, r, wall });
    if (hit === null) return;
    if (level.oneWay?.[k] === true && !oneWayLandsExact(level, k, c[0]!, bottom, d, false)) return;
    if (best === null || compareSurd(hit.t, best.t) < 0) {
      best = { ...hit, wall: k };
    }
  });
  return best;
}

/** `r = 0`: the radius of a ray. */
export const RAY_RADIUS: Rat = ZERO;
