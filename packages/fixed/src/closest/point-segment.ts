/**
 * The closest point of a segment to a circle's centre, exactly: which end or
 * side it lies on and its floored parameter, for the contact builder
 * (`time-of-impact/wall-contact.ts`), the overlap test and the push-out
 * (`walls/wall-overlap.ts`, `separate/circle-segment.ts`).
 */
import { sumAdd2, sumReset, sumSign } from '@swept/core/internal';
import { FILTER50 } from '../exact/filter-bounds.ts';
import { provenFloor } from '../exact/floor-search.ts';
import {
  add,
  compare,
  dot2,
  limbs,
  mulInt,
  sign,
  toNumber,
  toNumberRounded,
} from '../exact/limbs.ts';
import { capsuleExact } from '../walls/capsule.ts';

const abs = Math.abs;

/**
 * Where the centre `C = s0 + (65536·w + k·d)/65536` (the centre at the raw
 * time `k`) stands against the segment, exactly: written by
 * {@link segmentFoot}.
 * - `region`: −1 when its closest point is `s0` (`proj ≤ 0`), 1 when it is
 *   `s1` (`proj ≥ e·e`), 0 in between (a point segment: −1);
 * - `u`: `floor(65536·clamp(proj/(e·e), 0, 1))`;
 * - `side`: the sign of `e × (C − s0)` (which side of the line it is on);
 * - `lambda`: `proj/(e·e)` as a double (for rounding the closest point).
 */
export const foot = { region: 0, u: 0, side: 0, lambda: 0 };

export function segmentFoot(
  wx: number,
  wy: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  k: number,
): void {
  const ee = ex * ex + ey * ey;
  if (ee === 0) {
    foot.region = -1;
    foot.u = 0;
    foot.side = 0;
    foot.lambda = 0;
    return;
  }
  if (capsuleExact(wx, wy, dx, dy, ex, ey, 0)) {
    const pw = ex * wx + ey * wy;
    const pd = ex * dx + ey * dy;
    const sw = ex * wy - ey * wx;
    const sd = ex * dy - ey * dx;
    // 65536·proj = 65536·pw + k·pd and 65536·side = 65536·sw + k·sd, exactly signed.
    const below = signOf(pw, k, pd, 0, ee);
    const above = below > 0 ? signOf(pw, k, pd, 65536, ee) : -1;
    foot.side = signOf(sw, k, sd, 0, 0);
    foot.lambda = (65536 * pw + k * pd) / (65536 * ee);
    if (below <= 0) setEnd(-1);
    else if (above >= 0) setEnd(1);
    else {
      foot.region = 0;
      let u = Math.floor((65536 * pw + k * pd) / ee);
      // u·ee ≤ 65536·proj < (u + 1)·ee, proven exactly.
      while (signOf(pw, k, pd, u, ee) < 0) u -= 1;
      while (signOf(pw, k, pd, u + 1, ee) >= 0) u += 1;
      foot.u = u;
    }
    return;
  }
  footLimbs(wx, wy, dx, dy, ex, ey, k);
}

/*
 * Widths of {@link footLimbs} (raw within ±(2^31 − 1)): the components of
 * `w`, `d`, `e` are below 2^32, so `e·e` is below 2^65, `e·w`, `e·d`,
 * `e × w`, `e × d` below 2^65 (3 limbs), and with `k ≤ 2^16`
 * `65536·proj = 65536·(e·w) + k·(e·d)` and `65536·side` below 2^82, and
 * `65536·e·e`, `u·e·e` (`u ≤ 2^16`) below 2^81 (4 limbs).
 */
const FOOT_EE = limbs(3);
const FOOT_A = limbs(3);
const FOOT_B = limbs(4);
const FOOT_NUM = limbs(4);
const FOOT_SIDE = limbs(4);
const FOOT_M = limbs(4);

/** `j·ee ≤ 65536·proj`: `j/65536` is not after `proj/ee`. */
function footNotAfter(j: number): boolean {
  return compare(mulInt(FOOT_M, FOOT_EE, j), FOOT_NUM) <= 0;
}

/** {@link segmentFoot} in limbs, beyond the doubles' range. */
function footLimbs(
  wx: number,
  wy: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  k: number,
): void {
  dot2(FOOT_EE, ex, ex, ey, ey);
  // 65536·proj = 65536·(e·w) + k·(e·d)
  mulInt(FOOT_NUM, dot2(FOOT_A, ex, wx, ey, wy), 65536);
  add(FOOT_NUM, FOOT_NUM, mulInt(FOOT_B, dot2(FOOT_A, ex, dx, ey, dy), k));
  // 65536·side = 65536·(e × w) + k·(e × d)
  mulInt(FOOT_SIDE, dot2(FOOT_A, ex, wy, -ey, wx), 65536);
  add(FOOT_SIDE, FOOT_SIDE, mulInt(FOOT_B, dot2(FOOT_A, ex, dy, -ey, dx), k));
  foot.side = sign(FOOT_SIDE);
  // As Number() of the exact integers would give: correctly rounded, then divided.
  foot.lambda = toNumberRounded(FOOT_NUM) / (65536 * toNumberRounded(FOOT_EE));
  if (sign(FOOT_NUM) <= 0) setEnd(-1);
  else if (compare(FOOT_NUM, mulInt(FOOT_M, FOOT_EE, 65536)) >= 0) setEnd(1);
  else {
    foot.region = 0;
    // u = floor(65536·proj / ee) = floor(65536·τ), τ = proj/ee ∈ (0, 1), proven exactly.
    foot.u = provenFloor(toNumber(FOOT_NUM) / (65536 * toNumber(FOOT_EE)), footNotAfter);
  }
}

function setEnd(region: number): void {
  foot.region = region;
  foot.u = region < 0 ? 0 : 65536;
  foot.lambda = region < 0 ? 0 : 1;
}

const TWO53 = 9007199254740992; // 2^53

/**
 * The exact sign of `65536·p + k·q − m·ee` (integer doubles: `p`, `q`, `ee`
 * below 2^53 under {@link capsuleExact}, `k`, `m` at most 65536), in
 * doubles when they can tell, without the product-sum buffer:
 *
 * - `65536·p` is exact; `k·q` and `m·ee` round once each (relative `u =
 *   2^-53`), and the two sums once each, so the computed sum is within
 *   `4u·(1 + u)²·M` of the exact one (`M` the exact `Σ|terms|`), and the
 *   computed `Σ|terms|` is at least `(1 − u)³·M`: a sum beyond `2^-50`
 *   (`8u`) of it has the exact sign.
 * - When the computed `Σ|terms|` is below 2^53, so is each computed term
 *   and partial sum; rounding is monotone and every integer below 2^53 is
 *   a double, so each product and sum was exact and so is the sign — the
 *   exact ties (a centre exactly over an end) settle here.
 *
 * Otherwise the exact product sum decides (`product-sum.ts`).
 */
function signOf(p: number, k: number, q: number, m: number, ee: number): number {
  const a = 65536 * p;
  const b = k * q;
  const c = m * ee;
  const sum = a + b - c;
  const mag = abs(a) + abs(b) + abs(c);
  if (mag < TWO53) return sum > 0 ? 1 : sum < 0 ? -1 : 0;
  const bound = mag * FILTER50;
  if (sum > bound) return 1;
  if (sum < -bound) return -1;
  sumReset();
  sumAdd2(65536, p, 1);
  sumAdd2(1, k, q);
  sumAdd2(-1, m, ee);
  return sumSign();
}
