/**
 * The fraction of a push-apart that the body of mass `m` takes when the
 * other body has mass `other`: `other / (m + other)` (the push-apart article: "in
 * proportion to the other's mass"). Formed from the ratio of the smaller
 * mass to the larger, so `Infinity` (immovable) gives exactly `0` for the
 * immovable body and `1` for the other, and huge or tiny finite masses
 * never overflow to `Infinity / Infinity`.
 */
export function pushShare(m: number, other: number): number {
  if (m >= other) {
    const q = other / m;
    return q / (1 + q);
  }
  return 1 / (1 + m / other);
}

/**
 * The first extra push tried when the exact push still overlaps after
 * rounding: one unit in the last place of the largest magnitude involved
 * (`2^-52·max`), doubled on each retry. `2^-52` keeps the literal readable.
 */
export const ULP_FACTOR: number = 2 ** -52;
