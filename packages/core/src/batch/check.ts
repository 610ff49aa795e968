import { describe, inRange, rangeError } from '../validate.ts';

/**
 * The error for a batch `count` that is not an integer in `[0, n]`, where
 * `n` is the shortest array the batch reads or writes (typed arrays would
 * silently read `undefined` past their end and drop writes). Names that
 * array. Built only on failure, so the check itself allocates nothing.
 */
export function countError(count: number, arrays: Record<string, ArrayLike<number>>): RangeError {
  if (!Number.isInteger(count) || count < 0) {
    return new RangeError(`count must be a non-negative integer (got ${describe(count)})`);
  }
  let shortest = '';
  let length = Number.POSITIVE_INFINITY;
  for (const name in arrays) {
    if (arrays[name]!.length < length) {
      shortest = name;
      length = arrays[name]!.length;
    }
  }
  return new RangeError(`count must be <= ${shortest}.length = ${length} (got ${count})`);
}

/**
 * Bound on the batch loops' running sum of `R + f(1)` for inputs inside the
 * supported range (each term is below 2^405 in magnitude, and there are fewer
 * than 2^33 bodies). A sum outside `±SENTINEL_LIMIT` — or NaN — means some body
 * value was non-finite or large enough to overflow.
 */
export const SENTINEL_LIMIT: number = 2 ** 500;

/**
 * After a batch pass: if it saw a negative (or NaN) radius, or its running sum
 * left `±SENTINEL_LIMIT` (or is NaN), finds and throws the first bad value.
 * Called by the exported batch functions after their pass function returns,
 * never from the pass itself (see `passSum` in `circles.ts`).
 */
export function checkSentinel<K extends string>(
  negative: boolean,
  sum: number,
  bodies: Readonly<Record<K, Float64Array>>,
  names: readonly K[],
  count: number,
): void {
  if (negative || !(Math.abs(sum) <= SENTINEL_LIMIT)) checkBodies(bodies, names, count);
}

/**
 * Finds the first body value outside the supported range (or a negative
 * radius) among the first `count` of each array, and throws its
 * `RangeError`, named like `bodies.x0[17]`. The batch loops call it only
 * when their sentinel trips, so valid batches never pay for the scan.
 */
export function checkBodies<K extends string>(
  bodies: Readonly<Record<K, Float64Array>>,
  names: readonly K[],
  count: number,
): void {
  for (const name of names) {
    const values = bodies[name]!;
    for (let i = 0; i < count; i++) {
      const v = values[i]!;
      if (!inRange(v)) throw rangeError(`bodies.${name}[${i}]`, v);
      if (v < 0 && name === 'r') {
        throw new RangeError(`bodies.r[${i}] must be >= 0 (got ${describe(v)})`);
      }
    }
  }
}
