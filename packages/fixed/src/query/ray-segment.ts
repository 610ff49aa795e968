import type { RaySegmentHit, Vec2 } from '@swept/core';
import { roundHalfAway, roundShift16 } from '../exact/integer.ts';
import { checkVec2 } from '../validate.ts';

/** `floor(65536·n/d)` for BigInt `0 ≤ n ≤ d`, `d > 0`. */
function floor16(n: bigint, d: bigint): number {
  return Number((n << 16n) / d);
}

/**
 * The first contact of a point moving `p0 → p1` with the segment `s0 → s1`,
 * or `null` when there is no `t ∈ [0, 1]`, `u ∈ [0, 1]` with
 * `p0 + t·d = s0 + u·e` (`d = p1 − p0`, `e = s1 − s0`, `w = s0 − p0`).
 *
 * Crossing lines (`d × e ≠ 0`): `t = (w × e)/(d × e)`, `u = (w × d)/(d × e)`
 * (seed 002). Parallel: only collinear motion can hit, at the first `t` the
 * point is on the segment (`t = 0` when it starts on it); a segment with
 * `s0 = s1` is a point; a motion with `p0 = p1` hits at `t = 0` iff `p0` is
 * on the segment. Decided entirely in BigInt (cross products reach 2^67),
 * so every answer is exact; `t` and `u` are `floor(·65536)` of the exact
 * values.
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
  checkVec2('p0', p0);
  checkVec2('p1', p1);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const Dx = BigInt(dx);
  const Dy = BigInt(dy);
  const Ex = BigInt(ex);
  const Ey = BigInt(ey);
  const Wx = BigInt(s0.x - p0.x);
  const Wy = BigInt(s0.y - p0.y);
  const cross = Dx * Ey - Dy * Ex; // d × e
  const side = Wx * Ey - Wy * Ex; // w × e = e × (p0 − s0)
  let t: number;
  let u: number;
  if (cross !== 0n) {
    const sgn = cross < 0n ? -1n : 1n;
    const den = cross * sgn;
    const tn = side * sgn;
    const un = (Wx * Dy - Wy * Dx) * sgn; // w × d
    if (tn < 0n || tn > den || un < 0n || un > den) return null;
    t = floor16(tn, den);
    u = floor16(un, den);
  } else if (ex === 0 && ey === 0) {
    // The segment is the point s0: on the motion's line, between p0 and p1.
    if (Wx * Dy - Wy * Dx !== 0n) return null;
    if (dx === 0 && dy === 0) {
      if (Wx !== 0n || Wy !== 0n) return null;
      t = 0;
    } else {
      const wd = Wx * Dx + Wy * Dy;
      const dd = Dx * Dx + Dy * Dy;
      if (wd < 0n || wd > dd) return null;
      t = floor16(wd, dd);
    }
    u = 0;
  } else {
    // Parallel (or no motion): only a point on the segment's line can hit.
    if (side !== 0n) return null;
    const ee = Ex * Ex + Ey * Ey;
    const we = Wx * Ex + Wy * Ey; // u at t = 0 is −we/ee
    const de = Dx * Ex + Dy * Ey; // u moves by de/ee over the step
    if (-we >= 0n && -we <= ee) {
      t = 0;
      u = floor16(-we, ee);
    } else if (-we < 0n) {
      // Before s0: reaches u = 0 at t = we/de when moving forward enough.
      if (de <= 0n || we > de) return null;
      t = floor16(we, de);
      u = 0;
    } else {
      // Beyond s1: reaches u = 1 at t = (−ee − we)/(−de) when moving back enough.
      if (de >= 0n || -ee - we > -de) return null;
      t = floor16(-ee - we, -de);
      u = 65536;
    }
  }
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
  side: bigint,
  cross: bigint,
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
    const flip = side < 0n || (side === 0n && cross < 0n);
    vx = flip ? ey : -ey;
    vy = flip ? -ex : ex;
  }
  const len = Math.sqrt(vx * vx + vy * vy);
  return { x: roundHalfAway((65536 * vx) / len), y: roundHalfAway((65536 * vy) / len) };
}
