import type { MovingCircles, MovingSpheres, Vec2, Vec3 } from '@swept/core';
import { describe } from '@swept/core/internal';
import { checkRadius, checkVec2, checkVec3, RAW_VALUES } from './validate.ts';

const FIELDS2 = ['x0', 'y0', 'x1', 'y1', 'r'] as const;
const FIELDS3 = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'] as const;

/**
 * Checks a batch call completely before its pass: the mover (as the scalar
 * queries name it), `count` against every array it reads or writes (the
 * error names the shortest), and every body value (`bodies.x1[17] must be an
 * integer raw value within ±2147483647 (got 0.5)`).
 */
export function checkBatch(
  a0: Vec2 | Vec3,
  a1: Vec2 | Vec3,
  ra: number,
  bodies: MovingCircles | MovingSpheres,
  outputs: Record<string, Uint8Array | Float64Array>,
  count: number,
  dim: 2 | 3,
): void {
  const checkVec = dim === 2 ? checkVec2 : checkVec3;
  checkVec('a0', a0 as Vec2 & Vec3);
  checkVec('a1', a1 as Vec2 & Vec3);
  checkRadius('ra', ra);
  const fields = dim === 2 ? FIELDS2 : FIELDS3;
  const arrays: Record<string, ArrayLike<number>> = { ...outputs };
  for (const f of fields)
    arrays[`bodies.${f}`] = (bodies as unknown as Record<string, Float64Array>)[f]!;
  let shortest = '';
  let length = Number.POSITIVE_INFINITY;
  for (const name in arrays) {
    if (arrays[name]!.length < length) {
      shortest = name;
      length = arrays[name]!.length;
    }
  }
  if (!(Number.isInteger(count) && count >= 0 && count <= length)) {
    throw new RangeError(
      `count must be an integer in [0, ${shortest}.length = ${length}] (got ${describe(count)})`,
    );
  }
  for (const f of fields) {
    const values = (bodies as unknown as Record<string, Float64Array>)[f]!;
    const k = RAW_VALUES.bad(values, count, f === 'r');
    if (k >= 0) throw RAW_VALUES.error(`bodies.${f}[${k}]`, values[k]!, f === 'r');
  }
}
