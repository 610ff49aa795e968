/**
 * move/: a box's leg against the walls, exactly (`docs/contract.md` §10): the
 * strict overlap of a moving box with an axis-aligned wall anywhere along a
 * leg — what `moveBox` must never do (never inside, never through).
 */
import { type LevelExact, oneWayAdmits, oneWayLandsExact } from '../cast/level.ts';
import { add, cmp, div, ONE, type Rat, sign, sub } from '../rat.ts';
import { type RVec, vsub } from '../vec.ts';

/**
 * Whether a box with half extents `h` moving straight from `p` to `q`
 * overlaps the axis-aligned wall strictly at some time of `[0, 1]` (the
 * movers' "never inside, never through", `docs/contract.md` §10; with `p =
 * q` the overlap at rest). On each axis the strict overlap holds on an open
 * interval of times; they must meet each other and `[0, 1]`.
 */
export function boxLegOverlapsWallExact(p: RVec, q: RVec, h: RVec, wall: readonly RVec[]): boolean {
  const [s0, s1] = wall as [RVec, RVec];
  // The times (lo, hi) at which every moving axis overlaps strictly; null: unbounded.
  let lo: Rat | null = null;
  let hi: Rat | null = null;
  for (let i = 0; i < p.length; i++) {
    const wlo = cmp(s0[i]!, s1[i]!) <= 0 ? s0[i]! : s1[i]!;
    const whi = cmp(s0[i]!, s1[i]!) <= 0 ? s1[i]! : s0[i]!;
    const v = sub(q[i]!, p[i]!);
    // The box's interval p + s·v ± h overlaps (wlo, whi) strictly while
    // p + s·v < whi + h and p + s·v > wlo − h.
    const top = sub(add(whi, h[i]!), p[i]!);
    const low = sub(sub(wlo, h[i]!), p[i]!);
    const sv = sign(v);
    if (sv === 0) {
      if (!(sign(top) > 0 && sign(low) < 0)) return false;
      continue;
    }
    const enter = sv > 0 ? low : top;
    const leave = sv > 0 ? top : low;
    const e = div(enter, v);
    const l = div(leave, v);
    if (lo === null || cmp(e, lo) > 0) lo = e;
    if (hi === null || cmp(l, hi) < 0) hi = l;
  }
  if (lo !== null && hi !== null && cmp(lo, hi) >= 0) return false;
  if (lo !== null && cmp(lo, ONE) >= 0) return false;
  return hi === null || sign(hi) > 0;
}

/**
 * The smallest wall the box at rest at `p` overlaps strictly, or `-1`; one-way walls
 * never count (a body overlapping one passes through it).
 */
export function boxOverlapsLevelExact(level: LevelExact, p: RVec, h: RVec): number {
  return level.walls.findIndex(
    (wall, k) => level.oneWay?.[k] !== true && boxLegOverlapsWallExact(p, p, h, wall),
  );
}

/**
 * Whether a box with half extents `h` moving straight from `p` to `q` meets wall `k` of
 * `level` as a mover must never (§10): a solid wall by overlapping it strictly anywhere
 * along the leg ({@link boxLegOverlapsWallExact}); a **one-way** wall only by landing
 * on it — the leg moves down, the box's bottom goes from on or above the wall's line to
 * strictly below it, and at the moment it crosses the line the box's x-range overlaps
 * the wall's strictly. (A box passing a one-way wall's end from the side, its bottom
 * already below the line, or rising, or standing in it, never meets it.)
 */
export function boxLegMeetsWallExact(
  level: LevelExact,
  k: number,
  p: RVec,
  q: RVec,
  h: RVec,
): boolean {
  const wall = level.walls[k]!;
  if (level.oneWay?.[k] !== true) return boxLegOverlapsWallExact(p, q, h, wall);
  const bottom = sub(p[1]!, h[1]!);
  const d = vsub(q, p);
  if (!oneWayAdmits(level, k, bottom, d[1]!)) return false;
  return oneWayLandsExact(level, k, p[0]!, bottom, d, true, h[0]!);
}
