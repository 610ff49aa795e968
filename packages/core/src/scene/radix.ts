/**
 * The counting sorts' pieces that the scene's two sorts share (the broad
 * phase's order by sweep key, `broad-phase.ts`; the contact list's order by
 * `(t, i, j, wall)`, `sort.ts`): one stable radix pass on an 11-bit digit,
 * and exclusive prefix sums. Only integer operations, so the same on every
 * engine.
 *
 * Each loop sits alone in its function: V8 optimises a long loop mid-call
 * (on-stack replacement), and code after it without type feedback yet
 * would deoptimise on every call.
 */

/** The digit counts of a pass (11-bit digits), reused by every pass. */
const digitCount = new Int32Array(2048);

/**
 * One stable pass over `src[from … to)` on bits `shift … shift + 10` of
 * `key[element]`: writes the elements into `dst[from … to)` ordered by that
 * digit, ties kept in their order in `src`, and returns `true`. When every
 * element has the same digit it writes nothing and returns `false`: `src`
 * is already in that order.
 */
export function radixPass(
  key: Uint32Array | Uint8Array,
  src: Uint32Array,
  dst: Uint32Array,
  from: number,
  to: number,
  shift: number,
): boolean {
  digitCount.fill(0);
  countDigits(key, src, from, to, shift);
  if (digitCount[(key[src[from]!]! >>> shift) & 2047] === to - from) return false;
  prefixSums(digitCount, 2048, from);
  scatter(key, src, dst, from, to, shift);
  return true;
}

function countDigits(
  key: Uint32Array | Uint8Array,
  src: Uint32Array,
  from: number,
  to: number,
  shift: number,
): void {
  const count = digitCount;
  for (let k = from; k < to; k++) count[(key[src[k]!]! >>> shift) & 2047]!++;
}

function scatter(
  key: Uint32Array | Uint8Array,
  src: Uint32Array,
  dst: Uint32Array,
  from: number,
  to: number,
  shift: number,
): void {
  const count = digitCount;
  for (let k = from; k < to; k++) {
    const e = src[k]!;
    dst[count[(key[e]! >>> shift) & 2047]!++] = e;
  }
}

/** Exclusive prefix sums of `count[0 … n)` starting at `base`, in place. */
export function prefixSums(count: Int32Array, n: number, base: number): void {
  let sum = base;
  for (let d = 0; d < n; d++) {
    const c = count[d]!;
    count[d] = sum;
    sum += c;
  }
}
