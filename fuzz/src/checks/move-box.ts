/**
 * `moveBox` (contract §10), judged leg by leg exactly, as `move.ts` judges the circles:
 * - never inside, never through: along no leg does the box overlap (strictly: touching
 *   allowed) a wall the filter admits — a one-way wall only for a leg moving down from
 *   on or above its line (`boxLegOverlapsWallExact`); a start overlapping a wall is
 *   pushed out first (leg 0, `t = 0`) and judged from the push-out's end, which overlaps
 *   none; a start no push frees has no leg and is `blocked`; at most `maxLegs` legs;
 * - within `d` (`'slide'`, `'stop'`), `'stop'` on the segment to `b + d`, no contact ⇒
 *   `c = b + d` as the variant adds; contacts only where the path `b → b + d` touches an
 *   admitted wall (at the extents the cast answers for; banded: within the box band);
 * - seam-free: a box touching a run (every admitted wall on the far side of the line
 *   of one of the box's faces, a wall on that line under the box) and moving along it
 *   (not away) keeps that coordinate bit for bit at every leg, reports only contacts
 *   whose normal is the run's, and is not blocked;
 * - rest: a slide that ends `blocked` (onto a floor, into a corner), pressed again and
 *   again by the same `d`, comes to rest on the same bits;
 * - the shape, and the same call twice gives the same bits.
 */
import {
  add,
  boxLegMeetsWallExact,
  boxLegOverlapsWallExact,
  cmp,
  type LevelExact,
  max,
  min,
  mul,
  neg,
  type Rat,
  type RVec,
  rat,
  sign,
  sub,
  wallConsidered,
} from '@swept/oracle';
import { reachable } from '../cases/units.ts';
import { exactVec } from '../oracle/exact.ts';
import type { BoxLevelArgs, CaseResult, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { normalAxis } from './box-case.ts';
import {
  bandedContact,
  boxMotion,
  buildBoxLevel,
  castExtents,
  exactBoxLevel,
  wallAdmits,
  wallBoxCase,
} from './box-level.ts';
import {
  isAnswer,
  judgePushOut,
  judgeShape,
  judgeWithinD,
  type MoveAnswer,
  moveFilter,
  pressedAgain,
} from './move.ts';
import { allFinite, endOf, fmt, identical } from './util.ts';

/** The variant's `moveBox` on `level` for the box at `b` moved by `d`. */
function callMoveBox(variant: Variant, level: unknown, a: BoxLevelArgs, b: Vec = a.b): MoveAnswer {
  const move = variant.levels!.moveBox!;
  return a.options === null ? move(level, b, a.hb, a.d) : move(level, b, a.hb, a.d, a.options);
}

export function checkMoveBox(variant: Variant, a: BoxLevelArgs): CaseResult {
  const out: CaseResult = { violations: [], judged: true };
  const level = buildBoxLevel(variant, a);
  const got: unknown = callMoveBox(variant, level, a);
  if (!isAnswer(got)) return { violations: [`returned ${fmt(got)}, not a move's answer`] };
  const say = (m: string) => out.violations.push(m);
  if (!allFinite(got)) say(`non-finite number in ${fmt(got)}`);
  const again = callMoveBox(variant, buildBoxLevel(variant, a), a);
  if (!identical(got, again)) say(`the same call again answered ${fmt(again)}, first ${fmt(got)}`);

  const units = variant.units;
  const response = a.options?.response ?? 'slide';
  const filter = moveFilter(a.options);
  const exact = exactBoxLevel(variant, a);
  const admitted = (k: number) => wallConsidered(exact, k, filter);
  judgeShape(variant, got, a.b, exact.walls.length, admitted, say);

  const hb = exactVec(units, a.hb);
  const b = exactVec(units, a.b);
  const ends = got.legs.map((p) => exactVec(units, p));
  // A one-way wall never holds a box inside it: only the others count at rest.
  const insideAt = (p: RVec) =>
    exact.walls.findIndex(
      (w, k) => admitted(k) && exact.oneWay?.[k] !== true && boxLegOverlapsWallExact(p, p, hb, w),
    );
  const startsInside = insideAt(b) >= 0;
  const pushed = judgePushOut(got, startsInside, a.options, say);
  if (pushed && insideAt(ends[0]!) >= 0) {
    say(`the push-out ends inside wall ${insideAt(ends[0]!)} at ${fmt(got.legs[0])}`);
  }
  const through = throughLeg(exact, admitted, hb, pushed ? ends[0]! : b, ends, pushed ? 1 : 0);
  if (through !== null) {
    say(
      `leg ${through.leg} (to ${fmt(got.legs[through.leg])}) overlaps wall ${through.wall} on its way`,
    );
  }

  // A band policy stops where its band touches and snaps to the exact touching coordinate.
  // With fixed's t floored, the snap moves the box up to |d|·2^-16 off the segment.
  const band = castExtents(variant, a)
    .map((h, i) => sub(h, hb[i]!))
    .reduce(max);
  const tStep = units === 'raw' ? rat(1, 65536) : rat(1, 2 ** 52);
  const reach = exactVec(units, a.d)
    .map((x) => (sign(x) < 0 ? neg(x) : x))
    .reduce(max);
  judgeWithinD(variant, got, a.b, a.d, pushed, response, say, add(band, mul(reach, tStep)));
  if (got.contacts.length > 0 && !startsInside) {
    const m = boxMotion(variant, a);
    const h = castExtents(variant, a);
    const touched = exact.walls.some(
      (w, k) =>
        wallAdmits(exact, k, filter, m) &&
        bandedContact(variant, wallBoxCase(w, m, h)).earliest !== null,
    );
    if (!touched) say('moveBox reported contacts, but the path b → b + d touches no wall exactly');
  }
  if (response === 'slide') {
    const seam = seamViolation(variant, a, exact, admitted, got, band);
    if (seam !== null) say(seam);
  }
  if (
    response === 'slide' &&
    got.legs.length > 0 &&
    Object.values(got.clipped).every((x) => x === 0) &&
    got.contacts.every((c) => faceOn(exact.walls[c.wall]!, c.normal, exactVec(units, got.c), hb))
  ) {
    const moved = atRest(got.c, (at) => callMoveBox(variant, level, a, at));
    if (moved !== null)
      say(`pressed to rest at ${fmt(got.c)}; pressed again by the same d it went to ${fmt(moved)}`);
  }
  if (response === 'slide' && got.blocked && got.legs.length > 0) {
    const jitter = pressedAgain(
      (at) => callMoveBox(variant, level, a, at),
      (at) => reachable(units, at, Math.max(a.hb.x, a.hb.y), a.d),
      got.c,
    );
    if (jitter !== null) say(`blocked at ${fmt(got.c)}; pressed again by the same d ${jitter}`);
  }
  return out;
}

/** Whether the closed intervals cover `[lo, hi]` without a gap. */
function covers(spans: (readonly [Rat, Rat])[], lo: Rat, hi: Rat): boolean {
  let reach = lo;
  for (const [from, to] of [...spans].sort((x, y) => cmp(x[0], y[0]))) {
    if (cmp(from, reach) > 0) break;
    reach = max(reach, to);
  }
  return cmp(reach, hi) >= 0;
}

/** Frames a box pressed to rest is pressed again. */
const REST_FRAMES = 8;

/**
 * Whether the wall holds the box at `c` by a face: the wall runs across the contact's
 * normal, and across the normal its extent overlaps the box's strictly (not a corner the
 * box grazes, nor a wall it has slid past since).
 */
function faceOn(wall: readonly RVec[], normal: Vec, c: RVec, hb: RVec): boolean {
  const j = normal.x === 0 ? 0 : 1;
  const [p, q] = wall as [RVec, RVec];
  // A face: the wall runs across the normal (a horizontal wall under a y normal). A
  // horizontal wall's end met from the side holds a box straddling its line, not
  // standing on it: a one-way platform's end met while falling past it exists for that
  // leg only (§10), and a box squeezed between two walls' ends by ulps is not pressed
  // onto a face; neither is the floor or corner the rest guarantee speaks of.
  if (cmp(p[1 - j]!, q[1 - j]!) !== 0 || cmp(p[j]!, q[j]!) === 0) return false;
  return (
    cmp(min(p[j]!, q[j]!), add(c[j]!, hb[j]!)) < 0 && cmp(max(p[j]!, q[j]!), sub(c[j]!, hb[j]!)) > 0
  );
}

/**
 * Rest: a slide whose whole displacement went into its contacts (`clipped` zero), every
 * one a wall holding the box by a face where it ended (pressed onto a floor, into a
 * corner), pressed again from where it ended, by the same `d`, frame after frame, stays
 * on the same bits from the first frame (§10: the snap is the first clear coordinate at
 * the exact touch, whatever leg reached it). `null` when it does, else where it went.
 */
function atRest(c: Vec, move: (at: Vec) => MoveAnswer): Vec | null {
  for (let frame = 0; frame < REST_FRAMES; frame++) {
    const next = move(c).c;
    if (!identical(next, c)) return next;
  }
  return null;
}

/**
 * The first leg (from `first`) along which the box meets an admitted wall: overlaps it
 * strictly, or a one-way wall lands on it (`boxLegMeetsWallExact`).
 */
function throughLeg(
  level: LevelExact,
  admitted: (k: number) => boolean,
  hb: RVec,
  start: RVec,
  ends: RVec[],
  first: number,
): { leg: number; wall: number } | null {
  for (let i = first; i < ends.length; i++) {
    const from = i === first ? start : ends[i - 1]!;
    const to = ends[i]!;
    const wall = level.walls.findIndex(
      (_, k) => admitted(k) && boxLegMeetsWallExact(level, k, from, to, hb),
    );
    if (wall >= 0) return { leg: i, wall };
  }
  return null;
}

/**
 * Seam-free: for a face of the box (axis `k`, side `σ`: the face at `b_k − σ·hb_k`), every
 * admitted wall on the far side of the face's line (`σ·(p_k − line) ≤ 0`), a wall on the
 * line across the box (its extent on the other axis overlapping the box's strictly), the
 * motion along it (`d` on the other axis not 0) and not away (`σ·d_k ≤ 0`): every leg keeps
 * `b_k` bit for bit, every contact's normal is the run's (`σ` on axis `k`), and the slide
 * is not blocked. `null` when it holds or no face is such a run.
 */
function seamViolation(
  variant: Variant,
  a: BoxLevelArgs,
  level: LevelExact,
  admitted: (k: number) => boolean,
  got: MoveAnswer,
  band: Rat,
): string | null {
  const u = variant.units;
  const b = exactVec(u, a.b);
  const hb = exactVec(u, a.hb);
  const d = exactVec(u, a.d);
  // Walls the filter refuses are left empty, so the others keep their indices.
  const walls = level.walls.map((w, k) => (admitted(k) ? w : []));
  const unit = u === 'raw' ? 65536 : 1;
  const coordinate = (v: Vec, k: number) => (k === 0 ? v.x : v.y);
  for (const k of [0, 1]) {
    const j = 1 - k;
    for (const side of [1, -1] as const) {
      const line = side > 0 ? sub(b[k]!, hb[k]!) : add(b[k]!, hb[k]!);
      if (sign(d[j]!) === 0 || sign(d[k]!) * side > 0) continue;
      // The run: walls on the line (a one-way wall only as a floor: it holds nothing
      // moving up or sideways); every other wall on the far side, by more than a band
      // policy's band (a grown box touches what is within it).
      const run = walls.map(
        (w, i) =>
          w.length > 0 &&
          (level.oneWay?.[i] !== true || (k === 1 && side > 0)) &&
          w.every((p) => cmp(p[k]!, line) === 0),
      );
      const far = (p: RVec) => cmp(mul(sub(p[k]!, line), rat(side, 1)), neg(band)) <= 0;
      if (walls.some((w, i) => !run[i] && !w.every(far))) continue;
      // The run covers the box's swept extent along it (and the band's), without a gap.
      const end = exactVec(u, endOf(a.b, a.d));
      const lo = sub(sub(min(b[j]!, end[j]!), hb[j]!), band);
      const hi = add(add(max(b[j]!, end[j]!), hb[j]!), band);
      const spans = walls.flatMap(([p, q], i) =>
        run[i] ? [[min(p![j]!, q![j]!), max(p![j]!, q![j]!)] as const] : [],
      );
      if (!covers(spans, lo, hi)) continue;
      const height = coordinate(a.b, k);
      const off = got.legs.findIndex((p) => !Object.is(coordinate(p, k), height));
      if (off >= 0) {
        return `sliding along a run (axis ${k}) at ${height}, leg ${off} ends at ${fmt(got.legs[off])}`;
      }
      const wrong = got.contacts.find((c) => {
        const n = normalAxis(c.normal, 2, unit);
        return n === null || n.axis !== k || n.sign !== side;
      });
      if (wrong !== undefined) {
        return `sliding along a run (axis ${k}), a contact with normal ${fmt(wrong.normal)} (wall ${wrong.wall})`;
      }
      if (got.blocked) return `sliding along a run (axis ${k}), blocked at ${fmt(got.c)}`;
    }
  }
  return null;
}
