import type { MovingCircles, Vec2 } from '@swept/core';
import { loadMotion2 } from '@swept/core/internal';
import { checkBatch } from '../batch.ts';
import { sweptCircles } from './circle-circle.ts';

const b0: Vec2 = { x: 0, y: 0 };
const b1: Vec2 = { x: 0, y: 0 };

/**
 * One moving circle against many, on raw Q16.16 integers (the
 * @swept/core batch form, exact): `hits[i]` becomes `1` exactly when
 * `sweptCircles(a0, a1, ra, body0, body1, r[i])` is `true`, else `0`.
 * Returns the number of hits. Bodies `0 … count − 1` (default: all of
 * `bodies.x0`). Everything is checked before the pass, so a `RangeError`
 * (naming the first bad value, `bodies.x1[17] …`) writes nothing.
 * Allocates nothing.
 *
 * @example
 * const n = sweptCirclesBatch(player0, player1, playerR, bullets, hits, live);
 */
export function sweptCirclesBatch(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBatch(a0, a1, ra, bodies, { hits }, count, 2);
  const { r } = bodies;
  let found = 0;
  for (let i = 0; i < count; i++) {
    loadMotion2(b0, b1, bodies, i);
    const h = sweptCircles(a0, a1, ra, b0, b1, r[i]!) ? 1 : 0;
    hits[i] = h;
    found += h;
  }
  return found;
}
