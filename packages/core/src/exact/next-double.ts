// exact/: exact arithmetic — error-free transforms, expansions, exact integers, counters, and the neighbours of doubles.
/**
 * Neighbours of doubles. Non-negative doubles are ordered like their bit
 * patterns, so the neighbours are the bit patterns ± 1: the 64-bit pattern
 * is read as two 32-bit words (big-endian through a `DataView`, whatever the
 * platform's order) and stepped with a carry or borrow between them. From
 * `2^-969` up, one multiplication and one addition give the same neighbour
 * (proofs at {@link nextUp} and {@link nextDown}), without the `DataView`.
 */

const bits = new DataView(new ArrayBuffer(8));

/** The double whose bit pattern is `x`'s plus `step` (±1), for finite `x ≥ 0` (`x > 0` to step down). */
function stepBits(x: number, step: number): number {
  bits.setFloat64(0, x);
  const high = bits.getUint32(0);
  const low = bits.getUint32(4) + step;
  // low is in [-1, 2^32]: carry into / borrow from the high word.
  bits.setUint32(0, high + Math.floor(low / 2 ** 32));
  bits.setUint32(4, low >>> 0);
  return bits.getFloat64(0);
}

/** From here up, the neighbours come from arithmetic (see {@link nextUp}); below, from the bits. */
const ARITHMETIC_MIN = 2 ** -969;
/** `2^-53·(1 + 2^-52)`: see {@link nextUp}. */
const UP = 2 ** -53 + 2 ** -105;
const DOWN = 2 ** -53;

/**
 * The next double above a finite `x ≥ 0`. For `2^-969 ≤ x < 2^1023`, with
 * `x = m·2^e` (`1 ≤ m < 2`, spacing `s = 2^(e−52)` above `x`): `x·UP` is
 * `m(1 + 2^-52)·s/2`, exact for `m = 1` and rounded to at least `m·s/2`
 * (representable, below it) otherwise, so it lies strictly between `s/2`
 * and `1.5·s`, and `x + x·UP` rounds to `x + s`. (Cheaper than the bits.)
 */
export function nextUp(x: number): number {
  return x >= ARITHMETIC_MIN && x < 2 ** 1023 ? x + x * UP : stepBits(x, 1);
}

/**
 * The next double below a finite `x > 0`. For `2^-969 ≤ x`: `x·2^-53 =
 * m·2^(e−53)` is exact; for `m = 1` it is the spacing below `x` (so the
 * difference is exact), for `m > 1` it lies strictly between half the
 * spacing `2^(e−52)` and the spacing, so `x − x·2^-53` rounds to `x` minus one spacing.
 */
export function nextDown(x: number): number {
  return x >= ARITHMETIC_MIN ? x - x * DOWN : stepBits(x, -1);
}

/**
 * The double next to a finite `p` in the direction of `n`'s sign (`n > 0`: the next one
 * above, else the next one below), any sign of `p` (the doubles are symmetric about 0:
 * a negative `p` steps as its magnitude does, the other way). A snapped coordinate moves
 * by these steps: one double at a time, never skipping one.
 */
export function nextToward(p: number, n: number): number {
  // `p + 0` turns −0 into +0, whose neighbours the bit steps above are written for.
  const q = p + 0;
  if (n > 0) return q >= 0 ? nextUp(q) : -nextDown(-q);
  return q > 0 ? nextDown(q) : -nextUp(0 - q);
}
