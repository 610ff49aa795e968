/**
 * Structure-of-arrays storage on one `SharedArrayBuffer`, so that worker
 * threads read the bodies and write the results in place, without copying.
 */
import type { MovingCircles, MovingSpheres } from '@swept/core';
import { describe } from './describe.ts';

function sharedColumns(name: string, capacity: number, columns: number): Float64Array[] {
  if (!Number.isSafeInteger(capacity) || capacity < 0) {
    throw new RangeError(`${name} must be a non-negative integer (got ${describe(capacity)})`);
  }
  const buffer = new SharedArrayBuffer(capacity * columns * Float64Array.BYTES_PER_ELEMENT);
  return Array.from(
    { length: columns },
    (_, i) => new Float64Array(buffer, i * capacity * Float64Array.BYTES_PER_ELEMENT, capacity),
  );
}

/** `capacity` moving circles (all zero) whose columns share one `SharedArrayBuffer`. */
export function sharedMovingCircles(capacity: number): MovingCircles {
  const [x0, y0, x1, y1, r] = sharedColumns('capacity', capacity, 5) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  return { x0, y0, x1, y1, r };
}

/** `capacity` moving spheres (all zero) whose columns share one `SharedArrayBuffer`. */
export function sharedMovingSpheres(capacity: number): MovingSpheres {
  const [x0, y0, z0, x1, y1, z1, r] = sharedColumns('capacity', capacity, 7) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  return { x0, y0, z0, x1, y1, z1, r };
}
