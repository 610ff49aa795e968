/**
 * level/: the course of a cast, shared by every variant: the moving body's swept box,
 * the walls whose boxes meet it (`tree.ts`; on a tile map the walls of the tiles it
 * covers, `grid-walk.ts`), the filter and the one-way rule, and the variant's own pair
 * query on each of them; the earliest `t` wins, ties to the smallest wall index. So
 * a cast is by construction the earliest over every wall of the variant's pair query.
 */

import { signOfSum } from '../exact/signs.ts';
import { type BoxMargin, SLACK } from '../scene/boxes.ts';
import type { SegmentQuery } from '../scene/circle-segment.ts';
import type { TriangleQuery } from '../scene/sphere-triangle.ts';
import type { BoxSegmentQuery } from '../time-of-impact/box-segment.ts';
import type { SegmentContact, TriangleContact, Vec2, Vec3, WallContact } from '../types.ts';
import { describe } from '../validate/values.ts';
import { boxLeg, castLandsOneWay } from '../walls/box-leg-clearance.ts';
import { walkGrid } from './grid-walk.ts';
import {
  type CastOptions,
  type Level2,
  type Level3,
  type LevelData,
  type LevelValues,
  levelData,
  levelDimension,
} from './level.ts';
import { found, searchTree } from './tree.ts';

/** A cast's answer in 2D: the pair query's contact with the wall it came from. */
export type LevelContact2 = SegmentContact & {
  /** The index of the wall (the segment's place in `segments`). */
  wall: number;
};

/** A box cast's answer: the box's contact with the wall it came from (`castBox`). */
export type LevelBoxContact = WallContact<Vec2> & {
  /** The index of the wall (a tile map's run, a level's segment). */
  wall: number;
};

/** A cast's answer in 3D: the pair query's contact with the wall it came from. */
export type LevelContact3 = TriangleContact & {
  /** The index of the wall (the triangle's place in `triangles`). */
  wall: number;
};

const ALL_BITS = 0xffffffff;

/** The body's filter bits, checked: an integer in `[0, 2^32 − 1]`, or every bit when missing. */
function filterBits(options: CastOptions | undefined, key: 'category' | 'mask'): number {
  const v = options?.[key];
  if (v === undefined) return ALL_BITS;
  if (!(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= ALL_BITS)) {
    throw new RangeError(
      `options.${key} must be an integer in [0, 4294967295] (got ${describe(v)})`,
    );
  }
  return v;
}

/** Checks the options object and returns the body's `[category, mask]` in {@link bits}. */
export function castFilter(options: CastOptions | undefined): void {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new RangeError(`options must be an object (got ${describe(options)})`);
  }
  bits[0] = filterBits(options, 'category');
  bits[1] = filterBits(options, 'mask');
}

const bits = new Uint32Array(2);
/** The query box of the last {@link sweptBox}. */
const boxLo = new Float64Array(3);
/** The query box of the last {@link sweptBox}. */
const boxHi = new Float64Array(3);

/**
 * Which contacts a cast keeps: every one (`null`, the casts), or those a predicate
 * admits, given the contact and its wall's index (the movers keep only the contacts
 * that block their motion).
 */
export type KeepContact = ((hit: SegmentContact | TriangleContact, wall: number) => boolean) | null;

/** The reach of the last {@link sweptBox} on each axis: the body's extent plus the margin. */
const reach = new Float64Array(3);

/**
 * The body's swept box `c0 → c1` widened by its extent (`r`, or per axis the half
 * extents `h` of a box), as `scene/boxes.ts` builds a body's box (same margin, same
 * argument): reach `e = r + relative·(r + Σ_a |c0_a − o_a| + |c1_a − o_a|) + radius·r +
 * absolute` (`h_a` for `r` on axis `a`, its largest for the spread), with `o` the
 * level's origin (the walls' boxes took their share through the same `o`), each bound
 * pushed outwards by more than its rounding error unless nothing rounds (integers). A
 * wall whose pair query could report a contact is within the body's extent (plus the
 * variant's band) of the path, so its box meets this one: no wall that could answer is
 * ever skipped.
 */
function sweptBox(
  data: LevelData,
  c0: readonly number[],
  c1: readonly number[],
  r: number,
  margin: BoxMargin,
  h: Vec2 | null = null,
): void {
  const dim = data.dim;
  const o = data.origin;
  const big = h === null ? r : Math.max(h.x, h.y);
  let share = margin.absolute;
  if (margin.relative !== 0) {
    let spread = big;
    for (let a = 0; a < dim; a++) spread += Math.abs(c0[a]! - o[a]!) + Math.abs(c1[a]! - o[a]!);
    share += margin.relative * spread;
  }
  for (let a = 0; a < 3; a++) {
    if (a === dim) {
      boxLo[a] = 0;
      boxHi[a] = 0;
      reach[a] = 0;
      continue;
    }
    const own = h === null ? r : a === 0 ? h.x : h.y;
    const e = own + share + margin.radius * own;
    const p = c0[a]!;
    const q = c1[a]!;
    let l = Math.min(p, q) - e;
    let u = Math.max(p, q) + e;
    if (margin.rounds) {
      const push = (Math.abs(p) + Math.abs(q) + e) * SLACK;
      l -= push;
      u += push;
    }
    boxLo[a] = l;
    boxHi[a] = u;
    reach[a] = e;
  }
}

/**
 * The walls (before the filter) whose pair query could answer a body moving `c0 → c1`
 * with extent `r` (or half extents `h`), into `found`, and their number: the tree's
 * walls whose boxes meet the swept box, or on a tile map the walls of the tiles the
 * swept box covers.
 */
export function findWalls(
  data: LevelData,
  c0: readonly number[],
  c1: readonly number[],
  r: number,
  margin: BoxMargin,
  h: Vec2 | null = null,
): number {
  sweptBox(data, c0, c1, r, margin, h);
  if (data.grid === null) return searchTree(data.tree, boxLo, boxHi);
  // The walk's own guard covers its roundings; the reach carries the margin.
  return walkGrid(data.grid, c0[0]!, c0[1]!, c1[0]!, c1[1]!, reach[0]!, reach[1]!);
}

/**
 * The body a cast or a leg moves, for the one-way rule (`docs/contract.md` §10): the
 * `y` of its lowest point at the start is `y − below` (`below` its radius or half
 * height), and whether it moves down. {@link admits} reads it.
 */
const oneWayBody = { y: 0, below: 0, down: false };

/** Sets the body the next {@link admits} decides the one-way rule for: from `y0` to `y1`, `below` its lower reach. */
export function setOneWayBody(y0: number, y1: number, below: number): void {
  oneWayBody.y = y0;
  oneWayBody.below = below;
  oneWayBody.down = y1 < y0;
}

/**
 * What a variant brings to a cast: which levels it reads, its box margin, its pair
 * queries and its argument checks (`checkCast2` / `checkCast3`: `(name, c, r, d)`,
 * `name` `'c'` or `'p'`, throwing the variant's `RangeError`s, `c + d` included).
 */
export interface CastVariant {
  readonly values: LevelValues;
  readonly margin: BoxMargin;
  readonly segment: SegmentQuery;
  readonly triangle: TriangleQuery;
  readonly check2: (name: 'c' | 'p', c: Vec2, r: number, d: Vec2) => void;
  readonly check3: (name: 'c' | 'p', c: Vec3, r: number, d: Vec3) => void;
}

/** `castCircle` of a variant: checks, then {@link castSegments} from `c` to `c + d` (added per axis, as the variant adds). */
export function castCircleWith(
  v: CastVariant,
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  options: CastOptions | undefined,
): LevelContact2 | null {
  const data = levelData(level, 2, v.values);
  v.check2('c', c, r, d);
  castFilter(options);
  return castSegments(data, c, { x: c.x + d.x, y: c.y + d.y }, r, v.margin, v.segment);
}

/** What a variant brings to a box cast: which levels it reads, its margin, its box query and its checks of `(b, hb, d)`. */
export interface BoxCastVariant {
  readonly values: LevelValues;
  readonly margin: BoxMargin;
  readonly box: BoxSegmentQuery;
  readonly checkBox: (b: Vec2, hb: Vec2, d: Vec2) => void;
}

/**
 * A 2D level's data for a box (`castBox`, `moveBox`), or a `RangeError` naming `level`
 * when it is not one of the variant's 2D levels or has a slanted wall (§10: refused).
 */
export function axisAlignedLevel(level: unknown, values: LevelValues): LevelData {
  const data = levelData(level, 2, values);
  if (data.slanted >= 0) {
    throw new RangeError(
      `level must be a level whose walls are all axis-aligned (wall ${data.slanted} is not)`,
    );
  }
  return data;
}

/** `castBox` of a variant: checks, then {@link castBoxes} from `b` to `b + d` (per axis, as the variant adds). */
export function castBoxWith(
  v: BoxCastVariant,
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options: CastOptions | undefined,
): LevelBoxContact | null {
  const data = axisAlignedLevel(level, v.values);
  v.checkBox(b, hb, d);
  castFilter(options);
  return castBoxes(data, b, { x: b.x + d.x, y: b.y + d.y }, hb, v.margin, v.box);
}

/** `castSphere` of a variant: checks, then {@link castTriangles} from `c` to `c + d`. */
export function castSphereWith(
  v: CastVariant,
  level: Level3,
  c: Vec3,
  r: number,
  d: Vec3,
  options: CastOptions | undefined,
): LevelContact3 | null {
  const data = levelData(level, 3, v.values);
  v.check3('c', c, r, d);
  castFilter(options);
  const c1 = { x: c.x + d.x, y: c.y + d.y, z: c.z + d.z };
  return castTriangles(data, c, c1, r, v.margin, v.triangle);
}

/** `castRay` of a variant: the circle's or sphere's cast at `r = 0`, by the level's dimension. */
export function castRayWith(
  v: CastVariant,
  level: Level2 | Level3,
  p: Vec2 | Vec3,
  d: Vec2 | Vec3,
  options: CastOptions | undefined,
): LevelContact2 | LevelContact3 | null {
  if (levelDimension(level) === 3) {
    const data = levelData(level, 3, v.values);
    const q = p as Vec3;
    const e = d as Vec3;
    v.check3('p', q, 0, e);
    castFilter(options);
    const q1 = { x: q.x + e.x, y: q.y + e.y, z: q.z + e.z };
    return castTriangles(data, q, q1, 0, v.margin, v.triangle);
  }
  const data = levelData(level, 2, v.values);
  v.check2('p', p, 0, d);
  castFilter(options);
  return castSegments(data, p, { x: p.x + d.x, y: p.y + d.y }, 0, v.margin, v.segment);
}

/**
 * `true` when the filter of the cast admits wall `k` and, for a one-way wall, the body
 * ({@link setOneWayBody}) moves down and starts on or above its line: `y − below ≥
 * wall's y`, the exact sign of a sum of three values (so exact in every variant).
 */
export function admits(data: LevelData, k: number): boolean {
  const wallCategory = data.category === null ? ALL_BITS : data.category[k]!;
  const wallMask = data.mask === null ? ALL_BITS : data.mask[k]!;
  if ((bits[0]! & wallMask) === 0 || (wallCategory & bits[1]!) === 0) return false;
  if (data.oneWay === null || data.oneWay[k] === 0) return true;
  const b = oneWayBody;
  return b.down && signOfSum(b.y, -b.below, -data.corners[4 * k + 1]!, 0, 0) >= 0;
}

/**
 * The earliest contact of a circle moving `c0 → c1` (radius `r`, checked) with the
 * level's segments under the filter in {@link castFilter}: `query` on every wall whose
 * box meets the swept box; the smallest `t` among the contacts `keep` admits, ties to
 * the smallest wall.
 */
export function castSegments(
  data: LevelData,
  c0: Vec2,
  c1: Vec2,
  r: number,
  margin: BoxMargin,
  query: SegmentQuery,
  keep: KeepContact = null,
): LevelContact2 | null {
  const n = findWalls(data, [c0.x, c0.y], [c1.x, c1.y], r, margin);
  setOneWayBody(c0.y, c1.y, r);
  const w = data.corners;
  const oneWay = data.oneWay;
  return earliest(data, n, keep, (k) => {
    const b = 4 * k;
    const hit = query(c0, c1, r, { x: w[b]!, y: w[b + 1]! }, { x: w[b + 2]!, y: w[b + 3]! });
    // A one-way wall: the circle's lowest point crossing its line within it (§10).
    if (hit === null || oneWay === null || oneWay[k] === 0) return hit;
    return landsOn(w, b, c0, c1, 0, r, true) ? hit : null;
  });
}

/**
 * Whether the body moving `p0 → p1` lands on the one-way wall whose ends are at `w[b…]`
 * (§10; `castLandsOneWay`): a box's bottom (half width `hx`, `below` its half height)
 * crossing the line over the wall strictly, or when `round` a circle's lowest point
 * (`hx = 0`, `below` its radius) crossing it within the wall. A cast's touch of a
 * one-way wall that is no landing — its end met from the side — is no contact.
 */
function landsOn(
  w: Float64Array,
  b: number,
  p0: Vec2,
  p1: Vec2,
  hx: number,
  below: number,
  round: boolean,
): boolean {
  boxLeg[0] = p0.x;
  boxLeg[1] = p0.y;
  boxLeg[2] = p1.x;
  boxLeg[3] = p1.y;
  boxLeg[4] = hx;
  boxLeg[5] = below;
  for (let i = 0; i < 4; i++) boxLeg[6 + i] = w[b + i]!;
  return castLandsOneWay(round);
}

/**
 * The contact with the smallest `t` (ties to the smallest wall) among the `n` walls in
 * `found` that the filter and the one-way rule admit, `ask(k)` answering wall `k`, and
 * `keep` (when given) keeping it; with its wall's index.
 */
function earliest<C extends { t: number }>(
  data: LevelData,
  n: number,
  keep: ((hit: C, wall: number) => boolean) | null,
  ask: (k: number) => C | null,
): (C & { wall: number }) | null {
  let best: C | null = null;
  let bestWall = -1;
  for (let i = 0; i < n; i++) {
    const k = found.walls[i]!;
    if (!admits(data, k)) continue;
    const hit = ask(k);
    if (
      hit !== null &&
      (keep === null || keep(hit, k)) &&
      (best === null || hit.t < best.t || (hit.t === best.t && k < bestWall))
    ) {
      best = hit;
      bestWall = k;
    }
  }
  return best === null ? null : { ...best, wall: bestWall };
}

/** {@link castSegments} for a sphere against the level's triangles. */
export function castTriangles(
  data: LevelData,
  c0: Vec3,
  c1: Vec3,
  r: number,
  margin: BoxMargin,
  query: TriangleQuery,
  keep: KeepContact = null,
): LevelContact3 | null {
  const n = findWalls(data, [c0.x, c0.y, c0.z], [c1.x, c1.y, c1.z], r, margin);
  const w = data.corners;
  return earliest(data, n, keep, (k) => {
    const b = 9 * k;
    return query(
      c0,
      c1,
      r,
      { x: w[b]!, y: w[b + 1]!, z: w[b + 2]! },
      { x: w[b + 3]!, y: w[b + 4]!, z: w[b + 5]! },
      { x: w[b + 6]!, y: w[b + 7]!, z: w[b + 8]! },
    );
  });
}

/**
 * {@link castSegments} for a box `b0 → b1` with half extents `hb` against the level's
 * walls, each axis-aligned (the caller checked `data.slanted`), by the variant's box
 * query against one segment.
 */
export function castBoxes(
  data: LevelData,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  margin: BoxMargin,
  query: BoxSegmentQuery,
  keep: ((hit: WallContact<Vec2>, wall: number) => boolean) | null = null,
): LevelBoxContact | null {
  const n = findWalls(data, [b0.x, b0.y], [b1.x, b1.y], 0, margin, hb);
  setOneWayBody(b0.y, b1.y, hb.y);
  const w = data.corners;
  const oneWay = data.oneWay;
  return earliest(data, n, keep, (k) => {
    const b = 4 * k;
    const hit = query(b0, b1, hb, { x: w[b]!, y: w[b + 1]! }, { x: w[b + 2]!, y: w[b + 3]! });
    // A one-way wall: the box's bottom crossing its line while the x-ranges overlap
    // strictly (§10; a corner tie at its end included).
    if (hit === null || oneWay === null || oneWay[k] === 0) return hit;
    return landsOn(w, b, b0, b1, hb.x, hb.y, false) ? hit : null;
  });
}
