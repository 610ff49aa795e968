import { checkArrays, checkPass, countError } from '../batch.ts';
import type { MovingCircles, Vec2 } from '../types.ts';
import { checkPolyline } from '../validate/shapes.ts';
import { capsuleApart, capsuleMeets } from '../walls/capsule.ts';
import { segmentCount } from './circle-polyline.ts';
import { touchingEntry } from './circle-segment.ts';

const FIELDS = ['x0', 'y0', 'x1', 'y1', 'r'] as const;

/** The polyline's corners as flat arrays, reused across calls (grown, never shrunk). */
let px = new Float64Array(64);
let py = new Float64Array(64);
/** Per segment: `e = points[k + 1] − points[k]`, computed once per call. */
let sx = new Float64Array(64);
let sy = new Float64Array(64);

/** The verdict of the last pass on the body values (see `batch.ts`). */
let passSquares = 0;
let passSuspect = false;

/**
 * Many moving circles against one static polyline (a level's walls): for
 * each body `i` (moving `(x0[i], y0[i]) → (x1[i], y1[i])`, radius `r[i]`),
 * `hits[i]` becomes `1` when it touches the polyline during the step, with
 * `t[i]` the first touch time and `segment[i]` the segment touched first —
 * exactly `circlePolylineTimeOfImpact(body0, body1, r[i], points, closed)`'s
 * `t` and `segment` (ties to the smallest `k`); else `hits[i] = 0` and `t[i]`,
 * `segment[i]` are left as they were. Returns the number of hits. For the
 * contact point, normal and status of the few hits, call
 * `circleSegmentTimeOfImpactInto` on the segment reported.
 *
 * Allocates nothing per body (the polyline's corners are copied once per
 * call into arrays kept between calls). Checks the polyline and `count`
 * before the pass, and that every body array is a `Float64Array`; body
 * values are checked during the pass against the scalar form's rule, and a
 * NaN, ±Infinity, negative radius or non-zero magnitude outside
 * `[2^-200, 2^200]` (subnormals included) ends in a `RangeError` naming the
 * first bad value (`bodies.x1[17] …`).
 *
 * @example
 * const bullets = { x0, y0, x1, y1, r }; // Float64Array(MAX) each, once
 * const hits = new Uint8Array(MAX), t = new Float64Array(MAX), segment = new Uint32Array(MAX);
 * // Every frame:
 * circlePolylineTimeOfImpactBatch(bullets, levelWalls, true, hits, t, segment, live);
 * for (let i = 0; i < live; i++) if (hits[i]) stopAt(i, t[i], segment[i]);
 */
export function circlePolylineTimeOfImpactBatch(
  bodies: MovingCircles,
  points: readonly Vec2[],
  closed: boolean,
  hits: Uint8Array,
  t: Float64Array,
  segment: Uint32Array,
  count: number = bodies.x0.length,
): number {
  checkBatch(bodies, points, closed, hits, t, segment, count);
  const n = points.length;
  if (px.length < n) {
    px = new Float64Array(n);
    py = new Float64Array(n);
    sx = new Float64Array(n);
    sy = new Float64Array(n);
  }
  for (let k = 0; k < n; k++) {
    px[k] = points[k]!.x;
    py[k] = points[k]!.y;
  }
  const segments = segmentCount(n, closed);
  for (let k = 0; k < segments; k++) {
    const j = k + 1 === n ? 0 : k + 1;
    sx[k] = px[j]! - px[k]!;
    sy[k] = py[j]! - py[k]!;
  }
  const found = pass(bodies, segments, hits, t, segment, count);
  checkPass(passSuspect, passSquares, bodies, FIELDS, count);
  return found;
}

/** The pass; leaves its verdict in `passSquares`, `passSuspect`. */
function pass(
  bodies: MovingCircles,
  segments: number,
  hits: Uint8Array,
  t: Float64Array,
  segment: Uint32Array,
  count: number,
): number {
  const { x0, y0, x1, y1, r } = bodies;
  const xs = px;
  const ys = py;
  const exs = sx;
  const eys = sy;
  let found = 0;
  let squares = 0;
  let suspect = false;
  for (let i = 0; i < count; i++) {
    const c0x = x0[i]!;
    const c0y = y0[i]!;
    const c1x = x1[i]!;
    const c1y = y1[i]!;
    const ri = r[i]!;
    // The body's values against the scalar range (see `batch.ts`).
    const q0 = c0x * c0x;
    const q1 = c0y * c0y;
    const q2 = c1x * c1x;
    const q3 = c1y * c1y;
    const q4 = ri * ri;
    squares += q0 + q1 + (q2 + q3) + q4;
    if (
      !(ri >= 0) ||
      q0 < 3.8725919148493183e-121 ||
      q1 < 3.8725919148493183e-121 ||
      q2 < 3.8725919148493183e-121 ||
      q3 < 3.8725919148493183e-121 ||
      q4 < 3.8725919148493183e-121
    ) {
      suspect = true;
    }
    let best = -1;
    let bestT = 2;
    const rr = ri * ri;
    for (let k = 0; k < segments; k++) {
      // segmentEntry's two steps, the cheap one inline: most segments of a
      // level are far from a body, and only the touched ones need a root.
      const ax = c0x - xs[k]!;
      const ay = c0y - ys[k]!;
      const bx = c1x - xs[k]!;
      const by = c1y - ys[k]!;
      const ex = exs[k]!;
      const ey = eys[k]!;
      // capsuleTouches in its two steps, written out so that both inline.
      const ee = ex * ex + ey * ey;
      const h0 = ex * ay - ey * ax;
      const h1 = ex * by - ey * bx;
      if (capsuleApart(h0, h1, ax * ex + ay * ey, bx * ex + by * ey, ee, rr * ee)) continue;
      if (!capsuleMeets(ax, ay, bx, by, ex, ey, ee, rr, h0, h1)) continue;
      const tk = touchingEntry(ax, ay, bx, by, ex, ey, ri);
      if (tk >= 0 && tk < bestT) {
        best = k;
        bestT = tk;
      }
    }
    if (best >= 0) {
      hits[i] = 1;
      t[i] = bestT;
      segment[i] = best;
      found++;
    } else {
      hits[i] = 0;
    }
  }
  passSquares = squares;
  passSuspect = suspect;
  return found;
}

function checkBatch(
  bodies: MovingCircles,
  points: readonly Vec2[],
  closed: boolean,
  hits: Uint8Array,
  t: Float64Array,
  segment: Uint32Array,
  count: number,
): void {
  checkPolyline(points, closed);
  checkArrays(bodies, FIELDS);
  const { x0, y0, x1, y1, r } = bodies;
  const n = Math.min(
    x0.length,
    y0.length,
    x1.length,
    y1.length,
    r.length,
    hits.length,
    t.length,
    segment.length,
  );
  if (!(Number.isInteger(count) && count >= 0 && count <= n)) {
    const arrays = { 'bodies.x0': x0, 'bodies.y0': y0, 'bodies.x1': x1, 'bodies.y1': y1 };
    throw countError(count, { ...arrays, 'bodies.r': r, hits, t, segment });
  }
}
