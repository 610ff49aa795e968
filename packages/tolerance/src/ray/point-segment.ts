/**
 * `exact` moving point vs segment. With `d = p1 − p0`, `e = s1 − s0`,
 * `w = s0 − p0`, Cramer's rule on `t·d − u·e = w` gives `t = (w × e)/(d × e)`
 * and `u = (w × d)/(d × e)` (HAKUHIN's `t = (ab × ac) / (cd × ab)`).
 *
 * Filter: a miss in general position is decided by the signs of five 2D
 * cross products of input differences — `d × e`, `t·(d × e) = w × e`,
 * `(t − 1)·(d × e) = (s0 − p1) × e`, `u·(d × e) = w × d` and
 * `(u − 1)·(d × e) = (s1 − p0) × d` — each evaluated with 3 roundings per
 * monomial and a magnitude sum at most `S = |d|² + |e|² + |w|²` (the
 * contract's point-vs-segment scale; `|s0 − p1|² ≤ 2|w|² + 2|d|²`), so
 * `2^-50 · fl(S)` bounds every error (as in `sweep.ts`); when all five are
 * certain, so is a hit, whose `t` and `u` are then rounded down with the
 * double-double filter of `cross-filter.ts`. Doubtful signs, parallel and
 * degenerate motion go to exact BigInt arithmetic, which also rounds `t` and
 * `u` down to doubles (the largest double not after the exact value).
 */
import type { RaySegmentHit, Vec2 } from '@swept/core';
import { checkRaySegment } from '@swept/core/internal';
import { dyadic, largestDoubleAtOrBefore } from '../double.ts';
import { floorRatio, scaled, signOf } from '../scaled.ts';
import { counter } from '../stats.ts';
import { CROSS_DOUBT, crossSign } from './cross-filter.ts';

const K = 2 ** -50;

function cross(ax: bigint, ay: bigint, bx: bigint, by: bigint): bigint {
  return ax * by - ay * bx;
}

/** The unit vector along `(x, y)` (never the zero vector here). */
function unit(x: number, y: number): Vec2 {
  const m = Math.max(Math.abs(x), Math.abs(y));
  const sx = x / m;
  const sy = y / m;
  const length = Math.sqrt(sx * sx + sy * sy);
  return { x: sx / length, y: sy / length };
}

/** Filter verdicts in general position. */
const MISS = 0;
const HIT = 1;
const DOUBT = -1;

// The last filter run's floating-point values (no allocation per call).
let den = 0;
let tn = 0;
let un = 0;
let bound = 0;

/** A certain miss or a certain hit in general position, from the filter alone, or doubt. */
function filtered(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): number {
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = s0.x - p0.x;
  const wy = s0.y - p0.y;
  bound = K * (dx * dx + dy * dy + (ex * ex + ey * ey) + (wx * wx + wy * wy));
  den = dx * ey - dy * ex;
  if (den <= bound && den >= -bound) return DOUBT;
  const flip = den < 0 ? -1 : 1;
  tn = wx * ey - wy * ex;
  un = wx * dy - wy * dx;
  const t0 = flip * tn;
  const t1 = flip * ((s0.x - p1.x) * ey - (s0.y - p1.y) * ex);
  const u0 = flip * un;
  const u1 = flip * ((s1.x - p0.x) * dy - (s1.y - p0.y) * dx);
  if (t0 < -bound || t1 > bound || u0 < -bound || u1 > bound) return MISS;
  if (t0 > bound && t1 < -bound && u0 > bound && u1 < -bound) return HIT;
  return DOUBT;
}

/** The first contact as exact ratios `t = tn/td`, `u = un/ud`, or null. */
interface ExactHit {
  tn: bigint;
  td: bigint;
  un: bigint;
  ud: bigint;
}

function solveExactly(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): ExactHit | null {
  const px = scaled(p0.x);
  const py = scaled(p0.y);
  const dx = scaled(p1.x) - px;
  const dy = scaled(p1.y) - py;
  const ex = scaled(s1.x) - scaled(s0.x);
  const ey = scaled(s1.y) - scaled(s0.y);
  const wx = scaled(s0.x) - px;
  const wy = scaled(s0.y) - py;
  let den = cross(dx, dy, ex, ey);
  if (den !== 0n) {
    let tn = cross(wx, wy, ex, ey);
    let un = cross(wx, wy, dx, dy);
    if (den < 0n) {
      den = -den;
      tn = -tn;
      un = -un;
    }
    if (tn < 0n || tn > den || un < 0n || un > den) return null;
    return { tn, td: den, un, ud: den };
  }
  const dd = dx * dx + dy * dy;
  const ee = ex * ex + ey * ey;
  const we = wx * ex + wy * ey;
  if (dd === 0n) {
    // The point stands still: a hit at t = 0 iff it lies on the segment.
    if (ee === 0n) return wx === 0n && wy === 0n ? { tn: 0n, td: 1n, un: 0n, ud: 1n } : null;
    if (cross(wx, wy, ex, ey) !== 0n || -we < 0n || -we > ee) return null;
    return { tn: 0n, td: 1n, un: -we, ud: ee };
  }
  // The point moves parallel to the segment: it must travel on its line;
  // the segment's ends are then reached at times ts0/dd and ts1/dd.
  if (cross(wx, wy, dx, dy) !== 0n) return null;
  const ts0 = wx * dx + wy * dy;
  const ts1 = ts0 + (ex * dx + ey * dy);
  // BigInts: no Math.min/Math.max.
  const [lo, hi] = ts0 < ts1 ? [ts0, ts1] : [ts1, ts0];
  if (hi < 0n || lo > dd) return null;
  // Already on the segment at the start: u from the projection of p0.
  if (lo <= 0n)
    return ee === 0n ? { tn: 0n, td: 1n, un: 0n, ud: 1n } : { tn: 0n, td: 1n, un: -we, ud: ee };
  return { tn: lo, td: dd, un: lo === ts0 ? 0n : 1n, ud: 1n };
}

/**
 * The contract's normal: the segment's unit normal facing `p0`'s side, or,
 * with `p0` on the segment's line, facing against the motion, else the left
 * normal `(−ey, ex)/|e|`; a degenerate segment faces against the motion
 * (`(1, 0)` when the point does not move either) — the core's choices, with
 * the side decided exactly.
 */
function facingNormal(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): Vec2 {
  const ex = scaled(s1.x) - scaled(s0.x);
  const ey = scaled(s1.y) - scaled(s0.y);
  const dx = scaled(p1.x) - scaled(p0.x);
  const dy = scaled(p1.y) - scaled(p0.y);
  if (ex === 0n && ey === 0n) {
    if (dx === 0n && dy === 0n) return { x: 1, y: 0 };
    return unit(p0.x - p1.x, p0.y - p1.y);
  }
  // side = (−ey, ex)·(p0 − s0); facing = (−ey, ex)·d.
  const side = signOf(ey * (scaled(s0.x) - scaled(p0.x)) - ex * (scaled(s0.y) - scaled(p0.y)));
  const flip = side < 0 || (side === 0 && signOf(ey * dx - ex * dy) < 0);
  const fx = s1.x - s0.x;
  const fy = s1.y - s0.y;
  return flip ? unit(fy, -fx) : unit(-fy, fx);
}

/**
 * A certain hit in general position: `t` and `u` rounded down by the
 * double-double cross filter (`cross-filter.ts`), falling back to BigInt
 * only for a parameter within ~2^-44 ulps of a double; the normal's side is
 * the sign of `w × e`, certified by the first filter. Returns whether BigInt
 * was needed.
 */
function roundHit(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2, out: RaySegmentHit): boolean {
  let exact: ExactHit | null = null;
  const solve = (): ExactHit => {
    exact ??= solveExactly(p0, p1, s0, s1)!;
    return exact;
  };
  const sigma = den < 0 ? -1 : 1;
  // t ≤ t*  ⇔  σ·((p(t) − s0) × e) ≤ 0.
  const tAtOrBefore = (t: number): boolean => {
    const s = crossSign(t, s0.x, s0.y, p0.x, p0.y, p1.x, p1.y, s0.x, s0.y, s1.x, s1.y);
    if (s !== CROSS_DOUBT) return sigma * s <= 0;
    const { tn: n, td: d } = solve();
    const { mantissa, exponent } = dyadic(t);
    return mantissa * d <= n << BigInt(-exponent);
  };
  // u ≤ u*  ⇔  σ·((s(u) − p0) × d) ≥ 0.
  const uAtOrBefore = (u: number): boolean => {
    const s = crossSign(u, p0.x, p0.y, s0.x, s0.y, s1.x, s1.y, p0.x, p0.y, p1.x, p1.y);
    if (s !== CROSS_DOUBT) return sigma * s >= 0;
    const { un: n, ud: d } = solve();
    const { mantissa, exponent } = dyadic(u);
    return mantissa * d <= n << BigInt(-exponent);
  };
  const t = largestDoubleAtOrBefore(tAtOrBefore, tn / den);
  out.t = t;
  out.u = largestDoubleAtOrBefore(uAtOrBefore, un / den);
  out.point = { x: p0.x + t * (p1.x - p0.x), y: p0.y + t * (p1.y - p0.y) };
  // side = (−ey, ex)·(p0 − s0) = w × e = tn, certified (> bound) by the filter.
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  out.normal = tn < 0 ? unit(ey, -ex) : unit(-ey, ex);
  return exact !== null;
}

/**
 * `exact` moving point vs segment: `null` iff the point never meets the
 * segment during the step (decided exactly, with the contract's parallel,
 * collinear and degenerate rules); else `t` and `u` are the largest doubles
 * not after the exact first contact's parameters, `point = p0 + t·(p1 − p0)`.
 */
export function raySegmentExact(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null {
  checkRaySegment(p0, p1, s0, s1);
  const verdict = filtered(p0, p1, s0, s1);
  if (verdict === MISS) {
    counter.count(false);
    return null;
  }
  if (verdict === HIT) {
    const out: RaySegmentHit = { t: 0, u: 0, point: p0, normal: p0 };
    counter.count(roundHit(p0, p1, s0, s1, out));
    return out;
  }
  counter.count(true);
  const hit = solveExactly(p0, p1, s0, s1);
  if (hit === null) return null;
  const t = floorRatio(hit.tn, hit.td);
  return {
    t,
    u: floorRatio(hit.un, hit.ud),
    point: { x: p0.x + t * (p1.x - p0.x), y: p0.y + t * (p1.y - p0.y) },
    normal: facingNormal(p0, p1, s0, s1),
  };
}
