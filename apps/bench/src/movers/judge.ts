/**
 * The movers judged by the exact oracle (@swept/oracle's `legWallDistanceSquaredExact`
 * and `legPassesThroughExact`, BigInt rationals on the very doubles each mover reports).
 * A mover's frames are run untimed, every body's centre read after each frame; then,
 * per body and frame:
 *
 * - **inside**: the frame's end is at exact distance `< r` from some wall;
 * - **through**: neither end is inside, but the straight path from the frame's start to
 *   its end comes closer than `r` to some wall (it passed into a wall and out within
 *   the frame); **crossed**, of those, when the centre itself passes through the wall
 *   (from one side to the other). Peers report only where a frame ends, so their path is taken
 *   straight; a slide over a convex corner can bring that chord closer than `r` with
 *   no wall passed, so swept's movers are also judged leg by leg (**legs inside /
 *   through**), the path they actually took;
 * - **stuck** (characters, whose response is slide): from the mover's own start of the
 *   frame with the same `d`, @swept/core's slide (`moveCircle` / `moveSphere`, every
 *   leg exactly clear) moves the body at least a quarter of `|d|` (a real share of the
 *   motion, not the last gap into a corner a peer keeps as its padding), and the mover
 *   moves it less than a tenth of what the slide does;
 * - **jitter** (characters, pressed by the same `d` every frame): a character has
 *   **arrived** when each of its last 20 frames, and all 20 together, moved it less than
 *   `r/100` (a slow steady creep along a floor has not arrived); an arrived character
 *   jitters when its centre changes at all (any bit) in any of its last 10 frames.
 *
 * Walls far from a body by a wide margin in doubles (a bound 2^12 times their
 * rounding) are skipped; every other wall goes to the oracle.
 */
import * as core from '@swept/core';
import {
  cmp,
  legPassesThroughExact,
  legWallDistanceSquaredExact,
  mul,
  type Rat,
  rat,
  ratFromDouble,
} from '@swept/oracle';
import type { MoverRun } from './contender.ts';
import { nearestOnWall } from './nearest.ts';
import { queryPath } from './wall-grid.ts';
import { CHARACTER, type MoverWorkload } from './workload.ts';

export interface Verdict {
  /** Body-frames judged: bodies × frames. */
  moves: number;
  inside: number;
  /** The deepest end inside, `r − distance` (in doubles: a size, not a verdict). */
  deepest: number;
  through: number;
  crossed: number;
  /** Swept's movers only: legs whose end is inside, legs that come closer than `r`. */
  legsInside: number | null;
  legsThrough: number | null;
  /** Character frames where swept's slide progresses (the stuck test's base), and the stuck ones. */
  slideFrames: number;
  stuck: number;
  /** Frames whose reference slide threw (a start a hair inside a wall: see BENCHMARKS.md); not judged for stuck. */
  referenceThrew: number;
  arrived: number;
  jitter: number;
  /** The largest frame-to-frame step of a jittering character in its last 10 frames. */
  jitterStep: number;
}

/** What the judge keeps per workload: the reference slide's level. */
export interface Court {
  w: MoverWorkload;
  reference: core.Level2 | core.Level3;
}

export function court(w: MoverWorkload): Court {
  return {
    w,
    reference:
      w.dim === 2
        ? core.createLevel2({ segments: w.walls })
        : core.createLevel3({ triangles: w.walls }),
  };
}

const near = new Float64Array(3);
const mid = new Float64Array(3);

/** `true` unless doubles prove wall `k` at least `r` (plus a wide margin) from every point of `p → q`. */
function mayTouch(
  w: MoverWorkload,
  k: number,
  p: Float64Array,
  q: Float64Array,
  r: number,
): boolean {
  const dim = w.dim;
  let len = 0;
  for (let a = 0; a < dim; a++) len += (q[a]! - p[a]!) ** 2;
  len = Math.sqrt(len);
  // Pieces no longer than r/8 (at most 256): each lies within half its length of its middle.
  const pieces = Math.max(1, Math.ceil(len / Math.max(r / 8, len / 256)));
  const per = dim === 2 ? 4 : 9;
  let extent = r;
  for (let j = 0; j < per; j++)
    extent = Math.max(extent, Math.abs(w.walls[per * k + j]! - p[j % dim]!));
  extent += len;
  const slack = 2 ** -40 * extent;
  for (let s = 0; s < pieces; s++) {
    const f = (s + 0.5) / pieces;
    for (let a = 0; a < dim; a++) mid[a] = p[a]! + f * (q[a]! - p[a]!);
    const dist = Math.sqrt(nearestOnWall(w, k, mid, 0, near));
    if (dist - len / (2 * pieces) < r + slack) return true;
  }
  return false;
}

/**
 * Wall `k` against the path `p → q` (a point when `p = q`) and radius `r`, exactly:
 * `−1` when it comes closer than `r` (`legWallDistanceSquaredExact < r²`), `0` when it
 * touches, `1` when it keeps clear; with `r = 0`, `−1` when the centre passes through
 * the wall (`legPassesThroughExact`), else `1`. Every input is a double, so one power
 * of two `2^s` makes them all integers; the oracle answers on the scaled inputs (a
 * similarity: the comparison is unchanged), where its rationals stay integers and skip
 * most of their gcds — about five times faster.
 */
function exactSign(c: Court, k: number, p: Float64Array, q: Float64Array, r: number): number {
  const w = c.w;
  const dim = w.dim;
  const per = dim === 2 ? 4 : 9;
  const values: Rat[] = [];
  for (let a = 0; a < dim; a++) values.push(ratFromDouble(p[a]!));
  for (let a = 0; a < dim; a++) values.push(ratFromDouble(q[a]!));
  values.push(ratFromDouble(r));
  for (let j = 0; j < per; j++) values.push(ratFromDouble(w.walls[per * k + j]!));
  let scale = 1n;
  for (const v of values) if (v.d > scale) scale = v.d;
  // Every denominator is a power of two, so each divides the largest.
  const ints = values.map((v) => rat(v.n * (scale / v.d)));
  const P = ints.slice(0, dim);
  const Q = ints.slice(dim, 2 * dim);
  const radius = ints[2 * dim]!;
  const wall = Array.from({ length: per / dim }, (_, j) =>
    ints.slice(2 * dim + 1 + j * dim, 2 * dim + 1 + (j + 1) * dim),
  );
  if (r === 0) return legPassesThroughExact(P, Q, wall) ? -1 : 1;
  return cmp(legWallDistanceSquaredExact(P, Q, wall), mul(radius, radius));
}

/** The least over the walls near `p → q` of `sign(g)` (1 when every wall is clearly clear). */
function pathSign(c: Court, p: Float64Array, q: Float64Array, r: number): number {
  const w = c.w;
  const n = queryPath(w.grid, p, q, r + 1);
  let least = 1;
  const found = w.grid.found.slice(0, n);
  for (const k of found) {
    if (!mayTouch(w, k, p, q, r)) continue;
    least = Math.min(least, exactSign(c, k, p, q, r));
    if (least < 0) break;
  }
  return least;
}

function samePoint(p: Float64Array, q: Float64Array, dim: number): boolean {
  for (let a = 0; a < dim; a++) if (p[a] !== q[a]) return false;
  return true;
}

/** The distance in doubles from `p` to the nearest wall within `r + 1` of it. */
function distanceToWalls(w: MoverWorkload, p: Float64Array, r: number): number {
  const n = queryPath(w.grid, p, p, r + 1);
  let least = Infinity;
  for (let j = 0; j < n; j++)
    least = Math.min(least, nearestOnWall(w, w.grid.found[j]!, p, 0, near));
  return Math.sqrt(least);
}

/** `true` when a body of radius `r` at `p` overlaps a wall (exact distance `< r`). */
export function insideExact(c: Court, p: Float64Array, r: number): boolean {
  return pathSign(c, p, p, r) < 0;
}

/** `true` when the path `p → q` comes closer than `r` to a wall (exactly). */
export function throughExact(c: Court, p: Float64Array, q: Float64Array, r: number): boolean {
  return pathSign(c, p, q, r) < 0;
}

/** Every body's centre after each frame: `(frames + 1) · n · dim`, frame 0 the start. */
export function track(
  w: MoverWorkload,
  run: MoverRun,
  legs: Float64Array[][] | null,
): Float64Array {
  const size = w.n * w.dim;
  const out = new Float64Array((w.frames + 1) * size);
  run.reset();
  run.read(out.subarray(0, size));
  for (let f = 0; f < w.frames; f++) {
    run.frame(
      f,
      legs === null
        ? undefined
        : (i, ends) => {
            const flat = new Float64Array(ends.length * w.dim);
            ends.forEach((e, j) => {
              flat[j * w.dim] = e.x;
              flat[j * w.dim + 1] = e.y;
              if (w.dim === 3) flat[j * w.dim + 2] = e.z ?? 0;
            });
            legs[f]![i] = flat;
          },
    );
    run.read(out.subarray((f + 1) * size, (f + 2) * size));
  }
  return out;
}

/** Judges a mover's track (and its legs, for swept's movers). */
export function judge(c: Court, path: Float64Array, legs: Float64Array[][] | null): Verdict {
  const w = c.w;
  const dim = w.dim;
  const size = w.n * dim;
  const v: Verdict = {
    moves: w.n * w.frames,
    inside: 0,
    deepest: 0,
    through: 0,
    crossed: 0,
    legsInside: legs === null ? null : 0,
    legsThrough: legs === null ? null : 0,
    slideFrames: 0,
    stuck: 0,
    referenceThrew: 0,
    arrived: 0,
    jitter: 0,
    jitterStep: 0,
  };
  const at = (f: number, i: number) => path.subarray(f * size + i * dim, f * size + (i + 1) * dim);
  const out2 = core.createMoveResult2();
  const out3 = core.createMoveResult3();
  const characters = [w.kinds[CHARACTER]!, w.kinds[CHARACTER + 1]!];
  for (let i = 0; i < w.n; i++) {
    const r = w.r[i]!;
    let wasInside = pathSign(c, at(0, i), at(0, i), r) < 0;
    for (let f = 0; f < w.frames; f++) {
      const p = at(f, i);
      const q = at(f + 1, i);
      const isInside = pathSign(c, q, q, r) < 0;
      if (isInside) {
        v.inside++;
        v.deepest = Math.max(v.deepest, r - distanceToWalls(w, q, r));
      } else if (!wasInside && !samePoint(p, q, dim) && pathSign(c, p, q, r) < 0) {
        v.through++;
        if (pathSign(c, p, q, 0) < 0) v.crossed++;
      }
      wasInside = isInside;
      if (legs !== null) judgeLegs(c, p, legs[f]![i]!, r, v);
    }
    if (i >= characters[0]! && i < characters[1]!) {
      judgeSlide(c, i, at, out2, out3, v);
      judgeJitter(w, i, at, v);
    }
  }
  return v;
}

function judgeLegs(c: Court, start: Float64Array, ends: Float64Array, r: number, v: Verdict): void {
  const dim = c.w.dim;
  let from = start;
  // A start inside a wall (a peer's, or wedged) is the push-out leg's: not a pass.
  let fromInside = pathSign(c, from, from, r) < 0;
  for (let j = 0; j < ends.length / dim; j++) {
    const to = ends.subarray(j * dim, (j + 1) * dim);
    const toInside = pathSign(c, to, to, r) < 0;
    if (toInside) v.legsInside!++;
    else if (!fromInside && !samePoint(from, to, dim) && pathSign(c, from, to, r) < 0) {
      v.legsThrough!++;
    }
    from = to;
    fromInside = toInside;
  }
}

function judgeSlide(
  c: Court,
  i: number,
  at: (f: number, i: number) => Float64Array,
  out2: core.MoveResult2,
  out3: core.MoveResult3,
  v: Verdict,
): void {
  const w = c.w;
  const dim = w.dim;
  const r = w.r[i]!;
  for (let f = 0; f < w.frames; f++) {
    const p = at(f, i);
    const q = at(f + 1, i);
    const k = (f * w.n + i) * dim;
    let slid = 0;
    try {
      if (dim === 2) {
        const m = core.moveCircleInto(
          c.reference as core.Level2,
          { x: p[0]!, y: p[1]! },
          r,
          { x: w.d[k]!, y: w.d[k + 1]! },
          out2,
        );
        slid = Math.hypot(m.c.x - p[0]!, m.c.y - p[1]!);
      } else {
        const m = core.moveSphereInto(
          c.reference as core.Level3,
          { x: p[0]!, y: p[1]!, z: p[2]! },
          r,
          { x: w.d[k]!, y: w.d[k + 1]!, z: w.d[k + 2]! },
          out3,
        );
        slid = Math.hypot(m.c.x - p[0]!, m.c.y - p[1]!, m.c.z - p[2]!);
      }
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
      v.referenceThrew++;
      continue;
    }
    if (slid < Math.hypot(w.d[k]!, w.d[k + 1]!, dim === 3 ? w.d[k + 2]! : 0) / 4) continue;
    v.slideFrames++;
    let moved = 0;
    for (let a = 0; a < dim; a++) moved += (q[a]! - p[a]!) ** 2;
    if (Math.sqrt(moved) < slid / 10) v.stuck++;
  }
}

function judgeJitter(
  w: MoverWorkload,
  i: number,
  at: (f: number, i: number) => Float64Array,
  v: Verdict,
): void {
  const r = w.r[i]!;
  const step = (f: number) => {
    const p = at(f, i);
    const q = at(f + 1, i);
    let s = 0;
    for (let a = 0; a < w.dim; a++) s += (q[a]! - p[a]!) ** 2;
    return Math.sqrt(s);
  };
  // Arrived: every one of the last 20 frames, and all of them together, moved it less than r/100.
  for (let f = w.frames - 20; f < w.frames; f++) if (!(step(f) < r / 100)) return;
  let net = 0;
  for (let a = 0; a < w.dim; a++) net += (at(w.frames, i)[a]! - at(w.frames - 20, i)[a]!) ** 2;
  if (!(Math.sqrt(net) < r / 100)) return;
  v.arrived++;
  let moved = false;
  let largest = 0;
  for (let f = w.frames - 10; f < w.frames; f++) {
    if (!samePoint(at(f, i), at(f + 1, i), w.dim)) moved = true;
    largest = Math.max(largest, step(f));
  }
  if (moved) {
    v.jitter++;
    v.jitterStep = Math.max(v.jitterStep, largest);
  }
}
