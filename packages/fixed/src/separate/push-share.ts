/**
 * How much of a push `e` (one raw component of the total displacement) body
 * A takes when two bodies are separated in proportion to the OTHER's mass
 * (the push-apart article): `e·mb/(ma + mb)`, rounded to the nearest raw value, ties away
 * from zero. B takes the rest, `e − share`, so the two shares always add up
 * to `e` exactly and the separation's post-condition survives the rounding.
 */
import { roundDiv } from '../exact/integer.ts';
import { addProduct, compare, limbs, zero } from '../exact/limbs.ts';

const SAFE_PRODUCT = 1125899906842624; // 2^50: roundDiv is exact below 2^52

export function pushShare(e: number, ma: number, mb: number): number {
  if (ma === Number.POSITIVE_INFINITY) return 0;
  if (mb === Number.POSITIVE_INFINITY) return e;
  const total = ma + mb;
  const n = e * mb;
  if (n < SAFE_PRODUCT && n > -SAFE_PRODUCT && total < SAFE_PRODUCT) return roundDiv(n, total);
  return e < 0 ? 0 - largeShare(-e, ma, mb) : largeShare(e, ma, mb);
}

/*
 * Large masses: `q = floor((2·m·mb + ma + mb) / (2·(ma + mb)))` for `m = |e|`
 * (nearest, ties away from zero), estimated in doubles and proven in limbs:
 * `q·2(ma + mb) ≤ 2·m·mb + ma + mb < (q + 1)·2(ma + mb)`. Widths: `m < 2^35`
 * (a push is below `2^34`), masses below 2^53, so both sides are below
 * `2^36 · 2^54 = 2^90`: inside the 4-limb range `[−2^95, 2^95)`; every
 * factor handed to `addProduct` (`2m`, `2q ≤ 2m + 2`, a mass, 1) is a safe
 * integer. The estimate's relative error is a few 2^-53 of `q < 2^35`, so
 * it is off by at most one; the loops make it exact whatever it is.
 */
const N = limbs(4);
const QT = limbs(4);

/** The sign of `q·2(ma + mb) − (2·m·mb + ma + mb)`. */
function compareShare(q: number, ma: number, mb: number): number {
  zero(QT);
  addProduct(QT, 2 * q, ma);
  addProduct(QT, 2 * q, mb);
  return compare(QT, N);
}

function largeShare(m: number, ma: number, mb: number): number {
  zero(N);
  addProduct(N, 2 * m, mb);
  addProduct(N, ma, 1);
  addProduct(N, mb, 1);
  let q = Math.floor((m * mb) / (ma + mb) + 0.5);
  while (q > 0 && compareShare(q, ma, mb) > 0) q -= 1;
  while (compareShare(q + 1, ma, mb) <= 0) q += 1;
  return q;
}
