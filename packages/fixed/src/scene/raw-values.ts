import type { ValueRule } from '@swept/core';
import { checkRadius, checkRaw, RAW_MAX } from '../validate.ts';

/**
 * The fixed-point value rule of the scene and batch forms: every value an
 * integer raw value within ±(2^31 − 1), radii `≥ 0`; the same rule and
 * messages as the scalar queries (`bodies.x0[3] must be an integer raw
 * value within ±2147483647 (got 1.5)`).
 */
export const RAW_VALUES: ValueRule = {
  bad(values, count, radius) {
    const min = radius ? 0 : -RAW_MAX;
    for (let k = 0; k < count; k++) {
      const v = values[k]!;
      if (!(v >= min && v <= RAW_MAX && Math.floor(v) === v)) return k;
    }
    return -1;
  },
  error(name, value, radius) {
    try {
      if (radius) checkRadius(name, value);
      else checkRaw(name, value);
    } catch (error) {
      return error as RangeError;
    }
    return new RangeError(`${name} must be an integer raw value (got ${value})`);
  },
};
