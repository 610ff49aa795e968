/**
 * level/: the course of a box's move (`docs/contract.md` §10), shared by every variant —
 * a box with half extents `hb` moves from `b` by `d` through a level of axis-aligned
 * walls in legs. Every normal is an axis, so a slide zeroes one component of what
 * remains, exactly: at most two blocking contacts end the motion. Each leg is a box
 * cast keeping only the contacts the remaining motion would pass into (decided exactly:
 * `walls/box-leg-clearance.ts`); its end on the contact's axis is snapped to the
 * touching coordinate (so a box pressed onto a floor or into a corner lands on the same
 * bits every frame); and the whole leg is certified by the exact clearance, stepping
 * back towards its start where the variant's rounding left the end a hair inside. A
 * variant brings its box cast and its arithmetic (`MoveArithmetic`, as for circles).
 */
import { signOfSum } from '../exact/signs.ts';
import type { Vec2, WallContact } from '../types.ts';
import { boxLeg, boxLegClear, boxLegClearOneWay } from '../walls/box-leg-clearance.ts';
import {
  admits,
  axisAlignedLevel,
  type BoxCastVariant,
  castBoxes,
  castFilter,
  findWalls,
  setOneWayBody,
} from './cast.ts';
import type { Level2, LevelData } from './level.ts';
import { checkReach, type MoveArithmetic } from './move.ts';
import {
  createMoveSettings,
  type MoveOptions2,
  type MoveResult2,
  type MoveSettings,
  moveSettings,
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

/** What a variant brings to a box's move. */
export interface BoxMoveVariant {
  readonly cast: BoxCastVariant;
  readonly arithmetic: MoveArithmetic;
}

const settings: MoveSettings = createMoveSettings();

const pos = new Float64Array(3);
const rem = new Float64Array(3);
const clip = new Float64Array(3);
const end = new Float64Array(3);
const normal = new Float64Array(3);
const half: Vec2 = { x: 0, y: 0 };
const from: Vec2 = { x: 0, y: 0 };
const to: Vec2 = { x: 0, y: 0 };

// The move under way, read by the cast's filter of blocking contacts.
let dataNow: LevelData | null = null;

/** A contact blocks when the motion goes into it and the remaining motion would overlap its wall. */
function blocking(hit: WallContact<Vec2>, wall: number): boolean {
  if (hit.status === 'separating') return false;
  const into = hit.normal.x !== 0 ? rem[0]! * hit.normal.x : rem[1]! * hit.normal.y;
  if (!(into < 0)) return false;
  return !clearOf(dataNow!, wall, pos[0]!, pos[1]!, to.x, to.y);
}

/**
 * `true` when the box moving `(px, py) → (qx, qy)` never overlaps wall `k` (exactly); a
 * one-way wall only by landing on it (`boxLegClearOneWay`: its end met from the side is
 * never met).
 */
function clearOf(
  data: LevelData,
  k: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
): boolean {
  boxLeg[0] = px;
  boxLeg[1] = py;
  boxLeg[2] = qx;
  boxLeg[3] = qy;
  boxLeg[4] = half.x;
  boxLeg[5] = half.y;
  for (let i = 0; i < 4; i++) boxLeg[6 + i] = data.corners[4 * k + i]!;
  return data.oneWay !== null && data.oneWay[k] !== 0 ? boxLegClearOneWay() : boxLegClear();
}

/**
 * The smallest wall the filter and the one-way rule admit that the box moving `p → q`
 * overlaps somewhere, or `-1` (at rest when `q = p`: one-way walls never count then, as
 * the rule wants a body moving down).
 */
function firstOverlapped(
  v: BoxMoveVariant,
  data: LevelData,
  px: number,
  py: number,
  qx: number,
  qy: number,
): number {
  const n = findWalls(data, [px, py], [qx, qy], 0, v.cast.margin, half);
  setOneWayBody(py, qy, half.y);
  let worst = -1;
  for (let i = 0; i < n; i++) {
    const k = found.walls[i]!;
    if ((worst >= 0 && k > worst) || !admits(data, k)) continue;
    if (!clearOf(data, k, px, py, qx, qy)) worst = k;
  }
  return worst;
}

/**
 * Moves a box (checked here) through `level` and writes the answer into `out`
 * (`docs/contract.md` §10): the push-out, then up to `maxLegs` legs.
 */
export function moveBoxWith(
  v: BoxMoveVariant,
  level: Level2,
  b: Vec2,
  hb: Vec2,
  d: Vec2,
  options: MoveOptions2 | undefined,
  out: MoveResult2,
): MoveResult2 {
  const data = axisAlignedLevel(level, v.cast.values);
  v.cast.checkBox(b, hb, d);
  // Overlap is strict, so a box with no extent across a wall could never overlap it: it
  // would pass through. A moving box has area (a point moves with `moveCircle`, r = 0).
  for (const axis of ['x', 'y'] as const) {
    if (!(hb[axis] > 0)) {
      throw new RangeError(
        `hb.${axis} must be > 0 for a moving box (got 0: with no extent across a wall it would pass through it)`,
      );
    }
  }
  const ar = v.arithmetic;
  checkReach(ar, 2, b, Math.max(hb.x, hb.y), d);
  castFilter(options);
  moveSettings(options, 2, ar.units, settings);
  if (typeof out !== 'object' || out === null || !Array.isArray(out.legs)) {
    throw new RangeError('out must be a result made by createMoveResult2');
  }
  dataNow = data;
  usePool(out);
  half.x = hb.x;
  half.y = hb.y;
  pos[0] = b.x;
  pos[1] = b.y;
  rem[0] = d.x;
  rem[1] = d.y;
  clip[0] = d.x;
  clip[1] = d.y;
  let legs = 0;
  let contacts = 0;
  out.onFloor = false;
  out.onWall = false;
  out.onCeiling = false;
  out.blocked = false;

  if (firstOverlapped(v, data, pos[0]!, pos[1]!, pos[0]!, pos[1]!) >= 0) {
    contacts++;
    if (!pushOut(v, data, out)) {
      out.blocked = true;
      return finish(out, legs, contacts);
    }
    setVec(legAt(out, legs++, 2), pos, 2);
  }
  const one = ar.units.one;
  for (let k = 0; k < settings.maxLegs && (rem[0] !== 0 || rem[1] !== 0); k++) {
    to.x = ar.along(pos[0]!, rem[0]!, one);
    to.y = ar.along(pos[1]!, rem[1]!, one);
    from.x = pos[0]!;
    from.y = pos[1]!;
    const cast = castBoxes(data, from, to, half, v.cast.margin, v.cast.box, blocking);
    if (cast !== null) standOnEnd(v, data, cast, one);
    const t = cast === null ? one : cast.t;
    legEnd(v, data, t, cast);
    // A leg the cast left unblocked but the exact certification refused all the way back
    // to its start (a band policy's cast sees a touch within its band as separating where
    // the exact box meets a step an ulp high): the refusing wall blocks it, at t = 0.
    const hit =
      cast === null && end[0] === pos[0] && end[1] === pos[1]
        ? refusal(data, firstOverlapped(v, data, pos[0]!, pos[1]!, to.x, to.y), one)
        : cast;
    if (hit === null && end[0] === to.x && end[1] === to.y) {
      rem[0] = 0;
      rem[1] = 0;
    } else {
      for (let a = 0; a < 2; a++) rem[a] = ar.minus(rem[a]!, ar.minus(end[a]!, pos[a]!));
    }
    pos[0] = end[0]!;
    pos[1] = end[1]!;
    setVec(legAt(out, legs, 2), pos, 2);
    legs++;
    if (hit === null) continue;
    const contact = contactAt(out, contacts++, 2);
    contact.leg = legs - 1;
    contact.t = hit.t;
    contact.wall = hit.wall;
    setFrom(contact.point, hit.point, 2);
    setFrom(contact.normal, hit.normal, 2);
    normal[0] = hit.normal.x;
    normal[1] = hit.normal.y;
    classifyContact(out, normal, 2, settings, one);
    const bounce = settings.response === 'bounce';
    ar.removeInto(clip, normal, bounce ? settings.restitution : 0, 2);
    if (settings.response === 'stop') {
      out.blocked = true;
      break;
    }
    ar.removeInto(rem, normal, bounce ? settings.restitution : 0, 2);
    if (!bounce && rem[0] === 0 && rem[1] === 0) out.blocked = true;
  }
  return finish(out, legs, contacts);
}

/**
 * A horizontal wall's end met at the start of a leg corner to corner — the box's bottom
 * (top) exactly on the wall's line, its side on the wall's end — is ambiguous: box–box's
 * tie takes x. When the box is held on that side anyway (its motion along y alone
 * overlaps another wall: it stands on a floor at the line's height, or presses into a
 * ceiling), the end is floor (ceiling) to it: the contact takes the wall's own axis, so
 * a box walking from a one-way run onto a solid run at the same height does not stop at
 * the solid run's end every frame (§10, the decision). Unheld (over a pit exactly its
 * width) x stays, and the box falls. Decided exactly (a sign of a sum of three inputs).
 */
function standOnEnd(
  v: BoxMoveVariant,
  data: LevelData,
  hit: WallContact<Vec2> & { wall: number },
  one: number,
): void {
  if (hit.t !== 0 || hit.normal.x === 0) return;
  const k = hit.wall;
  const w = data.corners;
  const line = w[4 * k + 1]!;
  if (line !== w[4 * k + 3]! || w[4 * k]! === w[4 * k + 2]!) return;
  const up = signOfSum(pos[1]!, -half.y, -line, 0, 0) === 0;
  if (!up && signOfSum(pos[1]!, half.y, -line, 0, 0) !== 0) return;
  if (up ? !(rem[1]! < 0) : !(rem[1]! > 0)) return;
  if (firstOverlapped(v, data, pos[0]!, pos[1]!, pos[0]!, to.y) < 0) return;
  hit.normal.x = 0;
  hit.normal.y = up ? one : -one;
}

const refused = {
  t: 0,
  wall: -1,
  status: 'impact' as const,
  point: { x: 0, y: 0 },
  normal: { x: 0, y: 0 },
};

/**
 * Wall `k` as the blocking contact of a leg refused at its start, `t = 0`: its normal
 * the unit (`one`) of the axis the box meets it along, facing the box. A wall whose
 * line crosses the box at rest (a step an ulp high, the box's side against its end) is
 * met along the line, at its nearer end; any other across its line, from the side the
 * box is on. The point on the wall at the box. `null` when no wall refused (`k < 0`).
 */
function refusal(data: LevelData, k: number, one: number): typeof refused | null {
  if (k < 0) return null;
  const w = data.corners;
  const across = w[4 * k + 1] === w[4 * k + 3] ? 1 : 0; // a horizontal wall: its line is y
  const line = w[4 * k + across]!;
  const h = across === 1 ? half.y : half.x;
  const crossed = pos[across]! - h < line && line < pos[across]! + h;
  const a = crossed ? 1 - across : across;
  const lo = Math.min(w[4 * k + a]!, w[4 * k + 2 + a]!);
  const hi = Math.max(w[4 * k + a]!, w[4 * k + 2 + a]!);
  const face = crossed ? (pos[a]! < lo ? lo : hi) : line;
  const up = pos[a]! >= face;
  refused.wall = k;
  refused.normal.x = a === 0 ? (up ? one : -one) : 0;
  refused.normal.y = a === 1 ? (up ? one : -one) : 0;
  refused.point.x = a === 0 ? face : pos[0]!;
  refused.point.y = a === 1 ? face : pos[1]!;
  return refused;
}

/**
 * `end` ← the leg's end at `t` (each axis `pos + t·rem` as the variant computes it; on
 * the contact's axis the touching coordinate, {@link snap}), or, when the exact
 * clearance finds that leg overlapping a wall, the end of the smallest step back
 * towards the start it accepts (steps `earlier(t, k)`; the last reaches the start,
 * which is clear; a binary search over `k`).
 */
function legEnd(
  v: BoxMoveVariant,
  data: LevelData,
  t: number,
  hit: (WallContact<Vec2> & { wall: number }) | null,
): void {
  const ar = v.arithmetic;
  end[0] = ar.along(pos[0]!, rem[0]!, t);
  end[1] = ar.along(pos[1]!, rem[1]!, t);
  if (hit !== null) snap(v, data, hit);
  if (firstOverlapped(v, data, pos[0]!, pos[1]!, end[0]!, end[1]!) < 0) return;
  let lo = 0;
  let hi = ar.steps - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const tk = ar.earlier(t, mid);
    const x = ar.along(pos[0]!, rem[0]!, tk);
    const y = ar.along(pos[1]!, rem[1]!, tk);
    if (firstOverlapped(v, data, pos[0]!, pos[1]!, x, y) < 0) hi = mid;
    else lo = mid + 1;
  }
  const tk = ar.earlier(t, hi);
  end[0] = ar.along(pos[0]!, rem[0]!, tk);
  end[1] = ar.along(pos[1]!, rem[1]!, tk);
}

/**
 * `end` on the contact's axis ← the coordinate at which the box touches the wall
 * ({@link touching}), never behind the leg's start (the start is clear and the
 * motion goes into the wall, so only a rounding could put it there).
 */
function snap(v: BoxMoveVariant, data: LevelData, hit: WallContact<Vec2> & { wall: number }): void {
  const a = hit.normal.x !== 0 ? 0 : 1;
  const up = (a === 0 ? hit.normal.x : hit.normal.y) > 0;
  const at = touching(v, data, hit.wall, a, up, end);
  end[a] = up ? Math.min(at, pos[a]!) : Math.max(at, pos[a]!);
}

/**
 * The coordinate on axis `a` at which the box, at `p` on the other axis, touches wall
 * `k` from its `up` (+) or lower side: the first coordinate of the variant (double, raw
 * unit) at or beyond the exact touch `s = face ± h` that the exact test finds clear. The
 * variant's sum `face ± h` is `s` rounded to nearest, so it is that coordinate or the
 * one just before it: one step to the next coordinate outwards (never a wider step,
 * which could skip it) reaches it; the loop's bound only guards the argument. The same
 * wall and extent give the same bits, so a box pressed against a wall frame after frame
 * stays on them from the first frame.
 */
function touching(
  v: BoxMoveVariant,
  data: LevelData,
  k: number,
  a: number,
  up: boolean,
  p: Float64Array,
): number {
  const ar = v.arithmetic;
  const w0 = data.corners[4 * k + a]!;
  const w1 = data.corners[4 * k + 2 + a]!;
  const h = a === 0 ? half.x : half.y;
  let at = up ? Math.max(w0, w1) + h : Math.min(w0, w1) - h;
  const other = p[1 - a]!;
  const n = up ? 1 : -1;
  // A one-way wall holds a box only with its bottom on or above its line: that is its
  // clearance at rest (the next frame's rule reads it), decided exactly.
  const oneWay = data.oneWay !== null && data.oneWay[k] !== 0;
  for (let i = 0; i < 64; i++) {
    const x = a === 0 ? at : other;
    const y = a === 1 ? at : other;
    if (oneWay ? signOfSum(at, -h, -w0, 0, 0) >= 0 : clearOf(data, k, x, y, x, y)) break;
    at = ar.next(at, n);
  }
  return at;
}

/**
 * Pushes the box at `pos` out of the walls it overlaps: along one axis, by the smallest
 * distance that leaves it overlapping no wall — to where it touches one of the walls it
 * overlaps, on one of that wall's four sides ({@link touching}); ties to x, then the
 * smaller wall, then the − side. Records that wall's contact; `false` when no such push
 * frees it (then `pos` stays at the start).
 */
function pushOut(v: BoxMoveVariant, data: LevelData, out: MoveResult2): boolean {
  const one = v.arithmetic.units.one;
  const n = overlapped(v, data);
  let bestShift = Number.POSITIVE_INFINITY;
  let bestAt = 0;
  let bestAxis = -1;
  let bestUp = false;
  let bestWall = -1;
  for (let a = 0; a < 2; a++) {
    for (let i = 0; i < n; i++) {
      const k = inside[i]!;
      for (const up of SIDES) {
        const at = touching(v, data, k, a, up, pos);
        const shift = Math.abs(at - pos[a]!);
        if (!(shift < bestShift)) continue;
        const x = a === 0 ? at : pos[0]!;
        const y = a === 1 ? at : pos[1]!;
        if (firstOverlapped(v, data, x, y, x, y) >= 0) continue;
        bestShift = shift;
        bestAt = at;
        bestAxis = a;
        bestUp = up;
        bestWall = k;
      }
    }
  }
  const k = bestWall >= 0 ? bestWall : inside[0]!;
  const a = bestWall >= 0 ? bestAxis : 0;
  const w = data.corners;
  const contact = contactAt(out, 0, 2);
  contact.leg = 0;
  contact.t = 0;
  contact.wall = k;
  contact.normal.x = a === 0 ? (bestUp ? one : -one) : 0;
  contact.normal.y = a === 1 ? (bestUp ? one : -one) : 0;
  const w0 = w[4 * k + a]!;
  const w1 = w[4 * k + 2 + a]!;
  const face = bestUp ? Math.max(w0, w1) : Math.min(w0, w1);
  contact.point.x = a === 0 ? face : pos[0]!;
  contact.point.y = a === 1 ? face : pos[1]!;
  normal[0] = contact.normal.x;
  normal[1] = contact.normal.y;
  classifyContact(out, normal, 2, settings, one);
  if (bestWall < 0) return false;
  pos[bestAxis] = bestAt;
  return true;
}

const SIDES = [false, true] as const;
let inside = new Int32Array(8);

/** Fills {@link inside} with the walls the box at rest at `pos` overlaps (one-way walls never), in index order; their number. */
function overlapped(v: BoxMoveVariant, data: LevelData): number {
  const n = findWalls(data, [pos[0]!, pos[1]!], [pos[0]!, pos[1]!], 0, v.cast.margin, half);
  setOneWayBody(pos[1]!, pos[1]!, half.y);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const k = found.walls[i]!;
    if (!admits(data, k) || clearOf(data, k, pos[0]!, pos[1]!, pos[0]!, pos[1]!)) continue;
    if (count === inside.length) {
      const grown = new Int32Array(2 * count);
      grown.set(inside);
      inside = grown;
    }
    inside[count++] = k;
  }
  inside.subarray(0, count).sort();
  return count;
}

function finish(out: MoveResult2, legs: number, contacts: number): MoveResult2 {
  trimResult(out, legs, contacts);
  setVec(out.c, pos, 2);
  setVec(out.remaining, rem, 2);
  setVec(out.clipped, clip, 2);
  dataNow = null;
  return out;
}
