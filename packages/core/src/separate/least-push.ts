/**
 * The least push out of a wall along a direction, as the variant's own overlap test
 * decides it: `depth` (what the rounded distance asks), then grown by `step` (an ulp of
 * the case's scale), doubling, until `clearAt` says out — and then bisected back between
 * the last push that still overlapped and the first that did not, down to `step`.
 *
 * Why the bisection: where the centre lies within rounding of the wall (a few ulps from
 * a vertex, an edge or the face), the direction from the nearest point is the rounding's
 * and may lean off the wall's normal; the push then needs more than `depth` by far more
 * than a few ulps, and doubling alone overshoots by up to as much again (found by the
 * fuzz app: a sphere 3e-13 from a triangle at scale 100, pushed 2.3e-9 past touching).
 * The bisection keeps the push within `step` of the least one the test accepts.
 */
export function leastPush(depth: number, step: number, clearAt: (push: number) => boolean): number {
  if (clearAt(depth)) return depth;
  let inside = depth;
  let out = depth + step;
  for (let extra = step; !clearAt(out); ) {
    inside = out;
    extra *= 2;
    out = depth + extra;
  }
  while (out - inside > step) {
    const mid = inside + (out - inside) / 2;
    if (!(mid > inside && mid < out)) break;
    if (clearAt(mid)) out = mid;
    else inside = mid;
  }
  return out;
}
