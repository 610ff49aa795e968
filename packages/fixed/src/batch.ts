import type {
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  Vec2,
  Vec3,
} from '@swept/core';
import { describe } from '@swept/core/internal';
import {
  checkExtents2,
  checkExtents3,
  checkRadius,
  checkVec2,
  checkVec3,
  RAW_VALUES,
} from './validate.ts';

const FIELDS2 = ['x0', 'y0', 'x1', 'y1', 'r'] as const;
const FIELDS3 = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'] as const;
const BOX_FIELDS2 = ['x0', 'y0', 'x1', 'y1', 'hx', 'hy'] as const;
const BOX_FIELDS3 = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'hx', 'hy', 'hz'] as const;

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
  checkBodies(bodies, dim === 2 ? FIELDS2 : FIELDS3, outputs, count);
}

/** {@link checkBatch} for the boxes' and cuboids' batch forms: the mover's half extents `ha`, bodies with `hx, hy[, hz]`. */
export function checkBoxBatch(
  a0: Vec2 | Vec3,
  a1: Vec2 | Vec3,
  ha: Vec2 | Vec3,
  bodies: MovingBoxes | MovingCuboids,
  outputs: Record<string, Uint8Array | Float64Array>,
  count: number,
  dim: 2 | 3,
): void {
  const checkVec = dim === 2 ? checkVec2 : checkVec3;
  checkVec('a0', a0 as Vec2 & Vec3);
  checkVec('a1', a1 as Vec2 & Vec3);
  if (dim === 2) checkExtents2('ha', ha);
  else checkExtents3('ha', ha as Vec3);
  checkBodies(bodies, dim === 2 ? BOX_FIELDS2 : BOX_FIELDS3, outputs, count);
}

/** `count` against every array (the error names the shortest), then every body value; radii and extents `>= 0`. */
function checkBodies(
  bodies: object,
  fields: readonly string[],
  outputs: Record<string, Uint8Array | Float64Array>,
  count: number,
): void {
  const columns = bodies as Record<string, Float64Array>;
  const arrays: Record<string, ArrayLike<number>> = { ...outputs };
  for (const f of fields) arrays[`bodies.${f}`] = columns[f]!;
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
    const values = columns[f]!;
    const nonNegative = f === 'r' || f[0] === 'h';
    const k = RAW_VALUES.bad(values, count, nonNegative);
    if (k >= 0) throw RAW_VALUES.error(`bodies.${f}[${k}]`, values[k]!, nonNegative);
  }
}
