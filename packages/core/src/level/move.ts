/**
 * level/: the course of a move, shared by every variant — a body of radius `r` moves
 * from `c` by `d` through a level in legs. Each leg is a cast that keeps only the
 * contacts blocking the motion, then the exact clearance of the leg
 * (`walls/leg-clearance.ts`): every leg's end, and every point along it, keeps exact
 * distance `≥ r` from every wall. Where the variant's rounding put the leg's end a
 * hair inside, the end steps back towards the leg's start (which is clear) until it is
 * clear — the seeds' "still overlapping by 3e-14", closed for walls. A variant brings
 * its cast (`CastVariant`), its arithmetic for positions and directions (doubles or
 * raw Q16.16 integers) and its push-out.
 */
import type { SegmentContact, TriangleContact, Vec2, Vec3 } from '../types.ts';
import { boxLeg, circleLegClearOneWay } from '../walls/box-leg-clearance.ts';
import { leg, legArrivesOn, legClear } from '../walls/leg-clearance.ts';
import {
  admits,
  type CastVariant,
  castFilter,
  castSegments,
  castTriangles,
  findWalls,
  type KeepContact,
  setOneWayBody,
} from './cast.ts';
import { type LevelData, levelData } from './level.ts';
import {
  createMoveSettings,
  type MoveOptions,
  type MoveResult,
  type MoveSettings,
  moveSettings,
  type OptionUnits,
} from './move-options.ts';
import {
  classifyContact,
  contactAt,
  legAt,
  setFrom,
  setVec,
  trimResult,
  usePool,
} from './move-result.ts';
import { found } from './tree.ts';

/** A variant's arithmetic for moving: doubles, or raw Q16.16 integers (every step exact). */
export interface MoveArithmetic {
  readonly units: OptionUnits;
  /** How many steps back a leg's end may take (the last reaches the leg's start). */
  readonly steps: number;
  /** The `t` of step `k` back from the pair query's `t` (step `steps − 1` gives 0). */
  earlier(t: number, k: number): number;
  /** One coordinate of `p + t·u` (`t` in the variant's units; `t = one` is `p + u` exactly as the variant adds). */
  along(p: number, u: number, t: number): number;
  /** `a − b`, one coordinate of a displacement. */
  minus(a: number, b: number): number;
  /** `v·n` (`n` a contact normal in the variant's units). */
  dot(v: Float64Array, n: Float64Array, dim: 2 | 3): number;
  /** A `v·n` at least this small below zero still counts as along the plane (rounding of `n`). */
  slack(v: Float64Array, dim: 2 | 3): number;
  /**
   * How far a contact's `v·n` may lean against the motion because the pair query's `t`
   * is rounded: at a round end or an edge the normal is `c(t) − point` over about `r`,
   * and `c(t)` lies off the exact touch by what `t`'s rounding moves it (a graze over a
   * seam's shared end looks like a hit). `scale` bounds the coordinates.
   */
  lean(v: Float64Array, r: number, scale: number, dim: 2 | 3): number;
  /** `v ← v − (1 + e)·(v·n)·n` when `v·n < 0` (`e = 0`: the slide's clip; `e` the restitution: a bounce). */
  removeInto(v: Float64Array, n: Float64Array, e: number, dim: 2 | 3): void;
  /**
   * `v ← v` without its part along `n`, plus a hair along `n` (above the rounding of
   * `n`): for a plane met again right after its own clip, whose rounded normal left the
   * slide a hair into it.
   */
  lift(v: Float64Array, n: Float64Array, dim: 2 | 3): void;
  /**
   * `true` when `v` points against `d` (`v·d < 0`; `d` a displacement, not a normal): a
   * slide never does, as Quake's slide never goes against the first velocity.
   */
  against(v: Float64Array, d: Float64Array, dim: 2 | 3): boolean;
  /** `out ← v` along the crease `n1 × n2` (3D); `false` when the normals are parallel. */
  alongCrease(v: Float64Array, n1: Float64Array, n2: Float64Array, out: Float64Array): boolean;
  /** The variant's next coordinate after `p` in the direction of `n`'s sign: the next double, the next raw unit. */
  next(p: number, n: number): number;
  /** `p + 2^k` of the variant's smallest steps along the unit `n` (a push-out the exact test still finds inside goes further). */
  nudge(p: number, n: number, k: number, scale: number): number;
  /** `r` widened by `2^k` of the variant's smallest steps (a radius for asking a rounded query again). */
  widen(r: number, k: number): number;
  /** `true` when `x` is a coordinate the variant accepts. */
  inRange(x: number): boolean;
}

/** What a variant brings to a move. */
export interface MoveVariant {
  readonly cast: CastVariant;
  readonly arithmetic: MoveArithmetic;
  readonly separate2: (c: Vec2, r: number, s0: Vec2, s1: Vec2) => Vec2;
  readonly separate3: (c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3) => Vec3;
}

const settings: MoveSettings = createMoveSettings();

const MAX_PLANES = 64;
const PUSH_ROUNDS = 4;
const pos = new Float64Array(3);
const rem = new Float64Array(3);
const wish = new Float64Array(3);
const clip = new Float64Array(3);
const end = new Float64Array(3);
const taken = new Float64Array(3);
const normal = new Float64Array(3);
const crease = new Float64Array(3);
const trial = new Float64Array(3);
const planes: Float64Array[] = Array.from({ length: MAX_PLANES }, () => new Float64Array(3));
let planeCount = 0;

const a2: Vec2 = { x: 0, y: 0 };
const b2: Vec2 = { x: 0, y: 0 };
const p2: Vec2 = { x: 0, y: 0 };
const q2: Vec2 = { x: 0, y: 0 };
const a3: Vec3 = { x: 0, y: 0, z: 0 };
const b3: Vec3 = { x: 0, y: 0, z: 0 };
const c3: Vec3 = { x: 0, y: 0, z: 0 };
const p3: Vec3 = { x: 0, y: 0, z: 0 };
const q3: Vec3 = { x: 0, y: 0, z: 0 };

// The current leg (its start `pos`, its direction `rem`, its end in `trial`, the body's
// radius and the level), read by the cast's filter of blocking contacts.
let variantNow: MoveArithmetic | null = null;
let dimNow: 2 | 3 = 2;
let dataNow: LevelData | null = null;
let radiusNow = 0;
const hitNormal = new Float64Array(3);

/**
 * A contact blocks when it is not separating and the motion goes into its normal. Within
 * the rounding of the normal (`slack`) the normal cannot say: fixed's at a shared end of
 * a floor comes from the floored `t`, a hair before the exact graze, and tilts a raw unit
 * against the motion (the core's, at its rounded `t`, a rounding). There the exact
 * clearance decides: the contact blocks only when the rest of the leg is not exactly
 * clear of its wall.
 */
let scaleNow = 0;

const blocking: KeepContact = (hit, wall) => {
  if (hit.status === 'separating') return false;
  facingStart(hit, hitNormal);
  const ar = variantNow!;
  const along = ar.dot(rem, hitNormal, dimNow);
  if (!(along < 0)) return false;
  if (!(along < -(ar.slack(rem, dimNow) + ar.lean(rem, radiusNow, scaleNow, dimNow)))) {
    loadWall(dataNow!, wall, dimNow);
    // The leg's end `pos + rem`, which `legTarget` wrote into `trial` for this cast.
    loadLeg(pos, trial, radiusNow);
    if (loadedClear(dataNow!, wall, dimNow)) return false;
  }
  if (!ar.units.integers && hit.t <= 2 ** -40 && pressingCount < MAX_PLANES) {
    const p = pressing[pressingCount++]!;
    for (let a = 0; a < 3; a++) p[a] = hitNormal[a]!;
  }
  return true;
};

/**
 * The doubles' blocking contacts of the current cast within a hair of the leg's start
 * (`t ≤ 2^-40`): walls the body presses into at its start, all at once. The slide weighs
 * every one of them, not only the earliest: in a corner whose walls the body touches
 * within a few roundings, the earliest changed from frame to frame with the roundings,
 * and sliding along one to the other moved the body back and forth by a few ulps
 * (jitter); in a trough it finds the crease at once. Fixed's moves (integer `t`, every
 * step exact) keep the earliest alone: their answers are pinned by the netplay
 * fingerprint.
 */
const pressing: Float64Array[] = Array.from({ length: MAX_PLANES }, () => new Float64Array(3));
let pressingCount = 0;
const fromWall = new Float64Array(3);

/**
 * `out` ← the contact's normal, turned to face the leg's start when the body is a point
 * (`r = 0`): a point meets a wall on the wall itself, where the side its normal picks is
 * the rounding of the contact position's; the point came from the side of its start.
 * (With `r > 0` the normal at a first touch faces the start already.)
 */
function facingStart(hit: SegmentContact | TriangleContact, out: Float64Array): void {
  load(out, hit.normal, dimNow);
  if (radiusNow !== 0) return;
  load(fromWall, hit.point, dimNow);
  for (let a = 0; a < dimNow; a++) fromWall[a] = pos[a]! - fromWall[a]!;
  if (variantNow!.dot(fromWall, out, dimNow) < 0) {
    for (let a = 0; a < dimNow; a++) out[a] = 0 - out[a]!;
  }
}

/**
 * Moves a body (`dim`-D, checked here) through `level` and writes the answer into `out`
 * (see `docs/contract.md`, "Movers"): the push-out, then up to `maxLegs` legs.
 */
export function moveWith<V extends Vec2 | Vec3>(
  v: MoveVariant,
  dim: 2 | 3,
  level: unknown,
  c: V,
  r: number,
  d: V,
  options: MoveOptions<V> | undefined,
  out: MoveResult<V>,
): MoveResult<V> {
  const data = levelData(level, dim, v.cast.values);
  if (dim === 2) v.cast.check2('c', c as Vec2, r, d as Vec2);
  else v.cast.check3('c', c as Vec3, r, d as Vec3);
  const ar = v.arithmetic;
  checkReach(ar, dim, c, r, d);
  castFilter(options);
  moveSettings(options, dim, ar.units, settings);
  if (typeof out !== 'object' || out === null || !Array.isArray(out.legs)) {
    throw new RangeError('out must be a result made by createMoveResult2/3');
  }
  variantNow = ar;
  moveVariant = v;
  dimNow = dim;
  dataNow = data;
  radiusNow = r;
  usePool(out as MoveResult<Vec2 | Vec3>);
  load(pos, c, dim);
  load(rem, d, dim);
  load(wish, d, dim);
  load(clip, d, dim);
  planeCount = 0;
  let legs = 0;
  let contacts = 0;
  out.onFloor = false;
  out.onWall = false;
  out.onCeiling = false;
  out.blocked = false;

  // Nothing near the whole motion (the tree finds no wall's box within r of the first
  // leg, which holds every point a free move reaches): c + d, one leg, no contact.
  if (!isZero(rem, dim) && candidates(data, pos, legTarget(ar, dim), r, v) === 0) {
    for (let a = 0; a < dim; a++) pos[a] = trial[a]!;
    for (let a = 0; a < 3; a++) rem[a] = 0;
    setVec(legAt(out, legs++, dim), pos, dim);
    return finish(out, dim, legs, contacts);
  }
  // The push-out: a body that starts overlapping walls leaves them first.
  const first = overlapping(data, r, dim);
  if (first >= 0) {
    if (!pushOut(v, data, r, dim, first, out, contacts)) {
      // Wedged: no push frees it. It stays where it was and moves nowhere.
      contacts++;
      out.blocked = true;
      return finish(out, dim, legs, contacts);
    }
    contacts++;
    setVec(legAt(out, legs++, dim), pos, dim);
  }

  const response = settings.response;
  const firstLeg = legs;
  for (let a = 0; a < 3; a++) restFrom[a] = pos[a]!;
  for (let k = 0; k < settings.maxLegs && !isZero(rem, dim); k++) {
    scaleNow = Math.max(Math.abs(pos[0]!), Math.abs(pos[1]!), Math.abs(pos[2]!));
    const hit = castBlocking(v, data, r, dim);
    const t = hit === null ? ar.units.one : hit.t;
    arrivalWall = r === 0 && hit !== null ? hit.wall : -1;
    const refused = legEnd(v, data, r, dim, t, hit === null ? -1 : hit.wall);
    // `refused ≥ 0`: the exact clearance found the motion going into that wall from the
    // leg's very start (a slide whose rounded direction leans a hair into a wall the
    // cast saw as along): a blocking contact at t = 0, which the rounded cast missed.
    const exactOnly = refused >= 0 && (hit === null || hit.wall !== refused || hit.t !== 0);
    const missed = refused === MISSED;
    const stepped = refused !== NOT_REFUSED;
    // What was taken leaves the displacement; a full unblocked leg leaves nothing.
    if (hit === null && !stepped) {
      for (let a = 0; a < dim; a++) rem[a] = 0;
    } else {
      for (let a = 0; a < dim; a++) rem[a] = ar.minus(rem[a]!, ar.minus(end[a]!, pos[a]!));
    }
    for (let a = 0; a < dim; a++) pos[a] = end[a]!;
    setVec(legAt(out, legs, dim), pos, dim);
    const touch = exactOnly
      ? restingContact(v, data, refused, r, dim)
      : missed
        ? restingContact(v, data, missedWall, r, dim)
        : hit;
    if (touch !== null) {
      const contact = contactAt(out, contacts++, dim);
      contact.leg = legs;
      contact.t = exactOnly ? 0 : missed ? missedAt : touch.t;
      contact.wall = exactOnly ? refused : missed ? missedWall : hit!.wall;
      setFrom(contact.point, touch.point, dim);
      facingStart(touch, normal);
      setVec(contact.normal, normal, dim);
      classifyContact(out, normal, dim, settings, variantNow!.units.one);
      // The same plane again (or a refusal at t = 0): its clip left the slide a rounding into it.
      const again = exactOnly || hasPlane(normal, dim);
      addPlane(normal, dim);
      if (!exactOnly) for (let i = 0; i < pressingCount; i++) addPlane(pressing[i]!, dim);
      ar.removeInto(clip, normal, response === 'bounce' ? settings.restitution : 0, dim);
      if (response === 'stop') {
        out.blocked = true;
        legs++;
        break;
      }
      if (again) ar.lift(rem, normal, dim);
      else if (response === 'bounce') ar.removeInto(rem, normal, settings.restitution, dim);
      else if (!slide(ar, dim)) {
        out.blocked = true;
        legs++;
        break;
      }
    }
    legs++;
  }
  if (out.blocked && !ar.units.integers) stayIfHair(out, dim, firstLeg, legs);
  return finish(out, dim, legs, contacts);
}

const restFrom = new Float64Array(3);

/**
 * Doubles: a blocked move that took the body less than `2^-40` of its scale (its
 * coordinates, `d`'s, `r`) stays where it started (after the push-out). Pressed into a cusp or a wedge, a body's
 * legs end where the rounding of `t` and of the normals lets them, a few ulps apart
 * from frame to frame: the body would creep, or come back to where it was (jitter).
 * The contract lets the end step back that far from the exact touch (§8), so staying
 * is within it, and pressed by the same `d` the next frame it stays again: the same
 * bits every frame. Fixed's moves (every step exact) keep their legs.
 */
function stayIfHair(out: MoveResult<Vec2 | Vec3>, dim: 2 | 3, from: number, legs: number): void {
  let scale = 0;
  let moved = 0;
  for (let a = 0; a < dim; a++) {
    scale = Math.max(scale, Math.abs(restFrom[a]!), Math.abs(pos[a]!), Math.abs(wish[a]!));
    moved = Math.max(moved, Math.abs(pos[a]! - restFrom[a]!));
  }
  if (moved === 0 || moved > 2 ** -40 * Math.max(scale, radiusNow)) return;
  for (let a = 0; a < dim; a++) {
    rem[a] = rem[a]! + (pos[a]! - restFrom[a]!);
    pos[a] = restFrom[a]!;
  }
  for (let i = from; i < legs; i++) setVec(out.legs[i]!, pos, dim);
}

/**
 * Every point a move can reach lies within `2·|d|₁ + 8r` of `c` on each axis (the legs
 * within `2·|d|₁`, a bounce included; the push-out's {@link PUSH_ROUNDS} rounds each
 * within `r` and its nudges' hair): it must be a coordinate, so that no leg asks the
 * variant's cast or push-out for a point it rejects.
 */
export function checkReach(
  ar: MoveArithmetic,
  dim: 2 | 3,
  c: Vec2 | Vec3,
  r: number,
  d: Vec2 | Vec3,
): void {
  const reach =
    2 * (Math.abs(d.x) + Math.abs(d.y) + (dim === 3 ? Math.abs((d as Vec3).z) : 0)) + 8 * r;
  reachAxis(ar, 'x', c.x, reach);
  reachAxis(ar, 'y', c.y, reach);
  if (dim === 3) reachAxis(ar, 'z', (c as Vec3).z, reach);
}

function reachAxis(ar: MoveArithmetic, key: string, x: number, reach: number): void {
  if (!(ar.inRange(x - reach) && ar.inRange(x + reach))) {
    throw new RangeError(
      `d must keep every point within 2·|d|₁ + 8r of c inside the input range (c.${key} ± ${reach} is not)`,
    );
  }
}

function load(out: Float64Array, v: Vec2 | Vec3, dim: 2 | 3): void {
  out[0] = v.x;
  out[1] = v.y;
  out[2] = dim === 3 ? (v as Vec3).z : 0;
}

function isZero(v: Float64Array, dim: 2 | 3): boolean {
  return v[0] === 0 && v[1] === 0 && (dim === 2 || v[2] === 0);
}

/** Loads wall `k`'s corners into the clearance's scratch input. */
function loadWall(data: LevelData, k: number, dim: 2 | 3): void {
  const per = dim === 2 ? 4 : 9;
  const w = data.corners;
  for (let i = 0; i < per; i++) leg[6 + i] = w[per * k + i]!;
}

/** Loads the leg `from → to` (and `r`) into the clearance's scratch input. */
function loadLeg(from: Float64Array, to: Float64Array, r: number): void {
  leg[0] = from[0]!;
  leg[1] = from[1]!;
  leg[2] = from[2]!;
  leg[3] = to[0]!;
  leg[4] = to[1]!;
  leg[5] = to[2]!;
  leg[15] = r;
}

/**
 * The exact clearance of the loaded leg from the loaded wall `k`: a one-way wall (§10)
 * only by not landing on it (`circleLegClearOneWay`: a circle passing its end is clear
 * of it), every other wall by distance (`legClear`).
 */
function loadedClear(data: LevelData, k: number, dim: 2 | 3): boolean {
  if (data.oneWay === null || data.oneWay[k] === 0) return legClear(dim);
  // The circle's lowest point: `h = (0, r)` (a one-way wall is 2D, a segment in 6–9).
  boxLeg[0] = leg[0]!;
  boxLeg[1] = leg[1]!;
  boxLeg[2] = leg[3]!;
  boxLeg[3] = leg[4]!;
  boxLeg[4] = 0;
  boxLeg[5] = leg[15]!;
  for (let i = 0; i < 4; i++) boxLeg[6 + i] = leg[6 + i]!;
  return circleLegClearOneWay();
}

/** The walls (admitted by the filter) that could come within `r` of the leg `from → to`, into `found`. */
function candidates(
  data: LevelData,
  from: Float64Array,
  to: Float64Array,
  r: number,
  v: MoveVariant,
): number {
  return findWalls(data, from as unknown as number[], to as unknown as number[], r, v.cast.margin);
}

/** The smallest wall the leg `from → to` is not clear of, or `-1`. */
function firstBlocked(
  data: LevelData,
  from: Float64Array,
  to: Float64Array,
  r: number,
  dim: 2 | 3,
  v: MoveVariant,
): number {
  return smallestNotClear(data, candidates(data, from, to, r, v), from, to, r, dim);
}

/** Among the `n` walls in `found` the filter admits, the smallest the leg `from → to` is not clear of, or `-1`. */
function smallestNotClear(
  data: LevelData,
  n: number,
  from: Float64Array,
  to: Float64Array,
  r: number,
  dim: 2 | 3,
): number {
  let worst = -1;
  setOneWayBody(from[1]!, to[1]!, r);
  for (let i = 0; i < n; i++) {
    const k = found.walls[i]!;
    if (!admits(data, k) || (worst >= 0 && k > worst)) continue;
    loadWall(data, k, dim);
    loadLeg(from, to, r);
    if (!loadedClear(data, k, dim)) worst = k;
  }
  return worst;
}

let moveVariant: MoveVariant | null = null;

/** `trial` ← the end of the coming leg if nothing blocks it, `pos + rem` as the variant adds. */
function legTarget(ar: MoveArithmetic, dim: 2 | 3): Float64Array {
  for (let a = 0; a < 3; a++) trial[a] = a < dim ? ar.along(pos[a]!, rem[a]!, ar.units.one) : 0;
  return trial;
}

/**
 * The smallest wall the body at `pos` overlaps exactly, or `-1`. The walls come from
 * the box of the coming leg `pos → pos + rem` (which holds the body's own box), so
 * the cast and the leg's clearance that follow find the tree's answer ready.
 */
function overlapping(data: LevelData, r: number, dim: 2 | 3): number {
  if (r === 0) return -1;
  const n = candidates(data, pos, legTarget(moveVariant!.arithmetic, dim), r, moveVariant!);
  return smallestNotClear(data, n, pos, pos, r, dim);
}

/**
 * Pushes the body at `pos` out of the walls it overlaps, `first` first, each by the
 * variant's own push-out (`separateCircleSegment` / `separateSphereTriangle`), further
 * along the same direction while the exact test still finds it inside; at most
 * {@link PUSH_ROUNDS} walls. Records the first wall's contact; `false` when it is
 * still inside some wall after them (then `pos` is back at the start).
 */
function pushOut(
  v: MoveVariant,
  data: LevelData,
  r: number,
  dim: 2 | 3,
  first: number,
  out: MoveResult<Vec2 | Vec3>,
  contacts: number,
): boolean {
  const ar = v.arithmetic;
  const start0 = pos[0]!;
  const start1 = pos[1]!;
  const start2 = pos[2]!;
  let wall = first;
  for (let round = 0; round < PUSH_ROUNDS && wall >= 0; round++) {
    const contact = restingContact(v, data, wall, r, dim);
    if (round === 0) {
      const record = contactAt(out, contacts, dim);
      record.leg = 0;
      record.t = 0;
      record.wall = wall;
      setFrom(record.point, contact.point, dim);
      setFrom(record.normal, contact.normal, dim);
      load(normal, contact.normal, dim);
      classifyContact(out, normal, dim, settings, variantNow!.units.one);
    }
    separateFrom(v, data, wall, r, dim);
    // The exact test has the last word: go further along the push while it says inside.
    load(normal, contact.normal, dim);
    const scale = Math.max(Math.abs(pos[0]!), Math.abs(pos[1]!), Math.abs(pos[2]!), r);
    for (let k = 0; k < 64 && stillInside(data, wall, r, dim); k++) {
      for (let a = 0; a < dim; a++) pos[a] = ar.nudge(pos[a]!, normal[a]!, k, scale);
    }
    wall = overlapping(data, r, dim);
  }
  if (wall < 0) return true;
  pos[0] = start0;
  pos[1] = start1;
  pos[2] = start2;
  return false;
}

function stillInside(data: LevelData, k: number, r: number, dim: 2 | 3): boolean {
  loadWall(data, k, dim);
  loadLeg(pos, pos, r);
  return !loadedClear(data, k, dim);
}

/**
 * The variant's contact for the body at rest at `pos` against wall `k`, which the exact
 * test finds it overlapping. A rounded pair query may see it a hair outside (no
 * contact): it is asked again at a radius widened by the variant's smallest steps,
 * doubling, until it reports the contact (its point and normal are what we need).
 */
function restingContact(v: MoveVariant, data: LevelData, k: number, r: number, dim: 2 | 3) {
  let wider = r;
  for (let i = 0; ; i++) {
    const hit = pairAt(v, data, k, wider, dim);
    if (hit !== null || i === 64) return hit!;
    wider = v.arithmetic.widen(r, i);
  }
}

/** The variant's pair query for the body at rest at `pos` against wall `k` (its overlap contact). */
function pairAt(v: MoveVariant, data: LevelData, k: number, r: number, dim: 2 | 3) {
  const w = data.corners;
  if (dim === 2) {
    p2.x = pos[0]!;
    p2.y = pos[1]!;
    a2.x = w[4 * k]!;
    a2.y = w[4 * k + 1]!;
    b2.x = w[4 * k + 2]!;
    b2.y = w[4 * k + 3]!;
    return v.cast.segment(p2, p2, r, a2, b2)!;
  }
  setCorners3(w, k);
  p3.x = pos[0]!;
  p3.y = pos[1]!;
  p3.z = pos[2]!;
  return v.cast.triangle(p3, p3, r, a3, b3, c3)!;
}

function setCorners3(w: Float64Array, k: number): void {
  const b = 9 * k;
  a3.x = w[b]!;
  a3.y = w[b + 1]!;
  a3.z = w[b + 2]!;
  b3.x = w[b + 3]!;
  b3.y = w[b + 4]!;
  b3.z = w[b + 5]!;
  c3.x = w[b + 6]!;
  c3.y = w[b + 7]!;
  c3.z = w[b + 8]!;
}

/** `pos` ← the variant's push-out of the body at `pos` from wall `k`. */
function separateFrom(v: MoveVariant, data: LevelData, k: number, r: number, dim: 2 | 3): void {
  const w = data.corners;
  if (dim === 2) {
    p2.x = pos[0]!;
    p2.y = pos[1]!;
    a2.x = w[4 * k]!;
    a2.y = w[4 * k + 1]!;
    b2.x = w[4 * k + 2]!;
    b2.y = w[4 * k + 3]!;
    const moved = v.separate2(p2, r, a2, b2);
    pos[0] = moved.x;
    pos[1] = moved.y;
    return;
  }
  setCorners3(w, k);
  p3.x = pos[0]!;
  p3.y = pos[1]!;
  p3.z = pos[2]!;
  const moved = v.separate3(p3, r, a3, b3, c3);
  pos[0] = moved.x;
  pos[1] = moved.y;
  pos[2] = moved.z;
}

/** The earliest contact blocking the motion `pos → pos + rem`, or `null`. */
function castBlocking(v: MoveVariant, data: LevelData, r: number, dim: 2 | 3) {
  const ar = v.arithmetic;
  pressingCount = 0;
  const q = legTarget(ar, dim);
  if (dim === 2) {
    p2.x = pos[0]!;
    p2.y = pos[1]!;
    q2.x = q[0]!;
    q2.y = q[1]!;
    return castSegments(data, p2, q2, r, v.cast.margin, v.cast.segment, blocking);
  }
  p3.x = pos[0]!;
  p3.y = pos[1]!;
  p3.z = pos[2]!;
  q3.x = q[0]!;
  q3.y = q[1]!;
  q3.z = q[2]!;
  return castTriangles(data, p3, q3, r, v.cast.margin, v.cast.triangle, blocking);
}

/** {@link legEnd}: the end at the pair query's `t` itself was clear. */
const NOT_REFUSED = -2;
/** {@link legEnd}: stepped back, and some step short of the start was clear. */
const STEPPED = -1;

/**
 * `end` ← the end of step `k` back from `t` (`k = −1`: `t` itself); `true` when the leg
 * to it is clear and, for 'slide' and 'stop', does not point against the requested
 * displacement.
 */
function clearAt(
  v: MoveVariant,
  data: LevelData,
  r: number,
  dim: 2 | 3,
  t: number,
  k: number,
): boolean {
  const ar = v.arithmetic;
  const tk = k < 0 ? t : ar.earlier(t, k);
  for (let a = 0; a < dim; a++) end[a] = ar.along(pos[a]!, rem[a]!, tk);
  end[2] = dim === 3 ? end[2]! : 0;
  // A leg of length 0 is its start, which is clear.
  if (end[0] === pos[0] && end[1] === pos[1] && end[2] === pos[2]) return true;
  // 'slide' and 'stop': each coordinate rounds towards the leg's start on its own, which
  // can turn a leg square to `d` against it; such a leg is refused by no wall.
  if (settings.response !== 'bounce') {
    for (let a = 0; a < 3; a++) taken[a] = ar.minus(end[a]!, pos[a]!);
    if (ar.against(taken, wish, dim)) {
      refusedBy = -1;
      return false;
    }
  }
  refusedBy = firstBlocked(data, pos, end, r, dim, v);
  if (refusedBy < 0 && arrivalWall >= 0) {
    // A point stops a step short of the wall that blocks it, never on it (its side is
    // kept for the next frame: `legArrivesOn`). No wall refuses the leg itself.
    loadWall(data, arrivalWall, dim);
    loadLeg(pos, end, 0);
    if (legArrivesOn(dim)) return false;
  }
  return refusedBy < 0;
}

let refusedBy = -1;
/** The wall blocking a point's (`r = 0`) current leg, or `-1`. */
let arrivalWall = -1;

/**
 * `end` ← the leg's end at the pair query's `t`, or, when the exact clearance refuses
 * that leg, the end of the smallest step back that it accepts (steps `earlier(t, k)`
 * grow with `k`; the last reaches the start, which is clear; a binary search over `k`,
 * every end it keeps tested clear; where none short of the start is, a bisection).
 * Returns {@link NOT_REFUSED}, {@link STEPPED}, {@link MISSED} (the end is short of a
 * wall, and the cast found none: `hitWall < 0`), or — when only the start itself was clear —
 * the wall that refused the shortest step.
 */
function legEnd(
  v: MoveVariant,
  data: LevelData,
  r: number,
  dim: 2 | 3,
  t: number,
  hitWall: number,
): number {
  if (clearAt(v, data, r, dim, t, -1)) return NOT_REFUSED;
  const last = v.arithmetic.steps - 1;
  let lo = 0; // steps below lo: not clear (or untested)
  let hi = last; // step hi: clear (the start)
  let refusing = refusedBy;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (clearAt(v, data, r, dim, t, mid)) hi = mid;
    else {
      lo = mid + 1;
      refusing = refusedBy;
    }
  }
  clearAt(v, data, r, dim, t, hi);
  if (hi < last) {
    // Stepped back from a wall although the cast found nothing blocking (it missed the
    // wall): that wall is the leg's contact. (With a blocking contact, that is the
    // leg's: its plane is what the slide must clip.)
    if (refusing < 0 || hitWall >= 0) return STEPPED;
    missedWall = refusing;
    missedAt = v.arithmetic.earlier(t, hi);
    return MISSED;
  }
  // Only the start is clear among the steps, which grow towards the start from `t`:
  // the leg meets a wall well before `t` that the rounded cast missed (a point passing
  // exactly over a wall's end, which the cast's rounding put a hair beside it). The
  // exact clearance bisects `[0, earlier(t, last − 1)]` for the farthest clear end,
  // to a 2^-52 of the leg (fixed: one raw unit of `t`).
  if (refusing >= 0) {
    const ar = v.arithmetic;
    let clear = 0;
    let blocked = ar.earlier(t, last - 1);
    const resolution = ar.units.integers ? 1 : t * 2 ** -52;
    while (blocked - clear > resolution) {
      const half = (clear + blocked) / 2;
      const mid = ar.units.integers ? Math.floor(half) : half;
      if (clearAt(v, data, r, dim, mid, -1)) clear = mid;
      else {
        blocked = mid;
        if (refusedBy >= 0) refusing = refusedBy;
      }
    }
    if (clear > 0) {
      clearAt(v, data, r, dim, clear, -1);
      missedWall = refusing;
      missedAt = clear;
      return MISSED;
    }
  }
  for (let a = 0; a < 3; a++) end[a] = pos[a]!;
  return refusing;
}

/** {@link legEnd}: the leg ends at `missedAt`, short of `missedWall`, which the cast did not answer. */
const MISSED = -3;
let missedWall = -1;
let missedAt = 0;

function hasPlane(n: Float64Array, dim: 2 | 3): boolean {
  for (let i = 0; i < planeCount; i++) {
    const p = planes[i]!;
    if (p[0] === n[0] && p[1] === n[1] && (dim === 2 || p[2] === n[2])) return true;
  }
  return false;
}

/** Keeps the blocking normal for the slide (once: an equal normal is not added again). */
function addPlane(n: Float64Array, dim: 2 | 3): void {
  if (hasPlane(n, dim)) return;
  if (planeCount === MAX_PLANES) return;
  const p = planes[planeCount++]!;
  p[0] = n[0]!;
  p[1] = n[1]!;
  p[2] = n[2]!;
}

/**
 * `true` when `w` goes into none of the planes except `skip1`, `skip2`, and not against
 * the requested displacement: a clip of what remains after an earlier clip can turn
 * back (in a V, along the second slope up, frame after frame), which would creep.
 */
function clearOfPlanes(
  ar: MoveArithmetic,
  w: Float64Array,
  dim: 2 | 3,
  skip1: number,
  skip2: number,
): boolean {
  if (ar.against(w, wish, dim)) return false;
  const slack = ar.slack(w, dim);
  for (let j = 0; j < planeCount; j++) {
    if (j === skip1 || j === skip2) continue;
    if (ar.dot(w, planes[j]!, dim) < -slack) return false;
  }
  return true;
}

/**
 * The slide (Quake's and Box2D's clip over every plane touched in this move): the
 * remaining displacement without its part into one plane, if that goes into none of
 * the others; in 3D else along the crease of two planes, if that goes into none of the
 * others; never against the requested displacement; else nothing is left (`false`: a
 * corner with no common direction).
 */
function slide(ar: MoveArithmetic, dim: 2 | 3): boolean {
  for (let i = planeCount - 1; i >= 0; i--) {
    for (let a = 0; a < 3; a++) trial[a] = rem[a]!;
    ar.removeInto(trial, planes[i]!, 0, dim);
    if (clearOfPlanes(ar, trial, dim, i, -1)) {
      for (let a = 0; a < 3; a++) rem[a] = trial[a]!;
      return !isZero(rem, dim);
    }
  }
  if (dim === 3) {
    for (let i = planeCount - 1; i >= 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        if (!ar.alongCrease(rem, planes[i]!, planes[j]!, crease)) continue;
        if (clearOfPlanes(ar, crease, dim, i, j)) {
          for (let a = 0; a < 3; a++) rem[a] = crease[a]!;
          return !isZero(rem, dim);
        }
      }
    }
  }
  for (let a = 0; a < 3; a++) rem[a] = 0;
  return false;
}

function finish<V extends Vec2 | Vec3>(
  out: MoveResult<V>,
  dim: 2 | 3,
  legs: number,
  contacts: number,
): MoveResult<V> {
  trimResult(out, legs, contacts);
  setVec(out.c, pos, dim);
  setVec(out.remaining, rem, dim);
  setVec(out.clipped, clip, dim);
  variantNow = null;
  dataNow = null;
  return out;
}
