/**
 * Neighbours of doubles (the core's, `@swept/core/internal`) and what this package builds on them.
 */
import { nextDown, nextUp } from '@swept/core/internal';

export { nextDown, nextUp };

/** The spacing of the doubles just above a finite `x ≥ 0` (one unit in the last place). */
export function ulp(x: number): number {
  return nextUp(x) - x;
}

/**
 * The largest double `t ∈ [0, 1]` with `atOrBefore(t)`, for a predicate that
 * holds on `[0, x*]` and fails after (`x*` in `[0, 1]`), starting from a
 * floating-point estimate of `x*`: gallops away from the guess in doubling
 * steps until `x*` is bracketed, then bisects down to adjacent doubles. A
 * good guess costs two or three evaluations; a bad one (NaN included) about
 * a hundred.
 */
export function largestDoubleAtOrBefore(atOrBefore: (t: number) => boolean, guess: number): number {
  // `+ 0` turns a guess of −0 into +0, whose bit pattern steps up to the positive doubles.
  const start = guess >= 0 && guess <= 1 ? guess + 0 : 0.5;
  let lo: number;
  let hi: number;
  if (atOrBefore(start)) {
    lo = start;
    let step = ulp(start);
    for (;;) {
      if (lo === 1) return 1;
      const next = Math.min(lo + step, 1);
      if (!atOrBefore(next)) {
        hi = next;
        break;
      }
      lo = next;
      step *= 2;
    }
  } else {
    hi = start;
    let step = start - nextDown(start);
    for (;;) {
      const next = Math.max(hi - step, 0);
      if (atOrBefore(next)) {
        lo = next;
        break;
      }
      hi = next;
      step *= 2;
    }
  }
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) return lo;
    if (atOrBefore(mid)) lo = mid;
    else hi = mid;
  }
}
