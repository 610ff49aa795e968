/**
 * The capsule, a segment swept by a disc: does a centre's path enter it
 * (`capsuleTouches`, its cheap rejections and its last tests), does a still
 * centre lie inside it (`segmentMargin`). Decided on products of coordinate
 * differences without dividing; shared by the circle–segment queries of
 * every operation.
 */
import type { Vec2 } from '../types.ts';

/** `sweptCircleSegment` unchecked, on the query's own arguments. */
export function circleSegmentTouches(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  const { x, y } = s0;
  return capsuleTouches(c0.x - x, c0.y - y, c1.x - x, c1.y - y, s1.x - x, s1.y - y, r * r);
}

/**
 * `sweptCircleSegment` unchecked, relative to `s0`: the path runs
 * `a = c0 − s0 → b = c1 − s0`, the segment `0 → e = s1 − s0`, `rr = r²`.
 * (Relative to `s0`, every difference is formed once, and a translation
 * that rounds nothing changes nothing.)
 */
export function capsuleTouches(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ex: number,
  ey: number,
  rr: number,
): boolean {
  const ee = ex * ex + ey * ey;
  const h0 = ex * ay - ey * ax;
  const h1 = ex * by - ey * bx;
  if (capsuleApart(h0, h1, ax * ex + ay * ey, bx * ex + by * ey, ee, rr * ee)) return false;
  return capsuleMeets(ax, ay, bx, by, ex, ey, ee, rr, h0, h1);
}

/**
 * The capsule test after its rejections (`h0`, `h1`: `e × a`, `e × b`): an
 * end of either segment within `r` of the other, or a proper crossing — each
 * segment's ends strictly on opposite sides of the other (touching and
 * collinear cases put an end on the other segment, at distance 0). Kept
 * small, with its pieces in {@link within}, so that V8 inlines it into the
 * polyline batch's loop (measured: a third of the batch's rate otherwise).
 */
export function capsuleMeets(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ex: number,
  ey: number,
  ee: number,
  rr: number,
  h0: number,
  h1: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const dd = dx * dx + dy * dy;
  if (
    within(ax, ay, ex, ey, ee, rr) ||
    within(bx, by, ex, ey, ee, rr) ||
    within(-ax, -ay, dx, dy, dd, rr) ||
    within(ex - ax, ey - ay, dx, dy, dd, rr)
  ) {
    return true;
  }
  const p = ax * dy - ay * dx;
  const q = dx * (ey - ay) - dy * (ex - ax);
  return ((p < 0 && q > 0) || (p > 0 && q < 0)) && ((h0 < 0 && h1 > 0) || (h0 > 0 && h1 < 0));
}

/**
 * `true` iff the point `w` (relative to a segment's start) lies within `√rr`
 * of the segment `0 → v` (`vv = |v|²`), on squares without dividing: beyond
 * an end, the distance to it; over the segment, `(v × w)²` against `rr·|v|²`.
 */
function within(wx: number, wy: number, vx: number, vy: number, vv: number, rr: number): boolean {
  const m = wx * vx + wy * vy;
  if (m <= 0) return wx * wx + wy * wy <= rr;
  if (m >= vv) {
    const qx = wx - vx;
    const qy = wy - vy;
    return qx * qx + qy * qy <= rr;
  }
  const c = vx * wy - vy * wx;
  return c * c <= rr * vv;
}

/**
 * Cheap rejections of the capsule test, decided on the same squares as the
 * test itself (`limit = r²|e|²`): both ends of the path on one side of the
 * segment's line beyond `r` (`h = e × (c − s0)`), or both beyond the same end
 * farther than `r` along it (`m = (c − s0)·e`). Small, so that loops inline it.
 */
export function capsuleApart(
  h0: number,
  h1: number,
  m0: number,
  m1: number,
  ee: number,
  limit: number,
): boolean {
  if (h0 * h0 > limit && h1 * h1 > limit && h0 < 0 === h1 < 0) return true;
  if (m0 < 0 && m1 < 0 && m0 * m0 > limit && m1 * m1 > limit) return true;
  const n0 = m0 - ee;
  const n1 = m1 - ee;
  return n0 > 0 && n1 > 0 && n0 * n0 > limit && n1 * n1 > limit;
}

/**
 * A number with the sign of `distance(p, segment a–b)² − rr`, unchecked:
 * beyond an end, `|p − end|² − rr`; over the segment, `(v × w)² − rr·|v|²`
 * (the squared distance to the line times `|v|² > 0`). No division.
 */
export function segmentMargin(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  rr: number,
): number {
  const vx = bx - ax;
  const vy = by - ay;
  const wx = px - ax;
  const wy = py - ay;
  const m = wx * vx + wy * vy;
  if (m <= 0) return wx * wx + wy * wy - rr;
  const vv = vx * vx + vy * vy;
  if (m >= vv) {
    const qx = px - bx;
    const qy = py - by;
    return qx * qx + qy * qy - rr;
  }
  const cr = vx * wy - vy * wx;
  return cr * cr - rr * vv;
}
