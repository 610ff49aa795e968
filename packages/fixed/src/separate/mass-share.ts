/**
 * How much of a push `e` (one raw component of the total displacement) body
 * A takes when two bodies are separated in proportion to the OTHER's mass
 * (the push-apart article): `e·mb/(ma + mb)`, rounded to the nearest raw value, ties away
 * from zero. B takes the rest, `e − share`, so the two shares always add up
 * to `e` exactly and the separation's post-condition survives the rounding.
 */
import { roundDiv } from '../integer.ts';

const SAFE_PRODUCT = 1125899906842624; // 2^50: roundDiv is exact below 2^52

export function massShare(e: number, ma: number, mb: number): number {
  if (ma === Number.POSITIVE_INFINITY) return 0;
  if (mb === Number.POSITIVE_INFINITY) return e;
  const total = ma + mb;
  const n = e * mb;
  if (n < SAFE_PRODUCT && n > -SAFE_PRODUCT && total < SAFE_PRODUCT) return roundDiv(n, total);
  const nb = BigInt(e) * BigInt(mb);
  const tb = BigInt(ma) + BigInt(mb);
  // Nearest, ties away from zero: floor((2|n| + total) / (2·total)) with the sign of n.
  const q = ((nb < 0n ? -nb : nb) * 2n + tb) / (2n * tb);
  return Number(nb < 0n ? -q : q);
}
