/**
 * The movers (`moveCircle`, `moveSphere`; contract §8), judged leg by leg by the
 * oracle's `judgeMoveExact` on the exact values of the variant's answer:
 * - 1, 2: no leg ends inside a wall the filter admits, none comes closer than `r` along
 *   the way (with `r = 0`: none passes through a wall) — on a tile map a one-way top only
 *   for a leg moving down from on or above its line (§10); a body that starts inside a
 *   wall (never a one-way top) is pushed out first (leg 0 and its contact at `t = 0`) and
 *   is judged from the push-out's end, which must not be inside; a wedged body (no push
 *   frees it) has no leg and is `blocked`;
 * - 6: at most `maxLegs` legs, one more for a push-out;
 * - 4: for `'slide'` and `'stop'`, `c − start` never points against `d` and is never
 *   longer than `d` (or than the variant's own free move `start + d`, whose rounding may
 *   lengthen it) by more than each leg end's rounding; `'stop'` ends on the segment from the start to `start + d`
 *   (within the rounding of a coordinate per leg); with no contact, `c = c0 + d` exactly
 *   as the variant adds; and where the exact path `c0 → c0 + d` touches no admitted wall
 *   (a one-way top by the rule from `c0`) at the cast's radius there is no contact
 *   (banded variants: unless some wall is within the band of touching);
 * - 7: sliding along a run — a floor, wall or ceiling in a plane `x_k = h` along an axis
 *   (collinear segments, coplanar triangles, a tile map's merged run) that the body
 *   touches as the variant's cast touches, its foot's path covered by the run, every
 *   other wall near the path beyond the plane — keeps the height bit for bit, reports
 *   only contacts with the run's normal and is not blocked, frame after frame;
 * - 5: a slide that ends `blocked` (pressed into a wall or corner), moved again and
 *   again from its `c` by the same `d`, comes to rest on the same bits (once it has
 *   arrived: a cusp takes tens of frames, see {@link ARRIVAL_FRAMES}) and never comes
 *   back to a position it left;
 * - the answer's shape: `legs[last] = c`, contacts' legs ascending and within the legs,
 *   their walls admitted, their `t` in `[0, 1]`; and the same call on a level built
 *   again gives the same bits.
 */
import {
  add,
  cmp,
  cross,
  div,
  dot,
  judgeMoveExact,
  type LevelExact,
  max,
  min,
  mul,
  neg,
  ONE,
  pointWallDistanceSquaredExact,
  type Rat,
  type RVec,
  ratToNumber,
  sign,
  sub,
  vsub,
  type WallCase,
  wallConsidered,
  wallContact,
  wallGMin,
  wallScale,
  ZERO,
} from '@swept/oracle';
import { numbersOf, reachable } from '../cases/units.ts';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type { CaseResult, MoveArgs, MoveOptionArgs, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { admitsBody, buildLevel, exactLevel } from './cast.ts';

/** Where the box checks read it (`box-level.ts`). */
export { exactLevel };

import { allFinite, declaredBand, endOf, fmt, identical, relative, slackOf } from './util.ts';
import { exactCase, radius } from './wall-case.ts';

/** One contact of a move, as the variant answers it. */
export interface MoveContactAnswer {
  leg: number;
  t: number;
  wall: number;
  point: Vec;
  normal: Vec;
}

/** A mover's answer (contract §8). */
export interface MoveAnswer {
  c: Vec;
  legs: Vec[];
  contacts: MoveContactAnswer[];
  remaining: Vec;
  clipped: Vec;
  onFloor: boolean;
  onWall: boolean;
  onCeiling: boolean;
  blocked: boolean;
}

/** The variant's mover for the case's dimension, called on `level` for the body at `c` moved by `d`. */
export function callMove(
  variant: Variant,
  level: unknown,
  a: MoveArgs,
  c: Vec = a.c,
  d: Vec = a.d,
  r: number = a.r,
): MoveAnswer {
  const levels = variant.levels!;
  const move = a.dim === 2 ? levels.moveCircle! : levels.moveSphere!;
  return a.options === null ? move(level, c, r, d) : move(level, c, r, d, a.options);
}

/** The mover's own filter bits (the rest of its options is not the oracle's business). */
export function moveFilter(o: MoveOptionArgs | null): { category?: number; mask?: number } {
  return {
    ...(o?.category === undefined ? {} : { category: o.category }),
    ...(o?.mask === undefined ? {} : { mask: o.mask }),
  };
}

export const isAnswer = (x: unknown): x is MoveAnswer =>
  typeof x === 'object' &&
  x !== null &&
  Array.isArray((x as MoveAnswer).legs) &&
  Array.isArray((x as MoveAnswer).contacts) &&
  typeof (x as MoveAnswer).c === 'object' &&
  typeof (x as MoveAnswer).blocked === 'boolean';

const isZeroVec = (v: Vec) => Object.values(v).every((x) => x === 0);

export function checkMove(variant: Variant, a: MoveArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const level = buildLevel(variant, a);
  const got: unknown = callMove(variant, level, a);
  if (!isAnswer(got)) return { violations: [`returned ${fmt(got)}, not a move's answer`] };
  const say = (m: string) => out.violations.push(m);
  if (!allFinite(got)) say(`non-finite number in ${fmt(got)}`);
  const again = callMove(variant, buildLevel(variant, a), a);
  if (!identical(got, again)) say(`the same call again answered ${fmt(again)}, first ${fmt(got)}`);

  const units = variant.units;
  const response = a.options?.response ?? 'slide';
  const filter = moveFilter(a.options);
  const exact = exactLevel(variant, a);
  const admitted = (k: number) => wallConsidered(exact, k, filter);
  const r = exactNumber(units, a.r);
  const c0 = exactVec(units, a.c);
  const { legs, contacts } = got;
  judgeShape(variant, got, a.c, a.walls.length, admitted, say);

  // The oracle reads only the walls that can come within r of the motion, on integers.
  const ends = legs.map((p) => exactVec(units, p));
  const frame = onIntegers(nearMotion(exact, [c0, ...ends], r), c0, ends, r);
  const rr = mul(frame.r, frame.r);

  // The push-out: a start the exact distance finds inside leaves first (leg 0, t = 0); a
  // one-way top is never a push-out's wall (§10).
  const startsInside =
    sign(r) > 0 &&
    frame.level.walls.some(
      (w, k) =>
        wallConsidered(frame.level, k, filter) &&
        frame.level.oneWay?.[k] !== true &&
        cmp(pointWallDistanceSquaredExact(frame.c0, w), rr) < 0,
    );
  const pushed = judgePushOut(got, startsInside, a.options, say);

  // 1, 2: judged from the push-out's end, its own end first (a leg of length 0 there).
  const verdict = judgeLegs(frame, pushed ? frame.ends[0]! : frame.c0, filter);
  out.judged = true;
  if (verdict.inside >= 0) {
    const what = pushed && verdict.inside === 0 ? 'the push-out' : `leg ${verdict.inside}`;
    say(`${what} ends inside a wall (exact distance < r = ${a.r}) at ${fmt(legs[verdict.inside])}`);
  } else if (verdict.through >= 0) {
    const how =
      sign(r) === 0
        ? 'passes through a wall'
        : `comes closer than r to a wall (least distance² / r² ≈ ${ratToNumber(div(verdict.least!, rr))})`;
    say(`leg ${verdict.through} (to ${fmt(legs[verdict.through])}) ${how}`);
  }

  judgeWithinD(variant, got, a.c, a.d, pushed, response, say);
  if (contacts.length > 0 && !startsInside) nothingInTheWay(variant, a, exact, filter, out);

  // 7: a slide on a flat floor keeps its height.
  const seam =
    response === 'slide'
      ? seamViolation(variant, a, exact, admitted, got, (at) => callMove(variant, level, at))
      : null;
  if (seam !== null) say(seam);

  // 5: pressed again and again from where it was blocked, by the same d: it arrives.
  if (response === 'slide' && got.blocked && legs.length > 0) {
    const jitter = pressedAgain(
      (at) => callMove(variant, level, a, at),
      (at) => reachable(variant.units, at, a.r, a.d),
      got.c,
    );
    if (jitter !== null) say(`blocked at ${fmt(got.c)}; pressed again by the same d ${jitter}`);
  }
  return out;
}

/**
 * The answer's shape: `legs[last] = c` (the start without legs), contacts' legs
 * ascending and within the legs, their walls admitted among `count`, their `t` in `[0, 1]`.
 */
export function judgeShape(
  variant: Variant,
  got: MoveAnswer,
  c0: Vec,
  count: number,
  admitted: (k: number) => boolean,
  say: (m: string) => void,
): void {
  const one = variant.units === 'raw' ? 65536 : 1;
  const { legs, contacts } = got;
  if (!identical(got.c, legs.at(-1) ?? c0)) {
    say(`c = ${fmt(got.c)}, but the last leg ends at ${fmt(legs.at(-1) ?? c0)}`);
  }
  contacts.forEach((k, i) => {
    const previous = i === 0 ? 0 : contacts[i - 1]!.leg;
    if (!(Number.isInteger(k.leg) && k.leg >= previous && k.leg < Math.max(1, legs.length))) {
      say(`contact ${i} is on leg ${k.leg}: not in order within the ${legs.length} legs`);
    }
    if (!(Number.isInteger(k.wall) && k.wall >= 0 && k.wall < count && admitted(k.wall))) {
      say(`contact ${i} names wall ${k.wall}, not an admitted wall of the ${count}`);
    }
    if (!(k.t >= 0 && k.t <= one)) say(`contact ${i} has t = ${k.t}, outside [0, ${one}]`);
  });
}

/**
 * 1 (a start inside) and 6: a body the exact test finds inside at its start is pushed out
 * first (its first contact on leg 0 at `t = 0`) or, with no leg, `blocked`; at most
 * `maxLegs` legs, one more for a push-out. Whether there was a push-out (leg 0).
 */
export function judgePushOut(
  got: MoveAnswer,
  startsInside: boolean,
  options: MoveOptionArgs | null,
  say: (m: string) => void,
): boolean {
  const { legs, contacts } = got;
  const maxLegs = options?.maxLegs ?? 4;
  const pushed = startsInside && legs.length > 0;
  if (startsInside) {
    const first = contacts[0];
    if (first === undefined || first.leg !== 0 || first.t !== 0) {
      say(
        `starts inside a wall, but its first contact ${fmt(first)} is not a push-out's (leg 0, t 0)`,
      );
    }
    if (legs.length === 0 && !got.blocked)
      say('starts inside a wall, moved no leg, yet not blocked');
  }
  if (legs.length > maxLegs + (pushed ? 1 : 0)) {
    say(`${legs.length} legs, more than maxLegs = ${maxLegs}${pushed ? ' and a push-out' : ''}`);
  }
  return pushed;
}

/**
 * 4: the motion after the push-out (from `legs[0]` when `pushed`, else from `c0`) against
 * the requested displacement `d`: for `'slide'` and `'stop'` never against `d` nor longer
 * than it (up to each leg end's rounding), `'stop'` on the segment to `start + d` (up to
 * each leg end's rounding and `snap`: how far a box under a band policy is snapped from
 * where its band touched to the exact touching coordinate); with no contact, `c = c0 + d`
 * exactly as the variant adds.
 */
export function judgeWithinD(
  variant: Variant,
  got: MoveAnswer,
  c0: Vec,
  d: Vec,
  pushed: boolean,
  response: string,
  say: (m: string) => void,
  snap: Rat = ZERO,
): void {
  const units = variant.units;
  const { legs } = got;
  const from = pushed ? legs[0]! : c0;
  const start = exactVec(units, from);
  const free = endOf(from, d);
  const dd = exactVec(units, d);
  const moved = vsub(exactVec(units, got.c), start);
  if (response !== 'bounce') {
    if (sign(dot(moved, dd)) < 0)
      say(`c − start points against d: ${fmt(got.c)} from ${fmt(from)}`);
    // Never longer, up to each leg end's rounding (contract §8, guarantee 4): the legs'
    // ends round, so their sum may exceed the exact slide by that much per leg. With
    // `m ≤ |longest|₁` bounding the length allowed, |moved| ≤ m + e is implied by
    // |moved|² ≤ m² + 2·|longest|₁·e + e².
    const freeMove = vsub(exactVec(units, free), start);
    const longest = cmp(dot(dd, dd), dot(freeMove, freeMove)) >= 0 ? dd : freeMove;
    const e = mul(
      slackOf(variant, [...legs.flatMap((p) => Object.values(p)), ...Object.values(d)]),
      { n: BigInt(Math.max(1, legs.length)), d: 1n },
    );
    const l1 = longest.reduce((sum, x) => add(sum, sign(x) < 0 ? neg(x) : x), ZERO);
    const allowed = add(add(dot(longest, longest), mul(mul({ n: 2n, d: 1n }, l1), e)), mul(e, e));
    if (cmp(dot(moved, moved), allowed) > 0) {
      say(`c − start is longer than d: ${fmt(got.c)} from ${fmt(from)}`);
    }
  }
  if (response === 'stop') {
    const e = exactVec(units, free);
    const segment = start.length === 2 ? [start, e] : [start, e, e];
    const off = pointWallDistanceSquaredExact(exactVec(units, got.c), segment);
    const slack = add(
      mul(
        slackOf(variant, [...Object.values(got.c), ...Object.values(free), ...Object.values(from)]),
        { n: BigInt(Math.max(1, legs.length)), d: 1n },
      ),
      snap,
    );
    if (cmp(off, mul(slack, slack)) > 0) {
      say(
        `'stop' ends ${Math.sqrt(ratToNumber(off))} off the segment from ${fmt(from)} to ${fmt(free)}`,
      );
    }
  }
  if (got.contacts.length === 0) {
    const want = isZeroVec(d) ? c0 : endOf(c0, d);
    if (!identical(got.c, want))
      say(`no contact, but c = ${fmt(got.c)} is not c0 + d = ${fmt(want)}`);
  }
}

/**
 * Frames a pressed body may take to arrive. A slide into a cusp — two round ends exactly
 * `2r` apart, the mouth of a corridor exactly `2r` wide pressed at a slant — closes in
 * by a constant factor a frame and arrives where the variant's resolution stops it
 * (measured: 21 frames in the core, 18 in fixed); an acute V within the rounding of its
 * floor, 6. Contract §8, guarantee 5.
 */
const ARRIVAL_FRAMES = 64;

/**
 * 5, no jitter, no creep: a body pressed by the same `d` frame after frame, from `c`,
 * must come to rest — some frame leaves it on the same bits (and then every later one
 * does: a move depends only on its start) — within {@link ARRIVAL_FRAMES}, and never
 * come back to a position it left (jitter). A frame that is no longer `blocked` ends
 * the judgement: the body was pressed head-on into a round or a point (an unstable
 * rest, which the rounding of where it stopped resolves) and slides off. `null` when
 * it arrives or slides off, else where it went.
 */
export function pressedAgain(
  move: (at: Vec) => MoveAnswer,
  reach: (at: Vec) => boolean,
  c: Vec,
): string | null {
  const path: Vec[] = [c];
  for (let frame = 0; frame < ARRIVAL_FRAMES; frame++) {
    const at = path.at(-1)!;
    if (!reach(at)) return null;
    const next = move(at);
    if (identical(next.c, at)) return null;
    if (path.some((p) => identical(p, next.c))) {
      return `jitters: it comes back to ${fmt(next.c)} after ${path
        .slice(1)
        .map((p) => fmt(p))
        .join(', ')}`;
    }
    if (!next.blocked) return null;
    path.push(next.c);
  }
  return `it never rests in ${ARRIVAL_FRAMES} frames: ${path
    .slice(1, 5)
    .map((p) => fmt(p))
    .join(', ')}, …, ${fmt(path.at(-1)!)}`;
}

/**
 * A move with contacts whose straight path `c0 → c0 + d` (as the variant adds) touches
 * no wall that exists for it (the filter; a one-way top only when the path goes down from
 * on or above its line, on the body's own radius) exactly at the radius the variant's
 * cast answers for (`r`, or a band policy's outer radius): a contact came from nowhere,
 * unless (banded variants) some wall is within the band of touching.
 */
function nothingInTheWay(
  variant: Variant,
  a: MoveArgs,
  level: LevelExact,
  filter: { category?: number; mask?: number },
  out: CaseResult,
): void {
  const c1 = endOf(a.c, a.d);
  const c0 = exactVec(variant.units, a.c);
  const moved = vsub(exactVec(variant.units, c1), c0);
  const admitted = admitsBody(level, filter, c0, exactNumber(variant.units, a.r), moved);
  const cases: WallCase[] = [];
  for (let k = 0; k < a.walls.length; k++) {
    if (!admitted(k)) continue;
    const wall = a.walls[k]!;
    const wc = exactCase(variant, { c0: a.c, c1, r: a.r, wall, closed: false }, wall, 'touch');
    if (wallContact(wc) !== null) return;
    cases.push(wc);
  }
  const what = `${a.dim === 2 ? 'moveCircle' : 'moveSphere'} reported contacts, but the path c0 → c0 + d touches no wall exactly`;
  const band = declaredBand(variant, 'wall');
  if (band === null) {
    out.violations.push(what);
    return;
  }
  const m = Math.min(...cases.map((c) => relative(wallGMin(c), wallScale(c))));
  out.margin = Math.max(out.margin ?? 0, m);
  if (m > band) out.violations.push(`${what}, the nearest within |g|/scale = ${m} > band ${band}`);
}

/** A move's exact values and the walls near it, all multiplied by one power of two. */
interface Frame {
  level: LevelExact;
  c0: RVec;
  ends: RVec[];
  r: Rat;
}

/**
 * The frame multiplied by the common denominator of its values (all dyadic: doubles, or
 * raw / 65536): a similarity, so every distance compares with `r` as before, but on
 * integers the oracle's rationals need not reduce fractions of powers of two (left as it
 * is if some value is not dyadic).
 */
function onIntegers(level: LevelExact, c0: RVec, ends: RVec[], r: Rat): Frame {
  const values = [r, ...c0, ...ends.flat(), ...level.walls.flat(2)];
  let d = 1n;
  for (const x of values) if (x.d > d) d = x.d;
  if (values.some((x) => d % x.d !== 0n)) return { level, c0, ends, r };
  const whole = (x: Rat): Rat => ({ n: x.n * (d / x.d), d: 1n });
  const vec = (v: RVec) => v.map(whole);
  return {
    level: { ...level, walls: level.walls.map((w) => w.map(vec)) },
    c0: vec(c0),
    ends: ends.map(vec),
    r: whole(r),
  };
}

/**
 * `judgeMoveExact` leg by leg from `start`, each leg against the walls near it only:
 * the first leg ending inside, or else the first coming closer than `r`.
 */
function judgeLegs(
  frame: Frame,
  start: RVec,
  filter: { category?: number; mask?: number },
): { inside: number; through: number; least: Rat | null } {
  const { level, ends, r } = frame;
  for (let i = 0; i < ends.length; i++) {
    const from = i === 0 ? start : ends[i - 1]!;
    const near = nearMotion(level, [from, ends[i]!], r);
    const v = judgeMoveExact(near, r, from, [ends[i]!], filter);
    if (v.inside >= 0 || v.through >= 0) {
      return { inside: v.inside < 0 ? -1 : i, through: v.through < 0 ? -1 : i, least: v.least };
    }
  }
  return { inside: -1, through: -1, least: null };
}

/**
 * The level's walls (with their filter bits and one-way flags) whose box comes within `r` of the box of
 * `points` on every axis, exactly: any other wall is farther than `r` from every point
 * and leg among them, so the judge need not read it.
 */
function nearMotion(level: LevelExact, points: RVec[], r: Rat): LevelExact {
  const axes = points[0]!.map((_, k) => k);
  const lo = axes.map((k) => sub(points.map((p) => p[k]!).reduce(min), r));
  const hi = axes.map((k) => add(points.map((p) => p[k]!).reduce(max), r));
  const keep = level.walls.flatMap((w, i) =>
    axes.every(
      (k) => w.some((p) => cmp(p[k]!, hi[k]!) <= 0) && w.some((p) => cmp(p[k]!, lo[k]!) >= 0),
    )
      ? [i]
      : [],
  );
  const pick = <T>(xs: ArrayLike<T> | undefined) =>
    xs === undefined ? undefined : keep.map((i) => xs[i]!);
  return {
    walls: pick(level.walls)!,
    category: pick(level.category),
    mask: pick(level.mask),
    oneWay: pick(level.oneWay),
  };
}

/** A floor (or wall, or ceiling) the body slides along: the plane `x_axis = h` it touches, its side. */
interface Run {
  axis: number;
  side: number;
}

/**
 * The run a case slides along, if any: a plane `x_k = h` (a line in 2D) that the body
 * touches exactly (`c0_k = h + side·r`; not under a band policy), walls on it (a one-way top only as a floor) covering the foot's path
 * `c0 → c0 + d` (without axis `k`), every other admitted wall near the path (within `r`
 * of its box) on the plane or beyond it, the motion along it (some of `d` across `k`)
 * and not away from it. `null` when the case is no such slide.
 */
function seamRun(
  variant: Variant,
  a: MoveArgs,
  exact: LevelExact,
  admitted: (k: number) => boolean,
): Run | null {
  // A band policy's mover puts a body touching within its band onto the exact touch and
  // meets walls within the band across the run (§8, §10): the bit-for-bit height along a
  // run is promised by the exact variants and the core, not under a band.
  if (a.r === 0 || variant.semantics.kind === 'policy') return null;
  const r = radius(variant, a.r, 'touch');
  const c0 = exactVec(variant.units, a.c);
  const d = exactVec(variant.units, a.d);
  const end = exactVec(variant.units, endOf(a.c, a.d));
  const kept = exact.walls.flatMap((_, k) => (admitted(k) ? [k] : []));
  const near = nearMotion(
    {
      walls: kept.map((k) => exact.walls[k]!),
      oneWay: kept.map((k) => exact.oneWay?.[k] === true),
    },
    [c0, end],
    r,
  );
  for (let axis = 0; axis < c0.length; axis++) {
    for (const side of [1, -1]) {
      const h = side > 0 ? sub(c0[axis]!, r) : add(c0[axis]!, r);
      if (sign(d[axis]!) === side) continue;
      const drop = (v: readonly Rat[]) => v.filter((_, k) => k !== axis);
      if (drop(d).every((x) => sign(x) === 0)) continue;
      const onPlane = (w: readonly RVec[]) => w.every((p) => cmp(p[axis]!, h) === 0);
      const run = near.walls.filter(
        (w, i) => onPlane(w) && (near.oneWay?.[i] !== true || (axis === 1 && side > 0)),
      );
      const beyond = (w: readonly RVec[]) => w.every((p) => sign(sub(p[axis]!, h)) !== side);
      if (run.length === 0 || !near.walls.every(beyond)) continue;
      if (
        covered(
          drop(c0),
          drop(end),
          run.map((w) => w.map(drop)),
        )
      )
        return { axis, side };
    }
  }
  return null;
}

/** Frames a body sliding along a run is moved on by the same `d`, from where the last ended. */
const SEAM_FRAMES = 4;

/**
 * 7, seam-free: a slide along a run ({@link seamRun}) keeps `c_k` bit for bit at every
 * leg, reports only contacts whose normal is the run's (the unit axis `side` on `k`:
 * never a hidden face, a seam's end or a tile's corner), and is not blocked — frame after
 * frame, moved on by the same `d` from where it ended while it still slides along a run.
 * `null` when it does, or when the case is no such slide.
 */
function seamViolation(
  variant: Variant,
  a: MoveArgs,
  exact: LevelExact,
  admitted: (k: number) => boolean,
  got: MoveAnswer,
  move: (at: MoveArgs) => MoveAnswer,
): string | null {
  const one = variant.units === 'raw' ? 65536 : 1;
  let at = a;
  let moved = got;
  for (let frame = 0; frame < SEAM_FRAMES; frame++) {
    const run = seamRun(variant, at, exact, admitted);
    if (run === null) return null;
    const { axis, side } = run;
    const what = `sliding along a run (axis ${axis}) from ${fmt(at.c)}${frame > 0 ? ` (frame ${frame + 1})` : ''}`;
    const height = numbersOf(at.c)[axis];
    const off = moved.legs.findIndex((p) => !Object.is(numbersOf(p)[axis], height));
    if (off >= 0) return `${what}, leg ${off} ends at ${fmt(moved.legs[off])}`;
    const wrong = moved.contacts.find((k) =>
      numbersOf(k.normal).some((x, i) => x !== (i === axis ? side * one : 0)),
    );
    if (wrong !== undefined) {
      return `${what}, a contact with normal ${fmt(wrong.normal)} (wall ${wrong.wall})`;
    }
    if (moved.blocked) return `${what}, blocked at ${fmt(moved.c)}`;
    at = { ...at, c: moved.c };
    if (!reachable(variant.units, at.c, at.r, at.d)) return null;
    moved = move(at);
  }
  return null;
}

/**
 * Whether the walls (intervals on a line, or triangles in a plane; exact) cover the
 * segment `p → q`: the parts `s ∈ [0, 1]` of `p + s·(q − p)` inside each wall, joined.
 */
function covered(p: RVec, q: RVec, walls: RVec[][]): boolean {
  const u = vsub(q, p);
  const parts = walls.flatMap((w) => {
    // Each side of the wall as `α + β·s ≥ 0`.
    const sides: [Rat, Rat][] = [];
    if (p.length === 1) {
      const [lo, hi] = cmp(w[0]![0]!, w[1]![0]!) <= 0 ? [w[0]!, w[1]!] : [w[1]!, w[0]!];
      sides.push([sub(p[0]!, lo[0]!), u[0]!], [sub(hi[0]!, p[0]!), neg(u[0]!)]);
    } else {
      const orientation = sign(cross(vsub(w[1]!, w[0]!), vsub(w[2]!, w[0]!)));
      if (orientation === 0) return [];
      w.forEach((a, i) => {
        const edge = vsub(w[(i + 1) % 3]!, a);
        const s = orientation > 0 ? (x: Rat) => x : neg;
        sides.push([s(cross(edge, vsub(p, a))), s(cross(edge, u))]);
      });
    }
    let lo: Rat = ZERO;
    let hi: Rat = ONE;
    for (const [alpha, beta] of sides) {
      if (sign(beta) === 0) {
        if (sign(alpha) < 0) return [];
        continue;
      }
      const at = div(neg(alpha), beta);
      if (sign(beta) > 0) lo = max(lo, at);
      else hi = min(hi, at);
    }
    return cmp(lo, hi) <= 0 ? [[lo, hi] as const] : [];
  });
  parts.sort((x, y) => cmp(x[0], y[0]));
  let reach: Rat = ZERO;
  for (const [lo, hi] of parts) {
    if (cmp(lo, reach) > 0) return false;
    reach = max(reach, hi);
  }
  return cmp(reach, ONE) >= 0;
}
