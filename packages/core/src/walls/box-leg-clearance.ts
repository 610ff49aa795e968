/**
 * walls/: the clearance of a box's leg — a box with half extents `h` moving straight
 * from `p` to `q` (one leg of `moveBox`) against one axis-aligned wall (a segment, or
 * a point): does it stay out of the wall, touching allowed, the whole way? The box
 * movers certify every leg with it, in every variant, so "never inside, never
 * through" holds exactly whatever the variant's rounding did (`docs/contract.md` §10).
 * With `p = q` it is the exact "not overlapping" of a box at rest. A **one-way** wall is
 * met only by landing on its top, for a box and for a circle (its lowest point): the
 * landings below decide that the same way, a circle's with `h = (0, r)`.
 *
 * **Why these terms decide it.** The box overlaps the wall (its degenerate box `[lo,
 * hi]` per axis) strictly at time `s` iff on every axis `p + s·v − h < hi` and `p + s·v
 * + h > lo` (`v = q − p`): on an axis with `v ≠ 0` an open interval of times, with `v =
 * 0` always or never. The leg overlaps the wall iff those intervals meet each other and
 * `[0, 1]`: the latest start is before the earliest end, before 1, and the earliest
 * end after 0. Every time is a ratio of sums of the inputs, compared by the exact sign
 * of a difference of products.
 *
 * **Exact.** The inputs are loaded as integers on their common power of two
 * (`exact/exact-integer.ts`: no BigInt; small integers — raw Q16.16, game-scale
 * doubles on a binary grid — stay plain numbers), so every sum and product is exact.
 */
import {
  add,
  compare,
  type ExactInteger,
  exponentOf,
  mul,
  scaledDouble,
  sign,
  sub,
} from '../exact/exact-integer.ts';

/** Scratch input: `p` (0, 1), `q` (2, 3), `h` (4, 5), the wall's ends `x0, y0, x1, y1` (6–9). */
export const boxLeg: Float64Array = new Float64Array(10);

const exact: ExactInteger[] = Array(10).fill(0);

/** `true` iff the box of {@link boxLeg} never overlaps its wall along the leg (touching allowed). */
export function boxLegClear(): boolean {
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    const v = boxLeg[i]!;
    if (v !== 0) low = Math.min(low, exponentOf(v));
  }
  for (let i = 0; i < 10; i++) exact[i] = scaledDouble(boxLeg[i]!, low);
  // The latest start and the earliest end so far, as n / v with v > 0 (null: unbounded).
  let startN: ExactInteger | null = null;
  let startV: ExactInteger = 1;
  let endN: ExactInteger | null = null;
  let endV: ExactInteger = 1;
  for (let a = 0; a < 2; a++) {
    const p = exact[a]!;
    const v = sub(exact[2 + a]!, p);
    const h = exact[4 + a]!;
    const w0 = exact[6 + a]!;
    const w1 = exact[8 + a]!;
    const ordered = compare(w0, w1) <= 0;
    const lo = ordered ? w0 : w1;
    const hi = ordered ? w1 : w0;
    // Strictly inside on this axis while s·v < top and s·v > bottom.
    const top = sub(add(hi, h), p);
    const bottom = sub(sub(lo, h), p);
    const sv = sign(v);
    if (sv === 0) {
      if (!(sign(top) > 0 && sign(bottom) < 0)) return true;
      continue;
    }
    // Divided by v: for v < 0 the bounds swap and the signs turn (keep denominators > 0).
    const enterN = sv > 0 ? bottom : sub(0, top);
    const leaveN = sv > 0 ? top : sub(0, bottom);
    const speed = sv > 0 ? v : sub(0, v);
    if (startN === null || later(enterN, speed, startN, startV)) {
      startN = enterN;
      startV = speed;
    }
    if (endN === null || later(endN, endV, leaveN, speed)) {
      endN = leaveN;
      endV = speed;
    }
  }
  // Overlapping times exist iff start < end, start < 1 and end > 0 (each where bounded).
  if (startN !== null && endN !== null && !later(endN, endV, startN, startV)) return true;
  if (startN !== null && compare(startN, startV) >= 0) return true;
  if (endN !== null && sign(endN) <= 0) return true;
  return false;
}

/**
 * `true` iff the box of {@link boxLeg} does not land on its wall taken as a **one-way**
 * wall (a horizontal segment, solid only to a body moving down onto its top): the leg
 * moves down, its bottom goes from on or above the wall's line to strictly below it,
 * and at the moment it crosses the line the box's x-range overlaps the wall's strictly
 * (§10). A box passing the wall's end from the side, its bottom already below the line,
 * never meets it; one whose corner crosses exactly at the wall's end slips past. (The
 * caller admits the wall only for a leg that moves down from on or above its line.)
 */
export function boxLegClearOneWay(): boolean {
  return !landsOnTop(false, false);
}

/**
 * `true` iff a circle moving down onto a **one-way** wall does not land on it (§10): its
 * lowest point — {@link boxLeg} with `h = (0, r)` — goes from on or above the wall's line
 * to strictly below it, crossing the line within the wall's closed x-range. A circle's
 * lowest point is a point: on the wall's very end it is on the wall (below it, the
 * circle would overlap the end), so the range is closed where a box's is open. A circle
 * falling past the end, its lowest point already below the line when its side reaches
 * the end, passes.
 */
export function circleLegClearOneWay(): boolean {
  return !landsOnTop(true, false);
}

/**
 * `true` iff the body of {@link boxLeg} — a box, or when `round` a circle's lowest point
 * (`h = (0, r)`) — moving on along its leg's line past the leg's end would land on the
 * one-way wall: the casts' test of a one-way wall's contact (§10). A body moving down
 * from on or above the line first touches the wall either by landing or on its end with
 * its bottom already below the line, beside the wall, and then it never crosses the line
 * again: so a touch is a landing iff the crossing ahead lands (a box whose side merely
 * meets the wall's end at the crossing slips past, a circle's lowest point on the end
 * lands). Unbounded by the leg's end because a band policy touches before the body
 * does: whether it lands is the body's own motion.
 */
export function castLandsOneWay(round: boolean): boolean {
  return landsOnTop(round, true);
}

/**
 * The one-way landing, exactly. With `b0 = p.y − h.y − y ≥ 0` (the bottom's height above
 * the line at the start) and `v = q − p`, `v.y < 0`, the crossing is at `s = b0/(−v.y)`,
 * in `[0, 1)` iff `b0 + v.y < 0` (any `s ≥ 0` when `unbounded`); there `p.x + s·v.x` lies
 * within `(lo − h.x, hi + h.x)` (`closed`: `[lo − h.x, hi + h.x]`): times `−v.y > 0`,
 * `b0·v.x < (hi + h.x − p.x)·(−v.y)` and `b0·v.x > (lo − h.x − p.x)·(−v.y)`.
 */
function landsOnTop(closed: boolean, unbounded: boolean): boolean {
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    const v = boxLeg[i]!;
    if (v !== 0) low = Math.min(low, exponentOf(v));
  }
  for (let i = 0; i < 10; i++) exact[i] = scaledDouble(boxLeg[i]!, low);
  const down = sub(exact[1]!, exact[3]!);
  if (sign(down) <= 0) return false;
  const above = sub(sub(exact[1]!, exact[5]!), exact[7]!);
  if (sign(above) < 0 || (!unbounded && compare(above, down) >= 0)) return false;
  const vx = sub(exact[2]!, exact[0]!);
  const ordered = compare(exact[6]!, exact[8]!) <= 0;
  const lo = ordered ? exact[6]! : exact[8]!;
  const hi = ordered ? exact[8]! : exact[6]!;
  const along = mul(above, vx);
  const right = compare(along, mul(sub(add(hi, exact[4]!), exact[0]!), down));
  const left = compare(along, mul(sub(sub(lo, exact[4]!), exact[0]!), down));
  return closed ? right <= 0 && left >= 0 : right < 0 && left > 0;
}

/** `a / b > c / d` for `b, d > 0`. */
function later(a: ExactInteger, b: ExactInteger, c: ExactInteger, d: ExactInteger): boolean {
  return compare(mul(a, d), mul(c, b)) > 0;
}
