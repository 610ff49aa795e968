import { directionOrWallNormal, segmentDistanceSquared } from '../closest/point-segment.ts';
import type { SegmentContact, Vec2 } from '../types.ts';
import { checkCircleSegment } from '../validate/shapes.ts';
import { flushTiny, setUnit2 } from '../vec.ts';
import { capsuleTouches, circleSegmentTouches } from '../walls/capsule.ts';
import { entryTime, slabEntryTime } from '../walls/entry-time.ts';
import { contactStatus } from './status.ts';

/**
 * A reusable result object for {@link circleSegmentTimeOfImpactInto} (make
 * one, fill it every frame). Its fields are meaningful after a call that
 * returned `true`.
 */
export function createSegmentContact(): SegmentContact {
  return {
    t: 0,
    u: 0,
    status: 'impact',
    point: { x: 0, y: 0 },
    normal: { x: 1, y: 0 },
    c: { x: 0, y: 0 },
  };
}

/**
 * Time of impact of a moving circle with a static segment: `null` iff the
 * circle (`c0 → c1`, radius `r`) never touches the segment `s0–s1` during the
 * step (exactly when {@link sweptCircleSegment} is `false`), else the first
 * contact `{ t, u, status, point, normal, c }`:
 * - `t`: the smallest `t ∈ [0, 1]` at which the distance from `c0 + t·(c1 − c0)`
 *   to the segment is `≤ r` (`0` when it starts touching or overlapping);
 * - `c`: the centre at `t`; `point`: the segment's point nearest to `c`, at
 *   parameter `u` along `s0 → s1`;
 * - `normal`: the unit vector from `point` to `c`, the direction that pushes
 *   the circle out. When `c` lies on the segment (only with `r = 0`, or when
 *   it starts there) it is the segment's normal facing against the motion;
 *   the left normal `(−ey, ex)/|e|` when the motion is zero or along the
 *   segment; for a segment of length 0, `−(c1 − c0)/|c1 − c0|`, or `(1, 0)`;
 * - `status`: from `g = distance² − r²` at the start: `'overlap'` (`g < 0`),
 *   `'separating'` (`g = 0` and not approaching: resting or sliding along
 *   it), else `'impact'`.
 *
 * The capsule (the segment swept by a disc of radius `r`) is entered through
 * its flat side (a linear equation in `t`) or through a round end (a
 * quadratic, solved without cancellation); `t` is the earliest of those.
 * With `r = 0` this is `raySegment`'s question, and `t` agrees with it within
 * the rounding band. A moving wall: subtract its displacement from `c1`.
 *
 * @example
 * // A ball (r = 1) dropping from y = 5 to y = −5 onto a floor at y = 0:
 * circleSegmentTimeOfImpact({ x: 0, y: 5 }, { x: 0, y: -5 }, 1, { x: -10, y: 0 }, { x: 10, y: 0 });
 * // → { t: 0.4, u: 0.5, status: 'impact', point: { x: 0, y: 0 }, normal: { x: 0, y: 1 }, c: { x: 0, y: 1 } }
 */
export function circleSegmentTimeOfImpact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): SegmentContact | null {
  checkCircleSegment(c0, c1, r, s0, s1);
  if (!circleSegmentTouches(c0, c1, r, s0, s1)) return null;
  // Filled in place: a fresh result only on a hit, and no copy out of a scratch.
  const hit = createSegmentContact();
  solveTouchingSegment(hit, c0, c1, r, s0, s1);
  return hit;
}

/**
 * A hit that the capsule test found (`c0 → c1`, radius `r`, against
 * `s0–s1`), unchecked, into `out`: the entry time, the start's status, the
 * contact geometry at `t`. Takes the vectors rather than their components:
 * called (not inlined) from the queries, whose inlining budget goes to the
 * capsule test that most calls end in, a call with numbers would box each.
 */
export function solveTouchingSegment(
  out: SegmentContact,
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): void {
  const { x, y } = s0;
  const ex = s1.x - x;
  const ey = s1.y - y;
  const w0x = c0.x - x;
  const w0y = c0.y - y;
  const t = touchingEntry(w0x, w0y, c1.x - x, c1.y - y, ex, ey, r);
  const ee = ex * ex + ey * ey;
  out.status = startStatus(w0x, w0y, c1.x - c0.x, c1.y - c0.y, ex, ey, ee, r * r);
  segmentContactAt(out, t, c0.x, c0.y, c1.x, c1.y, x, y, s1.x, s1.y);
}

/**
 * {@link circleSegmentTimeOfImpact} into a caller-owned result (see
 * {@link createSegmentContact}): returns `true` and fills `out` on a hit;
 * returns `false` and leaves `out` untouched on a miss. Allocates nothing.
 *
 * @example
 * const hit = createSegmentContact(); // once
 * if (circleSegmentTimeOfImpactInto(hit, ball0, ball1, 8, wall0, wall1) && hit.status === 'impact') {
 *   bounce(hit.t, hit.normal);
 * }
 */
export function circleSegmentTimeOfImpactInto(
  out: SegmentContact,
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): boolean {
  checkCircleSegment(c0, c1, r, s0, s1);
  if (!circleSegmentTouches(c0, c1, r, s0, s1)) return false;
  solveTouchingSegment(out, c0, c1, r, s0, s1);
  return true;
}

/**
 * The contact geometry at a given `t` into `out` (`t`, `c`, `u`, `point`,
 * `normal`; not `status`): what {@link solveTouchingSegment} fills after
 * finding `t`, shared with `@swept/tolerance` (which finds `t` exactly).
 */
export function segmentContactAt(
  out: SegmentContact,
  t: number,
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
  s0x: number,
  s0y: number,
  s1x: number,
  s1y: number,
): void {
  const w0x = c0x - s0x;
  const w0y = c0y - s0y;
  const ex = s1x - s0x;
  const ey = s1y - s0y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const ee = ex * ex + ey * ey;
  const wx = w0x + t * dx;
  const wy = w0y + t * dy;
  out.t = t;
  out.c.x = flushTiny(c0x + t * dx);
  out.c.y = flushTiny(c0y + t * dy);
  const m = wx * ex + wy * ey;
  if (ee === 0 || m <= 0) {
    out.u = 0;
    out.point.x = s0x;
    out.point.y = s0y;
    directionOrWallNormal(out.normal, wx, wy, dx, dy, ex, ey);
  } else if (m >= ee) {
    out.u = 1;
    out.point.x = s1x;
    out.point.y = s1y;
    directionOrWallNormal(out.normal, wx - ex, wy - ey, dx, dy, ex, ey);
  } else {
    const u = m / ee;
    out.u = u;
    out.point.x = flushTiny(s0x + u * ex);
    out.point.y = flushTiny(s0y + u * ey);
    // The flat side: the exact left normal, flipped to the circle's side,
    // rather than the difference of two nearly equal points.
    const side = ex * wy - ey * wx;
    if (side === 0) directionOrWallNormal(out.normal, 0, 0, dx, dy, ex, ey);
    else setUnit2(out.normal, side > 0 ? -ey : ey, side > 0 ? ex : -ex);
  }
}

/**
 * The contract's status from `g(0) = distance(c0, segment)² − r²` and the sign
 * of its rate `(c0 − point)·d`, on the feature nearest to `c0`: an end
 * (`|w|² − r²`, `w·d`) or the flat side (`(e × w)² − r²|e|²`, a positive
 * multiple of `g`; rate `(e × w)(e × d)`).
 */
function startStatus(
  w0x: number,
  w0y: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  ee: number,
  rr: number,
): SegmentContact['status'] {
  const m = w0x * ex + w0y * ey;
  if (ee === 0 || m <= 0) {
    return contactStatus(w0x * dx + w0y * dy, w0x * w0x + w0y * w0y - rr);
  }
  if (m >= ee) {
    const vx = w0x - ex;
    const vy = w0y - ey;
    return contactStatus(vx * dx + vy * dy, vx * vx + vy * vy - rr);
  }
  const h = ex * w0y - ey * w0x;
  return contactStatus(h * (ex * dy - ey * dx), h * h - rr * ee);
}

/**
 * The first touch time, or `-1` when {@link capsuleTouches} says the circle
 * never touches: the entry into the capsule, which is the union of three
 * convex pieces — the disc around `s0`, the disc around `s1` and the band
 * along the flat sides. The band holds the whole capsule, so where its entry
 * finds the centre projecting onto the segment (`0 ≤ w·e ≤ |e|²`) it is the
 * answer; elsewhere the capsule is entered through an end disc, and the
 * answer is the earlier disc entry.
 *
 * The discs' roots use `disc = r²|d|² − (w × d)²` (Lagrange's identity for
 * `(w·d)² − |d|²(|w|² − r²)`, without its cancellation); the band's entry is
 * the linear `(|e × w| − r|e|) / |e × d|`.
 */
export function segmentEntryTime(
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
  r: number,
  s0x: number,
  s0y: number,
  s1x: number,
  s1y: number,
): number {
  return segmentEntry(c0x - s0x, c0y - s0y, c1x - s0x, c1y - s0y, s1x - s0x, s1y - s0y, r);
}

/**
 * {@link segmentEntryTime} relative to `s0`: the path `a = c0 − s0 → a1 =
 * c1 − s0`, the segment `0 → e = s1 − s0` (the batch passes `e` computed once
 * per segment, the same value).
 */
export function segmentEntry(
  ax: number,
  ay: number,
  a1x: number,
  a1y: number,
  ex: number,
  ey: number,
  r: number,
): number {
  if (!capsuleTouches(ax, ay, a1x, a1y, ex, ey, r * r)) return -1;
  return touchingEntry(ax, ay, a1x, a1y, ex, ey, r);
}

/**
 * The entry time of a path that {@link capsuleTouches} says touches (its
 * arguments), `≥ 0`. Split from {@link segmentEntry} so that the polyline
 * batch can run the cheap test inline for every segment and call this only
 * for the few that touch.
 */
export function touchingEntry(
  ax: number,
  ay: number,
  a1x: number,
  a1y: number,
  ex: number,
  ey: number,
  r: number,
): number {
  const rr = r * r;
  const dx = a1x - ax;
  const dy = a1y - ay;
  const ee = ex * ex + ey * ey;
  // The band first: the capsule lies inside it, so a band entry where the
  // centre projects onto the segment is the capsule's entry, and the end discs
  // need not be solved at all.
  let band = -1;
  if (ee > 0) {
    band = slabEntryTime(ex * ay - ey * ax, ex * a1y - ey * a1x, ex * dy - ey * dx, rr, r, ee);
    if (band >= 0) {
      const m = ax * ex + ay * ey + band * (dx * ex + dy * ey);
      if (m >= 0 && m <= ee) return band;
    }
  }
  return endsEntry(ax, ay, a1x, a1y, dx, dy, ex, ey, ee, rr, band);
}

/** {@link touchingEntry} through the round ends: the earlier end-disc entry, else the graze. */
function endsEntry(
  ax: number,
  ay: number,
  a1x: number,
  a1y: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  ee: number,
  rr: number,
  band: number,
): number {
  const dd = dx * dx + dy * dy;
  const rrdd = rr * dd;
  const bx = ax - ex;
  const by = ay - ey;
  const b1x = a1x - ex;
  const b1y = a1y - ey;
  const crossA = ax * dy - ay * dx;
  const crossB = bx * dy - by * dx;
  let t = entryTime(
    dd,
    ax * dx + ay * dy,
    ax * ax + ay * ay - rr,
    a1x * a1x + a1y * a1y - rr,
    rrdd - crossA * crossA,
  );
  const tb = entryTime(
    dd,
    bx * dx + by * dy,
    bx * bx + by * by - rr,
    b1x * b1x + b1y * b1y - rr,
    rrdd - crossB * crossB,
  );
  if (tb >= 0 && (t < 0 || tb < t)) t = tb;
  if (t >= 0) return t;
  return grazeTime(ax, ay, dx, dy, ex, ey, ee, dd, band);
}

/**
 * The touch time when {@link capsuleTouches} found a touch that every root
 * missed by rounding: a graze, where the distance from the centre to the
 * segment only reaches `r` at its minimum. The distance is convex in `t`, so
 * the graze is where it is least among the candidates: the closest approach
 * to either end, and the band's entry moved on to where the centre first
 * projects onto the segment (motion along the band's edge, parallel to the
 * segment at distance `r`: the band is entered beside the segment, at `t = 0`
 * say, and the capsule only where the centre comes abreast of an end). The
 * earliest candidate wins a tie.
 */
function grazeTime(
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  ee: number,
  dd: number,
  band: number,
): number {
  if (dd === 0) return 0;
  const bx = ax - ex;
  const by = ay - ey;
  let best = clampUnit(-(ax * dx + ay * dy) / dd);
  let least = segmentDistanceSquared(ax + best * dx, ay + best * dy, ex, ey, ee);
  const tb = clampUnit(-(bx * dx + by * dy) / dd);
  const atB = segmentDistanceSquared(ax + tb * dx, ay + tb * dy, ex, ey, ee);
  if (atB < least || (atB === least && tb < best)) {
    best = tb;
    least = atB;
  }
  if (band >= 0) {
    // Moved along the band to the segment's span [0, |e|²] of w·e, if it gets there.
    const m0 = ax * ex + ay * ey;
    const de = dx * ex + dy * ey;
    const m = m0 + band * de;
    let tm = band;
    if (m < 0 && de > 0) tm = clampUnit(-m0 / de);
    else if (m > ee && de < 0) tm = clampUnit((ee - m0) / de);
    if (tm < band) tm = band;
    const atM = segmentDistanceSquared(ax + tm * dx, ay + tm * dy, ex, ey, ee);
    if (atM < least || (atM === least && tm < best)) best = tm;
  }
  return best;
}

function clampUnit(t: number): number {
  return Math.min(Math.max(t, 0), 1);
}
