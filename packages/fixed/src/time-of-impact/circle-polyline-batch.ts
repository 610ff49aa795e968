import type { MovingCircles, Vec2 } from '@swept/core';
import { describe } from '@swept/core/internal';
import { checkPolyline, RAW_MAX } from '../validate.ts';
import { countSettled } from '../walls/settled.ts';
import { codeTime, MISS } from '../walls/wall-pieces.ts';
import { earliestSegment, polylineCode } from './circle-polyline.ts';

const FIELDS = ['x0', 'y0', 'x1', 'y1', 'r'] as const;

/** The body under test, reused for every body (the pass allocates nothing). */
const c0: Vec2 = { x: 0, y: 0 };
const c1: Vec2 = { x: 0, y: 0 };

/** Throws for a bad `count` or the first body value that is not a raw integer (radius: `≥ 0`). */
function checkBodies(
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array,
  segment: Uint32Array,
  count: number,
): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer (got ${describe(count)})`);
  }
  const { x0, y0, x1, y1, r } = bodies;
  if (
    count >
    Math.min(
      hits.length,
      t.length,
      segment.length,
      x0.length,
      y0.length,
      x1.length,
      y1.length,
      r.length,
    )
  ) {
    // Name the shortest array (built only on failure).
    const arrays: [string, ArrayLike<number>][] = [
      ['hits', hits],
      ['t', t],
      ['segment', segment],
    ];
    for (const f of FIELDS) arrays.push([`bodies.${f}`, bodies[f]]);
    const [name, a] = arrays.reduce((m, x) => (x[1].length < m[1].length ? x : m));
    throw new RangeError(`count must be <= ${name}.length = ${a.length} (got ${count})`);
  }
  for (const f of FIELDS) {
    const a = bodies[f];
    const min = f === 'r' ? 0 : -RAW_MAX;
    for (let i = 0; i < count; i += 1) {
      const v = a[i]!;
      if (!(v >= min && v <= RAW_MAX && Math.floor(v) === v)) {
        throw new RangeError(
          f === 'r' && v < 0
            ? `bodies.r[${i}] must be >= 0 (got ${describe(v)})`
            : `bodies.${f}[${i}] must be an integer raw value within ±${RAW_MAX} (got ${describe(v)})`,
        );
      }
    }
  }
}

/**
 * Many moving circles against one static polyline (a level's walls), into
 * caller-owned typed arrays: for each body `i` (moving `(x0[i], y0[i]) →
 * (x1[i], y1[i])`, radius `r[i]`, all raw Q16.16 integers held in
 * `Float64Array`s), `hits[i]` becomes `1` when it touches the polyline,
 * with `t[i]` the raw first touch time and `segment[i]` the segment touched
 * first — exactly `circlePolylineTimeOfImpact(body0, body1, r[i], points,
 * closed)`'s `t` and `segment`; else `hits[i] = 0` and `t[i]`, `segment[i]`
 * are left as they were. Returns the number of hits. For the contact point,
 * normal and status of the few hits, call `circleSegmentTimeOfImpact` on
 * the segment reported.
 *
 * Every value is checked before the pass (a `RangeError` naming the array
 * and index, `bodies.x1[17] …`, with nothing written); the pass allocates
 * nothing per body (segments far from a body's swept box are skipped by an
 * exact integer test).
 *
 * @example
 * const bullets = { x0, y0, x1, y1, r }; // Float64Array(MAX) each, raw values
 * const hits = new Uint8Array(MAX), t = new Float64Array(MAX), segment = new Uint32Array(MAX);
 * // Every tick:
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
  checkPolyline(points, closed);
  checkBodies(bodies, hits, t, segment, count);
  const { x0, y0, x1, y1, r } = bodies;
  let found = 0;
  for (let i = 0; i < count; i += 1) {
    c0.x = x0[i]!;
    c0.y = y0[i]!;
    c1.x = x1[i]!;
    c1.y = y1[i]!;
    const best = polylineCode(c0, c1, r[i]!, points, closed);
    countSettled();
    if (best === MISS) {
      hits[i] = 0;
    } else {
      hits[i] = 1;
      t[i] = codeTime(best);
      segment[i] = earliestSegment.k;
      found += 1;
    }
  }
  return found;
}
