/**
 * The naive mover, as games hand-write it: the frame's displacement cut into equal
 * sub-steps of at most `r/2`, and after each sub-step a push out of every wall the body
 * overlaps (the walls near it from a uniform grid, one after another: a push out of
 * one can push into another, the last push wins), in plain doubles. A push moves the
 * centre from the wall's nearest point out to distance `r`. Slide comes by itself
 * (the push removes the part into the wall); `stop` ends the frame at the first push;
 * `bounce` reflects the sub-step about the push's normal.
 */
import type { MoverContender, MoverRun } from '../contender.ts';
import { kindRange } from '../contender.ts';
import { nearestOnWall } from '../nearest.ts';
import { queryPath } from '../wall-grid.ts';
import { BALL, BULLET, type MoverWorkload } from '../workload.ts';

const near = new Float64Array(3);

/** Pushes the body at `c` (`dim` numbers) out of every wall it overlaps; writes the last push's normal, or returns `false`. */
function pushOut(w: MoverWorkload, c: Float64Array, r: number, normal: Float64Array): boolean {
  const dim = w.dim;
  const n = queryPath(w.grid, c, c, r);
  let pushed = false;
  for (let j = 0; j < n; j++) {
    const dd = nearestOnWall(w, w.grid.found[j]!, c, 0, near);
    if (!(dd < r * r) || dd === 0) continue;
    const dist = Math.sqrt(dd);
    for (let a = 0; a < dim; a++) {
      normal[a] = (c[a]! - near[a]!) / dist;
      c[a] = c[a]! + normal[a]! * (r - dist);
    }
    pushed = true;
  }
  return pushed;
}

export const naiveMover: MoverContender = {
  name: 'naive: sub-steps ≤ r/2 + push-out',
  dims: [2, 3],
  legs: false,
  prepare(w: MoverWorkload): MoverRun {
    const dim = w.dim;
    const pos = w.start.slice();
    const c = new Float64Array(3);
    const step = new Float64Array(3);
    const normal = new Float64Array(3);
    const [ballLo, ballHi] = kindRange(w, BALL);
    const [bulletLo, bulletHi] = kindRange(w, BULLET);
    return {
      frame(f) {
        const base = f * w.n * dim;
        for (let i = 0; i < w.n; i++) {
          const r = w.r[i]!;
          let len = 0;
          for (let a = 0; a < dim; a++) {
            c[a] = pos[i * dim + a]!;
            step[a] = w.d[base + i * dim + a]!;
            len += step[a]! * step[a]!;
          }
          const steps = Math.max(1, Math.ceil(Math.sqrt(len) / (r / 2)));
          for (let a = 0; a < dim; a++) step[a] = step[a]! / steps;
          for (let s = 0; s < steps; s++) {
            for (let a = 0; a < dim; a++) c[a] = c[a]! + step[a]!;
            if (!pushOut(w, c, r, normal)) continue;
            if (i >= bulletLo && i < bulletHi) break;
            if (i >= ballLo && i < ballHi) {
              let into = 0;
              for (let a = 0; a < dim; a++) into += step[a]! * normal[a]!;
              if (into < 0)
                for (let a = 0; a < dim; a++) step[a] = step[a]! - 2 * into * normal[a]!;
            }
          }
          for (let a = 0; a < dim; a++) pos[i * dim + a] = c[a]!;
        }
      },
      read(out) {
        out.set(pos);
      },
      reset() {
        pos.set(w.start);
      },
    };
  },
};
