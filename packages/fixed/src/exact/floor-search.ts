/** How a floor is proven: the exact search every floored time of this package ends in. */

/**
 * `floor(65536·τ)` for a time `τ ∈ [0, 1]` known only through an exact test
 * `notAfter(j)` (“`j/65536 ≤ τ`”, true for every `j` up to the answer and
 * false beyond it): a double estimate proposes `k`, the test proves it in a
 * step or two, and a bisection over `[0, 65536]` takes over when the
 * estimate was poor (cancellation near a graze). The tests read their
 * operands from module scratch, so passing one allocates nothing.
 */
export function provenFloor(estimate: number, notAfter: (j: number) => boolean): number {
  let k = Math.floor(estimate * 65536);
  // `k > 0`, not `k >= 0`: NaN and a −0 estimate both start at +0 (a raw `u` is never −0).
  if (!(k > 0)) k = 0;
  else if (k > 65536) k = 65536;
  for (let step = 0; step < 3; step += 1) {
    if (!notAfter(k)) {
      k -= 1;
      continue;
    }
    if (k === 65536 || !notAfter(k + 1)) return k;
    k += 1;
  }
  let lo = 0;
  let hi = 65537;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (mid <= 65536 && notAfter(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
