/**
 * The baseline `walls.ts` times `circlePolylineTimeOfImpactBatch` against: the
 * batch's loop written by hand over the same kernel (`polylineCode`), without
 * its checks, its counts or its segment output. A copy of the batch's pass,
 * so `test/bench-copies.test.ts` holds its hits and times to the batch's.
 */
import type { MovingCircles, Vec2 } from '@swept/core';
import type { polylineCode } from '../src/time-of-impact/circle-polyline.ts';
import { codeTime, MISS } from '../src/walls/wall-pieces.ts';

/** `polylineCode` of some version of the package (`walls.ts` can time another's). */
export type PolylineCode = typeof polylineCode;

const c0s: Vec2 = { x: 0, y: 0 };
const c1s: Vec2 = { x: 0, y: 0 };

/** The batch's loop by hand over a closed polyline (as `walls.ts` runs it): `hits[i]`, `times[i]` as the batch writes them; the count of hits. */
export function handLoop(
  bodies: MovingCircles,
  level: readonly Vec2[],
  code: PolylineCode,
  hits: Uint8Array,
  times: Float64Array,
  count: number,
): number {
  const { x0, y0, x1, y1, r } = bodies;
  let found = 0;
  for (let i = 0; i < count; i += 1) {
    c0s.x = x0[i]!;
    c0s.y = y0[i]!;
    c1s.x = x1[i]!;
    c1s.y = y1[i]!;
    const c = code(c0s, c1s, r[i]!, level, true);
    if (c === MISS) {
      hits[i] = 0;
      continue;
    }
    hits[i] = 1;
    times[i] = codeTime(c);
    found += 1;
  }
  return found;
}
