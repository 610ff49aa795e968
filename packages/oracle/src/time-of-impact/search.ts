/**
 * Exact searches over monotone predicates, used to round an irrational value
 * (the first touch `t*`) to a grid: a cheap guess, then galloping and
 * bisection decided by exact comparisons only, so the guess affects speed,
 * never the answer.
 */

/**
 * The largest `k` in `[min, max]` with `pred(k)`, for a predicate that is
 * true up to some point and false after it, with `pred(min)` true.
 */
export function largestTrue(
  pred: (k: bigint) => boolean,
  guess: bigint,
  min: bigint,
  max: bigint,
): bigint {
  let g = guess < min ? min : guess > max ? max : guess;
  let lo: bigint; // pred(lo) is true
  let hi: bigint; // pred(hi) is false, or hi = max + 1
  if (pred(g)) {
    lo = g;
    let step = 1n;
    for (;;) {
      if (lo + step > max) {
        hi = max + 1n;
        break;
      }
      if (!pred(lo + step)) {
        hi = lo + step;
        break;
      }
      lo += step;
      step *= 2n;
    }
  } else {
    hi = g;
    let step = 1n;
    for (;;) {
      g = hi - step < min ? min : hi - step;
      if (g === min || pred(g)) {
        lo = g;
        break;
      }
      hi = g;
      step *= 2n;
    }
  }
  while (hi - lo > 1n) {
    const mid = (lo + hi) >> 1n;
    if (pred(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
