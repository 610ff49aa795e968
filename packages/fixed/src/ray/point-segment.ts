import type { RaySegmentHit, Vec2 } from '@swept/core';
import { compareProducts } from '@swept/core/internal';
import { roundHalfAway, roundShift16 } from '../integer.ts';
import { counter } from '../stats.ts';
import { checkRaySegment } from '../validate.ts';
import { contact, type SegmentScalars, segmentContact } from './segment-contact.ts';

const EXACT_LIMIT = 33554432; // 2^25

/** `floor(65536·|n|/|d|)` for safe integers `|n| ≤ |d|`: a double estimate, proven by exact products. */
function ratioNumber(n: number, d: number): number {
  const m = n < 0 ? -n : n;
  const e = d < 0 ? -d : d;
  let q = Math.floor((65536 * m) / e);
  // 65536·m is exact; q·e vs 65536·m is a product comparison.
  if (compareProducts(q, e, m, 65536) > 0) q -= 1;
  else if (compareProducts(q + 1, e, m, 65536) <= 0) q += 1;
  return q;
}

/** `floor(65536·|n|/|d|)` for BigInt `|n| ≤ |d|`. */
function ratioBig(n: bigint, d: bigint): number {
  return Number(((n < 0n ? -n : n) << 16n) / (d < 0n ? -d : d));
}

function scalarsNumber(
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  wx: number,
  wy: number,
): SegmentScalars<number> {
  const ee = ex * ex + ey * ey;
  const u0 = -(wx * ex + wy * ey);
  const de = dx * ex + dy * ey;
  return {
    cross: dx * ey - dy * ex,
    side: wx * ey - wy * ex,
    wxd: wx * dy - wy * dx,
    wd: wx * dx + wy * dy,
    dd: dx * dx + dy * dy,
    ee,
    u0,
    u1: u0 + de,
    de,
    u0MinusEe: u0 - ee,
    pointSegment: ex === 0 && ey === 0,
    still: dx === 0 && dy === 0,
    startsAtS0: wx === 0 && wy === 0,
  };
}

function scalarsBig(
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  wx: number,
  wy: number,
): SegmentScalars<bigint> {
  const Dx = BigInt(dx);
  const Dy = BigInt(dy);
  const Ex = BigInt(ex);
  const Ey = BigInt(ey);
  const Wx = BigInt(wx);
  const Wy = BigInt(wy);
  const ee = Ex * Ex + Ey * Ey;
  const u0 = -(Wx * Ex + Wy * Ey);
  const de = Dx * Ex + Dy * Ey;
  return {
    cross: Dx * Ey - Dy * Ex,
    side: Wx * Ey - Wy * Ex,
    wxd: Wx * Dy - Wy * Dx,
    wd: Wx * Dx + Wy * Dy,
    dd: Dx * Dx + Dy * Dy,
    ee,
    u0,
    u1: u0 + de,
    de,
    u0MinusEe: u0 - ee,
    pointSegment: ex === 0 && ey === 0,
    still: dx === 0 && dy === 0,
    startsAtS0: wx === 0 && wy === 0,
  };
}

const abs = Math.abs;

/**
 * The first contact of a point moving `p0 → p1` with the segment `s0 → s1`,
 * or `null` when there is no `t ∈ [0, 1]`, `u ∈ [0, 1]` with
 * `p0 + t·d = s0 + u·e` (`d = p1 − p0`, `e = s1 − s0`).
 *
 * Crossing lines: `t = (w × e)/(d × e)`, `u = (w × d)/(d × e)` with
 * `w = s0 − p0` (the HAKUHIN article). Parallel: only collinear motion can hit, at the
 * first `t` the point is on the segment (`t = 0` when it starts on it); a
 * segment with `s0 = s1` is a point; a motion with `p0 = p1` hits at `t = 0`
 * iff `p0` is on the segment. Every decision is exact: in doubles when each
 * component of `d`, `e`, `w` is below 2^25 raw (every cross and dot product
 * is then an exact integer below 2^53, and each floor is proven by exact
 * product comparisons), in BigInt otherwise. `t` and `u` are
 * `floor(·65536)` of the exact values.
 *
 * `point` is `p0 + t·d` at the returned `t`, rounded to nearest (ties away
 * from zero). `normal` faces the point's start side (the contract's rule:
 * `normal·(p0 − s0) ≥ 0`; on the segment's line, against the motion; else
 * the left normal `(−ey, ex)/|e|`), rounded like a time-of-impact normal.
 * For a point segment (`e = 0`) it is `−d/|d|`, against the motion, or
 * `(65536, 0)` when nothing moves.
 *
 * @example raySegment({ x: 0, y: 0 }, { x: 4 * ONE, y: 0 }, { x: ONE, y: -ONE }, { x: ONE, y: ONE })
 * // { t: 16384, u: 32768, point: { x: 65536, y: 0 }, normal: { x: -65536, y: 0 } }
 */
export function raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null {
  checkRaySegment(p0, p1, s0, s1);
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = s0.x - p0.x;
  const wy = s0.y - p0.y;
  let hit: boolean;
  let side: number;
  let cross: number;
  if (
    abs(dx) < EXACT_LIMIT &&
    abs(dy) < EXACT_LIMIT &&
    abs(ex) < EXACT_LIMIT &&
    abs(ey) < EXACT_LIMIT &&
    abs(wx) < EXACT_LIMIT &&
    abs(wy) < EXACT_LIMIT
  ) {
    counter.count(false);
    const s = scalarsNumber(dx, dy, ex, ey, wx, wy);
    hit = segmentContact(s, ratioNumber);
    side = Math.sign(s.side);
    cross = Math.sign(s.cross);
  } else {
    counter.count(true);
    const s = scalarsBig(dx, dy, ex, ey, wx, wy);
    hit = segmentContact(s, ratioBig);
    side = s.side < 0n ? -1 : s.side > 0n ? 1 : 0;
    cross = s.cross < 0n ? -1 : s.cross > 0n ? 1 : 0;
  }
  if (!hit) return null;
  const { t, u } = contact;
  return {
    t,
    u,
    point: { x: p0.x + roundShift16(t * dx), y: p0.y + roundShift16(t * dy) },
    normal: segmentNormal(dx, dy, ex, ey, side, cross),
  };
}

/** The contract's facing rule; see {@link raySegment}. */
function segmentNormal(
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  side: number,
  cross: number,
): Vec2 {
  let vx: number;
  let vy: number;
  if (ex === 0 && ey === 0) {
    if (dx === 0 && dy === 0) return { x: 65536, y: 0 };
    vx = -dx;
    vy = -dy;
  } else {
    // Left normal (−ey, ex); it faces p0 when e × (p0 − s0) > 0. On the line,
    // it faces against the motion when (−ey, ex)·d = e × d = −(d × e) < 0.
    const flip = side < 0 || (side === 0 && cross < 0);
    vx = flip ? ey : -ey;
    vy = flip ? -ex : ex;
  }
  const len = Math.sqrt(vx * vx + vy * vy);
  return { x: roundHalfAway((65536 * vx) / len), y: roundHalfAway((65536 * vy) / len) };
}
