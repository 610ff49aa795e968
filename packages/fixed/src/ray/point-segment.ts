/** ray/: where does a moving point cross a segment? The query, over its exact kernel `first-crossing.ts` (one logic for doubles and limbs). */
import type { RaySegmentHit, Vec2 } from '@swept/core';
import { compareProducts } from '@swept/core/internal';
import { roundHalfAway, roundShift16 } from '../exact/integer.ts';
import {
  abs as absLimbs,
  compare,
  dot2,
  type Limbs,
  limbs,
  mulInt,
  sign,
  sub,
  toNumber,
} from '../exact/limbs.ts';
import { counter } from '../exact/stats.ts';
import { checkRaySegment } from '../validate.ts';
import { type Arithmetic, crossing, firstCrossing, type SegmentScalars } from './first-crossing.ts';

const EXACT_LIMIT = 33554432; // 2^25

/** Exact doubles: every scalar is an integer below 2^53 (components below 2^25). */
const doubles: Arithmetic<number> = {
  sign: (x) => (x > 0 ? 1 : x < 0 ? -1 : 0),
  // Both below 2^53: the rounded difference has the exact difference's sign.
  compare: (a, b) => (a > b ? 1 : a < b ? -1 : 0),
  /** A double estimate, proven by exact products: 65536·m is exact, q·e vs 65536·m a product comparison. */
  ratio(n, d) {
    // `0 − n`, not `−n`: a zero `n` may be −0 (`a·b − c·d` with `a·b = −0`), and −0 here is a −0 `t` or `u`.
    const m = n > 0 ? n : 0 - n;
    const e = d < 0 ? -d : d;
    let q = Math.floor((65536 * m) / e);
    if (compareProducts(q, e, m, 65536) > 0) q -= 1;
    else if (compareProducts(q + 1, e, m, 65536) <= 0) q += 1;
    return q;
  },
};

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

/*
 * Limbs, anywhere in range. Widths: every component of `d`, `e`, `w` is a
 * difference of raw values, at most 2^32 − 2, so each scalar is a sum of
 * two products below 2^64 (`|u1|`, `|u0 − e·e|` of two such sums): below
 * 2^66, inside the 3-limb range `[−2^71, 2^71)`. The ratio's products
 * `q·|d|` and `65536·|n|` (q ≤ 65537) are below 2^66 · 2^17 = 2^83, inside
 * the 4-limb range `[−2^95, 2^95)`.
 */
const AN = limbs(4);
const AD = limbs(4);
const QD = limbs(4);
const NN = limbs(4);

/** `sign(q·|d| − 65536·|n|)` on the absolute values in AD, AN. */
function compareRatio(q: number): number {
  return compare(mulInt(QD, AD, q), mulInt(NN, AN, 65536));
}

const limbArithmetic: Arithmetic<Limbs> = {
  sign,
  compare,
  /**
   * The estimate from the rounded values (each within a relative 3·2^-53)
   * is within 2^-34 of the exact `65536·|n|/|d| ≤ 65536`, so off by at most
   * one; the exact comparisons correct it.
   */
  ratio(n, d) {
    absLimbs(AN, n);
    absLimbs(AD, d);
    let q = Math.floor((65536 * toNumber(AN)) / toNumber(AD));
    // `q > 0 ?`, not `q < 0 ?`: a −0 estimate becomes +0 (results are never −0).
    q = q > 0 ? Math.min(q, 65536) : 0;
    while (q > 0 && compareRatio(q) > 0) q -= 1;
    while (q < 65536 && compareRatio(q + 1) <= 0) q += 1;
    return q;
  },
};

const wide: SegmentScalars<Limbs> = {
  cross: limbs(3),
  side: limbs(3),
  wxd: limbs(3),
  wd: limbs(3),
  dd: limbs(3),
  ee: limbs(3),
  u0: limbs(3),
  u1: limbs(3),
  de: limbs(3),
  u0MinusEe: limbs(3),
  pointSegment: false,
  still: false,
  startsAtS0: false,
};

function scalarsLimbs(
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  wx: number,
  wy: number,
): SegmentScalars<Limbs> {
  const s = wide;
  dot2(s.cross, dx, ey, -dy, ex);
  dot2(s.side, wx, ey, -wy, ex);
  dot2(s.wxd, wx, dy, -wy, dx);
  dot2(s.wd, wx, dx, wy, dy);
  dot2(s.dd, dx, dx, dy, dy);
  dot2(s.ee, ex, ex, ey, ey);
  dot2(s.u0, -wx, ex, -wy, ey);
  dot2(s.de, dx, ex, dy, ey);
  dot2(s.u1, dx - wx, ex, dy - wy, ey);
  sub(s.u0MinusEe, s.u0, s.ee);
  s.pointSegment = ex === 0 && ey === 0;
  s.still = dx === 0 && dy === 0;
  s.startsAtS0 = wx === 0 && wy === 0;
  return s;
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
 * product comparisons), in limbs otherwise (`exact/limbs.ts`). `t` and `u` are
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
    hit = firstCrossing(s, doubles);
    side = doubles.sign(s.side);
    cross = doubles.sign(s.cross);
  } else {
    counter.count(true);
    const s = scalarsLimbs(dx, dy, ex, ey, wx, wy);
    hit = firstCrossing(s, limbArithmetic);
    side = sign(s.side);
    cross = sign(s.cross);
  }
  if (!hit) return null;
  const { t, u } = crossing;
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
